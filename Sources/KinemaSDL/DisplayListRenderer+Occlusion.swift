import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics

/// Items hidden behind an opaque rectangle are not drawn (by the software backend, which writes
/// rectangles straight into the surface). A UIKit screen stacks its backgrounds at the
/// back of the list — the window's, the root view's, a scroll view's — each opaque and covering the whole
/// window: a damaged region was filled three times over before anything on it was drawn (the stress
/// list's frame spent a third of its instructions there).
extension DisplayListRenderer {
    /// Where drawing a layer's `items` can start inside the current clip, as the frame's backend says
    /// (`RenderBackend.firstVisibleItem`; only the software backend skips anything).
    func firstVisibleItem(_ items: [DisplayItem], placement: CGAffineTransform) -> Int {
        // The first layer's cover of a damaged rectangle, found before the rectangle was cleared: only
        // the first layer drawn after it was found may take it.
        let known = knownCover
        knownCover = nil
        return backend.firstVisibleItem(items, placement: placement, known: known)
    }

    /// The last of `items`' leading items (those before the first clip or group) that covers `region` with
    /// opaque pixels, and its colour.
    static func cover(among items: [DisplayItem], placement: CGAffineTransform, region: SDL_Rect) -> (index: Int, color: RasterColor)? {
        var cover: (index: Int, color: RasterColor)?
        scan: for index in items.indices {
            switch items[index] {
            case .rect(let rect):
                // One that is not drawn (its geometry not finite) hides nothing.
                guard items[index].hasFiniteGeometry, let color = opaqueColor(of: rect, covering: region, placement: placement) else { continue }
                cover = (index, color)
            case .pushClip, .beginGroup, .beginProjection, .beginMask:
                break scan
            default:
                continue
            }
        }
        return cover
    }

    /// Whether drawing `composition`'s first layer into the damaged `rect` clears all of `rect` itself, to
    /// the colour of an opaque cover among its leading items: clearing `rect` to the background first
    /// would be written over unseen (a second pass over every row of every damaged rectangle). What it
    /// finds is kept for that layer's `firstVisibleItem` (a long run of leading items was scanned twice).
    func firstLayerCovers(_ rect: SDL_Rect, in composition: Composition) -> Bool {
        knownCover = nil
        guard usesOcclusion, let layer = composition.layers.first, layer.isDrawable else { return false }
        // The region the layer is drawn in, as `draw(_:within:)` clips it, must be the whole rectangle.
        if layer.clips, !Self.same(Self.intersection(rect, Self.pixelRect(layer.frame)), rect) { return false }
        let cover = Self.cover(among: layer.list.items, placement: layer.placement, region: rect)
        knownCover = (rect, cover)
        return cover != nil
    }

    static func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    }

    /// `rect`'s colour when it covers every pixel of `region` (window pixels) wholly and opaquely: upright,
    /// opaque, and the region inside its box and clear of its rounded corners.
    static func opaqueColor(of rect: RoundedRect, covering region: SDL_Rect, placement: CGAffineTransform) -> RasterColor? {
        let m = rect.transform.concatenating(placement)
        guard isUpright(m) else { return nil }
        let color = color(rect.color, rect.opacity)
        guard color.a == 255 else { return nil }
        let box = rect.rect.applying(m)
        let radius = pixelRadius(of: rect, under: m)
        let (x0, y0) = (CGFloat(region.x), CGFloat(region.y))
        let (x1, y1) = (x0 + CGFloat(region.w), y0 + CGFloat(region.h))
        // Plain comparisons (`CGRect.contains` goes through `union` and `==`): the box is upright and
        // finite, its edges in pixels.
        func holds(insetX dx: CGFloat, insetY dy: CGFloat) -> Bool {
            box.minX + dx <= x0 && x1 <= box.maxX - dx && box.minY + dy <= y0 && y1 <= box.maxY - dy
        }
        guard holds(insetX: 0, insetY: 0) else { return nil }
        return radius <= 0 || holds(insetX: radius, insetY: 0) || holds(insetX: 0, insetY: radius) ? color : nil
    }
}
