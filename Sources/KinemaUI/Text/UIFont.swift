import Foundation

/// UIKit's font: a size in points and a weight. San Francisco is not available on Linux: Kinema draws the
/// system font with Inter, an open typeface drawn on the same principles — Inter Display at 20 points and
/// above, Inter below (SF Pro Display and SF Pro Text's split), each of UIKit's nine weights with Inter's
/// face of that weight — and with DejaVu Sans (regular up to `.medium`, bold from `.semibold`) when
/// Inter is not installed.
public final class UIFont: NSObject, Sendable {
    public struct Weight: Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        // UIKit's values.
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// Whether Kinema draws this weight with the bold face.
        package var isBold: Bool { rawValue >= Weight.semibold.rawValue }

        package var name: String {
            switch rawValue {
            case ..<(-0.7): return "ultraLight"
            case ..<(-0.5): return "thin"
            case ..<(-0.2): return "light"
            case ..<0.1: return "regular"
            case ..<0.27: return "medium"
            case ..<0.35: return "semibold"
            case ..<0.5: return "bold"
            case ..<0.6: return "heavy"
            default: return "black"
            }
        }
    }

    /// Size in points (> 0; invalid sizes become 17, UIKit's body size).
    public let pointSize: CGFloat
    package let weight: Weight
    /// Set in the italic face (`italicSystemFont(ofSize:)`).
    package let isItalic: Bool

    package init(pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.isItalic = isItalic
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, weight: .bold)
    }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(pointSize: size, isItalic: true)
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, isItalic: isItalic) }

    /// Distance from the baseline to the top of the tallest glyphs, in points.
    public var ascender: CGFloat { pointSize * TextMetrics.ascent(pointSize: pointSize) }
    /// Distance below the baseline (negative, as UIKit reports it), in points.
    public var descender: CGFloat { -pointSize * TextMetrics.descent(pointSize: pointSize) }
    /// Ascender plus descender plus the line gap (none in Inter), as UIKit computes it.
    public var lineHeight: CGFloat { ascender - descender }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.isItalic == isItalic
    }

    public override var hash: Int { pointSize.hashValue ^ weight.rawValue.hashValue }

    public override var description: String {
        "UIFont(\(pointSize) pt, \(weight.name)\(isItalic ? ", italic" : ""))"
    }
}
