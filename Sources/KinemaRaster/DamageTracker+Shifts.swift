import Foundation
import KinemaCore
import KinemaGraphics

/// Finding a `ScrollShift`: content inside a clip moved by whole pixels since the last frame.
extension DamageTracker {
    /// A frame's changes: where to draw again, and the pixels to move first.
    package struct Changes: Equatable {
        /// Rectangles to draw again (window pixels), `[]` when nothing changed, nil when everything
        /// should be drawn.
        package var damage: [CGRect]?
        /// Pixels to move before drawing the damage (only with damage).
        package var shift: ScrollShift?

        /// What to put on screen: the damage and the region that moved.
        package var presented: [CGRect]? {
            guard let damage, let shift else { return damage }
            return damage + [shift.regionRect]
        }
    }

    /// The most items tried as one of a moved run (from the middle of the clip's items), and how far from
    /// its place its match is looked for (items that came in or went before it: a row of cells or more).
    static let shiftCandidates = 2
    static let shiftReach = 24
    /// The comparisons an item the walks of one search may make together.
    static let shiftBudget = 3

    /// The shift of `after` against `before` (a layer of `layers`, at `layerIndex`) and the boxes it
    /// leaves to draw again (window pixels), or nil when its changes are not content moved inside a clip
    /// (see `ScrollShift` for when they are).
    static func shift(
        from before: Composition.Layer, to after: Composition.Layer, layers: [Composition.Layer], layerIndex: Int, window: CGRect
    ) -> (shift: ScrollShift, boxes: [CGRect], moved: [CGRect])? {
        let placement = after.placement
        guard placement.b == 0, placement.c == 0, placement.a > 0, placement.d > 0 else { return nil }
        let old = before.list.items, new = after.list.items
        guard let (first, clips) = openClips(old, new), !clips.isEmpty else { return nil }
        for (depth, clip) in clips.enumerated().reversed() where clips.count - depth <= 2 {
            // Where the clip's items draw (its pixels, rounded outwards as the renderer rounds a clip),
            // and the pixels wholly inside it, which move: its partly covered edges are drawn again.
            guard let oldEnd = closingPop(old, after: clip), let newEnd = closingPop(new, after: clip), first < newEnd,
                var (outer, region) = clipRegions(old, clips: clips[...depth], placement: placement)
            else { continue }
            if after.clips { (outer, region) = (outer.intersection(pixelAligned(after.frame)), region.intersection(pixelsInside(after.frame))) }
            (outer, region) = (outer.intersection(window), region.intersection(window))
            guard !region.isNull, region.width >= 1, region.height >= 1,
                !layers[(layerIndex + 1)...].contains(where: { !$0.clips || overlaps(pixelAligned($0.frame), outer) }),
                isCovered(region, in: old, before: clip, placement: placement),
                let move = bestMove(from: old[(clip + 1)..<oldEnd], to: new[(clip + 1)..<newEnd], placement: placement)
            else { continue }
            let dx = move.d.dx * placement.a, dy = move.d.dy * placement.d
            let shift = ScrollShift(
                region: PixelRect(x: Int32(region.minX), y: Int32(region.minY), w: Int32(region.width), h: Int32(region.height)),
                dx: Int32(dx.rounded()), dy: Int32(dy.rounded()), edges: ring(around: region, within: outer))
            var boxes = shift.uncovered
            let moved = CGAffineTransform(translationX: move.d.dx, y: move.d.dy).concatenating(placement)
            let inside = unmovedItems(old[(clip + 1)..<oldEnd], new[(clip + 1)..<newEnd], by: move, within: region, placement: placement)
            for item in inside.old { if let area = area(of: item) { append(area.applying(moved), within: outer, to: &boxes) } }
            for item in inside.new { if let area = area(of: item) { append(area.applying(placement), within: outer, to: &boxes) } }
            // What the list draws after the clip: changed, where it changed; over the region, where it is
            // and where the move carried its old pixels.
            let oldRest = Array(old[(oldEnd + 1)...]), newRest = Array(new[(newEnd + 1)...])
            boxes += changes(from: oldRest, to: newRest, placement: placement)
            for item in oldRest { if let area = area(of: item) { append(area.applying(moved), within: outer, to: &boxes) } }
            for item in newRest { if let area = area(of: item) { append(area.applying(placement), within: outer, to: &boxes) } }
            return (shift, boxes, inside.moved)
        }
        return nil
    }

