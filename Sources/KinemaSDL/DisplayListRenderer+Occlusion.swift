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
        // Found already by the scan that looked for a cut (`occlusionPieces`), which made none.
        if let scanned = scannedCover, Self.same(scanned.region, rect) {
            scannedCover = nil
            knownCover = scanned
            return scanned.cover != nil
        }
        scannedCover = nil
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

/// A damaged rectangle cut around what an opaque rectangle covers of it: a sheet dragged over a screen
/// damages from its old top to the bottom, and only above its edge is the screen behind it seen. Drawn
/// whole, the damaged rectangle has no cover (`cover(among:)` wants one over all of it) and every item
/// behind the sheet was drawn and then painted over; drawn in pieces, the piece under the sheet starts at
/// the sheet. (The player's drag at 2560 × 1600 pixels filled 4.2 million pixels a frame for 1.1 million
/// damaged.)
extension DisplayListRenderer {
    /// The least share of a damaged rectangle's pixels a cover must hide for the rectangle to be cut
    /// around it (each piece is another walk over the items).
    static let occlusionCutShare = 4
    /// The fewest pixels a cover must hide for the rectangle to be cut around it.
    static let occlusionCutPixels = 64 * 64

    /// `rect` (window pixels) as the pieces the software backend draws it in: the whole pixels that the last qualifying
    /// opaque rectangle among a layer's leading items covers, and the strips of `rect` above, below, left
    /// and right of them. `[rect]` when none covers enough of it, and whenever a backdrop blur is drawn
    /// (it reads what lies around it, which a piece drawn before its neighbour would not hold yet) or an
    /// item SDL resamples lies across a cut (see `resampledItemStraddles`).
    func occlusionPieces(of rect: SDL_Rect, in composition: Composition) -> [SDL_Rect] {
        // Only the software backend skips what is covered (`RenderBackend.firstVisibleItem`).
        scannedCover = nil
        guard usesOcclusion, backend === softwareBackend else { return [rect] }
        for (index, layer) in composition.layers.enumerated() where layer.isDrawable {
            let part = layer.clips ? Self.intersection(rect, Self.pixelRect(layer.frame)) : rect
            guard part.w > 0, part.h > 0 else { continue }
            let scan = Self.coveredPixels(of: part, in: layer)
            // The first layer's cover of the whole rectangle, kept for `firstLayerCovers` (one scan of
            // the leading items a damaged rectangle, not two: a list's rows are scanned every frame).
            if index == 0, Self.same(part, rect) { scannedCover = (rect, scan.whole) }
            guard let covered = scan.partial else { continue }
            scannedCover = nil
            guard !Self.drawsBackdrops(composition), !Self.resampledItemStraddles(covered, within: rect, in: composition) else { return [rect] }
            let (right, bottom) = (covered.x + covered.w, covered.y + covered.h)
            let pieces = [
                SDL_Rect(x: rect.x, y: rect.y, w: rect.w, h: covered.y - rect.y),
                SDL_Rect(x: rect.x, y: covered.y, w: covered.x - rect.x, h: covered.h),
                covered,
                SDL_Rect(x: right, y: covered.y, w: rect.x + rect.w - right, h: covered.h),
                SDL_Rect(x: rect.x, y: bottom, w: rect.w, h: rect.y + rect.h - bottom),
            ]
            return pieces.filter { $0.w > 0 && $0.h > 0 }
        }
        return [rect]
    }

    /// What the leading items of `layer` cover of `region`: `whole`, the last that covers all of it and
    /// its colour (as `cover(among:)` finds it); `partial`, the whole pixels of `region` that the last
    /// opaque, upright rectangle covers (its straight part: between its rounded corners' rows), when they
    /// are enough to cut `region` around them and are not all of it.
    static func coveredPixels(of region: SDL_Rect, in layer: Composition.Layer) -> (whole: (index: Int, color: RasterColor)?, partial: SDL_Rect?) {
        let least = max(occlusionCutPixels, Int(region.w) * Int(region.h) / occlusionCutShare)
        let placement = layer.placement
        let placementArea = placement.a * placement.d
        var whole: (index: Int, color: RasterColor)?, partial: SDL_Rect?
        // In place, by index (a copy of each item would retain its payload); plain comparisons before the
        // partial cover's arithmetic: a list's rows are scanned for every damaged rectangle of every frame.
        layer.list.items.withUnsafeBufferPointer { items in
            scan: for index in items.indices {
                switch items[index] {
                case .rect(let item):
                    guard items[index].hasFiniteGeometry else { continue }
                    if let color = opaqueColor(of: item, covering: region, placement: placement) { whole = (index, color) }
                    let t = item.transform
                    guard item.opacity >= 1, item.color.alpha >= 1, t.b == 0, t.c == 0, isUpright(placement),
                        item.rect.width * item.rect.height * t.a * t.d * placementArea >= CGFloat(least)
                    else { continue }
                    if let covered = partialCover(item, of: region, placement: placement), Int(covered.w) * Int(covered.h) >= least {
                        partial = covered
                    }
                case .pushClip, .beginGroup, .beginProjection, .beginMask:
                    break scan
                default:
                    continue
                }
            }
        }
        if let found = partial, same(found, region) { partial = nil }
        return (whole, partial)
    }

