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
public struct SpringHandle: Sendable, Equatable {
    public enum Role: Sendable, Equatable { case duration, bounce }
    public enum Form: String, Sendable, Equatable { case uikit = "UIKit", swiftUI = "SwiftUI" }

    public var role: Role
    public var form: Form
    /// Seconds at the plot's right edge.
    public var span: Double
    /// The scene's UIKit numbers: duration (with the code's offset), damping ratio, relative velocity.
    public var duration: Double
    public var dampingRatio: Double
    public var velocity: Double
    public var rule: DurationSpringRule
    /// Seconds the code adds to the duration tweak.
    public var durationOffset: Double
    public var durationKey: String
    public var dampingKey: String
    /// The damping tweak's range (the bounce handle's search stays in it).
    public var dampingRange: ClosedRange<Double>

    /// The settings (tweak key, value text) that put the handle at plot point `point`.
    func settings(at point: CGPoint) -> [(key: String, value: String)] {
        switch (role, form) {
        case (.duration, .uikit):
            return [(durationKey, Self.text(max(0.001, Double(point.x) * span) - durationOffset))]
        case (.duration, .swiftUI):
            let response = max(0.02, Double(point.x) * span)
            let duration = rule.duration(naturalFrequency: 2 * Double.pi / response, dampingRatio: dampingRatio, initialVelocity: velocity)
            return duration.isFinite ? [(durationKey, Self.text(duration - durationOffset))] : []
        case (.bounce, .uikit):
            let ratio = Self.dampingRatio(overshooting: Double(point.y) - 1, in: searchRange, velocity: velocity) {
                rule.spring(duration: duration, dampingRatio: $0, initialVelocity: velocity)
            }
            return [(dampingKey, Self.text(ratio))]
        case (.bounce, .swiftUI):
            let omega = rule.spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity).naturalFrequency
            let ratio = Self.dampingRatio(overshooting: Double(point.y) - 1, in: searchRange, velocity: velocity) {
                Spring(mass: 1, stiffness: omega * omega, damping: 2 * $0 * omega)
            }
            let duration = rule.duration(naturalFrequency: omega, dampingRatio: ratio, initialVelocity: velocity)
            guard duration.isFinite else { return [(dampingKey, Self.text(ratio))] }
            return [(dampingKey, Self.text(ratio)), (durationKey, Self.text(duration - durationOffset))]
        }
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
