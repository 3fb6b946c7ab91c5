import Foundation

/// A path's subpaths: where each starts, its segments, and whether it is closed (its closing line, from
/// its last point back to its start, is then a segment too).
package struct Subpath: Hashable, Sendable {
    package var start: CGPoint
    package var segments: [PathSegment] = []
    package var isClosed = false

    package var end: CGPoint { segments.last?.end ?? start }

    /// Its segments with the closing line of a closed subpath (none when it ends where it started).
    package var drawnSegments: [PathSegment] {
        guard isClosed, end != start else { return segments }
        return segments + [.line(end, start)]
    }
}

extension VectorPath {
    /// The path as subpaths (a lone move is a subpath with no segments).
    package var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var restart: CGPoint?
        for element in elements {
            if case .move(let point) = element {
                if let done = current { result.append(done) }
                current = Subpath(start: point)
                continue
            }
            if current == nil, let restart { current = Subpath(start: restart) }
            guard var subpath = current else { continue }
            let from = subpath.end
            switch element {
            case .line(let p): subpath.segments.append(.line(from, p))
            case .quadCurve(let p, let c): subpath.segments.append(.quad(from, c, p))
            case .curve(let p, let c1, let c2): subpath.segments.append(.cubic(from, c1, c2, p))
            case .close:
                subpath.isClosed = true
                restart = subpath.start
                result.append(subpath)
                current = nil
                continue
            case .move: break
            }
            current = subpath
        }
        if let current { result.append(current) }
        return result
    }

    /// A path of `subpaths`.
    package init(subpaths: [Subpath]) {
        self.init()
        for subpath in subpaths {
            move(to: subpath.start)
            for segment in subpath.segments { append(segment.element) }
            if subpath.isClosed { close() }
        }
    }

    /// The path run backwards: its subpaths in reverse order, each from its end to its start — a closed
    /// one from its own start, round the other way, still closed (its closing line made explicit) — as
    /// `UIBezierPath.reversing()` gives it.
    public func reversed() -> VectorPath {
        VectorPath(subpaths: subpaths.reversed().map { subpath in
            let segments = subpath.isClosed ? subpath.drawnSegments : subpath.segments
            var reversed = Subpath(start: segments.last?.end ?? subpath.start)
            reversed.segments = segments.reversed().map(\.reversed)
            reversed.isClosed = subpath.isClosed
            return reversed
        })
    }
}
