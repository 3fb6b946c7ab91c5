import Foundation

/// Polylines straight into the surface by their pixels' distance to the line: a plot's curve is dozens
/// of segments a few pixels long, which as feathered triangles (`TriangleBatch.stroke(open:…)`) took six
/// or more small triangles each, each set up on its own. Here each segment visits the pixels of its box
/// once, and the line's coverage is the most any segment gives a pixel (kept in a mask over the line's
/// box, blended once), so joints are not drawn twice.
///
/// The edge is the triangles' one-pixel feather: coverage 1 − (d − (w/2 − 0.5)), clamped, at a distance
/// d from the line; lines under a pixel wide are a pixel wide at their width's share of the alpha. Ends
/// are butt ends with the feather (round ones from 3 pixels wide, as the triangles' caps), joints round.
extension SurfaceRasterizer {
    /// The most pixels a line's box may hold to be drawn here (the mask is one byte a pixel); a longer
    /// line is left to the triangles (false is returned).
    package static let polylineMaskLimit = 1 << 20

    /// Strokes the polyline `points` (window pixels), `width` pixels wide, in `color`, inside `clip`,
    /// using `mask` as scratch (left clear). Returns false (drawing nothing) when its box is over
    /// `polylineMaskLimit` pixels, a point is not finite or the width is not a plausible width.
    package func strokePolyline(_ points: [CGPoint], width: CGFloat, color: RasterColor, clip: PixelRect, mask: inout PolylineMask) -> Bool {
        guard points.count >= 2, width > 0 else { return true }
        // Hostile widths (infinite, NaN, wider than any surface) are left to the triangles, which clamp.
        guard width < 65_536 else { return false }
        let thin = width < 1
        let alpha = thin ? Int(UInt8(Double(color.a) * Double(width))) : Int(color.a)
        let half = Float(max(width, 1) / 2), reach = half + 0.5
        var low = (x: Float.infinity, y: Float.infinity), high = (x: -Float.infinity, y: -Float.infinity)
        for point in points {
            guard point.x.isFinite, point.y.isFinite else { return false }
            low = (min(low.x, Float(point.x)), min(low.y, Float(point.y)))
            high = (max(high.x, Float(point.x)), max(high.y, Float(point.y)))
        }
        guard alpha > 0 else { return true }
        let limit = Float(1 << 24)
        guard low.x > -limit, low.y > -limit, high.x < limit, high.y < limit else { return false }
        let x0 = max(Int32((low.x - reach).rounded(.down)), clip.x, 0), x1 = min(Int32((high.x + reach).rounded(.up)), clip.x + clip.w, self.width)
        let y0 = max(Int32((low.y - reach).rounded(.down)), clip.y, 0), y1 = min(Int32((high.y + reach).rounded(.up)), clip.y + clip.h, self.height)
        guard x0 < x1, y0 < y1 else { return true }
        let area = Int(x1 - x0) * Int(y1 - y0)
        guard area <= Self.polylineMaskLimit else { return false }
        mask.prepare(area: area, rows: Int(y1 - y0))
        let roundEnds = width >= 3
        let box = Box(origin: (x0, y0), size: (x1 - x0, y1 - y0))
        mask.coverage.withUnsafeMutableBufferPointer { coverage in
            mask.low.withUnsafeMutableBufferPointer { rowLow in
                mask.high.withUnsafeMutableBufferPointer { rowHigh in
                    let rows = Rows(coverage: coverage.baseAddress!, low: rowLow.baseAddress!, high: rowHigh.baseAddress!)
                    for index in 1..<points.count {
                        let segment = Segment(from: points[index - 1], to: points[index], half: half)
                        let ends = (start: index == 1 && !roundEnds, end: index == points.count - 1 && !roundEnds)
                        segment.cover(rows, box: box, butt: ends)
                    }
                    blend(rows, box: box, color: color, alpha: alpha)
                }
            }
        }
        return true
    }

    /// A line's box in the surface, in pixels.
    private struct Box {
        let origin: (x: Int32, y: Int32)
        let size: (w: Int32, h: Int32)
    }

    /// The mask's storage while a line is drawn: its coverage and each row's reached columns.
    private struct Rows {
        let coverage: UnsafeMutablePointer<UInt8>
        let low: UnsafeMutablePointer<Int32>
        let high: UnsafeMutablePointer<Int32>
    }

