import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's colour: an immutable sRGB colour with alpha — or two, one for each appearance.
///
/// System colours have iOS's light and dark values (`label` black on a white `systemBackground` in light
/// mode, white on black in dark); `rgba` gives the one for `UITraitCollection.current`.
public final class UIColor: NSObject, Sendable {
    /// The components in the light appearance (and the only ones of a colour with no dark value).
    private let light: RGBAColor
    private let dark: RGBAColor?

    /// The components for the current appearance, straight (not premultiplied), each in [0, 1].
    @MainActor package var rgba: RGBAColor {
        if let dark, UITraitCollection.current.userInterfaceStyle == .dark { return dark }
        return light
    }

    package init(rgba: RGBAColor) {
        light = rgba.clamped()
        dark = nil
    }

    /// A colour with a value of its own for each appearance (what system colours and asset catalogs
    /// have; a Kinema convenience beside UIKit's `init(dynamicProvider:)`).
    package init(light: RGBAColor, dark: RGBAColor) {
        self.light = light.clamped()
        self.dark = dark.clamped()
    }

    /// UIKit's dynamic colour: the provider is asked once for each appearance.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(light: dynamicProvider(.light).resolvedColor(with: .light).light,
                  dark: dynamicProvider(.dark).resolvedColor(with: .dark).light)
    }

    /// The colour as it is in `traits`' appearance.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        UIColor(rgba: traits.userInterfaceStyle == .dark ? dark ?? light : light)
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0xRRGGBB (a Kinema convenience; UIKit has no such initialiser).
    package convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(rgba: RGBAColor(hex: hex, alpha: Double(alpha)))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let dark else { return UIColor(rgba: light.withAlpha(Double(alpha))) }
        return UIColor(light: light.withAlpha(Double(alpha)), dark: dark.withAlpha(Double(alpha)))
    }

    /// Core Graphics' view of the colour (on Linux, the same components).
    @MainActor public var cgColor: CGColor { rgba }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.light == light && other.dark == dark
    }

    public override var hash: Int { light.hashValue }

    public override var description: String {
        // Its light value, then its dark one when it has its own (a description answers in no scene).
        let parts = [light] + (dark.map { [$0] } ?? [])
        return parts.map { String(format: "UIColor(r %.3f g %.3f b %.3f a %.3f)", $0.red, $0.green, $0.blue, $0.alpha) }.joined(separator: " / ")
    }
}

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

    // iOS system colours: light, dark (Apple's Human Interface Guidelines).
    public static let systemRed = UIColor(light: RGBAColor(hex: 0xFF3B30), dark: RGBAColor(hex: 0xFF453A))
    public static let systemOrange = UIColor(light: RGBAColor(hex: 0xFF9500), dark: RGBAColor(hex: 0xFF9F0A))
    public static let systemYellow = UIColor(light: RGBAColor(hex: 0xFFCC00), dark: RGBAColor(hex: 0xFFD60A))
    public static let systemGreen = UIColor(light: RGBAColor(hex: 0x34C759), dark: RGBAColor(hex: 0x30D158))
    public static let systemMint = UIColor(light: RGBAColor(hex: 0x00C7BE), dark: RGBAColor(hex: 0x63E6E2))
    public static let systemTeal = UIColor(light: RGBAColor(hex: 0x30B0C7), dark: RGBAColor(hex: 0x40C8E0))
    public static let systemCyan = UIColor(light: RGBAColor(hex: 0x32ADE6), dark: RGBAColor(hex: 0x64D2FF))
    public static let systemBlue = UIColor(light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF))
    public static let systemIndigo = UIColor(light: RGBAColor(hex: 0x5856D6), dark: RGBAColor(hex: 0x5E5CE6))
    public static let systemPurple = UIColor(light: RGBAColor(hex: 0xAF52DE), dark: RGBAColor(hex: 0xBF5AF2))
    public static let systemPink = UIColor(light: RGBAColor(hex: 0xFF2D55), dark: RGBAColor(hex: 0xFF375F))
    public static let systemBrown = UIColor(light: RGBAColor(hex: 0xA2845E), dark: RGBAColor(hex: 0xAC8E68))
    public static let systemGray = UIColor(light: RGBAColor(hex: 0x8E8E93), dark: RGBAColor(hex: 0x8E8E93))
    public static let systemGray2 = UIColor(light: RGBAColor(hex: 0xAEAEB2), dark: RGBAColor(hex: 0x636366))
    public static let systemGray3 = UIColor(light: RGBAColor(hex: 0xC7C7CC), dark: RGBAColor(hex: 0x48484A))
    public static let systemGray4 = UIColor(light: RGBAColor(hex: 0xD1D1D6), dark: RGBAColor(hex: 0x3A3A3C))
    public static let systemGray5 = UIColor(light: RGBAColor(hex: 0xE5E5EA), dark: RGBAColor(hex: 0x2C2C2E))
    public static let systemGray6 = UIColor(light: RGBAColor(hex: 0xF2F2F7), dark: RGBAColor(hex: 0x1C1C1E))

    // Semantic colours: light, dark.
    public static let label = UIColor(light: .black, dark: .white)
    public static let secondaryLabel = UIColor(light: RGBAColor(hex: 0x3C3C43, alpha: 0.6), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.6))
    public static let tertiaryLabel = UIColor(light: RGBAColor(hex: 0x3C3C43, alpha: 0.3), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.3))
    public static let systemBackground = UIColor(light: .white, dark: .black)
    public static let secondarySystemBackground = UIColor(light: RGBAColor(hex: 0xF2F2F7), dark: RGBAColor(hex: 0x1C1C1E))
    public static let systemGroupedBackground = UIColor(light: RGBAColor(hex: 0xF2F2F7), dark: .black)
    public static let secondarySystemGroupedBackground = UIColor(light: .white, dark: RGBAColor(hex: 0x1C1C1E))
    public static let separator = UIColor(light: RGBAColor(hex: 0x3C3C43, alpha: 0.29), dark: RGBAColor(hex: 0x545458, alpha: 0.6))
    /// The translucent material navigation and tab bars show (Kinema's flat stand-in for the blur).
    static let barBackground = UIColor(light: RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94),
                                       dark: RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94))
    public static let tintColor = UIColor.systemBlue
}

/// `#colorLiteral(red:green:blue:alpha:)` (the literal's type is UIKit's `_ColorLiteralType`).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// UIKit's classic colours (the ones that are not system colours: the same in both appearances).
extension UIColor {
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
