import Foundation
import KinemaCore

/// SwiftUI's spring (iOS 17): the value type an iOS developer now reaches for, by perceptual duration and
/// bounce, by response and damping ratio, or by physical constants. Kinema's `SwiftUI` module holds only
/// animation values — no views — for UIKit code that names them (`UIView.animate(.bouncy) { … }`, iOS 18).
/// The motion is KinemaCore's `Spring`: bounce b maps to ζ = 1 − b (1/(1 + b) below 0), as SwiftUI does.
public struct Spring: Hashable, Sendable {
    /// KinemaCore's spring underneath.
    package let physics: KinemaCore.Spring

    package init(physics: KinemaCore.Spring) { self.physics = physics }

    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        physics = KinemaCore.Spring(duration: duration, bounce: bounce)
    }

    public init(response: Double, dampingRatio: Double) {
        physics = KinemaCore.Spring(response: response, dampingRatio: dampingRatio)
    }

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = 2 * (max(stiffness, 1e-6) * max(mass, 1e-6)).squareRoot()
        physics = KinemaCore.Spring(mass: mass, stiffness: stiffness, damping: allowOverDamping ? damping : min(damping, critical))
    }

    public var duration: TimeInterval { physics.perceptualDuration }
    public var bounce: Double { physics.bounce }
    public var response: Double { physics.response }
    public var dampingRatio: Double { physics.dampingRatio }
    public var mass: Double { physics.mass }
    public var stiffness: Double { physics.stiffness }
    public var damping: Double { physics.damping }
    /// When it is within 0.1 % of its target for good, from rest (exact, not Core Animation's estimate).
    public var settlingDuration: TimeInterval { physics.settlingDuration() }

    /// The fraction of the way from 0 to `target` at `time` seconds, from rest.
    public func value(target: Double, time: TimeInterval) -> Double { target * physics.value(at: time) }

    public static let smooth = Spring(physics: .smooth)
    public static let snappy = Spring(physics: .snappy)
    public static let bouncy = Spring(physics: .bouncy)

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(physics: .smooth(duration: duration, extraBounce: extraBounce))
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(physics: .snappy(duration: duration, extraBounce: extraBounce))
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(physics: .bouncy(duration: duration, extraBounce: extraBounce))
    }
}