    /// The mask's reached pixels over the surface in `color` at `alpha` times each pixel's coverage,
    /// each row's reached columns cleared behind it.
    private func blend(_ rows: Rows, box: Box, color: RasterColor, alpha: Int) {
        let source = pixel(red: color.r, green: color.g, blue: color.b)
        for row in 0..<Int(box.size.h) {
            let first = Int(rows.low[row]), end = Int(rows.high[row])
            guard first < end else { continue }
            let line = pixels.advanced(by: (Int(box.origin.y) + row) * pitch + Int(box.origin.x))
            let covered = rows.coverage.advanced(by: row * Int(box.size.w))
            for column in first..<end {
                let c = Int(covered[column])
                guard c > 0 else { continue }
                let a = c == 255 ? alpha : (c * alpha + 127) / 255
                guard a > 0 else { continue }
                line[column] = a >= 255 ? source : blendedPixel(source, over: line[column], alpha: a)
            }
            covered.advanced(by: first).update(repeating: 0, count: end - first)
        }
    }

    /// One segment of a polyline, in pixels.
    private struct Segment {
        let a: (x: Float, y: Float)
        /// The unit direction from `a` to the other end, and the length.
        let u: (x: Float, y: Float)
        let length: Float
        let half: Float

        init(from p: CGPoint, to q: CGPoint, half: Float) {
            a = (Float(p.x), Float(p.y))
            let d = (Float(q.x) - a.x, Float(q.y) - a.y)
            length = (d.0 * d.0 + d.1 * d.1).squareRoot()
            u = length > 0 ? (d.0 / length, d.1 / length) : (1, 0)
            self.half = half
        }

        /// Raises the mask's coverage to this segment's over the pixels of its box; `butt` for each end
        /// that is the line's own end with a butt end (the others round, as joints).
        func cover(_ rows: Rows, box: Box, butt: (start: Bool, end: Bool)) {
            let (origin, size) = (box.origin, box.size)
            let reach = half + 0.5
            let b = (a.x + u.x * length, a.y + u.y * length)
            let left = max(0, Int32((min(a.x, b.0) - reach).rounded(.down)) - origin.x)
            let right = min(size.w, Int32((max(a.x, b.0) + reach).rounded(.up)) - origin.x)
            let top = max(0, Int32((min(a.y, b.1) - reach).rounded(.down)) - origin.y)
            let bottom = min(size.h, Int32((max(a.y, b.1) + reach).rounded(.up)) - origin.y)
            guard left < right, top < bottom else { return }
            for row in top..<bottom {
                let py = Float(origin.y + row) + 0.5 - a.y
                guard let (first, end) = band(row: py, columns: left..<right, originX: origin.x) else { continue }
                rows.low[Int(row)] = min(rows.low[Int(row)], first)
                rows.high[Int(row)] = max(rows.high[Int(row)], end)
                let line = rows.coverage.advanced(by: Int(row) * Int(size.w))
                // Along and across the line step by the direction's components from pixel to pixel.
                var px = Float(origin.x + first) + 0.5 - a.x
                var along = px * u.x + py * u.y, signedAcross = px * u.y - py * u.x
                for column in first..<end {
                    defer { (px, along, signedAcross) = (px + 1, along + u.x, signedAcross + u.y) }
                    var value: Float
                    if along < 0, !butt.start {
                        value = reach - (px * px + py * py).squareRoot()
                    } else if along > length, !butt.end {
                        let (ex, ey) = (px - u.x * length, py - u.y * length)
                        value = reach - (ex * ex + ey * ey).squareRoot()
                    } else {
                        // A butt end's edge is feathered across the end point, as a side's is across the side.
                        value = reach - Swift.abs(signedAcross)
                        if butt.start { value = min(value, 0.5 + along) }
                        if butt.end { value = min(value, 0.5 + length - along) }
                    }
                    guard value > 0 else { continue }
                    let level = UInt8(min(1, value) * 255 + 0.5)
                    if level > line[Int(column)] { line[Int(column)] = level }
                }
            }
        }

        /// The columns of `columns` whose centres can be within `half + 0.5` of the segment's line in the
        /// row whose centre is `py` below `a` (every pixel a side, end or joint covers is): a long
        /// diagonal's box is mostly pixels far from it. Nil when none are.
        private func band(row py: Float, columns: Range<Int32>, originX: Int32) -> (Int32, Int32)? {
            let reach = half + 0.5
            guard Swift.abs(u.y) > 1e-6 else {
                return Swift.abs(py * u.x) < reach ? (columns.lowerBound, columns.upperBound) : nil
            }
            // |px·u.y − py·u.x| < reach, with px the pixel centre's offset from `a`.
            let ends = ((py * u.x - reach) / u.y, (py * u.x + reach) / u.y)
            let shift = a.x - 0.5 - Float(originX)
            let lowest = (min(ends.0, ends.1) + shift).rounded(.down), highest = (max(ends.0, ends.1) + shift).rounded(.up) + 1
            // Clamped as floats first: a nearly level segment's band ends are far beyond any Int32.
            let bounds = (Float(columns.lowerBound), Float(columns.upperBound))
            let first = Int32(min(max(lowest, bounds.0), bounds.1)), end = Int32(min(max(highest, bounds.0), bounds.1))
            return first < end ? (first, end) : nil
        }
    }
}
