import Foundation

/// Blurred shadows of rounded boxes straight into the surface: what a layer's `shadowRadius` draws.
extension SurfaceRasterizer {
    /// Runs of one alpha at least this long go through `fillRun` (one value over a plain row); shorter
    /// ones, the shadow's soft edges, are blended pixel by pixel.
    static let shadowRun = 16

    /// Draws `shadow` source-over, inside `clip`: each pixel's alpha is the shadow's peak alpha times the
    /// blurred shape's coverage of the pixel (`ShadowPlan`), to the nearest step. At σ = 0 the shape
    /// itself, as `fillRoundedRect` draws it. Nothing is drawn when the opacity or the colour's alpha is
    /// 0 (or NaN), or the shape is empty or not finite.
    package func fillShadow(_ shadow: BoxShadow, clip: PixelRect) {
        let peak = shadow.peakAlpha, shape = shadow.shape, color = shadow.color
        guard peak > 0, shape.width > 0, shape.height > 0 else { return }
        guard shadow.sigma > 0 else {
            fillRoundedRect(shape, radius: CGFloat(shadow.corner), red: color.r, green: color.g, blue: color.b, alpha: Int(peak + 0.5), clip: clip)
            return
        }
        guard let plan = ShadowPlan(shadow, clip: clip, width: width, height: height) else { return }
        let source = UInt32(color.r) << shifts.red | UInt32(color.g) << shifts.green | UInt32(color.b) << shifts.blue | opaque
        // As in `fillRoundedRect`: asked once, held unretained for the whole shadow.
        let map = clearMap.flatMap { $0.isTracking ? Unmanaged.passUnretained($0) : nil }
        let count = plan.columns.count
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { coverage in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { alphas in
                for y in plan.rows {
                    plan.coverage(row: y, into: coverage)
                    for i in 0..<count { alphas[i] = Int32(peak * coverage[i] + 0.5) }
                    writeShadowRow(y, from: plan.columns.lowerBound, alphas: alphas, source: source, map: map)
                }
            }
        }
    }

