import Foundation

extension Spring {
    /// Core Animation's estimate of when the spring is at rest (`CASpringAnimation.settlingDuration`,
    /// its `durationForEpsilon:` with ε = 0.001), which is not the exact settling time
    /// (`settlingDuration(initialVelocity:threshold:)`).
    ///
    /// The rule as recovered from iOS's own QuartzCore (the public disassemblies of its
    /// `-[CASpringAnimation durationForEpsilon:]`):
    /// - **under-damped** (ζ < 1): the time at which the sum of the magnitudes of the cosine and sine
    ///   terms' coefficients, decaying as e^(−ζω₀t), falls to ε: t = −ln(ε / (|A| + |B|)) / (ζω₀), with
    ///   A = −1 and B = (v₀ − ζω₀) / ω_d — an upper bound, not where the motion enters the band. Apple's
    ///   documented example (mass 1, stiffness 100, damping 5) reads about 2.85 s; the exact 0.1 % band
    ///   is reached at about 2.69 s.
    /// - **critically and over-damped**: a walk over the motion in steps of 0.1 s: the first step within
    ///   ε of the target that stays within it for more than a second after — so the answer is rounded up
    ///   to the next 0.1 s (`.smooth`'s critically damped 0.5 s spring settles at 0.735 s and is timed 0.8 s).
    /// - An undamped spring never settles (`.infinity`).
    public func coreAnimationSettlingDuration(initialVelocity: Double = 0, epsilon: Double = Spring.settlingThreshold) -> Double {
        let epsilon = epsilon.isFinite ? max(epsilon, 1e-6) : Spring.settlingThreshold
        let omega = naturalFrequency
        let zeta = dampingRatio
        guard zeta > 0 else { return .infinity }
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        if zeta < 1 {
            let decay = zeta * omega
            let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            let coefficients = 1 + Swift.abs((velocity - decay) / dampedFrequency)
            return max(0, -Foundation.log(epsilon / coefficients) / decay)
        }
        return steppedSettling(initialVelocity: velocity, epsilon: epsilon)
    }

    /// The walk in 0.1 s steps (see `coreAnimationSettlingDuration`): the first step inside the band that
    /// stays inside for more than a second; 0 if the motion stops being a number.
    private func steppedSettling(initialVelocity: Double, epsilon: Double) -> Double {
        var entered = -1.0
        var inside = false
        var step = 0
        while step < 600_000 {
            let time = Double(step) * 0.1
            let deviation = Swift.abs(1 - value(at: time, initialVelocity: initialVelocity))
            guard deviation.isFinite else { return 0 }
            if !inside {
                if deviation < epsilon { (entered, inside) = (time, true) }
            } else if deviation >= epsilon {
                inside = false
            } else if time - entered > 1 {
                return entered
            }
            step += 1
        }
        return .infinity
    }
}