    /// The first index where the lists differ, and the clips open there (indices, outermost first); nil
    /// when they do not differ, or differ inside a group, projection or mask.
    private static func openClips(_ old: [DisplayItem], _ new: [DisplayItem]) -> (Int, [Int])? {
        let common = min(old.count, new.count)
        return old.withUnsafeBufferPointer { o in
            new.withUnsafeBufferPointer { n -> (Int, [Int])? in
                var first = 0
                while first < common, o[first] == n[first] || n[first].isSameOnScreen(as: o[first]) { first += 1 }
                guard first < common else { return nil }
                var open: [Int] = [], others = 0
                for index in 0..<first {
                    switch o[index] {
                    case .pushClip: open.append(index)
                    case .popClip: _ = open.popLast()
                    case .beginGroup, .beginProjection, .beginMask: others += 1
                    case .endGroup, .endProjection, .endMask: others -= 1
                    default: continue
                    }
                }
                return others == 0 ? (first, open) : nil
            }
        }
    }

    /// The index of the `popClip` that closes the clip pushed at `start`.
    private static func closingPop(_ items: [DisplayItem], after start: Int) -> Int? {
        items.withUnsafeBufferPointer { buffer in
            var depth = 0
            for index in (start + 1)..<buffer.count {
                switch buffer[index] {
                case .pushClip: depth += 1
                case .popClip:
                    if depth == 0 { return index }
                    depth -= 1
                default: continue
                }
            }
            return nil
        }
    }

    /// The window pixels every clip of `clips` reaches into (rounded outwards, as the renderer rounds a
    /// clip), and those wholly inside them all.
    private static func clipRegions(_ items: [DisplayItem], clips: ArraySlice<Int>, placement: CGAffineTransform) -> (outer: CGRect, inner: CGRect)? {
        var outer = CGRect.infinite, inner = CGRect.infinite
        for index in clips {
            guard case .pushClip(let rect, let transform, _) = items[index] else { return nil }
            let box = rect.applying(transform.concatenating(placement))
            (outer, inner) = (outer.intersection(pixelAligned(box)), inner.intersection(pixelsInside(box)))
        }
        return outer.isNull || outer.isInfinite || inner.isNull ? nil : (outer, inner)
    }

    /// The whole pixels inside `rect`.
    static func pixelsInside(_ rect: CGRect) -> CGRect {
        let minX = rect.minX.rounded(.up), minY = rect.minY.rounded(.up)
        return CGRect(x: minX, y: minY, width: max(0, rect.maxX.rounded(.down) - minX), height: max(0, rect.maxY.rounded(.down) - minY))
    }

