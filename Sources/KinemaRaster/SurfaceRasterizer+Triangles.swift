import Foundation

/// Triangles straight into the surface: what the renderer's triangle batches (lines, strokes, symbols,
/// anything rotated) draw on the software path. SDL's software renderer draws each triangle of a batch
/// through a surface of its own, made and blitted every time — about 5,000 instructions a triangle, and a
/// plot's lines are hundreds of them a frame.
extension SurfaceRasterizer {
    /// Sub-pixel steps per pixel of the fixed-point positions.
    package static let triangleSubpixels: Float = 256

    /// Fills the triangle `a`, `b`, `c` (window pixels) with its vertices' colours interpolated across it,
    /// blended over the surface, inside `clip`. A pixel is drawn when its centre is inside; a centre on
    /// an edge belongs to one of the two triangles sharing that edge (the top-left rule), so a strip of
    /// triangles blends each pixel once.
    package func fillTriangle(_ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex, clip: PixelRect) {
        guard a.color.a > 0 || b.color.a > 0 || c.color.a > 0 else { return }
        // Off the clip by its vertices' box (a pixel's margin for the rounding below): not set up at all.
        let (pa, pb, pc) = (a.position, b.position, c.position)
        guard max(pa.x, pb.x, pc.x) >= Float(clip.x) - 1, min(pa.x, pb.x, pc.x) <= Float(clip.x + clip.w) + 1,
            max(pa.y, pb.y, pc.y) >= Float(clip.y) - 1, min(pa.y, pb.y, pc.y) <= Float(clip.y + clip.h) + 1
        else { return }
        @inline(__always) func fixed(_ v: Float) -> Int { v.isFinite ? Self.nearestWhole(v * Self.triangleSubpixels) : 0 }
        var (p0, p1, p2) = ((fixed(a.position.x), fixed(a.position.y)), (fixed(b.position.x), fixed(b.position.y)), (fixed(c.position.x), fixed(c.position.y)))
        var (c0, c1, c2) = (a.color, b.color, c.color)
        var area = (p1.0 - p0.0) * (p2.1 - p0.1) - (p1.1 - p0.1) * (p2.0 - p0.0)
        guard area != 0 else { return }
        if area < 0 {
            swap(&p1, &p2)
            swap(&c1, &c2)
            area = -area
        }
        let step = Int(Self.triangleSubpixels)
        let x0 = max(Int32(min(p0.0, p1.0, p2.0) / step), clip.x, 0), x1 = min(Int32(max(p0.0, p1.0, p2.0) / step) + 1, clip.x + clip.w, width)
        let y0 = max(Int32(min(p0.1, p1.1, p2.1) / step), clip.y, 0), y1 = min(Int32(max(p0.1, p1.1, p2.1) / step) + 1, clip.y + clip.h, height)
        guard x0 < x1, y0 < y1 else { return }
        // Edge functions, each positive inside: e(p) = (v − u) × (p − u), for the edge opposite each vertex.
        let edges = (Edge(p1, p2), Edge(p2, p0), Edge(p0, p1))
        let inverseArea = 1 / Double(area)
        let sameColour = (c0.r, c0.g, c0.b) == (c1.r, c1.g, c1.b) && (c0.r, c0.g, c0.b) == (c2.r, c2.g, c2.b)
        // One colour and alpha at every vertex (a shape's inside): its spans are runs of the mix's value.
        let uniformAlpha = sameColour && c0.a == c1.a && c0.a == c2.a ? Int(c0.a) : nil
        let colourSource = pixel(red: c0.r, green: c0.g, blue: c0.b)
        let dx = (edges.0.dx * step, edges.1.dx * step, edges.2.dx * step)
        // An edge that does not own the pixels on it needs its function above 0, that is at least 1.
        let bias = (edges.0.ownsItsPixels ? 0 : 1, edges.1.ownsItsPixels ? 0 : 1, edges.2.ownsItsPixels ? 0 : 1)
        for y in y0..<y1 {
            let py = Int(y) * step + step / 2
            let row = pixels.advanced(by: Int(y) * pitch)
            let startX = Int(x0) * step + step / 2
            let start = (edges.0.value(startX, py), edges.1.value(startX, py), edges.2.value(startX, py))
            // Only the pixels inside every edge are visited: the span holds exactly those of the row.
            guard let span = Self.span((start.0 - bias.0, start.1 - bias.1, start.2 - bias.2), dx, count: Int(x1 - x0)) else {
                continue
            }
            let first = x0 + Int32(span.lowerBound), last = x0 + Int32(span.upperBound)
            if let uniformAlpha {
                fillRun(row, y: y, from: first, to: last + 1, source: colourSource, alpha: uniformAlpha, map: nil)
                continue
            }
            let e = (start.0 + span.lowerBound * dx.0, start.1 + span.lowerBound * dx.1, start.2 + span.lowerBound * dx.2)
            Shading(colors: (c0, c1, c2), inverseArea: inverseArea, sameColour: sameColour ? colourSource : nil)
                .blend(row, from: first, to: last, edges: e, step: dx, into: self)
        }
    }

