import Foundation
import KinemaCore

/// Everything the renderer sees of a frame: plain values, in painting order.
///
/// Geometry is in *local* coordinates of the view that drew each item, with `transform` mapping local
/// points to device points (the scene's viewport, 390 × 844 by default) — so rotated and scaled views
/// draw exactly, and the renderer only multiplies. `opacity` is the product of the alphas down the tree.
/// Each item carries the `accessibilityIdentifier` of the view that drew it (or nil) for tests and dumps.
public struct DisplayList: Sendable, Equatable {
    /// The device viewport in points.
    public var size: CGSize
    public var items: [DisplayItem]

    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// The items drawn by the view with this identifier.
    public func items(identifiedBy identifier: String) -> [DisplayItem] {
        items.filter { $0.identifier == identifier }
    }

    /// The drawn items of the view with this identifier, each with the opacity it shows with on screen:
    /// its own times that of every opacity group around it.
    public func drawnItems(identifiedBy identifier: String) -> [(item: DisplayItem, opacity: Double)] {
        var found: [(DisplayItem, Double)] = []
        var groups: [Double] = []
        var scale = 1.0
        for item in items {
            switch item {
            case .beginGroup(let group):
                groups.append(group.opacity)
                scale *= group.opacity
            case .endGroup:
                scale /= max(groups.popLast() ?? 1, 1e-12)
            default:
                guard item.identifier == identifier, let opacity = item.opacity else { continue }
                found.append((item, opacity * scale))
            }
        }
        return found
    }
}

/// One drawing instruction.
public enum DisplayItem: Sendable, Equatable {
    case rect(RoundedRect)
    case text(TextRun)
    case symbol(SymbolItem)
    case line(LineItem)
    case image(ImageItem)
    /// A layer's border: the ring inside a rounded rectangle (see `BorderItem`).
    case border(BorderItem)
    /// A filled and stroked path (a shape layer's): see `PathItem`.
    case path(PathItem)
    /// A layer's blurred shadow, drawn before its background (see `ShadowItem`).
    case shadow(ShadowItem)
    /// A blur of what was drawn beneath it, inside a rounded rectangle (see `BackdropItem`).
    case backdrop(BackdropItem)
    /// Everything until the matching `popClip` is clipped to `rect` (local) under `transform`.
    case pushClip(rect: CGRect, transform: CGAffineTransform, identifier: String?)
    case popClip
    /// Everything until the matching `endGroup` is drawn as one layer, then composited with the group's
    /// opacity (a translucent view whose drawn parts overlap: iOS's group opacity). Items inside carry
    /// their opacity relative to the group.
    case beginGroup(OpacityGroup)
    case endGroup
    /// Everything until the matching `endProjection` is drawn into a flat plane and that plane mapped onto
    /// the device in perspective (see `ProjectionGroup`); items inside are in the plane's points.
    case beginProjection(ProjectionGroup)
    case endProjection
    /// Everything until the matching `endMask` is drawn as one layer, then multiplied by the mask's
    /// alpha (see `MaskGroup`): a layer's `mask`, or the rounded shape a clipping layer cuts to.
    case beginMask(MaskGroup)
    case endMask

    public var identifier: String? {
        switch self {
        case .rect(let item): return item.identifier
        case .text(let item): return item.identifier
        case .symbol(let item): return item.identifier
        case .line(let item): return item.identifier
        case .image(let item): return item.identifier
        case .border(let item): return item.identifier
        case .path(let item): return item.identifier
        case .shadow(let item): return item.identifier
        case .backdrop(let item): return item.identifier
        case .pushClip(_, _, let identifier): return identifier
        case .beginGroup(let group): return group.identifier
        case .beginProjection(let group): return group.identifier
        case .beginMask(let group): return group.identifier
        case .popClip, .endGroup, .endProjection, .endMask: return nil
        }
    }

