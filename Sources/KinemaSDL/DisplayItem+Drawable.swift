import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

// What the renderer's walk asks of each item and layer before drawing it (in this module, where the
// walk is: asked across modules, each item was copied out of its list to be asked).
extension DisplayItem {
    /// Whether every number that places the item is finite (an item that is not is left undrawn).
    var hasFiniteGeometry: Bool {
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
                && item.cornerRadius.isFinite && PixelBounds.isFinite(item.transform) && PixelBounds.isFinite(item.source)
                && item.slices.map { [$0.left, $0.right, $0.top, $0.bottom].allSatisfy(\.isFinite) && PixelBounds.isFinite($0.center) } ?? true
        case .border(let item):
            return PixelBounds.isFinite(item.rect) && item.cornerRadius.isFinite && item.width.isFinite
                && PixelBounds.isFinite(item.transform)
        case .path(let item):
            return PixelBounds.isFinite(item.bounds) && PixelBounds.isFinite(item.transform) && item.fillGradient?.isFinite != false
        case .shadow(let item):
            return PixelBounds.isFinite(item.rect) && item.cornerRadius.isFinite && item.radius.isFinite
                && item.offset.width.isFinite && item.offset.height.isFinite && PixelBounds.isFinite(item.transform)
        case .backdrop(let item):
            let filter = item.filter
            return PixelBounds.isFinite(item.rect) && item.cornerRadius.isFinite && PixelBounds.isFinite(item.transform)
                && filter.radius.isFinite && filter.radius < 1e4 && filter.saturation.isFinite
                && [filter.tint.red, filter.tint.green, filter.tint.blue, filter.tint.alpha].allSatisfy(\.isFinite)
        case .pushClip(let rect, let transform, _):
            return PixelBounds.isFinite(rect) && PixelBounds.isFinite(transform)
        case .beginGroup(let group):
            return group.opacity.isFinite && PixelBounds.isFinite(group.bounds)
        case .beginProjection(let group):
            let m = group.transform
            return PixelBounds.isFinite(group.bounds)
                && [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].allSatisfy(\.isFinite)
        case .beginMask(let mask):
            return PixelBounds.isFinite(mask.bounds) && mask.items.allSatisfy(\.hasFiniteGeometry)
        case .popClip, .endGroup, .endProjection, .endMask:
            return true
        }
    }
}

extension Composition.Layer {
    /// The scale of the layer's placement (points to window pixels), never 0.
    var placementScale: CGFloat {
        let m = placement
        return max(1e-6, (Swift.abs(m.a * m.d - m.b * m.c)).squareRoot())
    }

    /// Whether the layer is drawn at all: a list of vanishing or non-finite size would be scaled beyond
    /// anything drawable.
    var isDrawable: Bool {
        PixelBounds.isFinite(placement) && placementScale < 1e4
    }
}
