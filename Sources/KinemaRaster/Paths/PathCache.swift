import Foundation
import KinemaCore
import KinemaGraphics

/// Path bitmaps kept between frames, least recently used dropped first: a frame in which a path, its
/// style and its transform did not change draws the bitmap it drew before, and one that only moved it
/// by whole pixels too (the key holds the transform's linear part and its translation's fraction of a
/// pixel, not the whole translation). A bitmap covers the item's pixels on the target, cut to the
/// target: one partly off it is drawn again as it moves.
package final class PathCache {
    private struct Key: Hashable {
        let path: VectorPath
        let fillColor: RGBAColor?
        let fillGradient: PathItem.Gradient?
        let fillRule: PathItem.FillRule
        let stroke: PathItem.Stroke?
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        let fractionX: CGFloat, fractionY: CGFloat
        /// The bitmap's pixels (x, y, width, height) relative to the translation's whole pixels.
        let region: [Int32]
    }

    private var entries: [Key: (bitmap: PathBitmap, lastUse: Int)] = [:]
    private var clock = 0
    /// The most bitmaps kept, and the most pixels in all of them.
    package let capacity: Int
    package let pixelBudget: Int
    private var pixelCount = 0
    /// Bitmaps drawn by cairo since the cache was made (a still frame draws none).
    package private(set) var rasterizations = 0

    package init(capacity: Int = 64, pixelBudget: Int = 8 << 20) {
        (self.capacity, self.pixelBudget) = (capacity, pixelBudget)
    }

    package var count: Int { entries.count }

    /// The item's bitmap under `transform` (local points → target pixels) and where it lands, cut to
    /// `target` (the target's pixels); nil when nothing of it lands there.
    package func bitmap(for item: PathItem, transform m: CGAffineTransform, within target: PixelRect) -> PlacedPathBitmap? {
        guard PixelBounds.isFinite(m), abs(m.a * m.d - m.b * m.c) > 1e-12, PixelBounds.isFinite(item.bounds) else { return nil }
        // The item's box on the target, a pixel more on every side for the anti-aliased edges.
        let box = item.bounds.applying(m).insetBy(dx: -1, dy: -1)
        let x0 = max(Double(target.x), (box.minX).rounded(.down)), y0 = max(Double(target.y), (box.minY).rounded(.down))
        let x1 = min(Double(target.x + target.w), (box.maxX).rounded(.up)), y1 = min(Double(target.y + target.h), (box.maxY).rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        let (wholeX, wholeY) = (m.tx.rounded(.down), m.ty.rounded(.down))
        let region = PixelRect(x: Int32(x0 - wholeX), y: Int32(y0 - wholeY), w: Int32(x1 - x0), h: Int32(y1 - y0))
        let key = Key(
            path: item.path, fillColor: item.fillColor, fillGradient: item.fillGradient, fillRule: item.fillRule, stroke: item.stroke, a: m.a, b: m.b, c: m.c, d: m.d,
            fractionX: m.tx - wholeX, fractionY: m.ty - wholeY, region: [region.x, region.y, region.w, region.h])
        clock += 1
        let placed = { (bitmap: PathBitmap) in PlacedPathBitmap(bitmap: bitmap, x: Int32(x0), y: Int32(y0)) }
        if let entry = entries[key] {
            entries[key]?.lastUse = clock
            return placed(entry.bitmap)
        }
        let local = CGAffineTransform(
            a: m.a, b: m.b, c: m.c, d: m.d, tx: key.fractionX - CGFloat(region.x), ty: key.fractionY - CGFloat(region.y))
        let bitmap = PathBitmap(
            width: region.w, height: region.h,
            pixels: CairoPathRasterizer.draw(item, transform: local, width: region.w, height: region.h))
        rasterizations += 1
        insert(bitmap, for: key)
        return placed(bitmap)
    }

    private func insert(_ bitmap: PathBitmap, for key: Key) {
        let size = Int(bitmap.width) * Int(bitmap.height)
        while !entries.isEmpty, entries.count >= capacity || pixelCount + size > pixelBudget {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            pixelCount -= Int(oldest.value.bitmap.width) * Int(oldest.value.bitmap.height)
            entries[oldest.key] = nil
        }
        entries[key] = (bitmap, clock)
        pixelCount += size
    }

    /// Drops every bitmap (and what backends attached to them).
    package func removeAll() {
        entries.removeAll()
        pixelCount = 0
    }
}
