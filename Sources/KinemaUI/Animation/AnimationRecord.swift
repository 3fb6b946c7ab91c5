import Foundation
import KinemaCore

/// One animation a view's property started, as the timeline shows it: when it was added, its delay,
/// how long it runs and — for a spring — from when on it stays within 2 % of its target (the settle
/// tail). Reported to `AnimationEngine.animationObserver` as animations are added.
public struct AnimationRecord: Sendable, Equatable {
    /// The view animated, and a name for it (its accessibility identifier, else its class).
    public let view: ObjectIdentifier
    public let viewName: String
    public let property: String
    /// Media time on the view's engine at which the animation was added.
    public let begin: Double
    public let delay: Double
    /// Seconds of motion after the delay (for an animator, its duration).
    public let duration: Double
    /// Seconds after the delay from which a spring stays within 2 % of its target; nil for curves.
    public let settlesAfter: Double?
    /// Whether a property animator drives it (its progress, not the clock, decides where it is).
    public let isAnimatorDriven: Bool

    public init(
        view: ObjectIdentifier, viewName: String, property: String, begin: Double, delay: Double, duration: Double,
        settlesAfter: Double?, isAnimatorDriven: Bool
    ) {
        self.view = view
        self.viewName = viewName
        self.property = property
        self.begin = begin
        self.delay = delay
        self.duration = duration
        self.settlesAfter = settlesAfter
        self.isAnimatorDriven = isAnimatorDriven
    }

    /// Media time the motion starts and ends.
    public var start: Double { begin + delay }
    public var end: Double { start + duration }
}

extension ResolvedTiming {
    /// For a spring, the seconds after which it stays within 2 % of its target (the settle tail's start).
    var settlesWithinTwoPercentAfter: Double? {
        guard isSpring, case .spring(let spring, let velocity) = kind else { return nil }
        return min(duration, spring.settlingDuration(initialVelocity: velocity, threshold: 0.02))
    }
}
