import Foundation

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
    /// What `progress(elapsed:)` evaluates, kept apart from `storage` as well: matching a case out of
    /// `storage` copied its whole payload (the curve's sample table, or the spring and its solution) at
    /// every evaluation, a memcpy call each; a stored property is read in place.
    private let curve: CubicBezier?
    private let springSolution: Spring.Solution?
    /// Seconds from start to the exact end (progress 1).
    public let duration: Double

    public init(kind: Kind, duration: Double) {
        switch kind {
        case .curve(let curve):
            storage = .curve(curve)
            self.curve = curve
            springSolution = nil
        case .spring(let spring, let velocity):
            let solution = Spring.Solution(spring: spring, initialVelocity: velocity)
            storage = .spring(solution, spring, initialVelocity: velocity)
            curve = nil
            springSolution = solution
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
        if let springSolution { return 1 + springSolution.displacement(at: elapsed) }
        return curve.unsafelyUnwrapped.value(at: elapsed / duration)
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