    /// The whole pixels of `region` that `rect` covers opaquely across its full width between its rounded
    /// corners' rows (the taller of its two straight parts would do as well; a sheet is wider than its
    /// radius is tall), if any.
    static func partialCover(_ rect: RoundedRect, of region: SDL_Rect, placement: CGAffineTransform) -> SDL_Rect? {
        let m = rect.transform.concatenating(placement)
        guard isUpright(m), color(rect.color, rect.opacity).a == 255 else { return nil }
        let box = rect.rect.applying(m), radius = pixelRadius(of: rect, under: m)
        let inner = CGRect(x: box.minX, y: box.minY + radius, width: box.width, height: box.height - 2 * radius)
        guard inner.width > 0, inner.height > 0 else { return nil }
        let covered = intersection(region, innerPixelRect(inner))
        return covered.w > 0 && covered.h > 0 ? covered : nil
    }

    /// The whole pixels inside `box` (window pixels).
    static func innerPixelRect(_ box: CGRect) -> SDL_Rect {
        let x0 = Int32(clamping: Int(box.minX.rounded(.up))), y0 = Int32(clamping: Int(box.minY.rounded(.up)))
        let x1 = Int32(clamping: Int(box.maxX.rounded(.down))), y1 = Int32(clamping: Int(box.maxY.rounded(.down)))
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// Whether an item that SDL's software renderer resamples — an image, text, a projected layer, a
    /// turned rectangle, shadow or border — lies across an edge of `covered` inside `rect`. SDL scales
    /// the part of such an item that its clip leaves, stepping through the source a little differently
    /// for each part: cut through, an image came out a few steps of 1/255 off, up to 12.
    static func resampledItemStraddles(_ covered: SDL_Rect, within rect: SDL_Rect, in composition: Composition) -> Bool {
        let (left, top) = (CGFloat(covered.x), CGFloat(covered.y))
        let (right, bottom) = (CGFloat(covered.x + covered.w), CGFloat(covered.y + covered.h))
        let area = CGRect(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.w), height: CGFloat(rect.h))
        return composition.layers.contains { layer in
            let placement = layer.placement
            return layer.list.items.contains { item in
                // Grown as the walk's culling grows them: glyphs and edges reach past an item's box.
                guard isResampled(item, placement: placement, layerScale: layer.placementScale), let box = item.deviceBounds?.applying(placement)
                else { return false }
                let bounds = box.insetBy(dx: -DamageTracker.margin, dy: -DamageTracker.margin)
                guard bounds.intersects(area) else { return false }
                let acrossRows = (bounds.minY < top && top < bounds.maxY) || (bounds.minY < bottom && bottom < bounds.maxY)
                let acrossColumns = (bounds.minX < left && left < bounds.maxX) || (bounds.minX < right && right < bounds.maxX)
                return acrossRows || acrossColumns
            }
        }
    }

    /// Whether `item` is resampled when it is drawn, so that each clipped part of it samples a little
    /// differently (see `resampledItemStraddles`). Plain text is laid pixel for pixel (from its coverage
    /// or by SDL's 1 : 1 blit), and an upright image of up to a few million pixels is stretched whole once
    /// and copied through any clip (`StretchedImages`): a cut may cross them. Scaled or turned text and turned images are resampled.
    static func isResampled(_ item: DisplayItem, placement: CGAffineTransform, layerScale: CGFloat) -> Bool {
        switch item {
        case .text(let run): return !isPlainText(run.transform.concatenating(placement), layerScale: layerScale)
        case .image(let image):
            // Upright and small enough to be stretched whole (`StretchedImages.takes`).
            let shown = image.rect.applying(image.transform.concatenating(placement))
            return !isUpright(image.transform) || !(shown.width.isFinite && shown.height.isFinite)
                || !StretchedImages.takes(width: shown.width, height: shown.height)
        case .beginProjection: return true
        case .rect(let rect): return !isUpright(rect.transform)
        case .shadow(let shadow): return !isUpright(shadow.transform)
        case .border(let border): return !isUpright(border.transform)
        default: return false
        }
    }

    /// Whether any layer draws a backdrop blur.
    static func drawsBackdrops(_ composition: Composition) -> Bool {
        composition.layers.contains { layer in
            layer.list.items.withUnsafeBufferPointer { items in
                items.contains { if case .backdrop = $0 { true } else { false } }
            }
        }
    }
}
