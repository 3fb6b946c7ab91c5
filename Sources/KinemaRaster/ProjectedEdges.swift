import Foundation
import KinemaCore

/// A convex polygon's edges as lines (unit normals pointing inside), for anti-aliased coverage.
struct ProjectedEdges {
    /// a·x + b·y + c: the signed distance in pixels, positive inside.
    let lines: [(a: Double, b: Double, c: Double)]
    let box: CGRect

    init?(_ polygon: [CGPoint]) {
        let area = Transform3D.signedArea(polygon)
        guard area.isFinite, Swift.abs(area) > 1e-9 else { return nil }
        let sign: Double = area > 0 ? 1 : -1
        var lines: [(Double, Double, Double)] = []
        for (index, p) in polygon.enumerated() {
            let q = polygon[(index + 1) % polygon.count]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-12 else { continue }
            let a = -dy / length * sign, b = dx / length * sign
            lines.append((a, b, -(a * Double(p.x) + b * Double(p.y))))
        }
        self.lines = lines
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!).insetBy(dx: -1, dy: -1)
    }

    /// The pixel's coverage: its centre's distance inside the nearest edge plus ½, clamped to 0…1.
    @inline(__always)
    func coverage(x: Double, y: Double) -> Double {
        var least = 1.0
        for line in lines { least = min(least, line.a * x + line.b * y + line.c + 0.5) }
        return max(0, least)
    }

    /// The x range along the row at `y` where every pixel centre is half a pixel inside every edge
    /// (wholly covered), or an empty range.
    func innerSpan(atY y: Double) -> Range<Double> {
        guard let span = span(atY: y, reach: -0.5) else { return 0..<0 }
        return span.lowerBound..<span.upperBound
    }

    /// The x range along the row at `y` where coverage can be above 0, or nil.
    func span(atY y: Double, reach: Double = 0.5) -> ClosedRange<Double>? {
        var low = Double(box.minX), high = Double(box.maxX)
        for line in lines {
            // a·x + b·y + c + reach > 0.
            let rest = line.b * y + line.c + reach
            if Swift.abs(line.a) < 1e-12 {
                if rest <= 0 { return nil }
            } else if line.a > 0 {
                low = max(low, -rest / line.a)
            } else {
                high = min(high, -rest / line.a)
            }
        }
        return low < high ? low...high : nil
    }
}
