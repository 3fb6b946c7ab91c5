import Foundation
import KinemaCore
import KinemaUI

/// What the renderer hands SDL, or writes pixels at, is finite and within a million pixels of the
/// origin: a DisplayList is plain values from anywhere (a replayed recording, a scene's arithmetic), and
/// NaN, ±∞, 10³⁰⁰ or a layer scaled by 10⁸ must neither trap a conversion nor reach SDL as garbage.
package enum PixelBounds {
    /// Far beyond any window; well inside Int32 and Float precision.
    package static let limit: CGFloat = 1_048_576

    package static func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(limit, max(-limit, value)) }

    package static func int32(_ value: CGFloat) -> Int32 { Int32(clamp(value)) }

    package static func clamp(_ point: CGPoint) -> CGPoint { CGPoint(x: clamp(point.x), y: clamp(point.y)) }

    /// The part of `rect` within the bounds (empty at the origin when nothing of it is finite).
    package static func clamp(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite || rect.maxX.isFinite, rect.minY.isFinite || rect.maxY.isFinite else { return .zero }
        let minX = clamp(rect.minX), maxX = clamp(rect.maxX), minY = clamp(rect.minY), maxY = clamp(rect.maxY)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    package static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    package static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}

extension DisplayItem {
    /// Whether every number that places the item is finite (an item that is not is left undrawn).
    package var hasFiniteGeometry: Bool {
        switch self {
        case .rect(let item):
            return PixelBounds.isFinite(item.rect) && item.cornerRadius.isFinite && PixelBounds.isFinite(item.transform)
        case .text(let item):
            return PixelBounds.isFinite(item.rect) && item.fontSize.isFinite && PixelBounds.isFinite(item.transform)
        case .symbol(let item):
            return PixelBounds.isFinite(item.rect) && item.pointSize.isFinite && item.strokeWidth.isFinite
                && PixelBounds.isFinite(item.transform)
        case .line(let item):
            return item.width.isFinite && PixelBounds.isFinite(item.transform)
                && item.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .image(let item):
            return PixelBounds.isFinite(item.rect) && item.clip.map(PixelBounds.isFinite) ?? true
                && item.cornerRadius.isFinite && PixelBounds.isFinite(item.transform)
        case .pushClip(let rect, let transform, _):
            return PixelBounds.isFinite(rect) && PixelBounds.isFinite(transform)
        case .beginGroup(let group):
            return group.opacity.isFinite && PixelBounds.isFinite(group.bounds)
        case .popClip, .endGroup:
            return true
        }
    }
}

extension Composition.Layer {
    /// The scale of the layer's placement (points to window pixels), never 0.
    package var placementScale: CGFloat {
        let m = placement
        return max(1e-6, (Swift.abs(m.a * m.d - m.b * m.c)).squareRoot())
    }

    /// Whether the layer is drawn at all: a list of vanishing or non-finite size would be scaled beyond
    /// anything drawable.
    package var isDrawable: Bool {
        PixelBounds.isFinite(placement) && placementScale < 1e4
    }
}
