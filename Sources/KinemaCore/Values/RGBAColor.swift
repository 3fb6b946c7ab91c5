import Foundation

/// A colour as four straight (not premultiplied) components in sRGB, each nominally in [0, 1].
///
/// Animations interpolate the components linearly, as Core Animation does for `backgroundColor`;
/// springs may push them outside [0, 1] for a moment, so consumers clamp with `clamped()` when drawing.
public struct RGBAColor: Animatable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0xRRGGBB and an alpha in [0, 1].
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    public static let zero = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let clear = zero
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    public static func + (lhs: RGBAColor, rhs: RGBAColor) -> RGBAColor {
        RGBAColor(
            red: lhs.red + rhs.red, green: lhs.green + rhs.green,
            blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    public static func - (lhs: RGBAColor, rhs: RGBAColor) -> RGBAColor {
        RGBAColor(
            red: lhs.red - rhs.red, green: lhs.green - rhs.green,
            blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    public func scaled(by factor: Double) -> RGBAColor {
        RGBAColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    public var vectorMagnitude: Double {
        (red * red + green * green + blue * blue + alpha * alpha).squareRoot()
    }

    /// The same colour with its alpha replaced.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Every component clamped to [0, 1]; NaN becomes 0.
    public func clamped() -> RGBAColor {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : Swift.min(1, Swift.max(0, x)) }
        return RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}
