import Foundation
import KinemaCore
import KinemaGraphics

/// Masks and rounded clips in the DisplayList (`DisplayItem.beginMask`, `MaskGroup`).
extension DisplayCanvas {
    /// Draws what `body` draws multiplied by the alpha of what `drawMask` draws (a layer's `mask`, in
    /// the masked layer's place): the mask's items are taken out of the list into the `beginMask` item.
    package mutating func masking(drawMask: (inout DisplayCanvas) -> Void, _ body: (inout DisplayCanvas) -> Void) {
        let saved = (transform, opacity, displayIdentifier, clipBox)
        let start = items.count
        // The mask's own opacity alone makes its alpha, not the opacities around the masked layer.
        opacity = 1
        drawMask(&self)
        let maskItems = Array(items[start...])
        items.removeSubrange(start...)
        (transform, opacity, displayIdentifier, clipBox) = saved
        let bounds = MaskGroup.drawnBounds(of: maskItems)
        items.append(.beginMask(MaskGroup(items: maskItems, bounds: bounds.isNull ? .zero : bounds, identifier: identifier)))
        body(&self)
        items.append(.endMask)
    }

    /// Opens a layer's clip to its `bounds` (local, under `transform`): a rectangle, and when
    /// `cornerRadius` > 0 the rounded shape too, as a mask after it — the rounded rectangle, or a path
    /// of the layer's corner `shape` when its corners are not four circular ones. `closeClip` ends both.
    package mutating func openClip(
        _ bounds: CGRect, cornerRadius: CGFloat, shape: CornerShape = .plain, transform: CGAffineTransform
    ) -> ClipOpening {
        items.append(.pushClip(rect: bounds, transform: transform, identifier: identifier))
        guard cornerRadius > 0 else { return ClipOpening(maskIndex: nil) }
        let mask = shape.isPlain
            ? MaskGroup(roundedRect: bounds, cornerRadius: cornerRadius, transform: transform, identifier: identifier)
            : MaskGroup(
                items: [.path(PathItem(
                    path: shape.path(bounds, cornerRadius: cornerRadius), fillColor: .white, stroke: nil, transform: transform,
                    identifier: identifier))],
                bounds: bounds.applying(transform), identifier: identifier)
        items.append(.beginMask(mask))
        return ClipOpening(maskIndex: items.count - 1)
    }

    /// Closes what `openClip` opened. The rounded mask stays only if something drawn inside reaches
    /// into a corner: what keeps clear of them looks the same cut square, and costs no masked pass.
    package mutating func closeClip(_ opening: ClipOpening) {
        if let index = opening.maskIndex, case .beginMask(let mask) = items[index] {
            if case .rect(let shape) = mask.items.first, !Self.reachesCorners(items, from: index + 1, of: shape) {
                items.remove(at: index)
            } else {
                items.append(.endMask)
            }
        }
        items.append(.popClip)
    }

    /// Whether an item from `start` (outside any nested projected plane) may cover part of one of the
    /// rounded rectangle's corner squares; any item does when the shape is turned.
    package static func reachesCorners(_ items: [DisplayItem], from start: Int, of shape: RoundedRect) -> Bool {
        let m = shape.transform
        guard m.b == 0, m.c == 0 else { return start < items.count }
        let rect = shape.rect
        let r = max(0, min(shape.cornerRadius, min(rect.width, rect.height) / 2))
        let corners = [
            CGRect(x: rect.minX, y: rect.minY, width: r, height: r), CGRect(x: rect.maxX - r, y: rect.minY, width: r, height: r),
            CGRect(x: rect.minX, y: rect.maxY - r, width: r, height: r), CGRect(x: rect.maxX - r, y: rect.maxY - r, width: r, height: r),
        ].map { $0.applying(m) }
        var depth = 0
        for item in items[start...] {
            switch item {
            case .endProjection: depth -= 1
            default: break
            }
            if depth == 0, let box = item.deviceBounds, corners.contains(where: { sharesArea($0, box) }) { return true }
            if case .beginProjection = item { depth += 1 }
        }
        return false
    }

    private static func sharesArea(_ a: CGRect, _ b: CGRect) -> Bool {
        let shared = a.intersection(b)
        return !shared.isNull && shared.width > 1e-6 && shared.height > 1e-6
    }

    /// Where `openClip` put its rounded mask, if it did.
    package struct ClipOpening {
        package var maskIndex: Int?

        package init(maskIndex: Int?) { self.maskIndex = maskIndex }
    }
}