    /// Draws `shadow` as `fillShadow(_:clip:)` does, from the cached corners of `tiles` where its shape is
    /// large beside its blur (`ShadowSlices`: the same pixels where its edges lie on eighths of a pixel,
    /// within 17 / σ steps of 255 elsewhere), else by the exact plan.
    ///
    /// `cover`: an opaque rounded box drawn next over the shadow (the caster's own background, in
    /// pixels): the sliced shadow leaves out the pixels it wholly covers, which it would paint over.
    package func fillShadow(_ shadow: BoxShadow, clip: PixelRect, tiles: ShadowTiles, cover: (box: CGRect, radius: CGFloat)? = nil) {
        let peak = shadow.peakAlpha, color = shadow.color
        guard peak > 0, let slices = ShadowSlices(shadow) else { return fillShadow(shadow, clip: clip) }
        let (x, y) = (slices.x, slices.y)
        let x0 = max(x.edges.0, clip.x, 0), x1 = min(x.edges.3, clip.x + clip.w, width)
        let y0 = max(y.edges.0, clip.y, 0), y1 = min(y.edges.3, clip.y + clip.h, height)
        guard x0 < x1, y0 < y1 else { return }
        let corners = [0, 2].flatMap { ty in [0, 2].map { tx in tiles.tile(slices.key(thirdX: tx, thirdY: ty)) } }
        let source = UInt32(color.r) << shifts.red | UInt32(color.g) << shifts.green | UInt32(color.b) << shifts.blue | opaque
        let map = clearMap.flatMap { $0.isTracking ? Unmanaged.passUnretained($0) : nil }
        let scale = peak / 65535
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Int(x1 - x0)) { alphas in
            var middleRowReady = false
            for row in y0..<y1 {
                let thirdY = y.third(row)
                let (h0, h1) = cover.map { Self.covered(row, by: $0, from: x0, to: x1) } ?? (x1, x1)
                // Every row of the middle third is the same: worked out once, whole. Others only where
                // the cover leaves them to be seen.
                if thirdY == 1 {
                    if !middleRowReady { Self.shadowRow(row, third: 1, of: slices, corners: corners, from: x0, to: x1, base: x0, scale: scale, into: alphas) }
                    middleRowReady = true
                } else {
                    Self.shadowRow(row, third: thirdY, of: slices, corners: corners, from: x0, to: h0, base: x0, scale: scale, into: alphas)
                    Self.shadowRow(row, third: thirdY, of: slices, corners: corners, from: max(h0, h1), to: x1, base: x0, scale: scale, into: alphas)
                }
                if h0 > x0 {
                    let left = UnsafeMutableBufferPointer(rebasing: alphas[0..<Int(h0 - x0)])
                    writeShadowRow(row, from: x0, alphas: left, source: source, map: map)
                }
                if h1 < x1, h1 > h0 {
                    let right = UnsafeMutableBufferPointer(rebasing: alphas[Int(h1 - x0)...])
                    writeShadowRow(row, from: h1, alphas: right, source: source, map: map)
                }
            }
        }
    }

    /// The columns of row `row` (within `x0..<x1`) that the rounded box `cover` wholly covers: a run
    /// `h0..<h1`, empty (`x1..<x1`) when none; inside its corners' rows, only between them.
    private static func covered(_ row: Int32, by cover: (box: CGRect, radius: CGFloat), from x0: Int32, to x1: Int32) -> (Int32, Int32) {
        let box = cover.box, r = max(0, cover.radius), top = CGFloat(row), bottom = CGFloat(row + 1)
        guard top >= box.minY, bottom <= box.maxY else { return (x1, x1) }
        let inset = top >= box.minY + r && bottom <= box.maxY - r ? 0 : r
        let h0 = max(x0, Int32((box.minX + inset).rounded(.up))), h1 = min(x1, Int32((box.maxX - inset).rounded(.down)))
        return h0 < h1 ? (h0, h1) : (x1, x1)
    }

    /// The alphas of row `row` (in its `third` of the rows) of a sliced shadow, columns `x0..<x1`, into
    /// `alphas` from column `base`: each third of the columns from its tile's row, the middle one value.
    private static func shadowRow(
        _ row: Int32, third thirdY: Int, of slices: ShadowSlices, corners: [ShadowTiles.Tile], from x0: Int32, to x1: Int32,
        base: Int32, scale: Double, into alphas: UnsafeMutableBufferPointer<Int32>
    ) {
        guard x0 < x1 else { return }
        let x = slices.x, edges = [x.edges.0, x.edges.1, x.edges.2, x.edges.3]
        for thirdX in 0..<3 {
            let start = max(x0, edges[thirdX]), end = min(x1, edges[thirdX + 1])
            guard start < end else { continue }
            let tile = corners[(thirdY == 2 ? 2 : 0) + (thirdX == 2 ? 1 : 0)]
            let tileRow = slices.y.index(row, third: thirdY, length: tile.height)
            tile.coverage.withUnsafeBufferPointer { coverage in
                let line = coverage.baseAddress! + Int(tileRow) * Int(tile.width)
                switch thirdX {
                case 0:
                    for column in start..<end { alphas[Int(column - base)] = Int32(Double(line[Int(column - x.edges.0)]) * scale + 0.5) }
                case 1:
                    let alpha = Int32(Double(line[Int(tile.width - 1)]) * scale + 0.5)
                    for column in start..<end { alphas[Int(column - base)] = alpha }
                default:
                    for column in start..<end { alphas[Int(column - base)] = Int32(Double(line[Int(x.edges.3 - 1 - column)]) * scale + 0.5) }
                }
            }
        }
    }

    /// Row `y` of a shadow from column `start`, one alpha per pixel: long runs of one alpha as runs, the
    /// pixels between blended one by one after telling the map where.
    private func writeShadowRow(
        _ y: Int32, from start: Int32, alphas: UnsafeMutableBufferPointer<Int32>, source: UInt32, map: Unmanaged<ClearMap>?
    ) {
        let row = pixels.advanced(by: Int(y) * pitch)
        var i = 0, blendFrom = 0
        while i < alphas.count {
            let alpha = alphas[i]
            var end = i + 1
            while end < alphas.count, alphas[end] == alpha { end += 1 }
            if alpha > 0, end - i >= Self.shadowRun {
                blendShadow(row, y, start, alphas, from: blendFrom, to: i, source: source, map: map)
                fillRun(row, y: y, from: start + Int32(i), to: start + Int32(end), source: source, alpha: Int(alpha), map: map)
                blendFrom = end
            }
            i = end
        }
        blendShadow(row, y, start, alphas, from: blendFrom, to: alphas.count, source: source, map: map)
    }

    /// Pixels `from..<to` of a shadow's row (indices into `alphas`, column `start` + index), each blended
    /// at its own alpha; the map told first, from the first drawn pixel to the last.
    @inline(__always)
    private func blendShadow(
        _ row: UnsafeMutablePointer<UInt32>, _ y: Int32, _ start: Int32, _ alphas: UnsafeMutableBufferPointer<Int32>,
        from: Int, to: Int, source: UInt32, map: Unmanaged<ClearMap>?
    ) {
        var first = from, last = to
        while first < last, alphas[first] <= 0 { first += 1 }
        while last > first, alphas[last - 1] <= 0 { last -= 1 }
        guard first < last else { return }
        map?._withUnsafeGuaranteedRef { $0.willDraw(row: y, from: start + Int32(first), to: start + Int32(last)) }
        guard pairsRedAndBlue else {
            for i in first..<last where alphas[i] > 0 {
                let x = Int(start) + i
                row[x] = alphas[i] >= 255 ? source : blendedPixel(source, over: row[x], alpha: Int(alphas[i]))
            }
            return
        }
        // `blendedPixel`'s arithmetic written out here: called, it cost a sliced shadow's frame a third.
        let (sourceRB, sourceG, opaque) = (source & 0x00FF_00FF, source & 0x0000_FF00, opaque)
        for i in first..<last where alphas[i] > 0 {
            let x = Int(start) + i, a = UInt32(min(255, alphas[i])), inverse = 255 - a, destination = row[x]
            var rb = (destination & 0x00FF_00FF) &* inverse &+ sourceRB &* a &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var g = (destination & 0x0000_FF00) &* inverse &+ sourceG &* a &+ 0x0000_8000
            g = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
            row[x] = rb | g | opaque
        }
    }
}
