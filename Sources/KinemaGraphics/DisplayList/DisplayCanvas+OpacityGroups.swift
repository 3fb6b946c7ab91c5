import Foundation
import KinemaCore

/// iOS's group opacity in the DisplayList: a translucent view whose drawn items overlap is faded as
/// one layer, and one whose items do not keeps their own opacities (the same look, at no cost).
extension DisplayCanvas {
    /// A translucent view whose drawn items overlap is faded as one layer (iOS's group opacity): the items
    /// that overlap get their opacity relative to a group with the view's `opacity` around them. Items
    /// that overlap nothing keep their own opacities, which looks the same and costs the renderer nothing:
    /// only the runs of items from the first to the last of each set that overlap one another are grouped
    /// (a player's artwork over its placeholder, not the titles and buttons around it — every group is a
    /// pass over its pixels).
    ///
    /// An item that is a plain fill in exactly the colour of the solid background `behind` the view, with
    /// nothing under it, is invisible at any opacity either way (a cell's white background over a white
    /// table): it is left out of the overlap test, so a fading row needs no offscreen pass.
    package static func groupIfOverlapping(
        _ items: inout [DisplayItem], from start: Int, opacity: Double, identifier: DisplayIdentifier,
        behind: SolidBackdrop?
    ) {
        // A lone symbol too: its strokes' triangles overlap where they join (a chevron's round caps).
        guard items.count - start >= 2 || (items.count - start == 1 && items[start].overlapsItself) else { return }
        // Past the limit, overlap is assumed rather than checked pair by pair: one group over them all.
        let runs: [Range<Int>]
        if items.count - start > overlapCheckLimit {
            runs = [start..<items.count]
        } else {
            // Most fading views overlap nothing (a row's label beside its icon): found without sorting
            // anything into runs.
            guard anyOverlap(items, from: start, behind: behind) else { return }
            runs = overlappingRuns(items, from: start, behind: behind)
        }
        for run in runs.reversed() {
            let bounds = drawnBounds(items, in: run)
            guard !bounds.isNull else { continue }
            for index in run { items[index].divideOpacity(by: opacity) }
            items.insert(.endGroup, at: run.upperBound)
            items.insert(.beginGroup(OpacityGroup(opacity: opacity, bounds: bounds, identifier: identifier.string)), at: run.lowerBound)
        }
    }

    /// Past this many items, overlap is assumed rather than checked pair by pair.
    private static let overlapCheckLimit = 64

    /// One of the view's top-level pieces: a drawn item, or a clip, group, projection or mask with all it
    /// holds (a run can only start and end around whole pieces).
    private struct Piece {
        let range: Range<Int>
        /// The box of what it draws that can be seen through (null when nothing: see `isInvisible`).
        let box: CGRect
        /// Whether two items inside it overlap (it needs a group even alone).
        let overlapsItself: Bool
    }

