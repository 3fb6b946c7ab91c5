/// A rectangle of a target's pixels kept from one frame to the next, copied out and back in parts
/// (see `PrefixSnapshot`, which keeps what a scene's unchanged back items drew).
package struct PixelSnapshot {
    /// The target's pixels it holds (empty when none).
    package private(set) var region = PixelRect(x: 0, y: 0, w: 0, h: 0)
    private var pixels: [UInt32] = []

    package init() {}

    /// Holds `region` from now on; what it held is forgotten (the memory is kept for the next size). The
    /// memory grows by half again when it must, and is not written until pixels are stored in it (only
    /// what was stored is ever read back): a region that changed size every frame (the player's sheet
    /// as it opens) took a new buffer each time, zeroed — a 3840 × 2160 window's frame spent 8 million
    /// of its 27 million instructions clearing one, and more in fresh pages.
    package mutating func reset(to region: PixelRect) {
        self.region = region.isEmpty ? PixelRect(x: 0, y: 0, w: 0, h: 0) : region
        let count = Int(self.region.w) * Int(self.region.h)
        guard pixels.count < count else { return }
        let grown = count + count / 2
        pixels = [UInt32](unsafeUninitializedCapacity: grown) { _, initialized in initialized = grown }
    }

    /// Gives the memory back.
    package mutating func release() {
        region = PixelRect(x: 0, y: 0, w: 0, h: 0)
        pixels = []
    }

    /// The part of `rect` inside the region (empty when none).
    package func part(of rect: PixelRect) -> PixelRect {
        let x0 = max(rect.x, region.x), x1 = min(rect.x + rect.w, region.x + region.w)
        let y0 = max(rect.y, region.y), y1 = min(rect.y + rect.h, region.y + region.h)
        return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : PixelRect(x: 0, y: 0, w: 0, h: 0)
    }

    /// Copies `rect`'s pixels (its part inside the region and the target) from `target`.
    package mutating func store(_ rect: PixelRect, from target: PixelTarget) {
        let part = self.part(of: clipped(rect, to: target)), region = self.region
        guard !part.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { kept in
            Self.forEachRow(of: part, in: region, on: target) { row, offset in
                kept.baseAddress!.advanced(by: offset).update(from: row, count: Int(part.w))
            }
        }
    }

    /// Copies `rect`'s pixels (its part inside the region and the target) back into `target`.
    package func restore(_ rect: PixelRect, into target: PixelTarget) {
        restore(rect, into: target) { _, _ in }
    }

    /// Copies `rect`'s pixels back as `restore(_:into:)` does, handing each row to `then` (its y and the
    /// copied part's columns) as soon as it is copied, while its pixels are still in the cache: what is
    /// drawn over the whole part next reads them there, not from memory again.
    package func restore(_ rect: PixelRect, into target: PixelTarget, then: (_ y: Int32, _ columns: Range<Int32>) -> Void) {
        let part = self.part(of: clipped(rect, to: target))
        guard !part.isEmpty else { return }
        var y = part.y
        pixels.withUnsafeBufferPointer { kept in
            Self.forEachRow(of: part, in: region, on: target) { row, offset in
                row.update(from: kept.baseAddress!.advanced(by: offset), count: Int(part.w))
                then(y, part.x..<(part.x + part.w))
                y += 1
            }
        }
    }

    /// Each row of `part` (inside `region` and the target): where it starts in the target, and the
    /// offset of its kept pixels.
    private static func forEachRow(
        of part: PixelRect, in region: PixelRect, on target: PixelTarget, _ body: (UnsafeMutablePointer<UInt32>, Int) -> Void
    ) {
        for y in Int(part.y)..<Int(part.y + part.h) {
            body(target.pixels.advanced(by: y * target.pitch + Int(part.x)), (y - Int(region.y)) * Int(region.w) + Int(part.x - region.x))
        }
    }

    private func clipped(_ rect: PixelRect, to target: PixelTarget) -> PixelRect {
        let x0 = max(rect.x, 0), x1 = min(rect.x + rect.w, target.width)
        let y0 = max(rect.y, 0), y1 = min(rect.y + rect.h, target.height)
        return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : PixelRect(x: 0, y: 0, w: 0, h: 0)
    }
}
