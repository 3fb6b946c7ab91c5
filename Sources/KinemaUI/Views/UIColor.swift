import Foundation
import KinemaCore

/// UIKit's colour: an immutable sRGB colour with alpha.
///
/// System colours use iOS's light-appearance values (Kinema has no dark mode). `label` is black and
/// `systemBackground` white, as in light mode.
public final class UIColor: NSObject, Sendable {
    /// The components, straight (not premultiplied), each in [0, 1].
    public let rgba: RGBAColor

    public init(rgba: RGBAColor) {
        self.rgba = rgba.clamped()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0xRRGGBB (a Kinema convenience; UIKit has no such initialiser).
    public convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(rgba: RGBAColor(hex: hex, alpha: Double(alpha)))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(rgba: rgba.withAlpha(Double(alpha)))
    }

    /// Core Graphics' view of the colour (on Linux, the same components).
    public var cgColor: CGColor { rgba }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.rgba == rgba
    }

    public override var hash: Int { rgba.hashValue }

    public override var description: String {
        String(format: "UIColor(r %.3f g %.3f b %.3f a %.3f)", rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }
}

/// Core Graphics' colour type; on Linux simply the RGBA components.
public typealias CGColor = RGBAColor

extension UIColor {
    public static let clear = UIColor(rgba: .clear)
    public static let black = UIColor(rgba: .black)
    public static let white = UIColor(rgba: .white)
    public static let red = UIColor(hex: 0xFF0000)
    public static let green = UIColor(hex: 0x00FF00)
    public static let blue = UIColor(hex: 0x0000FF)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)

    // iOS system colours, light appearance.
    public static let systemRed = UIColor(hex: 0xFF3B30)
    public static let systemOrange = UIColor(hex: 0xFF9500)
    public static let systemYellow = UIColor(hex: 0xFFCC00)
    public static let systemGreen = UIColor(hex: 0x34C759)
    public static let systemMint = UIColor(hex: 0x00C7BE)
    public static let systemTeal = UIColor(hex: 0x30B0C7)
    public static let systemCyan = UIColor(hex: 0x32ADE6)
    public static let systemBlue = UIColor(hex: 0x007AFF)
    public static let systemIndigo = UIColor(hex: 0x5856D6)
    public static let systemPurple = UIColor(hex: 0xAF52DE)
    public static let systemPink = UIColor(hex: 0xFF2D55)
    public static let systemBrown = UIColor(hex: 0xA2845E)
    public static let systemGray = UIColor(hex: 0x8E8E93)
    public static let systemGray2 = UIColor(hex: 0xAEAEB2)
    public static let systemGray3 = UIColor(hex: 0xC7C7CC)
    public static let systemGray4 = UIColor(hex: 0xD1D1D6)
    public static let systemGray5 = UIColor(hex: 0xE5E5EA)
    public static let systemGray6 = UIColor(hex: 0xF2F2F7)

    // Semantic colours, light appearance.
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.6)
    public static let tertiaryLabel = UIColor(hex: 0x3C3C43, alpha: 0.3)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(hex: 0xF2F2F7)
    public static let systemGroupedBackground = UIColor(hex: 0xF2F2F7)
    public static let separator = UIColor(hex: 0x3C3C43, alpha: 0.29)
    public static let tintColor = UIColor.systemBlue
}
