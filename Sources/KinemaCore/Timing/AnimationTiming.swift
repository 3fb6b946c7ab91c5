import Foundation

/// How an animation's progress moves over its duration: a curve, or a spring.
public enum AnimationTiming: Sendable, Hashable {
    /// A cubic Bézier timing curve over the animation's duration.
    case curve(CubicBezier)
    /// UIKit's spring: damping ratio and relative initial velocity, with the stiffness chosen so the
    /// motion settles exactly at the animation's duration (see `Spring.init(settlingDuration:…)`).
    case dampedSpring(dampingRatio: Double, initialVelocity: Double)
    /// A spring from physical constants; it runs for its own settling duration, whatever duration the
    /// animation was given (as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` does).
    case spring(Spring, initialVelocity: Double)

    /// UIKit's default for `UIView.animate`: ease in, ease out.
    public static let `default` = AnimationTiming.curve(.easeInEaseOut)

    /// The timing made concrete for a duration in seconds: springs are solved once here, so evaluation
    /// per frame is a closed-form expression.
    public func resolved(duration: Double) -> ResolvedTiming {
        let duration = duration.isFinite ? max(0, duration) : 0
        switch self {
        case .curve(let curve):
            return ResolvedTiming(kind: .curve(curve), duration: duration)
        case .dampedSpring(let ratio, let velocity):
            guard duration > 0 else { return ResolvedTiming(kind: .curve(.linear), duration: 0) }
            let spring = Spring(settlingDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
            return ResolvedTiming(kind: .spring(spring, initialVelocity: velocity), duration: duration)
        case .spring(let spring, let velocity):
            let settling = spring.settlingDuration(initialVelocity: velocity)
            return ResolvedTiming(
                kind: .spring(spring, initialVelocity: velocity),
                duration: settling.isFinite ? settling : 60)
        }
    }

    /// The same timing with a different relative initial velocity (curves have none and are unchanged).
    public func withInitialVelocity(_ velocity: Double) -> AnimationTiming {
        switch self {
        case .curve: return self
        case .dampedSpring(let ratio, _): return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity)
        case .spring(let spring, _): return .spring(spring, initialVelocity: velocity)
        }
    }

    public var isSpring: Bool {
        if case .curve = self { return false }
        return true
    }
}
