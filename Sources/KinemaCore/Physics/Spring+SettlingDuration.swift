import Foundation

extension Spring {
    /// Kinema's own rule for a spring given by a duration and a damping ratio: the stiffness is the one
    /// whose motion has *settled* — |x(t) − 1| ≤ 0.001 for every t ≥ `duration` — exactly at `duration`,
    /// with mass 1. Animations then end at that duration with a jump of at most 0.1 % of the distance.
    ///
    /// This is not UIKit's rule (that is `init(uikitDuration:dampingRatio:initialVelocity:)`, the default
    /// of KinemaUI's UIKit calls); KinemaUI uses this one only when asked (`DurationSpringRule.settle`).
    ///
    /// With zero initial velocity the settling time scales as 1/ω₀, so ω₀ = settling(ω₀ = 1) / duration
    /// exactly. With a velocity the shape changes with ω₀, so ω₀ is found by bisection (keeping the side
    /// that has settled by `duration` if the settling time jumps there).
    ///
    /// - Parameters:
    ///   - duration: seconds until settled (> 0; non-finite or smaller values become 0.001).
    ///   - dampingRatio: ζ, clamped to at least 0.01 (an undamped spring never settles).
    ///   - initialVelocity: relative initial velocity (1 = the whole distance per second).
    public init(settlingDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let duration = duration.isFinite ? max(1e-3, duration) : 1e-3
        let ratio = dampingRatio.isFinite ? max(0.01, dampingRatio) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        func spring(omega: Double) -> Spring {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
        }
        // Settling time of the unit-frequency spring at rest gives the first estimate.
        let unit = spring(omega: 1).settlingDuration()
        var omega = unit / duration
        if velocity != 0 {
            let settles = { (w: Double) in spring(omega: w).settlingDuration(initialVelocity: velocity) }
            var low = omega, high = omega
            while settles(low) <= duration && low > 1e-6 { low /= 2 }
            while settles(high) > duration && high < 1e9 { high *= 2 }
            for _ in 0..<100 where high - low > 1e-12 * high {
                let mid = (low + high) / 2
                if settles(mid) > duration { low = mid } else { high = mid }
            }
            omega = high
        }
        self = spring(omega: omega)
    }
}
