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

/// A timing bound to a duration: progress as a pure function of elapsed seconds.
///
/// Immutable and shared by reference: every animation made by one animation block (or by blocks with
/// the same timing and duration) can point at one resolved timing, so thousands of animations do not
/// each carry a curve's solver table or re-solve the same spring.
public final class ResolvedTiming: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case curve(CubicBezier)
        case spring(Spring, initialVelocity: Double)
    }

    /// What is evaluated per frame: the curve, or the spring's closed form solved once at creation.
    private enum Storage: Sendable, Equatable {
        case curve(CubicBezier)
        case spring(Spring.Solution, Spring, initialVelocity: Double)
    }

    private let storage: Storage
    /// Seconds from start to the exact end (progress 1).
    public let duration: Double

    public init(kind: Kind, duration: Double) {
        switch kind {
        case .curve(let curve):
            storage = .curve(curve)
        case .spring(let spring, let velocity):
            storage = .spring(Spring.Solution(spring: spring, initialVelocity: velocity), spring, initialVelocity: velocity)
        }
        self.duration = duration
    }

    public static func == (lhs: ResolvedTiming, rhs: ResolvedTiming) -> Bool {
        lhs === rhs || (lhs.storage == rhs.storage && lhs.duration == rhs.duration)
    }

    public var kind: Kind {
        switch storage {
        case .curve(let curve): return .curve(curve)
        case .spring(_, let spring, let velocity): return .spring(spring, initialVelocity: velocity)
        }
    }

    /// Progress after `elapsed` seconds: 0 before the start, exactly 1 from `duration` on;
    /// springs overshoot in between.
    public func progress(elapsed: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        guard elapsed < duration else { return 1 }
        switch storage {
        case .curve(let curve): return curve.value(at: elapsed / duration)
        case .spring(let solution, _, _): return 1 + solution.displacement(at: elapsed)
        }
    }

    /// Progress at a fraction of the duration (0...1), as a scrubbed animator shows it.
    public func progress(atFraction fraction: Double) -> Double {
        progress(elapsed: fraction * duration)
    }

    /// d(progress)/dt in progress units per second; 0 outside (0, duration).
    public func velocity(elapsed: Double) -> Double {
        guard elapsed >= 0, elapsed < duration, duration > 0 else { return 0 }
        switch storage {
        case .curve(let curve): return curve.slope(at: elapsed / duration) / duration
        case .spring(let solution, _, _): return solution.velocity(at: elapsed)
        }
    }
}
