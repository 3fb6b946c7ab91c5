import Foundation

extension VectorPath {
    /// The path as polylines, each curve cut into straight pieces that stray from it by at most
    /// `tolerance` (in the path's units, > 0), with whether each is closed.
    ///
    /// A Bézier curve of degree n cut into k equal parameter steps strays by at most
    /// n(n − 1)/8 · M / k², M the largest second difference of its control points (Wang's bound), so
    /// k = ⌈√(n(n − 1) M / (8 · tolerance))⌉.
    public func flattened(tolerance: CGFloat) -> [(points: [CGPoint], isClosed: Bool)] {
        let tolerance = max(tolerance, 1e-6)
        return subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments {
                let steps = segment.flatteningSteps(tolerance: tolerance)
                for step in 1...steps { points.append(segment.point(at: CGFloat(step) / CGFloat(steps))) }
            }
            return (points, subpath.isClosed)
        }
    }

    /// Whether `point` is inside the path's filled area, every subpath closed, by the nonzero winding
    /// rule or (`evenOdd`) the even-odd rule; curves flattened to `tolerance`.
    public func contains(_ point: CGPoint, evenOdd: Bool, tolerance: CGFloat = 0.01) -> Bool {
        var winding = 0
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for index in points.indices {
                let (p, q) = (points[index], points[(index + 1) % points.count])
                // Upward crossings of the ray to the right count +1, downward −1.
                if p.y <= point.y, q.y > point.y, cross(p, q, point) > 0 { winding += 1 }
                if p.y > point.y, q.y <= point.y, cross(p, q, point) < 0 { winding -= 1 }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
        (q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)
    }
}

extension PathSegment {
    /// Equal parameter steps that keep the pieces within `tolerance` of the curve (see `flattened`).
    func flatteningSteps(tolerance: CGFloat) -> Int {
        let (m, degreeFactor): (CGFloat, CGFloat)
        switch self {
        case .line:
            return 1
        case .quad(let p0, let p1, let p2):
            (m, degreeFactor) = (hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), 2)
        case .cubic(let p0, let p1, let p2, let p3):
            m = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
            degreeFactor = 6
        }
        let steps = (degreeFactor * m / (8 * tolerance)).squareRoot().rounded(.up)
        return steps.isFinite ? max(1, min(10_000, Int(steps))) : 1
    }
}
