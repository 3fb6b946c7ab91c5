import Foundation
import KinemaCore

/// What a recording context drew: items in the coordinates of `bounds` (a layer's bounds when it was
/// drawn, an image's rectangle), each under its own transform from there. Kept by a view, a layer or
/// an image until it is drawn again, and placed into each frame's DisplayList by `replay`.
package struct RecordedDrawing: Equatable {
    package var items: [DisplayItem]
    /// The rectangle drawn into.
    package var bounds: CGRect

    package init(items: [DisplayItem], bounds: CGRect) {
        (self.items, self.bounds) = (items, bounds)
    }

    package static let empty = RecordedDrawing(items: [], bounds: .zero)

    /// Appends the items with `bounds` mapped onto `rect` (local coordinates of the canvas), under the
    /// canvas's transform and opacity, with its identifier.
    package func replay(into canvas: inout DisplayCanvas, in rect: CGRect) {
        guard !items.isEmpty, canvas.opacity > 0 else { return }
        var place = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        if bounds.size != rect.size, bounds.width > 0, bounds.height > 0 {
            place = place.concatenating(CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
        }
        place = place.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(canvas.transform)
        canvas.items.reserveCapacity(canvas.items.count + items.count)
        for item in items {
            canvas.items.append(item.placed(under: place, opacity: canvas.opacity, identifier: canvas.displayIdentifier))
        }
    }
}

extension DisplayItem {
    /// The item with `transform` applied after its own, its opacity multiplied by `opacity`, and
    /// `identifier` as its identifier (a recorded item drawn by a view or layer).
    package func placed(under transform: CGAffineTransform, opacity: Double, identifier: DisplayIdentifier) -> DisplayItem {
        switch self {
        case .rect(var item):
            (item.transform, item.opacity, item.displayIdentifier) = (item.transform.concatenating(transform), item.opacity * opacity, identifier)
            return .rect(item)
        case .path(var item):
            (item.transform, item.opacity, item.displayIdentifier) = (item.transform.concatenating(transform), item.opacity * opacity, identifier)
            return .path(item)
        case .text(var item):
            (item.transform, item.opacity, item.identifier) = (item.transform.concatenating(transform), item.opacity * opacity, identifier.string)
            return .text(item)
        case .image(var item):
            (item.transform, item.opacity, item.identifier) = (item.transform.concatenating(transform), item.opacity * opacity, identifier.string)
            return .image(item)
        case .symbol(var item):
            (item.transform, item.opacity, item.identifier) = (item.transform.concatenating(transform), item.opacity * opacity, identifier.string)
            return .symbol(item)
        case .line(var item):
            (item.transform, item.opacity, item.identifier) = (item.transform.concatenating(transform), item.opacity * opacity, identifier.string)
            return .line(item)
        case .pushClip(let rect, let own, _):
            return .pushClip(rect: rect, transform: own.concatenating(transform), identifier: identifier.string)
        case .border, .shadow, .backdrop, .popClip, .beginGroup, .endGroup, .beginProjection, .endProjection, .beginMask, .endMask:
            // A recording context makes none of these but the pop.
            return self
        }
    }
}