    /// Where a drawn item lands, in device points (its local box under its transform); nil for markers.
    public var deviceBounds: CGRect? {
        switch self {
        case .rect(let item): return item.rect.applying(item.transform)
        case .text(let item): return item.rect.applying(item.transform)
        case .symbol(let item): return item.rect.applying(item.transform)
        case .line(let item):
            guard let first = item.points.first else { return nil }
            // The points' box in plain comparisons (`CGRect.union` per point handles null and infinite
            // rectangles on every call: a plot's lines, thousands of points a frame, spent 5 % of the
            // curves scene's frame there).
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for point in item.points {
                (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
                (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
            }
            let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            return box.insetBy(dx: -item.width / 2, dy: -item.width / 2).applying(item.transform)
        case .image(let item): return item.visibleRect.applying(item.transform)
        case .border(let item): return item.rect.applying(item.transform)
        case .path(let item): return item.bounds.applying(item.transform)
        case .shadow(let item): return item.localBounds.applying(item.transform)
        case .backdrop(let item): return item.rect.applying(item.transform)
        case .beginProjection(let group):
            // The projected quad's box: everything inside draws within it.
            let box = group.deviceBounds
            return box.isNull ? nil : box
        case .pushClip, .popClip, .beginGroup, .endGroup, .endProjection, .beginMask, .endMask: return nil
        }
    }

    /// A drawn item's own opacity; nil for markers.
    public var opacity: Double? {
        switch self {
        case .rect(let item): return item.opacity
        case .text(let item): return item.opacity
        case .symbol(let item): return item.opacity
        case .line(let item): return item.opacity
        case .image(let item): return item.opacity
        case .border(let item): return item.opacity
        case .path(let item): return item.opacity
        case .shadow(let item): return item.opacity
        case .backdrop(let item): return item.opacity
        case .pushClip, .popClip, .beginGroup, .endGroup, .beginProjection, .endProjection, .beginMask, .endMask: return nil
        }
    }

    /// Divides a drawn item's opacity by `factor` (> 0): moves it inside an opacity group.
    package mutating func divideOpacity(by factor: Double) {
        switch self {
        case .rect(var item): item.opacity /= factor; self = .rect(item)
        case .text(var item): item.opacity /= factor; self = .text(item)
        case .symbol(var item): item.opacity /= factor; self = .symbol(item)
        case .line(var item): item.opacity /= factor; self = .line(item)
        case .image(var item): item.opacity /= factor; self = .image(item)
        case .border(var item): item.opacity /= factor; self = .border(item)
        case .path(var item): item.opacity /= factor; self = .path(item)
        case .shadow(var item): item.opacity /= factor; self = .shadow(item)
        case .backdrop(var item): item.opacity /= factor; self = .backdrop(item)
        case .pushClip, .popClip, .beginGroup, .endGroup, .beginProjection, .endProjection, .beginMask, .endMask: break
        }
    }
}

/// A translucent view drawn as one layer: see `DisplayItem.beginGroup`.
public struct OpacityGroup: Sendable, Equatable {
    /// The view's own alpha, applied when the group is composited.
    public var opacity: Double
    /// The union of the group's items, in device points: what the renderer composites.
    public var bounds: CGRect
    public var identifier: String?

    public init(opacity: Double, bounds: CGRect, identifier: String? = nil) {
        self.opacity = opacity
        self.bounds = bounds
        self.identifier = identifier
    }
}

/// A filled rectangle with rounded corners.
public struct RoundedRect: Sendable, Equatable {
    public var rect: CGRect
    /// Corner radius in points, clamped by the renderer to half the shorter side.
    public var cornerRadius: CGFloat
    public var color: RGBAColor
    public var transform: CGAffineTransform
    public var opacity: Double
    /// The identifier as a number: the item is a plain value (see `DisplayIdentifier`).
    public var displayIdentifier: DisplayIdentifier
    public var identifier: String? {
        get { displayIdentifier.string }
        set { displayIdentifier = DisplayIdentifier(newValue) }
    }

    public init(
        rect: CGRect, cornerRadius: CGFloat = 0, color: RGBAColor, transform: CGAffineTransform = .identity,
        opacity: Double = 1, identifier: String? = nil
    ) {
        self.init(
            rect: rect, cornerRadius: cornerRadius, color: color, transform: transform, opacity: opacity,
            displayIdentifier: DisplayIdentifier(identifier))
    }

    public init(
        rect: CGRect, cornerRadius: CGFloat, color: RGBAColor, transform: CGAffineTransform, opacity: Double,
        displayIdentifier: DisplayIdentifier
    ) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.color = color
        self.transform = transform
        self.opacity = opacity
        self.displayIdentifier = displayIdentifier
    }
}

/// The ring between a rounded rectangle and the same rectangle inset by `width`, as Core Animation
/// draws a layer's border: its outer edge is the rectangle's (radius `cornerRadius`), its inner edge is
/// inset by `width` with radius max(0, `cornerRadius` − `width`). A ring of its own rather than a stroke:
/// a stroke centred on an outline rounds its outer corners by half the width where `cornerRadius` is
/// smaller, and folds over inside where it is smaller than the width.
public struct BorderItem: Sendable, Equatable {
    public var rect: CGRect
    /// The outer corner radius in points, clamped by the renderer to half the shorter side.
    public var cornerRadius: CGFloat
    /// In points (> 0), clamped by the renderer to half the shorter side (the ring then fills it).
    public var width: CGFloat
    public var color: RGBAColor
    public var transform: CGAffineTransform
    public var opacity: Double
    /// The identifier as a number, as `RoundedRect` keeps it: an item with no references is copied
    /// without retaining anything (each list is copied and compared every frame).
    public var displayIdentifier: DisplayIdentifier
    public var identifier: String? {
        get { displayIdentifier.string }
        set { displayIdentifier = DisplayIdentifier(newValue) }
    }

