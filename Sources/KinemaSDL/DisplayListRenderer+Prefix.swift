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
            // A dimming rectangle over the whole clip next is blended in as the pixels are copied.
            if let fill = coveringFill(items, at: count, clip: clip, placement: placement),
                softwareBackend.copyIn(clip, from: prefix.pixels, covering: fill) {
                prefix.noteCopy(covered: true)
                return count + 1
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
    /// `clip` (every pixel wholly covered), as `SoftwareBackend.drawRect` would blend it; nil otherwise.
    func coveringFill(_ items: [DisplayItem], at index: Int, clip: SDL_Rect, placement: CGAffineTransform) -> RasterColor? {
        guard index < items.count, case .rect(let rect) = items[index], DisplayItem.rect(rect).hasFiniteGeometry else { return nil }
        let m = rect.transform.concatenating(placement)
        guard Self.isUpright(m), Self.pixelRadius(of: rect, under: m) == 0 else { return nil }
        let box = rect.rect.applying(m)
        guard box.minX <= CGFloat(clip.x), box.minY <= CGFloat(clip.y),
            box.maxX >= CGFloat(clip.x + clip.w), box.maxY >= CGFloat(clip.y + clip.h) else { return nil }
        return Self.color(rect.color, rect.opacity * opacityScale)
    }
}
