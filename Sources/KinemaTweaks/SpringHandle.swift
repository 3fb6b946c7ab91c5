import Foundation
import KinemaCore

/// A handle of the spring editor: what a point of its plot means for the scene's spring, as the scene's
/// UIKit numbers (the tweaks a recording sets). The duration handle moves along time, the bounce handle
/// along value (the first peak's height); each retunes the spring in the form in force:
///
/// - UIKit's: the duration handle sets the duration, the bounce handle the damping ratio at that duration.
/// - SwiftUI's: the duration handle sets the response (SwiftUI's `duration`) at the same damping
///   fraction, the bounce handle the damping fraction at the same response; both are written back as
///   the UIKit duration and damping ratio that make that spring under the session's rule.
package struct SpringHandle: Sendable, Equatable {
    package enum Role: Sendable, Equatable { case duration, bounce }
    package enum Form: String, Sendable, Equatable { case uikit = "UIKit", swiftUI = "SwiftUI" }

    package var role: Role
    package var form: Form
    /// Seconds at the plot's right edge.
    package var span: Double
    /// The scene's UIKit numbers: duration (with the code's offset), damping ratio, relative velocity.
    package var duration: Double
    package var dampingRatio: Double
    package var velocity: Double
    package var rule: DurationSpringRule
    /// Seconds the code adds to the duration tweak.
    package var durationOffset: Double
    package var durationKey: String
    package var dampingKey: String
    /// The damping tweak's range (the bounce handle's search stays in it) and the duration tweak's.
    package var dampingRange: ClosedRange<Double>
    package var durationRange: ClosedRange<Double>

    package init(
        role: Role, form: Form, span: Double, duration: Double, dampingRatio: Double, velocity: Double,
        rule: DurationSpringRule, durationOffset: Double, durationKey: String, dampingKey: String,
        dampingRange: ClosedRange<Double>, durationRange: ClosedRange<Double>
    ) {
        self.role = role
        self.form = form
        self.span = span
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.velocity = velocity
        self.rule = rule
        self.durationOffset = durationOffset
        self.durationKey = durationKey
        self.dampingKey = dampingKey
        self.dampingRange = dampingRange
        self.durationRange = durationRange
    }

    /// The settings (tweak key, value text) that put the handle at plot point `point`; none where the
    /// form in force cannot be kept (UIKit's rule with a velocity reaches some frequencies by no
    /// duration: the handle then stays where it was).
    package func settings(at point: CGPoint) -> [(key: String, value: String)] {
        switch (role, form) {
        case (.duration, .uikit):
            return [(durationKey, Self.text(tweakDuration(Double(point.x) * span)))]
        case (.duration, .swiftUI):
            let omega = 2 * Double.pi / max(0.02, Double(point.x) * span)
            guard let duration = duration(making: omega, ratio: dampingRatio) else { return [] }
            return [(durationKey, Self.text(duration))]
        case (.bounce, .uikit):
            let ratio = Self.dampingRatio(overshooting: Double(point.y) - 1, in: searchRange, velocity: velocity) {
                rule.spring(duration: duration, dampingRatio: $0, initialVelocity: velocity)
            }
            return [(dampingKey, Self.text(ratio))]
        case (.bounce, .swiftUI):
            // The response kept: each ratio's spring is the one its UIKit numbers will make.
            let omega = rule.spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity).naturalFrequency
            let ratio = Self.dampingRatio(overshooting: Double(point.y) - 1, in: searchRange, velocity: velocity) { ratio in
                let duration = rule.duration(naturalFrequency: omega, dampingRatio: ratio, initialVelocity: velocity, near: duration)
                return rule.spring(duration: tweakDuration(duration) + durationOffset, dampingRatio: ratio, initialVelocity: velocity)
            }
            guard let duration = duration(making: omega, ratio: ratio) else { return [] }
            return [(dampingKey, Self.text(ratio)), (durationKey, Self.text(duration))]
        }
    }

    /// The duration tweak's value for a UIKit duration of `seconds`: less the code's offset, within the
    /// tweak's range.
    private func tweakDuration(_ seconds: Double) -> Double {
        let value = seconds.isFinite ? seconds - durationOffset : durationRange.lowerBound
        return min(durationRange.upperBound, max(durationRange.lowerBound, value))
    }

    /// The duration tweak's value whose spring, under the rule, has natural frequency `omega` (within
    /// 0.5 %) at damping ratio `ratio`; nil when none has.
    private func duration(making omega: Double, ratio: Double) -> Double? {
        let seconds = rule.duration(naturalFrequency: omega, dampingRatio: ratio, initialVelocity: velocity, near: duration)
        guard seconds.isFinite else { return nil }
        let value = tweakDuration(seconds)
        let made = rule.spring(duration: value + durationOffset, dampingRatio: ratio, initialVelocity: velocity).naturalFrequency
        return abs(made - omega) <= 0.005 * omega ? value : nil
    }

    /// Damping ratios the bounce handle chooses from: the tweak's range up to critical damping (past it,
    /// a spring at rest no longer overshoots, and UIKit's rule treats it as critical).
    private var searchRange: ClosedRange<Double> {
        let low = max(0.01, dampingRange.lowerBound)
        return low...max(low, min(1, dampingRange.upperBound))
    }

    /// The damping ratio in `range` whose spring (`spring(ratio)`, started at `velocity`) overshoots by
    /// `target` (a fraction of the distance): bisection, as the overshoot falls with the ratio; the end of
    /// the range nearest to it when no ratio in it reaches the target.
    static func dampingRatio(
        overshooting target: Double, in range: ClosedRange<Double>, velocity: Double, spring: (Double) -> Spring
    ) -> Double {
        let target = max(0, target)
        func overshoot(_ ratio: Double) -> Double { spring(ratio).overshoot(initialVelocity: velocity) }
        if overshoot(range.lowerBound) <= target { return range.lowerBound }
        if overshoot(range.upperBound) >= target { return range.upperBound }
        var low = range.lowerBound, high = range.upperBound
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if overshoot(mid) > target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// A tweak's value as a setting: to the thousandth.
    private static func text(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