    public init(
        rect: CGRect, cornerRadius: CGFloat = 0, width: CGFloat, color: RGBAColor,
        transform: CGAffineTransform = .identity, opacity: Double = 1, identifier: String? = nil
    ) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.width = width
        self.color = color
        self.transform = transform
        self.opacity = opacity
        displayIdentifier = DisplayIdentifier(identifier)
    }

    /// The inner edge's corner radius.
    public var innerCornerRadius: CGFloat { max(0, cornerRadius - width) }
}

/// One line of text laid out in a box.
public struct TextRun: Sendable, Equatable {
    public enum Alignment: String, Sendable {
        case left, center, right
    }

    public var text: String
    /// Size in points.
    public var fontSize: CGFloat
    public var isBold: Bool
    /// The `UIFont.Weight` raw value the text is set in (`isBold`: semibold and up): bold is 0.4,
    /// regular 0 (UIKit's values).
    public var weight: CGFloat
    public var isItalic: Bool
    public var color: RGBAColor
    /// The box the text is placed in: aligned horizontally by `alignment`, centred vertically.
    public var rect: CGRect
    public var alignment: Alignment
    public var transform: CGAffineTransform
    public var opacity: Double
    public var identifier: String?

    public init(
        text: String, fontSize: CGFloat, isBold: Bool = false, weight: CGFloat? = nil, isItalic: Bool = false, color: RGBAColor, rect: CGRect,
        alignment: Alignment = .left, transform: CGAffineTransform = .identity, opacity: Double = 1,
        identifier: String? = nil
    ) {
        self.text = text
        self.fontSize = fontSize
        self.isBold = isBold
        self.weight = weight ?? (isBold ? 0.4 : 0)
        self.isItalic = isItalic
        self.color = color
        self.rect = rect
        self.alignment = alignment
        self.transform = transform
        self.opacity = opacity
        self.identifier = identifier
    }
}

/// A stroked polyline (plots, graphs, playheads), with round joins.
public struct LineItem: Sendable, Equatable {
    public var points: [CGPoint]
    /// Stroke width in points.
    public var width: CGFloat
    public var color: RGBAColor
    public var transform: CGAffineTransform
    public var opacity: Double
    public var identifier: String?

    public init(
        points: [CGPoint], width: CGFloat, color: RGBAColor, transform: CGAffineTransform = .identity,
        opacity: Double = 1, identifier: String? = nil
    ) {
        self.points = points
        self.width = width
        self.color = color
        self.transform = transform
        self.opacity = opacity
        self.identifier = identifier
    }
}

/// An SF-Symbols-style icon by name, drawn as vectors by the renderer from `SymbolLibrary`'s shapes.
public struct SymbolItem: Sendable, Equatable {
    public var name: String
    /// The box the symbol is centred in; its glyph is `pointSize` tall.
    public var rect: CGRect
    public var pointSize: CGFloat
    /// Stroke weight as a fraction of the point size.
    public var strokeWidth: CGFloat
    public var color: RGBAColor
    /// Colour for cut-out parts (the digit of `1.circle.fill`): what is behind the symbol.
    public var knockoutColor: RGBAColor
    public var transform: CGAffineTransform
    public var opacity: Double
    public var identifier: String?

    public init(
        name: String, rect: CGRect, pointSize: CGFloat, strokeWidth: CGFloat, color: RGBAColor,
        knockoutColor: RGBAColor = .white, transform: CGAffineTransform = .identity, opacity: Double = 1,
        identifier: String? = nil
    ) {
        self.name = name
        self.rect = rect
        self.pointSize = pointSize
        self.strokeWidth = strokeWidth
        self.color = color
        self.knockoutColor = knockoutColor
        self.transform = transform
        self.opacity = opacity
        self.identifier = identifier
    }
}
