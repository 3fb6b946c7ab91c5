import Foundation

extension VectorPath {
    /// How far a mitered stroke reaches past the path, as a multiple of half its width: the largest miter
    /// ratio 1/cos(α/2) over the path's joins (α the turn between one segment's end tangent and the
    /// next one's start tangent, closing lines included) that stays within `miterLimit`; a join past the
    /// limit is bevelled, and reaches no further than half the width (ratio 1). 1 for a smooth path.
    package func miterReach(limit: CGFloat) -> CGFloat {
        var largest: CGFloat = 1
        for subpath in subpaths {
            let segments = subpath.isClosed ? subpath.drawnSegments : subpath.segments
            var joins = Array(zip(segments, segments.dropFirst()))
            if subpath.isClosed, let last = segments.last, let first = segments.first, segments.count > 1 { joins.append((last, first)) }
            for (incoming, outgoing) in joins {
                guard let d1 = incoming.endTangent, let d2 = outgoing.startTangent else { continue }
                // cos α from the unit tangents; cos(α/2) = √((1 + cos α)/2).
                let cosine = (d1.x * d2.x + d1.y * d2.y) / (hypot(d1.x, d1.y) * hypot(d2.x, d2.y))
                let halfCosine = ((1 + max(-1, min(1, cosine))) / 2).squareRoot()
                guard halfCosine > 0 else { continue }
                let ratio = 1 / halfCosine
                if ratio <= limit { largest = max(largest, ratio) }
            }
        }
        return largest
    }
}

extension PathSegment {
    /// The direction the segment leaves its start in (nil when every point is its start).
    var startTangent: CGPoint? {
        let points: [CGPoint]
        switch self {
        case .line(let p0, let p1): points = [p0, p1]
        case .quad(let p0, let p1, let p2): points = [p0, p1, p2]
        case .cubic(let p0, let p1, let p2, let p3): points = [p0, p1, p2, p3]
        }
        return points.dropFirst().lazy.map { CGPoint(x: $0.x - points[0].x, y: $0.y - points[0].y) }.first { $0 != .zero }
    }

    /// The direction the segment arrives at its end in (nil when every point is its end).
    var endTangent: CGPoint? {
        reversed.startTangent.map { CGPoint(x: -$0.x, y: -$0.y) }
    }
}
