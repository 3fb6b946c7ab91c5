import Foundation

extension Spring {
    /// How far the motion goes past its target, as a fraction of the distance (0.25 = 25 %); 0 when it
    /// never passes it. For a spring at rest this is e^(−ζπ/√(1−ζ²)); with an initial velocity the first
    /// peak moves, so the peak is found numerically: sampled over the motion, then refined by golden-
    /// section search around the highest sample (to 1e-9 s).
    public func overshoot(initialVelocity: Double = 0) -> Double {
        let settle = settlingDuration(initialVelocity: initialVelocity)
        let end = settle.isFinite && settle > 0 ? settle : 10 * response
        let samples = 2000
        var best = (time: 0.0, value: value(at: 0, initialVelocity: initialVelocity))
        for index in 1...samples {
            let t = end * Double(index) / Double(samples)
            let x = value(at: t, initialVelocity: initialVelocity)
            if x > best.value { best = (t, x) }
        }
        var low = max(0, best.time - end / Double(samples)), high = min(end, best.time + end / Double(samples))
        let ratio = (5.0.squareRoot() - 1) / 2
        while high - low > 1e-9 {
            let a = high - ratio * (high - low), b = low + ratio * (high - low)
            if value(at: a, initialVelocity: initialVelocity) < value(at: b, initialVelocity: initialVelocity) { low = a } else { high = b }
        }
        return max(0, max(best.value, value(at: (low + high) / 2, initialVelocity: initialVelocity)) - 1)
    }
}
