import Foundation

/// How a spring given by a duration and a damping ratio picks its stiffness.
///
/// - `uikit`: UIKit's own rule, as public re-implementations reconstruct it
///   (`Spring.init(uikitDuration:dampingRatio:initialVelocity:)`): what a phone shows. The default.
/// - `settle`: Kinema's rule, the motion settled within 0.1 % exactly at the duration
///   (`Spring.init(settlingDuration:dampingRatio:initialVelocity:)`). Its stiffness is not continuous in
///   the damping ratio (it jumps where the last excursion beyond the band changes), and ratios above 1
///   are over-damped rather than critical.
public enum DurationSpringRule: String, Sendable, Hashable, CaseIterable {
    case uikit
    case settle

    /// The spring this rule makes of `duration` seconds, damping ratio ζ and relative initial velocity.
    public func spring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> Spring {
        switch self {
        case .uikit: return Spring(uikitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        case .settle: return Spring(settlingDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// The damping ratio the rule runs on: UIKit's clamps to (0, 1], Kinema's to [0.01, ∞).
    public func effectiveDampingRatio(_ dampingRatio: Double) -> Double {
        switch self {
        case .uikit: return UIKitSpringSolver(duration: 1, dampingRatio: dampingRatio, initialVelocity: 0).ratio
        case .settle: return dampingRatio.isFinite ? max(0.01, dampingRatio) : 1
        }
    }

    /// The duration that makes this rule give a spring of natural frequency `omega` (rad/s) with damping
    /// ratio `dampingRatio`: the inverse of `spring(duration:…)`, for tuning a spring by its other forms.
    ///
    /// Kinema's rule: the spring's own settling time. UIKit's: at rest the closed form solved for d
    /// (d = ln(ζ / (ε·√(1 − ζ²))) / (ζ·ω), or x*/ω at ζ = 1); with a velocity, the d in [0.01, 10] s whose
    /// spring has ω, by bisection on log d (the closed form where no d gives it). With a velocity several
    /// durations can give ω: `near` (seconds) picks the one nearest it (a drag's current duration, so the
    /// spring moves on smoothly). UIKit's durations are clamped to [0.01, 10] s, so a spring beyond them
    /// comes back as the nearest.
    public func duration(naturalFrequency omega: Double, dampingRatio: Double, initialVelocity: Double = 0, near: Double? = nil) -> Double {
        switch self {
        case .settle:
            let spring = Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
            return spring.settlingDuration(initialVelocity: initialVelocity)
        case .uikit:
            return UIKitSpringSolver.duration(naturalFrequency: omega, dampingRatio: dampingRatio, initialVelocity: initialVelocity, near: near)
        }
    }
}
