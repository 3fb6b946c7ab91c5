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

    /// What is evaluated per frame: the curve, or the spring's closed form solved once at creation. Kept
    /// as stored properties, one of each pair nil, not as an enum: matching a case out of an enum
    /// copied its whole payload (the curve's sample table, or the spring and its solution) at every
    /// evaluation, a memcpy call each; a stored property is read in place.
    private let curve: CubicBezier?
    private let springSolution: Spring.Solution?
    /// The spring and its initial velocity, for `kind` and equality (nil for a curve).
    private let spring: Spring?
    private let initialVelocity: Double
    /// Seconds from start to the exact end (progress 1).
    public let duration: Double

    public init(kind: Kind, duration: Double) {
        switch kind {
        case .curve(let curve):
            self.curve = curve
            (springSolution, spring, initialVelocity) = (nil, nil, 0)
        case .spring(let spring, let velocity):
            curve = nil
            springSolution = Spring.Solution(spring: spring, initialVelocity: velocity)
            (self.spring, initialVelocity) = (spring, velocity)
        }
        self.duration = duration
    }

    public static func == (lhs: ResolvedTiming, rhs: ResolvedTiming) -> Bool {
        lhs === rhs
            || (lhs.curve == rhs.curve && lhs.spring == rhs.spring && lhs.initialVelocity == rhs.initialVelocity
                && lhs.duration == rhs.duration)
    }

    public var kind: Kind {
        if let spring { return .spring(spring, initialVelocity: initialVelocity) }
        return .curve(curve.unsafelyUnwrapped)
    }

    /// Whether this is a spring (asked without making `kind`, which copies a curve's whole table).
    public var isSpring: Bool { spring != nil }

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
        if let springSolution { return springSolution.velocity(at: elapsed) }
        return curve.unsafelyUnwrapped.slope(at: elapsed / duration) / duration
    }
}
