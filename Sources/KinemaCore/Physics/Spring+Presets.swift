import Foundation

extension Spring {
    /// SwiftUI's `.smooth` (iOS 17): a 0.5 s spring with no bounce (critically damped).
    public static let smooth = Spring.smooth()
    /// SwiftUI's `.snappy`: 0.5 s, a small bounce (0.15).
    public static let snappy = Spring.snappy()
    /// SwiftUI's `.bouncy`: 0.5 s, a visible bounce (0.3).
    public static let bouncy = Spring.bouncy()

    /// `.smooth` with another perceptual duration, and `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// `.snappy` with another perceptual duration, and `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy` with another perceptual duration, and `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The perceptual duration (SwiftUI's `duration`): the undamped period, the same as `response`.
    public var perceptualDuration: Double { response }

    /// SwiftUI's `bounce`: 1 − ζ up to critical damping, 1/ζ − 1 beyond (negative: over-damped).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
