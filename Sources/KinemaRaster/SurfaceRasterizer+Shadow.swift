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
    ///
    /// `cover`: an opaque rounded box drawn next over the shadow (the caster's background, in pixels): the
    /// pixels it wholly covers are neither worked out nor drawn (under a card, most of its shadow).
    package func fillShadow(_ shadow: BoxShadow, clip: PixelRect, cover: (box: CGRect, radius: CGFloat)? = nil) {
        let peak = shadow.peakAlpha, shape = shadow.shape, color = shadow.color
        guard peak > 0, shape.width > 0, shape.height > 0 else { return }
        guard shadow.sigma > 0 else {
            fillRoundedRect(shape, radius: CGFloat(shadow.corner), red: color.r, green: color.g, blue: color.b, alpha: Int(peak + 0.5), clip: clip)
            return
        }
        guard let plan = ShadowPlan(shadow, clip: clip, width: width, height: height) else { return }
        let source = pixel(red: color.r, green: color.g, blue: color.b)
        let map = trackingClearMap
        let count = plan.columns.count, (x0, x1) = (plan.columns.lowerBound, plan.columns.upperBound)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { coverage in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { alphas in
                // The columns `part` of row `y`.
                func draw(_ y: Int32, _ part: Range<Int32>) {
                    guard !part.isEmpty else { return }
                    let width = part.count
                    plan.coverage(row: y, columns: part, into: coverage)
                    for i in 0..<width { alphas[i] = Int32(peak * coverage[i] + 0.5) }
                    writeShadowRow(y, from: part.lowerBound, alphas: UnsafeMutableBufferPointer(rebasing: alphas[0..<width]), source: source, map: map)
                }
                for y in plan.rows {
                    // Only what the cover leaves to be seen: left of it and right of it.
                    let (h0, h1) = cover.map { Self.covered(y, by: $0, from: x0, to: x1) } ?? (x1, x1)
                    draw(y, x0..<h0)
                    draw(y, max(h0, h1)..<x1)
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
