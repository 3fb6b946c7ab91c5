import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster

/// The first layer's unchanged leading items copied in rather than drawn (see `PrefixSnapshot`).
extension DisplayListRenderer {
    /// The frame's plan for the first layer's leading items, made before its rectangles are drawn.
    func planPrefix(for composition: Composition, damage: [CGRect]?, output: (width: Int32, height: Int32)) -> PrefixSnapshot.Plan {
        guard usesPrefixSnapshot, backend === softwareBackend, let layer = composition.layers.first else {
            prefix.reset()
            return .none
        }
        let frame = Self.intersection(Self.pixelRect(layer.frame), SDL_Rect(x: 0, y: 0, w: output.width, h: output.height))
        // Whether the frame redraws all of the layer (the only frames that keep its pixels).
        let covers = damage?.contains { box in
            let rect = Self.pixelRect(box)
            return rect.x <= frame.x && rect.y <= frame.y && rect.x + rect.w >= frame.x + frame.w && rect.y + rect.h >= frame.y + frame.h
        } ?? true
        return prefix.plan(for: composition, region: PixelRect(frame), redrawsAll: covers)
    }

    /// Where the first layer's drawing starts in the current clip, after copying in or keeping its
    /// leading items' pixels as `plan` says (`start` is where it would start otherwise).
    func startAfterPrefix(_ items: [DisplayItem], from start: Int, plan: PrefixSnapshot.Plan, placement: CGAffineTransform, layerScale scale: CGFloat) -> Int {
        guard let clip = clipStack.last else { return start }
        switch plan {
        // Behind an opaque cover near the end of the leading items, drawing from the cover is less work.
        case .use(let count) where count - start >= PrefixSnapshot.fewestItems:
            // A dimming rectangle over the whole clip next (after a few small items, inside a group that
            // splits) is blended in as the pixels are copied, but where those items are.
            if let cover = fusedCover(items, after: count, clip: clip, placement: placement), copyIn(clip, fusing: cover) {
                fused = cover
                prefix.noteCopy(covered: true)
                return count
            }
            softwareBackend.copyIn(clip, from: prefix.pixels)
            prefix.noteCopy()
            return count
        case .keep(let count):
            guard start <= count else {
                prefix.kept(PixelRect(clip), reached: false, from: nil)
                return start
            }
            drawItems(items, from: start, to: count, placement: placement, layerScale: scale)
            flushBatch()
            prefix.kept(PixelRect(clip), reached: true, from: softwareBackend.pixelsForReading(clip))
            return count
        default:
            return start
        }
    }

    /// The colour of `items[index]` when it is an upright rectangle with square corners over all of
    /// `clip` (every pixel wholly covered), as `SoftwareBackend.drawRect` would blend it (its opacity
    /// times `opacity`, a group's it is drawn in); nil otherwise.
    func coveringFill(_ items: [DisplayItem], at index: Int, clip: SDL_Rect, placement: CGAffineTransform, opacity: Double = 1) -> RasterColor? {
        guard index < items.count, case .rect(let rect) = items[index], DisplayItem.rect(rect).hasFiniteGeometry else { return nil }
        let m = rect.transform.concatenating(placement)
        guard Self.isUpright(m), Self.pixelRadius(of: rect, under: m) == 0 else { return nil }
        let box = rect.rect.applying(m)
        guard Self.contains(box, clip) else { return nil }
        return Self.color(rect.color, rect.opacity * opacityScale * opacity)
    }

    static func contains(_ box: CGRect, _ clip: SDL_Rect) -> Bool {
        box.minX <= CGFloat(clip.x) && box.minY <= CGFloat(clip.y) && box.maxX >= CGFloat(clip.x + clip.w) && box.maxY >= CGFloat(clip.y + clip.h)
    }
}

/// A covering fill blended in as the leading items' pixels are copied, though small items come between
/// (the menu's turning plus button) or the fill is a split group's first item (its dimming fading with
/// its icons): the pixels under those items and under the group's boxes are copied as they are, and the
/// fill is drawn there when its turn comes; everywhere else it is blended into each row as the row is
/// copied. The pixels are those of copying and then drawing every item after (`PrefixSnapshotTests`).
extension DisplayListRenderer {
    /// A fill blended in as it was copied: `items[index]`, still to be drawn in `holes` alone.
    struct FusedCover {
        let index: Int
        let color: RasterColor
        let holes: [SDL_Rect]
    }

    /// At most this many small items come between the leading items and the fill.
    static let fusedItemLimit = 8

    /// The fill after `count` that covers `clip`, with the rectangles to leave to it (nil when there is none).
    func fusedCover(_ items: [DisplayItem], after count: Int, clip: SDL_Rect, placement: CGAffineTransform) -> FusedCover? {
        var boxes: [SDL_Rect] = []
        var index = count
        while index < min(items.count, count + Self.fusedItemLimit + 1) {
            if let color = coveringFill(items, at: index, clip: clip, placement: placement) {
                return FusedCover(index: index, color: color, holes: Self.holes(boxes, in: clip))
            }
            if case .beginGroup(let group) = items[index] {
                let close = Self.matchingEnd(items, of: index, before: items.count)
                let whole = Self.pixelRect(group.bounds.applying(placement).insetBy(dx: -1, dy: -1))
                guard splitsGroups, projections.depth == 0, Self.same(Self.intersection(whole, clip), clip),
                    let color = coveringFill(items, at: index + 1, clip: clip, placement: placement, opacity: group.opacity),
                    let split = splitBoxes(items, contents: index + 1..<close, group: whole, placement: placement)
                else { return nil }
                return FusedCover(index: index + 1, color: color, holes: Self.holes(boxes + split, in: clip))
            }
            // A small plain item: its pixels are left to it.
            guard !items[index].opensScope, !items[index].closesScope, items[index].opacity != nil, let bounds = items[index].deviceBounds else { return nil }
            boxes.append(Self.pixelRect(bounds.applying(placement).insetBy(dx: -1, dy: -1)))
            index += 1
        }
        return nil
    }

    private static func holes(_ boxes: [SDL_Rect], in clip: SDL_Rect) -> [SDL_Rect] {
        disjoint(boxes.map { intersection($0, clip) }.filter { $0.w > 0 && $0.h > 0 })
    }

    /// Copies the kept pixels into `clip`: as they are in the cover's holes, with its fill blended in
    /// everywhere else. False, and nothing done, unless the kept pixels hold all of `clip`.
    func copyIn(_ clip: SDL_Rect, fusing cover: FusedCover) -> Bool {
        guard prefix.pixels.part(of: PixelRect(clip)) == PixelRect(clip) else { return false }
        for piece in Self.subtracting(cover.holes, from: clip) {
            guard softwareBackend.copyIn(piece, from: prefix.pixels, covering: cover.color) else { return false }
        }
        for hole in cover.holes { softwareBackend.copyIn(hole, from: prefix.pixels) }
        return true
    }

    /// Draws a rectangle item; the fused cover's fill only in its holes.
    func drawRect(_ rect: RoundedRect, at index: Int, placement: CGAffineTransform, layerScale scale: CGFloat) {
        guard let fused, fused.index == index else { return backend.drawRect(rect, placement: placement, layerScale: scale) }
        for hole in fused.holes {
            guard let clip = clipStack.last, Self.intersection(clip, hole).w > 0 else { continue }
            pushClip(hole)
            backend.drawRect(rect, placement: placement, layerScale: scale)
            popClip()
        }
    }
}
