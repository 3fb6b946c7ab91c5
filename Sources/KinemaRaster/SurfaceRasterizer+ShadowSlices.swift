import CPixelStores
import Foundation

/// Blurred shadows drawn from the nine-slice of cached corners (`ShadowSlices`, `ShadowTiles`): each row
/// in thirds, the outer two blended pixel by pixel from their tile's row, the middle one run of one
/// alpha — no buffer of alphas, no search for runs.
extension SurfaceRasterizer {
    /// Draws `shadow` as `fillShadow(_:clip:)` does, from the cached corners of `tiles` where its shape is
    /// large beside its blur (`ShadowSlices`: the same pixels where its edges lie on eighths of a pixel,
    /// within 1 + 17 / σ steps of 255 elsewhere), else by the exact plan.
    ///
    /// `cover`: an opaque rounded box drawn next over the shadow (the caster's own background, in
    /// pixels): the sliced shadow leaves out the pixels it wholly covers, which it would paint over.
    package func fillShadow(_ shadow: BoxShadow, clip: PixelRect, tiles: ShadowTiles, cover: (box: CGRect, radius: CGFloat)? = nil) {
        let peak = shadow.peakAlpha, color = shadow.color
        guard peak > 0, let slices = ShadowSlices(shadow) else { return fillShadow(shadow, clip: clip, cover: cover) }
        let (x, y) = (slices.x, slices.y)
        let x0 = max(x.edges.0, clip.x, 0), x1 = min(x.edges.3, clip.x + clip.w, width)
        let y0 = max(y.edges.0, clip.y, 0), y1 = min(y.edges.3, clip.y + clip.h, height)
        guard x0 < x1, y0 < y1 else { return }
        let corners = [0, 2].flatMap { ty in [0, 2].map { tx in tiles.tile(slices.key(thirdX: tx, thirdY: ty)) } }
        let source = pixel(red: color.r, green: color.g, blue: color.b)
        let map = trackingClearMap
        let row = SlicedRow(slices: slices, corners: corners, scale: peak / 65535, source: source, map: map)
        for y in y0..<y1 {
            // Only what the cover leaves to be seen: left of it and right of it.
            let (h0, h1) = cover.map { Self.covered(y, by: $0, from: x0, to: x1) } ?? (x1, x1)
            drawSliced(row, y, from: x0, to: h0)
            drawSliced(row, y, from: max(h0, h1), to: x1)
        }
    }

    /// What every row of one sliced shadow shares.
    struct SlicedRow {
        let slices: ShadowSlices
        /// Top-left, top-right, bottom-left, bottom-right.
        let corners: [ShadowTiles.Tile]
        /// Coverage (1/65535ths) to alpha (0…255).
        let scale: Double
        let source: UInt32
        let map: Unmanaged<ClearMap>?
    }

    /// Columns `c0..<c1` of row `y` of a sliced shadow: each third of the columns from its tile's row —
    /// the middle third one run at the last column's alpha, the others blended pixel by pixel.
    private func drawSliced(_ shared: SlicedRow, _ y: Int32, from c0: Int32, to c1: Int32) {
        guard c0 < c1 else { return }
        let x = shared.slices.x, thirdY = shared.slices.y.third(y), edges = [x.edges.0, x.edges.1, x.edges.2, x.edges.3]
        let row = pixels.advanced(by: Int(y) * pitch)
        for thirdX in 0..<3 {
            let start = max(c0, edges[thirdX]), end = min(c1, edges[thirdX + 1])
            guard start < end else { continue }
            let tile = shared.corners[(thirdY == 2 ? 2 : 0) + (thirdX == 2 ? 1 : 0)]
            let tileRow = shared.slices.y.index(y, third: thirdY, length: tile.height)
            tile.coverage.withUnsafeBufferPointer { coverage in
                let line = coverage.baseAddress! + Int(tileRow) * Int(tile.width)
                guard thirdX != 1 else {
                    let alpha = Int(Double(line[Int(tile.width - 1)]) * shared.scale + 0.5)
                    if alpha > 0 { fillRun(row, y: y, from: start, to: end, source: shared.source, alpha: alpha, map: shared.map) }
                    return
                }
                // Tile column `first + step × (column − start)`: forwards on the near side, mirrored on the far.
                let (first, step) = thirdX == 0 ? (start - x.edges.0, Int32(1)) : (x.edges.3 - 1 - start, Int32(-1))
                blendSliced(row, y, from: start, to: end, line: line + Int(first), step: Int(step), shared: shared)
            }
        }
    }

    /// Pixels `start..<end` of a row, each blended at the alpha of its tile coverage (`line[step × i]`).
    @inline(__always)
    private func blendSliced(
        _ row: UnsafeMutablePointer<UInt32>, _ y: Int32, from start: Int32, to end: Int32, line: UnsafePointer<UInt16>, step: Int,
        shared: SlicedRow
    ) {
        shared.map?._withUnsafeGuaranteedRef { $0.willDraw(row: y, from: start, to: end) }
        let source = shared.source, scale = shared.scale
        guard pairsRedAndBlue else {
            for i in 0..<Int(end - start) {
                let a = Int(Double(line[step * i]) * scale + 0.5), x = Int(start) + i
                if a > 0 { row[x] = a >= 255 ? source : blendedPixel(source, over: row[x], alpha: a) }
            }
            return
        }
        // `blendedPixel`'s arithmetic written out (called, it was a third of a shadow's cost), the alpha
        // in fixed point (2⁻²⁴: the same nearest step but where a coverage lands within 10⁻⁵ of a half).
        let (sourceRB, sourceG, opaque) = (source & 0x00FF_00FF, source & 0x0000_FF00, opaque)
        let fixedScale = UInt64(min(255.0 / 65535, scale) * 16_777_216 + 0.5)
        // Eight at a time where the processor can (the same arithmetic, `kinema_blend_coverage_span`).
        let done = kinema_blend_coverage_span(row + Int(start), line, step, Int(end &- start), UInt32(fixedScale), sourceRB, sourceG, opaque)
        for i in done..<Int(end &- start) {
            let a = UInt32(truncatingIfNeeded: (UInt64(line[step &* i]) &* fixedScale &+ 8_388_608) >> 24)
            guard a > 0 else { continue }
            let x = Int(start) &+ i, inverse = 255 &- a, destination = row[x]
            var rb = (destination & 0x00FF_00FF) &* inverse &+ sourceRB &* a &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var g = (destination & 0x0000_FF00) &* inverse &+ sourceG &* a &+ 0x0000_8000
            g = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
            row[x] = rb | g | opaque
        }
    }

    /// The columns of row `row` (within `x0..<x1`) that the rounded box `cover` wholly covers: a run
    /// `h0..<h1`, empty (`x1..<x1`) when none; inside its corners' rows, only between them.
    static func covered(_ row: Int32, by cover: (box: CGRect, radius: CGFloat), from x0: Int32, to x1: Int32) -> (Int32, Int32) {
        let box = cover.box, r = max(0, cover.radius), top = CGFloat(row), bottom = CGFloat(row + 1)
        guard top >= box.minY, bottom <= box.maxY else { return (x1, x1) }
        let inset = top >= box.minY + r && bottom <= box.maxY - r ? 0 : r
        let h0 = max(x0, Int32((box.minX + inset).rounded(.up))), h1 = min(x1, Int32((box.maxX - inset).rounded(.down)))
        return h0 < h1 ? (h0, h1) : (x1, x1)
    }
}