    /// How a triangle's vertex colours are mixed across it, pixel by pixel.
    private struct Shading {
        let colors: (RasterColor, RasterColor, RasterColor)
        let inverseArea: Double
        /// The one colour of the three vertices (their alphas differ), as a pixel.
        let sameColour: UInt32?

        /// Pixels `first...last` of `row`, whose edge functions at `first` are `edges` and grow by `step`
        /// a pixel: each takes the vertices' colours mixed by its barycentric weights.
        @inline(__always)
        func blend(
            _ row: UnsafeMutablePointer<UInt32>, from first: Int32, to last: Int32, edges: (Int, Int, Int), step: (Int, Int, Int),
            into rasterizer: SurfaceRasterizer
        ) {
            let (c0, c1, c2) = colors
            let shifts = rasterizer.shifts, opaque = rasterizer.opaque
            var e = edges
            for x in first...last {
                defer { e = (e.0 + step.0, e.1 + step.1, e.2 + step.2) }
                let w0 = Double(e.0) * inverseArea, w1 = Double(e.1) * inverseArea, w2 = 1 - w0 - w1
                func mixed(_ k0: UInt8, _ k1: UInt8, _ k2: UInt8) -> Int {
                    Int(max(0, min(255, Double(k0) * w0 + Double(k1) * w1 + Double(k2) * w2)) + 0.5)
                }
                let alpha = mixed(c0.a, c1.a, c2.a)
                guard alpha > 0 else { continue }
                let source = sameColour
                    ?? UInt32(mixed(c0.r, c1.r, c2.r)) << shifts.red | UInt32(mixed(c0.g, c1.g, c2.g)) << shifts.green
                        | UInt32(mixed(c0.b, c1.b, c2.b)) << shifts.blue | opaque
                row[Int(x)] = alpha >= 255 ? source : rasterizer.blendedPixel(source, over: row[Int(x)], alpha: alpha)
            }
        }
    }

    /// `v` rounded to the nearest integer, halves away from zero: `Int(v.rounded())` without the C
    /// library's `roundf` call, which x86-64 without SSE 4.1 makes for it (six a triangle, a tenth of a
    /// triangle's cost). Exact: below 2^24, `v` less its truncation is exact in `Float`; above, `v` is
    /// whole.
    @inline(__always)
    package static func nearestWhole(_ v: Float) -> Int {
        let whole = Int(v)
        let fraction = v - Float(whole)
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    /// The pixels `k` (0 ..< `count`) of a row where none of three edge functions, `start + k × step`,
    /// is negative: the only ones that can be inside. nil when there are none.
    @inline(__always)
    static func span(_ start: (Int, Int, Int), _ step: (Int, Int, Int), count: Int) -> ClosedRange<Int>? {
        var low = 0, high = count - 1
        // One edge at a time (no array of the three: this runs for every row of every triangle); false
        // when the edge leaves no pixel of the row.
        func narrow(_ value: Int, _ delta: Int) -> Bool {
            if delta > 0 {
                // value + k × delta ≥ 0 from k = ⌈−value / delta⌉ on.
                if value < 0 { low = max(low, (-value + delta - 1) / delta) }
            } else if delta < 0 {
                // value + k × delta ≥ 0 up to k = ⌊value / −delta⌋.
                guard value >= 0 else { return false }
                high = min(high, value / -delta)
            } else if value < 0 {
                return false
            }
            return true
        }
        guard narrow(start.0, step.0), narrow(start.1, step.1), narrow(start.2, step.2) else { return nil }
        return low <= high ? low...high : nil
    }

    /// One edge of a triangle, from `u` to `v` (fixed point), with the triangle on its positive side.
    private struct Edge {
        let u: (Int, Int)
        let along: (x: Int, y: Int)
        /// The edge function's change per sub-pixel step right.
        let dx: Int
        /// Whether a centre exactly on the edge counts as inside: for a top or left edge only, so that of
        /// two triangles sharing an edge exactly one draws the pixels on it.
        let ownsItsPixels: Bool

        init(_ u: (Int, Int), _ v: (Int, Int)) {
            self.u = u
            along = (v.0 - u.0, v.1 - u.1)
            dx = -along.y
            ownsItsPixels = along.y < 0 || (along.y == 0 && along.x > 0)
        }

        @inline(__always)
        func value(_ x: Int, _ y: Int) -> Int { along.x * (y - u.1) - along.y * (x - u.0) }
    }
}
