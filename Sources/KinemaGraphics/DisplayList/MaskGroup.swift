import Foundation
import KinemaCore

/// Content drawn as one layer, then multiplied by a mask's alpha (see `DisplayItem.beginMask`): a
/// layer's `mask`, or the rounded shape a layer with a `cornerRadius` clips its sublayers to.
///
/// The mask is what its layer draws — `items`, each placed on the device by its own transform, as any
/// drawn item is — reduced to its alpha: coverage times colour alpha times opacity, the items laid one
/// over the other (a + b·(1 − a)). Rounded rectangles (`rect`) and paths (`path`, a shape layer's fill
/// and stroke, a gradient layer's gradient) make masks; any other kind of item in a mask is left out.
public struct MaskGroup: Sendable, Equatable {
    /// The mask's drawn items, in painting order.
    public var items: [DisplayItem]
    /// What the masked content may cover, in device points (the mask's drawn box): nothing outside it
    /// shows.
    public var bounds: CGRect
    public var identifier: String?

    public init(items: [DisplayItem], bounds: CGRect, identifier: String? = nil) {
        self.items = items
        self.bounds = bounds
        self.identifier = identifier
    }

    /// A mask of the rounded rectangle `rect` (local points, corner radius `cornerRadius`) under
    /// `transform`: the rounded clip of a layer that masks to its bounds.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, transform: CGAffineTransform, identifier: String?) {
        let shape = RoundedRect(rect: rect, cornerRadius: cornerRadius, color: .white, transform: transform, identifier: identifier)
        self.init(items: [.rect(shape)], bounds: rect.applying(transform), identifier: identifier)
    }

    /// The union of the mask's items' device boxes (null when it draws nothing).
    public static func drawnBounds(of items: [DisplayItem]) -> CGRect {
        items.reduce(CGRect.null) { union, item in item.deviceBounds.map { union.union($0) } ?? union }
    }
}
