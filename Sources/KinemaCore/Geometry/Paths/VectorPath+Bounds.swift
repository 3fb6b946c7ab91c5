import Foundation

extension VectorPath {
    /// The box of every point of the path, control points included (Core Graphics' `boundingBox`);
    /// `CGRect.null` for an empty path.
    public var controlPointBounds: CGRect {
        var box = BoxBuilder()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c): box.add(p); box.add(c)
            case .curve(let p, let c1, let c2): box.add(p); box.add(c1); box.add(c2)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest box holding the path's curves (Core Graphics' `boundingBoxOfPath`): each curve's
    /// extremes where its derivative is zero, not its control points; `CGRect.null` for an empty path.
    public var bounds: CGRect {
        var box = BoxBuilder()
        for subpath in subpaths {
            box.add(subpath.start)
            for segment in subpath.segments {
                box.add(segment.end)
                for t in segment.extremeParameters { box.add(segment.point(at: t)) }
            }
        }
        return box.rect
    }
}

/// A growing box of points, in plain comparisons.
struct BoxBuilder {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        (minX, maxX) = (min(minX, p.x), max(maxX, p.x))
        (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

extension PathSegment {
    /// The parameters in (0, 1) where x or y has a turning point.
    var extremeParameters: [CGFloat] {
        switch self {
        case .line:
            return []
        case .quad(let p0, let p1, let p2):
            // B′(t) = 0 ⇔ t = (p0 − p1) / (p0 − 2p1 + p2), per axis.
            return [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
                let d = a - 2 * b + c
                guard d != 0 else { return nil }
                let t = (a - b) / d
                return t > 0 && t < 1 ? t : nil
            }
        case .cubic(let p0, let p1, let p2, let p3):
            return Self.cubicRoots(p0.x, p1.x, p2.x, p3.x) + Self.cubicRoots(p0.y, p1.y, p2.y, p3.y)
        }
    }

    /// Where a cubic Bézier's derivative, 3[(1−t)²(b−a) + 2(1−t)t(c−b) + t²(d−c)], is zero in (0, 1):
    /// the roots of A t² + B t + C with A = 3(−a + 3b − 3c + d), B = 6(a − 2b + c), C = 3(b − a).
    private static func cubicRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        let qa = 3 * (-a + 3 * b - 3 * c + d), qb = 6 * (a - 2 * b + c), qc = 3 * (b - a)
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
