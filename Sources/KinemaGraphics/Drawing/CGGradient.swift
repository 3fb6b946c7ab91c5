import Foundation
import KinemaCore

/// Core Graphics' gradient: colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient`
/// and `drawRadialGradient`. Colours are interpolated in their unpremultiplied components (see
/// `PathItem.Gradient`).
public final class CGGradient {
    /// Sorted by location (equal ones in their order), at least one.
    package let stops: [(location: CGFloat, color: RGBAColor)]

    /// `colors` (`[…] as CFArray`, which is `[Any]` on Linux) are `CGColor`s (others are skipped); `locations` holds one location per colour (nil
    /// spreads them evenly from 0 to 1). Nil when no colour is given, as Core Graphics returns nil.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let found = colors.compactMap { $0 as? CGColor }
        guard !found.isEmpty else { return nil }
        let spread = found.count > 1 ? found.indices.map { CGFloat($0) / CGFloat(found.count - 1) } : [0]
        let places = locations.map { Array(UnsafeBufferPointer(start: $0, count: found.count)) } ?? spread
        stops = zip(places, found).enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { (location: $0.element.0, color: $0.element.1) }
    }
}

/// Whether a gradient paints past its start and end (Core Graphics paints nothing there by default).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Core Graphics' colour space. Kinema draws in one (sRGB components, as `UIColor` gives them): the
/// space a gradient is made in is kept, not used.
public final class CGColorSpace {
    public let name: String?

    package init(name: String?) { self.name = name }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

    /// A colour space by name (`CGColorSpace.sRGB`).
    public convenience init?(name: String) { self.init(name: Optional(name)) }
}

/// The device's RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil) }