    /// The runs of items from `start` that must be faded as one layer: from the first to the last piece of
    /// each set of pieces that overlap one another (by more than a hair: rows that only touch do not), and
    /// any piece whose own items overlap; runs that cross are joined.
    private static func overlappingRuns(_ items: [DisplayItem], from start: Int, behind: SolidBackdrop?) -> [Range<Int>] {
        let pieces = self.pieces(of: items, from: start, behind: behind)
        // Sets of overlapping pieces, each piece pointing toward its set's first.
        var leader = Array(pieces.indices)
        func find(_ piece: Int) -> Int {
            var piece = piece
            while leader[piece] != piece { piece = leader[piece] }
            return piece
        }
        var grouped = pieces.map(\.overlapsItself)
        for (index, piece) in pieces.enumerated() where !piece.box.isNull {
            for other in 0..<index where sharesArea(piece.box, pieces[other].box) {
                let (a, b) = (find(index), find(other))
                if a != b { leader[max(a, b)] = min(a, b) }
                (grouped[index], grouped[other]) = (true, true)
            }
        }
        var spans: [Int: Range<Int>] = [:]
        for (index, piece) in pieces.enumerated() where grouped[index] {
            let set = find(index)
            let span = spans[set] ?? piece.range
            spans[set] = min(span.lowerBound, piece.range.lowerBound)..<max(span.upperBound, piece.range.upperBound)
        }
        // Runs that cross join (one group cannot end inside another).
        var runs: [Range<Int>] = []
        for span in spans.values.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = runs.last, span.lowerBound < last.upperBound {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                runs.append(span)
            }
        }
        return runs
    }

    /// The top-level pieces of the items from `start`.
    private static func pieces(of items: [DisplayItem], from start: Int, behind: SolidBackdrop?) -> [Piece] {
        var pieces: [Piece] = []
        var index = start
        while index < items.count {
            var end = index + 1
            if items[index].opensScope {
                var depth = 1
                while end < items.count, depth > 0 {
                    if items[end].opensScope { depth += 1 } else if items[end].closesScope { depth -= 1 }
                    end += 1
                }
            }
            // The boxes of what shows through (fills invisible at any opacity left out).
            var boxes: [CGRect] = []
            var overlapsItself = false
            forEachOutermostBox(items, in: index..<end) { item, box in
                guard !isInvisible(items, at: item, box: box, groupStart: start, behind: behind) else { return }
                if items[item].overlapsItself || boxes.contains(where: { sharesArea(box, $0) }) { overlapsItself = true }
                boxes.append(box)
            }
            let box = boxes.reduce(CGRect.null) { $0.union($1) }
            pieces.append(Piece(range: index..<end, box: box, overlapsItself: overlapsItself))
            index = end
        }
        return pieces
    }

    /// Whether two drawn items from `start` overlap (by more than a hair), or one overlaps itself, fills
    /// invisible at any opacity left out, as `overlappingRuns` sees them.
    private static func anyOverlap(_ items: [DisplayItem], from start: Int, behind: SolidBackdrop?) -> Bool {
        var found = false
        forEachOutermostBox(items, in: start..<items.count) { index, box in
            guard !found, !isInvisible(items, at: index, box: box, groupStart: start, behind: behind) else { return }
            if items[index].overlapsItself {
                found = true
                return
            }
            for other in start..<index {
                guard let earlier = items[other].deviceBounds, sharesArea(box, earlier),
                    !isInvisible(items, at: other, box: earlier, groupStart: start, behind: behind)
                else { continue }
                found = true
                return
            }
        }
        return found
    }

    /// The union of the drawn items' boxes in `range` (a projected layer's box standing for what it holds).
    private static func drawnBounds(_ items: [DisplayItem], in range: Range<Int>) -> CGRect {
        var union = CGRect.null
        forEachOutermostBox(items, in: range) { _, box in union = union.union(box) }
        return union
    }

    /// Each drawn item's box in `range`, outside projected layers (inside them items are in the layer's
    /// plane: its projected box stands for them all).
    private static func forEachOutermostBox(_ items: [DisplayItem], in range: Range<Int>, _ body: (Int, CGRect) -> Void) {
        var projectionDepth = 0
        for index in range {
            switch items[index] {
            case .beginProjection: projectionDepth += 1
            case .endProjection: projectionDepth -= 1
            default: break
            }
            let isOutermost = projectionDepth == 0 || (projectionDepth == 1 && items[index].isProjectionStart)
            if isOutermost, let box = items[index].deviceBounds { body(index, box) }
        }
    }

    /// Whether the item is a fill in the solid backdrop's colour, inside it, with nothing drawn under it
    /// since the backdrop (in the group or before it).
    private static func isInvisible(
        _ items: [DisplayItem], at index: Int, box: CGRect, groupStart: Int, behind: SolidBackdrop?
    ) -> Bool {
        guard let behind, case .rect(let rect) = items[index], rect.color == behind.color,
            behind.clipsToBounds || behind.bounds.contains(box), index - behind.firstItemAbove <= overlapCheckLimit
        else { return false }
        for other in behind.firstItemAbove..<index {
            if let below = items[other].deviceBounds, sharesArea(box, below) { return false }
        }
        return true
    }

    private static func sharesArea(_ a: CGRect, _ b: CGRect) -> Bool {
        let shared = a.intersection(b)
        return !shared.isNull && shared.width > 0.01 && shared.height > 0.01
    }
}

extension DisplayItem {
    /// Whether the item's own pieces may cover a pixel twice: a symbol's triangles (its strokes' caps and
    /// joins over their segments), which a translucent view must composite as a layer or they show
    /// through each other.
    package var overlapsItself: Bool {
        if case .symbol = self { return true }
        return false
    }

    /// Whether the item opens a clip, group, projection or mask (closed by `closesScope`).
    package var opensScope: Bool {
        switch self {
        case .pushClip, .beginGroup, .beginProjection, .beginMask: return true
        default: return false
        }
    }

    package var closesScope: Bool {
        switch self {
        case .popClip, .endGroup, .endProjection, .endMask: return true
        default: return false
        }
    }
}
