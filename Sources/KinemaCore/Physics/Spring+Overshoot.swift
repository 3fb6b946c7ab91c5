import Foundation

extension Spring {
    /// How far the motion goes past its target, as a fraction of the distance (0.25 = 25 %); 0 when it
    /// never passes it. For a spring at rest this is e^(−ζπ/√(1−ζ²)); with an initial velocity the first
    /// peak moves, so the peak is found numerically: sampled over the motion, then refined by golden-
    /// section search around the highest sample (to 1e-9 s, or 1e-9 of the time for a peak past 1 s).
    public func overshoot(initialVelocity: Double = 0) -> Double {
        let settle = settlingDuration(initialVelocity: initialVelocity)
        let end = settle.isFinite && settle > 0 ? settle : 10 * response
        // At least 40 samples a period (an oscillation is never stepped over), 2,000 to 100,000 in all.
        let samples = Int(min(100_000, max(2000, (end / response * 40).rounded(.up))))
        var best = (time: 0.0, value: value(at: 0, initialVelocity: initialVelocity))
        for index in 1...samples {
            let t = end * Double(index) / Double(samples)
            let x = value(at: t, initialVelocity: initialVelocity)
            if x > best.value { best = (t, x) }
        }
        var low = max(0, best.time - end / Double(samples)), high = min(end, best.time + end / Double(samples))
        let ratio = (5.0.squareRoot() - 1) / 2
        // To 1e-9 s, or relative to the time for a slow spring (whose peak can lie millions of seconds
        // out, where 1e-9 s is below a Double's resolution and the interval would never shrink to it).
        for _ in 0..<200 where high - low > 1e-9 * max(1, high) {
            let a = high - ratio * (high - low), b = low + ratio * (high - low)
            if value(at: a, initialVelocity: initialVelocity) < value(at: b, initialVelocity: initialVelocity) { low = a } else { high = b }
        }
        return max(0, max(best.value, value(at: (low + high) / 2, initialVelocity: initialVelocity)) - 1)
    }
}
