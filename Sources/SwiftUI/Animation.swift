import Foundation
import KinemaCore

/// SwiftUI's `Animation`, as a value UIKit takes (iOS 18's `UIView.animate(_:changes:completion:)`): a
/// curve with a duration, or a spring, with a delay and a speed. Defaults are SwiftUI's: `default` is a
/// spring (`.smooth`); the curves last 0.35 s; `spring(response:dampingFraction:)` is 0.5 s and 0.825.
/// Repeating (`repeatCount`, `repeatForever`) is kept but not played by Kinema's UIKit: it runs once.
public struct Animation: Hashable, Sendable {
    package enum Motion: Hashable, Sendable {
        case curve(CubicBezier, duration: TimeInterval)
        case spring(KinemaCore.Spring)
    }

    package var motion: Motion
    package var delay: TimeInterval = 0
    package var speed: Double = 1
    package var repeats: Int?

    package init(_ motion: Motion) { self.motion = motion }

    public static let `default` = Animation(.spring(.smooth))
    public static let linear = linear(duration: 0.35)
    public static let easeIn = easeIn(duration: 0.35)
    public static let easeOut = easeOut(duration: 0.35)
    public static let easeInOut = easeInOut(duration: 0.35)
    public static let spring = spring(response: 0.5, dampingFraction: 0.825)
    public static let smooth = Animation(.spring(.smooth))
    public static let snappy = Animation(.spring(.snappy))
    public static let bouncy = Animation(.spring(.bouncy))

    public static func linear(duration: TimeInterval) -> Animation { Animation(.curve(.linear, duration: duration)) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(.curve(.easeIn, duration: duration)) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(.curve(.easeOut, duration: duration)) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(.curve(.easeInEaseOut, duration: duration)) }

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.curve(CubicBezier(x1: c0x, y1: c0y, x2: c1x, y2: c1y), duration: duration))
    }

    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(KinemaCore.Spring(duration: duration, bounce: bounce)))
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(KinemaCore.Spring(response: response, dampingRatio: dampingFraction)))
    }

    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring.physics))
    }

    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(KinemaCore.Spring(mass: mass, stiffness: stiffness, damping: damping)))
    }

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(.smooth(duration: duration, extraBounce: extraBounce)))
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(.snappy(duration: duration, extraBounce: extraBounce)))
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(.bouncy(duration: duration, extraBounce: extraBounce)))
    }

    /// The animation started `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay.isFinite ? max(0, delay) : 0
        return copy
    }

    /// The animation played `speed` times as fast (a spring's stiffness × speed², its damping × speed).
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = repeatCount
        return copy
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = .max
        return copy
    }
}