    /// The strips of `outer` around `inner` (inside it).
    static func ring(around inner: CGRect, within outer: CGRect) -> [CGRect] {
        [CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
         CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
         CGRect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
         CGRect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height)]
            .filter { $0.width > 0 && $0.height > 0 }
    }

    /// Whether an opaque, square, upright rectangle drawn before `end` covers `region`, with nothing
    /// drawn over it there before `end` (walking back: what lies in a clip or group closed before `end`
    /// and reaches the region is too much to know).
    static func isCovered(_ region: CGRect, in items: [DisplayItem], before end: Int, placement: CGAffineTransform) -> Bool {
        var closed = 0
        for index in stride(from: end - 1, through: 0, by: -1) {
            let item = items[index]
            switch item {
            case .popClip, .endGroup, .endProjection, .endMask:
                closed += 1
            case .pushClip:
                closed = max(0, closed - 1)
            case .beginGroup, .beginProjection, .beginMask:
                guard closed > 0 else { return false }
                closed -= 1
            default:
                guard let bounds = item.deviceBounds?.applying(placement), overlaps(bounds, region) else { continue }
                guard closed == 0, case .rect(let cover) = item else { return false }
                return isOpaqueCover(cover, of: region, placement: placement)
            }
        }
        return false
    }

    private static func isOpaqueCover(_ rect: RoundedRect, of region: CGRect, placement: CGAffineTransform) -> Bool {
        let t = rect.transform
        guard rect.opacity >= 1, rect.color.alpha >= 1, rect.cornerRadius <= 0, t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return false }
        let box = rect.rect.applying(t).applying(placement)
        return box.minX <= region.minX && box.maxX >= region.maxX && box.minY <= region.minY && box.maxY >= region.maxY
    }

    /// A move of the items inside a clip: by `d` list points, each new item at `n` the old one at `n + k`.
    struct Move {
        let d: CGVector
        let k: Int
    }

    /// The move most of `new` is `old` moved by, in whole window pixels, or nil when there is none. In
    /// place, by index (a copy of a grid's thousands of items would retain each one's payload), the cheap
    /// tests first: a stress grid whose cells all move apart tries a few pairs and gives up. Items alike
    /// (a grid's cells of one colour at rest) match many pairs, each a walk of the list: the walks share a
    /// budget of a few items' comparisons an item (`shiftBudget`), and a move that leaves no more than a
    /// row's items unmatched ends the search (the stress grid's window spent a third of its frame here).
    private static func bestMove(from old: ArraySlice<DisplayItem>, to new: ArraySlice<DisplayItem>, placement: CGAffineTransform) -> Move? {
        guard !old.isEmpty, !new.isEmpty else { return nil }
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new -> Move? in
                guard !mostlyInPlace(old, new) else { return nil }
                var best: (move: Move, matches: Int)?
                var tried = 0, budget = shiftBudget * new.count + 64
                // From the middle: items come and go at the ends (cells scrolled in and out).
                search: for n in new.indices.dropFirst(new.count / 2) where tried < shiftCandidates {
                    let low = max(0, n - shiftReach), high = min(old.count - 1, n + shiftReach)
                    guard low <= high, let to = new[n].deviceBounds else { continue }
                    tried += 1
                    for o in low...high {
                        guard let from = old[o].deviceBounds, from.size == to.size else { continue }
                        let d = CGVector(dx: to.minX - from.minX, dy: to.minY - from.minY)
                        guard d != .zero, isWholePixels(d, placement), best.map({ $0.move.d != d || $0.move.k != o - n }) ?? true,
                            new[n].isTranslation(of: old[o], by: d)
                        else { continue }
                        let move = Move(d: d, k: o - n)
                        if let matches = matchCount(old, new, move, budget: &budget), matches > (best?.matches ?? 0) { best = (move, matches) }
                        if budget <= 0 { break search }
                        if let best, new.count - best.matches <= min(shiftReach, new.count / 4) { break search }
                    }
                }
                guard let best, best.matches * 2 >= new.count else { return nil }
                return best.move
            }
        }
    }

    /// Whether most of a sample of the items are where they were, as they were (a grid whose cells rest
    /// but a few: nothing scrolled, though its cells alike would match a move from one to the next).
    private static func mostlyInPlace(_ old: UnsafeBufferPointer<DisplayItem>, _ new: UnsafeBufferPointer<DisplayItem>) -> Bool {
        let samples = min(16, new.count)
        guard samples >= 4 else { return false }
        var still = 0
        for sample in 0..<samples {
            let n = sample * new.count / samples
            if n < old.count, old[n] == new[n] { still += 1 }
        }
        return still * 2 > samples
    }

    private static func isWholePixels(_ d: CGVector, _ placement: CGAffineTransform) -> Bool {
        let x = d.dx * placement.a, y = d.dy * placement.d
        return Swift.abs(x - x.rounded()) < 1e-9 && Swift.abs(y - y.rounded()) < 1e-9
    }

    /// How many new items are old ones moved by `move`; nil as soon as misses outrun matches (a scroll's
    /// misses are the few items that came or went at its ends) or the search's `budget` runs out.
    private static func matchCount(_ old: UnsafeBufferPointer<DisplayItem>, _ new: UnsafeBufferPointer<DisplayItem>, _ move: Move, budget: inout Int) -> Int? {
        var matches = 0, misses = 0
        for n in new.indices {
            budget -= 1
            if budget < 0 { return nil }
            let o = n + move.k
            if o >= 0, o < old.count, new[n].isTranslation(of: old[o], by: move.d) {
                matches += 1
            } else {
                misses += 1
                if misses > matches + 16 || misses * 2 > new.count { return nil }
            }
        }
        return matches
    }

    /// The items that did not simply move: new ones not matched, or matched inside a clip, group,
    /// projection or mask that did not itself move with them, or reaching out of `region` (window
    /// pixels) now or before — an item cut by the region's edge is drawn another way than a whole one
    /// (text through SDL's blit, not its coverage); the old ones no moved item matched; and the boxes
    /// (window pixels, grown by the margin) of those that moved.
    private static func unmovedItems(
        _ old: ArraySlice<DisplayItem>, _ new: ArraySlice<DisplayItem>, by move: Move, within region: CGRect, placement: CGAffineTransform
    ) -> (old: [DisplayItem], new: [DisplayItem], moved: [CGRect]) {
        let old = Array(old), new = Array(new)
        let oldScopes = enclosingScopes(old), newScopes = enclosingScopes(new)
        var moved = [Bool](repeating: false, count: new.count), kept = [Bool](repeating: false, count: old.count)
        func isWhole(_ item: DisplayItem) -> Bool {
            guard let bounds = item.deviceBounds else { return true }
            let box = bounds.applying(placement).insetBy(dx: -margin, dy: -margin)
            return box.minX >= region.minX && box.maxX <= region.maxX && box.minY >= region.minY && box.maxY <= region.maxY
        }
        for n in new.indices {
            let o = n + move.k
            guard o >= 0, o < old.count, new[n].isTranslation(of: old[o], by: move.d), isWhole(new[n]), isWhole(old[o]) else { continue }
            // Its scope comes before it: moved already, and the one its old self lay in.
            let scope = newScopes[n]
            guard scope == -1 ? oldScopes[o] == -1 : moved[scope] && oldScopes[o] == scope + move.k else { continue }
            (moved[n], kept[o]) = (true, true)
        }
        let boxes = new.indices.compactMap { moved[$0] ? new[$0].deviceBounds?.applying(placement).insetBy(dx: -margin, dy: -margin) : nil }
        return (old.indices.filter { !kept[$0] }.map { old[$0] }, new.indices.filter { !moved[$0] }.map { new[$0] }, boxes)
    }

    /// For each item, the index of the innermost scope (clip, group, projection or mask) it lies in,
    /// or -1.
    private static func enclosingScopes(_ items: [DisplayItem]) -> [Int] {
        var stack: [Int] = [], enclosing: [Int] = []
        enclosing.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .popClip, .endGroup, .endProjection, .endMask:
                _ = stack.popLast()
                enclosing.append(stack.last ?? -1)
            case .pushClip, .beginGroup, .beginProjection, .beginMask:
                enclosing.append(stack.last ?? -1)
                stack.append(index)
            default:
                enclosing.append(stack.last ?? -1)
            }
        }
        return enclosing
    }

    private static func append(_ box: CGRect, within region: CGRect, to boxes: inout [CGRect]) {
        let cut = box.intersection(region)
        if !cut.isNull, cut.width > 0, cut.height > 0 { boxes.append(cut) }
    }

    /// `boxes` grown until none cuts any of `whole` (each drawn again whole or not at all: an item drawn
    /// in part, cut by a damaged rectangle, is not always the same pixels as drawn whole — SDL's
    /// renderer maps a resampled texture's triangles through their clipped bounds), merged as `merge`
    /// merges; nil when that has not settled after a few rounds.
    static func uncut(_ boxes: [CGRect], keepingWhole whole: [CGRect]) -> [CGRect]? {
        var boxes = boxes
        for _ in 0..<4 {
            let cut = whole.filter { item in
                boxes.contains { overlaps($0, item) } && !boxes.contains { $0.minX <= item.minX && $0.maxX >= item.maxX && $0.minY <= item.minY && $0.maxY >= item.maxY }
            }
            if cut.isEmpty { return boxes }
            boxes = merge(boxes + cut)
        }
        return nil
    }

    /// The parts of the one-pixel strips `edges` outside every box of `boxes` (an item drawn again whole
    /// in a box must not be drawn again cut by an edge after it).
    static func uncovered(_ edges: [CGRect], by boxes: [CGRect]) -> [CGRect] {
        edges.flatMap { edge -> [CGRect] in
            let isRow = edge.height <= edge.width
            var pieces = [isRow ? (edge.minX, edge.maxX) : (edge.minY, edge.maxY)]
            for box in boxes where overlaps(box, edge) {
                let (low, high) = isRow ? (box.minX, box.maxX) : (box.minY, box.maxY)
                pieces = pieces.flatMap { piece in [(piece.0, min(piece.1, low)), (max(piece.0, high), piece.1)].filter { $0.0 < $0.1 } }
            }
            return pieces.map { isRow
                ? CGRect(x: $0.0, y: edge.minY, width: $0.1 - $0.0, height: edge.height)
                : CGRect(x: edge.minX, y: $0.0, width: edge.width, height: $0.1 - $0.0) }
        }
    }

    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

