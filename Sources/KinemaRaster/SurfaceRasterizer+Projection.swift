import CPixelStores
import Foundation
import KinemaCore

extension SurfaceRasterizer {
    /// Draws `texture` onto the target through a perspective: each pixel inside `polygon` (the projected
    /// quad in target pixels, convex, as `ProjectiveTransform.projectedPolygon` gives it) takes the
    /// texture at its centre mapped back by `pixelToTexel` (the inverse homography, exact per pixel, so
    /// the picture is perspective-correct), filtered bilinearly, times how much of the pixel the polygon
    /// covers (the distance of its centre to each edge, so the quad's edges are anti-aliased over one
    /// pixel), and composited over what is there (premultiplied: out = texel + out·(1 − texel alpha)).
    /// Inside `clip`; the caller has told the lazy clear it draws over the polygon's box.
    package func drawProjected(_ texture: ProjectedTexture, pixelToTexel: ProjectiveTransform, polygon: [CGPoint], clip: PixelRect) {
        guard polygon.count >= 3, let edges = ProjectedEdges(polygon) else { return }
        let top = max(clip.y, max(0, PixelBounds.int32(edges.box.minY.rounded(.down))))
        let bottom = min(clip.y + clip.h, min(height, PixelBounds.int32(edges.box.maxY.rounded(.up))))
        guard top < bottom else { return }
        let rows = top..<bottom
        for y in rows {
            let centreY = Double(y) + 0.5
            guard let span = edges.span(atY: centreY) else { continue }
            let x0 = max(clip.x, max(0, PixelBounds.int32(CGFloat(span.lowerBound.rounded(.down)))))
            let x1 = min(clip.x + clip.w, min(width, PixelBounds.int32(CGFloat(span.upperBound.rounded(.up)))))
            guard x0 < x1 else { continue }
            drawProjectedRow(texture, pixelToTexel: pixelToTexel, edges: edges, y: y, from: x0, to: x1)
        }
    }

    private func drawProjectedRow(
        _ texture: ProjectedTexture, pixelToTexel m: ProjectiveTransform, edges: ProjectedEdges, y: Int32, from x0: Int32, to x1: Int32
    ) {
        let row = pixels + Int(y) * pitch
        let centreY = Double(y) + 0.5
        // Pixels whose centre lies half a pixel inside every edge are wholly covered: coverage is worked
        // out only along the edges.
        let inner = edges.innerSpan(atY: centreY)
        // (x, y, 1)·M at pixel x0 + k is the start plus k times M's first row: multiplied out for each
        // pixel rather than summed along the row, so that a wholly covered run can be done eight pixels
        // at a time (`kinema_projected_span`) with the same numbers.
        let start = m.homogeneous(CGPoint(x: Double(x0) + 0.5, y: centreY))
        let (u0, v0, w0) = (Double(start.x), Double(start.y), Double(start.w))
        let (du, dv, dw) = (Double(m.m11), Double(m.m12), Double(m.m13))
        let packed = shifts.red == 16 && shifts.green == 8 && shifts.blue == 0
        let run = packed && projectsInBlocks ? Self.wholePixels(in: inner, from: x0, to: x1) : x0..<x0
        var x = x0
        while x < x1 {
            if x == run.lowerBound, !run.isEmpty {
                let done = kinema_projected_span(
                    row + Int(x), run.count, Int(x &- x0), u0, v0, w0, du, dv, dw,
                    texture.pixels, Int32(texture.width), Int32(texture.height), Int32(texture.pitch), opaque)
                x &+= Int32(done)
                if done > 0 { continue }
            }
            defer { x &+= 1 }
            let k = Double(x &- x0), centreX = Double(x) + 0.5
            let (u, v, w) = (u0 + k * du, v0 + k * dv, w0 + k * dw)
            let coverage = inner.contains(centreX) ? 1 : edges.coverage(x: centreX, y: centreY)
            guard coverage > 0, w > 0 else { continue }
            let reciprocal = 1 / w
            var texel = texture.sample(u: u * reciprocal, v: v * reciprocal)
            if coverage < 1 { texel = ProjectedTexture.mix(0, texel, UInt32(coverage * 256 + 0.5)) }
            row[Int(x)] = over(texel, row[Int(x)], packed: packed)
        }
    }

    /// The pixels of `x0..<x1` whose centres lie in `inner` (an x range of centres), or an empty range.
    static func wholePixels(in inner: Range<Double>, from x0: Int32, to x1: Int32) -> Range<Int32> {
        guard !inner.isEmpty, inner.lowerBound.isFinite, inner.upperBound.isFinite else { return x0..<x0 }
        // x + ½ ≥ lower and x + ½ < upper, rounded inwards and then checked as the row checks them.
        var first = Int32(max(Double(x0), min(Double(x1), (inner.lowerBound - 0.5).rounded(.up))))
        var end = Int32(max(Double(first), min(Double(x1), (inner.upperBound - 0.5).rounded(.up))))
        while first < end, !inner.contains(Double(first) + 0.5) { first += 1 }
        while end > first, !inner.contains(Double(end - 1) + 0.5) { end -= 1 }
        return first..<end
    }

    /// The premultiplied texel (0xAARRGGBB) over a pixel of the target's layout: out = texel + out·(1 − α),
    /// rounded to nearest; red and blue in one word's two lanes where the layout pairs them as the
    /// texel does, channel by channel otherwise.
    /// (`packed`: the layout is the texel's, 0x..RRGGBB.)
    @inline(__always)
    private func over(_ texel: UInt32, _ destination: UInt32, packed: Bool) -> UInt32 {
        let alpha = texel >> 24
        guard alpha > 0 else { return destination }
        let rest = 255 - alpha
        guard packed else { return overByChannel(texel, destination, rest: rest) }
        let lanes: UInt32 = 0x00FF_00FF
        var rb: UInt32 = (destination & lanes) &* rest &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
        var g: UInt32 = ((destination >> 8) & 0xFF) &* rest &+ 128
        g = (g &+ (g >> 8)) >> 8
        // Premultiplied colour is at most its alpha, so sums stay within a channel; rounding may pass
        // 255 by one, which saturates.
        var sumRB: UInt32 = rb &+ (texel & lanes), sumG: UInt32 = g &+ ((texel >> 8) & 0xFF)
        sumRB = (sumRB | (((sumRB >> 8) & 0x0001_0001) &* 0xFF)) & lanes
        sumG = min(255, sumG)
        return sumRB | (sumG << 8) | opaque
    }

    private func overByChannel(_ texel: UInt32, _ destination: UInt32, rest: UInt32) -> UInt32 {
        func channel(_ texelShift: UInt32, _ shift: UInt32) -> UInt32 {
            let d = (destination >> shift) & 0xFF, s = (texel >> texelShift) & 0xFF
            let t = d * rest + 128
            return min(255, s + ((t + (t >> 8)) >> 8)) << shift
        }
        return channel(16, shifts.red) | channel(8, shifts.green) | channel(0, shifts.blue) | opaque
    }
}
