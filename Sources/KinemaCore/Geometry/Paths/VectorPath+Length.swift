import Foundation

extension VectorPath {
    /// The path's length in its own units: every segment's, closing lines included, by Gauss–Legendre
    /// quadrature of the speed (exact for lines, within about 1e-9 of the length for smooth curves).
    public var length: CGFloat {
        subpaths.reduce(0) { sum, subpath in subpath.drawnSegments.reduce(sum) { $0 + $1.length(to: 1) } }
    }

    /// The part of the path between the fractions `start` and `end` (0…1) of its length, measured along
    /// the whole path across its subpaths, as Core Animation trims a shape layer's stroke by `strokeStart`
    /// and `strokeEnd`. The whole path (closed subpaths still closed) when the range is 0…1; an empty
    /// path when it is empty.
    public func trimmed(from start: CGFloat, to end: CGFloat) -> VectorPath {
        let (from, to) = (min(1, max(0, start.isNaN ? 0 : start)), min(1, max(0, end.isNaN ? 1 : end)))
        if from <= 0, to >= 1 { return self }
        guard to > from else { return VectorPath() }
        let total = length
        let (a, b) = (from * total, to * total)
        var result = VectorPath()
        var offset: CGFloat = 0
        for subpath in subpaths {
            var joined = false
            for segment in subpath.drawnSegments {
                let length = segment.length(to: 1)
                defer { offset += length }
                let (lo, hi) = (max(a, offset), min(b, offset + length))
                // (Slivers a rounding error long, where a cut falls on a segment's end, are left out.)
                guard hi - lo > 1e-9 * total || (length == 0 && offset > a && offset < b) else {
                    joined = false
                    continue
                }
                let piece = length > 0
                    ? segment.slice(from: segment.parameter(atLength: lo - offset, of: length), to: segment.parameter(atLength: hi - offset, of: length))
                    : segment
                if !joined { result.move(to: piece.start) }
                result.append(piece.element)
                joined = true
            }
        }
        return result
    }
}

extension PathSegment {
    /// 5-point Gauss–Legendre nodes and weights on [−1, 1].
    private static let nodes: [(x: CGFloat, w: CGFloat)] = [
        (0, 0.568_888_888_888_888_9), (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (0.538_469_310_105_683_1, 0.478_628_670_499_366_5), (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]
    /// Pieces the parameter range is cut into for the quadrature.
    private static let pieces = 8

    /// The length from parameter 0 to `t`.
    package func length(to t: CGFloat) -> CGFloat {
        if case .line(let p0, let p1) = self { return t * hypot(p1.x - p0.x, p1.y - p0.y) }
        var sum: CGFloat = 0
        let step = t / CGFloat(Self.pieces)
        for piece in 0..<Self.pieces {
            let mid = (CGFloat(piece) + 0.5) * step
            for node in Self.nodes { sum += node.w * speed(at: mid + node.x * step / 2) }
        }
        return sum * step / 2
    }

    /// The parameter at which the length from the start is `distance` (0…`length`), by bisection.
    package func parameter(atLength distance: CGFloat, of length: CGFloat) -> CGFloat {
        guard distance > 0 else { return 0 }
        guard distance < length else { return 1 }
        if case .line = self { return distance / length }
        var (lo, hi): (CGFloat, CGFloat) = (0, 1)
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if self.length(to: mid) < distance { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
