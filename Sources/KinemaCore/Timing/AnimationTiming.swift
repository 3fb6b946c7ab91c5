import Foundation

/// How an animation's progress moves over its duration: a curve, or a spring.
public enum AnimationTiming: Sendable, Hashable {
    /// A cubic Bézier timing curve over the animation's duration.
    case curve(CubicBezier)
    /// UIKit's spring: damping ratio and relative initial velocity, with the stiffness the animation's
    /// duration picks by `rule` — UIKit's own unless Kinema's settle rule is asked for (see
    /// `DurationSpringRule`). It runs for exactly the duration and ends at the target.
    case dampedSpring(dampingRatio: Double, initialVelocity: Double, rule: DurationSpringRule = .uikit)
    /// A spring from physical constants; it runs for its own settling duration, whatever duration the
    /// animation was given (as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` does).
    case spring(Spring, initialVelocity: Double)
    /// iOS 17's spring by perceptual duration and bounce (`UIView.animate(springDuration:bounce:…)`):
    /// the same motion as `.spring`, timed as UIKit times it — by Core Animation's settling estimate
    /// (`Spring.coreAnimationSettlingDuration`), which ends a little after the exact settling time.
    case perceptualSpring(Spring, initialVelocity: Double)

    /// UIKit's default for `UIView.animate`: ease in, ease out.
    public static let `default` = AnimationTiming.curve(.easeInEaseOut)

    /// The timing made concrete for a duration in seconds: springs are solved once here, so evaluation
    /// per frame is a closed-form expression.
    public func resolved(duration: Double) -> ResolvedTiming {
        let duration = duration.isFinite ? max(0, duration) : 0
        switch self {
        case .curve(let curve):
            return ResolvedTiming(kind: .curve(curve), duration: duration)
        case .dampedSpring(let ratio, let velocity, let rule):
            guard duration > 0 else { return ResolvedTiming(kind: .curve(.linear), duration: 0) }
            let spring = rule.spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            return ResolvedTiming(kind: .spring(spring, initialVelocity: velocity), duration: duration)
        case .spring(let spring, let velocity):
            let settling = spring.settlingDuration(initialVelocity: velocity)
            return ResolvedTiming(
                kind: .spring(spring, initialVelocity: velocity),
                duration: settling.isFinite ? settling : 60)
        case .perceptualSpring(let spring, let velocity):
            let settling = spring.coreAnimationSettlingDuration(initialVelocity: velocity)
            return ResolvedTiming(
                kind: .spring(spring, initialVelocity: velocity),
                duration: settling.isFinite ? settling : 60)
        }
    }

    /// The same timing with a different relative initial velocity (curves have none and are unchanged).
    public func withInitialVelocity(_ velocity: Double) -> AnimationTiming {
        switch self {
        case .curve: return self
        case .dampedSpring(let ratio, _, let rule): return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity, rule: rule)
        case .spring(let spring, _): return .spring(spring, initialVelocity: velocity)
        case .perceptualSpring(let spring, _): return .perceptualSpring(spring, initialVelocity: velocity)
        }
    }

    /// The same timing with a duration spring under `rule` (other timings are unchanged).
    public func withDurationSpringRule(_ rule: DurationSpringRule) -> AnimationTiming {
        guard case .dampedSpring(let ratio, let velocity, let old) = self, old != rule else { return self }
        return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity, rule: rule)
    }

    public var isSpring: Bool {
        if case .curve = self { return false }
        return true
    }
}
