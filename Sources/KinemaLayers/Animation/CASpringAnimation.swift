import Foundation
import KinemaCore

/// A basic animation whose progress follows a damped spring: `mass`, `stiffness`, `damping` (Core
/// Animation's defaults 1, 100, 10) and `initialVelocity` (distances per second, positive toward the
/// target). It runs for its `duration` like any animation — cut off there if the spring has not settled
/// — so code sets `duration = settlingDuration`, Core Animation's estimate of when it is at rest
/// (see `Spring.coreAnimationSettlingDuration`; `exactSettlingDuration` is Kinema's exact 0.1 % band).
///
/// iOS 17's perceptual form: `init(perceptualDuration:bounce:)` maps as iOS's own QuartzCore does —
/// stiffness (2π/d)², damping 4πζ/d with ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below, mass 1,
/// over-damping allowed — and times itself by its settling duration. Without `allowsOverdamping` (the
/// default) a spring damped past critical moves as a critically damped one, as Core Animation's does.
/// Values Core Animation refuses are replaced as it replaces them (mass or stiffness ≤ 0 by 1 or 100,
/// negative damping by 10), said once.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1 {
        didSet { if !(mass > 0) || !mass.isFinite { mass = Self.refused("mass", mass, 1) } }
    }
    open var stiffness: CGFloat = 100 {
        didSet { if !(stiffness > 0) || !stiffness.isFinite { stiffness = Self.refused("stiffness", stiffness, 100) } }
    }
    open var damping: CGFloat = 10 {
        didSet { if !(damping >= 0) || !damping.isFinite { damping = Self.refused("damping", damping, 10) } }
    }
    open var initialVelocity: CGFloat = 0 {
        didSet { if !initialVelocity.isFinite { initialVelocity = 0 } }
    }
    /// Whether damping past critical slows it further (false: it moves as a critically damped spring).
    open var allowsOverdamping = false

    public required init() {
        super.init()
    }

    /// iOS 17's spring by its perceptual duration and bounce (see the type's summary).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        allowsOverdamping = true
        let period = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounce = bounce.isFinite ? min(0.999, max(-0.999, bounce)) : 0
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        stiffness = (2 * .pi / period) * (2 * .pi / period)
        damping = ratio * 4 * .pi / period
        duration = settlingDuration
    }

    /// The undamped period 2π√(m/k) (iOS 17).
    open var perceptualDuration: TimeInterval { 2 * .pi * (mass / stiffness).squareRoot() }

    /// iOS 17's bounce: 1 − ζ when under- or critically damped, 1/ζ − 1 beyond.
    open var bounce: CGFloat {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Core Animation's estimate of when the spring is at rest, in seconds, at this animation's speed
    /// (see the type's summary; a speed of 0 never settles: the largest float, as Core Animation answers).
    open var settlingDuration: TimeInterval {
        scaledBySpeed(spring.coreAnimationSettlingDuration(initialVelocity: Double(initialVelocity)))
    }

    /// Kinema: the exact time after which the motion stays within 0.1 % of the distance (not Core
    /// Animation's estimate, which is longer: 2.69 s against 2.85 s for Apple's damping-5 example).
    public var exactSettlingDuration: TimeInterval {
        scaledBySpeed(spring.settlingDuration(initialVelocity: Double(initialVelocity)))
    }

    private func scaledBySpeed(_ seconds: Double) -> Double {
        let speed = Double(self.speed)
        guard speed != 0 else { return Double(Float.greatestFiniteMagnitude) }
        return min(abs(seconds / speed), Double(Float.greatestFiniteMagnitude))
    }

    /// The spring it follows (damping capped at critical unless over-damping is allowed).
    package var spring: Spring {
        let critical = 2 * (stiffness * mass).squareRoot()
        let damping = allowsOverdamping ? self.damping : min(self.damping, critical)
        return Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    }

    override package func travel(at progress: Double) -> Double {
        spring.value(at: progress * effectiveDuration, initialVelocity: Double(initialVelocity))
    }

    override package func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity, allowsOverdamping) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping)
    }

    private static func refused(_ name: String, _ value: CGFloat, _ replacement: CGFloat) -> CGFloat {
        CALayer.reports.report(
            "spring \(name)", "Kinema: CASpringAnimation.\(name) \(value) is out of range; using \(replacement), as Core Animation does")
        return replacement
    }
}
