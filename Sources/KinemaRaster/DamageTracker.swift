import Foundation
import KinemaCore
import KinemaGraphics

/// What changed on screen from one frame to the next, in window pixels: the renderer redraws only there,
/// and the software window puts only that on the screen. A frame identical to the last has no damage
/// and is neither drawn nor presented.
///
/// Items are compared in painting order, pairwise: where two differ, the places both cover are damaged
/// (an item that moved damages where it was and where it is). A changed clip or opacity group damages its
/// whole area, old and new; a different number of items damages everything from the first difference on
/// (conservative, always correct). Each rectangle grows by a margin for anti-aliased edges and glyphs
/// that reach past their box.
package struct DamageTracker {
    /// Pixels added around each damaged box.
    package static let margin: CGFloat = 3
    /// Above this share of the window, the frame is drawn whole. Drawn in pieces, a frame writes only
    /// their pixels and walks the items once a piece (at most `maximumRects` pieces): only when the pieces
    /// cover nearly all of it is the whole cheaper. (At 0.6, the stress list's frames where most of its
    /// rows move, 42 of the 90 of a cycle, were drawn whole: a tenth more pixels written a cycle.)
    static let fullShare: CGFloat = 0.9
    /// At most this many rectangles are kept (nearby ones merge).
    static let maximumRects = 6

    private var previous: Composition?
    /// Frames left before the next search for a scroll (`ScrollShift`) after one that found none: the
    /// search costs a list whose items all move apart (the stress scene's rows) a few percent of its
    /// frame, and a scroll that starts meanwhile is drawn as any other change until it is found.
    private var framesUntilShiftSearch = 0
    static let shiftSearchRetry = 3

    package init() {}

    /// Forgets the last frame: the next one is drawn whole (after a resize, a new renderer, a scene switch).
    package mutating func reset() { previous = nil }

    /// The damaged rectangles of `composition` (window pixels, clipped to the window), `[]` when nothing
    /// changed, nil when everything should be drawn. Remembers `composition` for the next call.
    package mutating func damage(for composition: Composition) -> [CGRect]? {
        changes(for: composition, allowingShifts: false).damage
    }

    /// What changed in `composition`: the damaged rectangles, as `damage(for:)` gives them, and — when
    /// `allowingShifts` (the caller moves pixels first: `ScrollShift.apply`) — content moved by whole
    /// pixels inside a clip, damaged only where the move does not carry it (`ScrollShift`). Remembers
    /// `composition` for the next call.
    package mutating func changes(for composition: Composition, allowingShifts: Bool) -> Changes {
        defer { previous = composition }
        let window = CGRect(origin: .zero, size: composition.size)
        guard let old = previous, old.size == composition.size, old.background == composition.background,
            old.layers.count == composition.layers.count
        else { return Changes(damage: nil, shift: nil) }
        var boxes: [CGRect] = []
        var shift: ScrollShift?, moved: [CGRect] = []
        let searches = allowingShifts && framesUntilShiftSearch == 0
        defer { framesUntilShiftSearch = searches ? (shift == nil ? Self.shiftSearchRetry : 0) : max(0, framesUntilShiftSearch - 1) }
        for (index, (before, after)) in zip(old.layers, composition.layers).enumerated() {
            if before == after { continue }
            guard before.frame == after.frame, before.clips == after.clips, before.list.size == after.list.size else {
                boxes.append(before.frame.union(after.frame))
                continue
            }
            var layerBoxes: [CGRect]
            if searches, shift == nil,
                let found = Self.shift(from: before, to: after, layers: composition.layers, layerIndex: index, window: window) {
                (shift, layerBoxes, moved) = (found.shift, found.boxes, found.moved)
            } else {
                layerBoxes = Self.changes(from: before.list.items, to: after.list.items, placement: after.placement)
            }
            Self.append(layerBoxes, of: after, to: &boxes)
        }
        if let shift {
            // A backdrop that reads the moved pixels is drawn again, as where they changed.
            boxes.append(shift.regionRect)
            Self.addBackdropReads(of: composition, to: &boxes)
            boxes.remove(at: boxes.firstIndex(of: shift.regionRect)!)
        } else {
            Self.addBackdropReads(of: composition, to: &boxes)
        }
        var merged = Self.merge(Self.grown(boxes, within: window))
        if shift != nil {
            // Moved items are moved whole or drawn again whole (`uncut`).
            guard let uncut = Self.uncut(merged, keepingWhole: moved) else { return Changes(damage: nil, shift: nil) }
            merged = uncut + Self.uncovered(shift?.edges ?? [], by: uncut)
        }
        let area = merged.reduce(0) { $0 + $1.width * $1.height }
        if area > Self.fullShare * window.width * window.height { return Changes(damage: nil, shift: nil) }
        return Changes(damage: merged.map(Self.pixelAligned), shift: shift)
    }

    /// A layer's boxes, cut to its frame when it clips (with min and max: `intersection` handles null and
    /// infinite rectangles, which boxes never are, in a call per box).
    static func append(_ layerBoxes: [CGRect], of layer: Composition.Layer, to boxes: inout [CGRect]) {
        let frame = layer.frame
        let (boundX0, boundX1, boundY0, boundY1) = layer.clips
            ? (frame.minX, frame.maxX, frame.minY, frame.maxY) : (-CGFloat.infinity, .infinity, -CGFloat.infinity, .infinity)
        for box in layerBoxes {
            let minX = max(box.minX, boundX0), maxX = min(box.maxX, boundX1), minY = max(box.minY, boundY0), maxY = min(box.maxY, boundY1)
            if minX < maxX, minY < maxY { boxes.append(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) }
        }
    }

    /// Each box grown by the margin and cut to `window`.
    static func grown(_ boxes: [CGRect], within window: CGRect) -> [CGRect] {
        var grown: [CGRect] = []
        grown.reserveCapacity(boxes.count)
        for box in boxes {
            let minX = max(box.minX - margin, 0), maxX = min(box.maxX + margin, window.maxX)
            let minY = max(box.minY - margin, 0), maxY = min(box.maxY + margin, window.maxY)
            if minX < maxX, minY < maxY { grown.append(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) }
        }
        return grown
    }

    /// The boxes (window pixels) where `after` differs from `before`.
    ///
    /// Inside a projected layer (`beginProjection`) items are in its plane, not the list's points: a
    /// change there damages the whole projected box of the outermost group around it, old and new.
    static func changes(from before: [DisplayItem], to after: [DisplayItem], placement: CGAffineTransform) -> [CGRect] {
        var boxes: [CGRect] = []
        let common = min(before.count, after.count)
        // The first difference, found through the lists' buffers: items compared in place (an array's
        // subscript copied each one, retaining its text and identifier — a grid's thousands every frame).
        var index = before.withUnsafeBufferPointer { old in
            after.withUnsafeBufferPointer { new in
                var index = 0
                while index < common, old[index] == new[index] { index += 1 }
                return index
            }
        }
        // The projected layers open where the lists part (the same in both: they agree up to there).
        var old = ProjectionScope(opening: before, upTo: index), new = old
        while index < common {
            let was = before[index], now = after[index]
            if was != now {
                // A marker without an area (a clip or group ending) that differs, or a projection's marker
                // against anything else, means the structure changed here: everything from here on.
                guard area(of: was) != nil || area(of: now) != nil, isMarker(was) == isMarker(now),
                    was.isProjectionMarker == now.isProjectionMarker, was.isProjectionMarker == false || sameKind(was, now)
                else {
                    old.addAreas(of: before, from: index, to: &boxes, placement: placement)
                    new.addAreas(of: after, from: index, to: &boxes, placement: placement)
                    return boxes
                }
                if old.depth > 0 {
                    old.damageOutermost(before, into: &boxes, placement: placement)
                    new.damageOutermost(after, into: &boxes, placement: placement)
                } else if let a = area(of: was)?.applying(placement), let b = area(of: now)?.applying(placement), touch(a, b) {
                    // Where it was and where it is: one box when they touch (an item that moved a little,
                    // or changed in place), which spares `merge` the pair.
                    boxes.append(join(a, b))
                } else {
                    if let a = area(of: was) { boxes.append(a.applying(placement)) }
                    if let b = area(of: now) { boxes.append(b.applying(placement)) }
                }
            }
            old.step(over: was, at: index)
            new.step(over: now, at: index)
            index += 1
        }
        old.addAreas(of: before, from: common, to: &boxes, placement: placement)
        new.addAreas(of: after, from: common, to: &boxes, placement: placement)
        return boxes
    }

    private static func sameKind(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        switch (a, b) {
        case (.beginProjection, .beginProjection), (.endProjection, .endProjection): return true
        default: return false
        }
    }

    /// Where an item can paint, in list points: its bounds, or a clip's or group's whole area.
    static func area(of item: DisplayItem) -> CGRect? {
        switch item {
        case .pushClip(let rect, let transform, _): return rect.applying(transform)
        case .beginGroup(let group): return group.bounds
        case .beginMask(let mask): return mask.bounds
        default: return item.deviceBounds
        }
    }

    private static func isMarker(_ item: DisplayItem) -> Bool {
        switch item {
        case .pushClip, .popClip, .beginGroup, .endGroup, .beginProjection, .endProjection, .beginMask, .endMask: return true
        default: return false
        }
    }

    /// Merges overlapping boxes, then the closest pairs, until at most `maximumRects` remain.
    static func merge(_ boxes: [CGRect]) -> [CGRect] {
        var rects: [CGRect] = []
        for box in boxes {
            var current = box
            var merged = true
            while merged {
                merged = false
                if let index = rects.firstIndex(where: { touch($0, current) }) {
                    current = join(current, rects.remove(at: index))
                    merged = true
                }
            }
            rects.append(current)
        }
        while rects.count > maximumRects {
            // Join the pair whose union wastes the least area.
            var best = (0, 1, CGFloat.infinity)
            for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let union = join(rects[i], rects[j])
                    let waste = union.width * union.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                    if waste < best.2 { best = (i, j, waste) }
                }
            }
            var joined = join(rects[best.0], rects[best.1])
            rects.remove(at: best.1)
            rects.remove(at: best.0)
            // What the joined box now reaches joins it too (the others still do not touch each other).
            var index = 0
            while index < rects.count {
                if touch(rects[index], joined) {
                    joined = join(joined, rects.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            rects.append(joined)
        }
        return rects
    }

    /// Whether two boxes overlap or touch, as `CGRect.intersects` says, in plain comparisons: boxes are
    /// finite and not empty, and `intersects` works out the intersection through its handling of null
    /// and infinite rectangles (with `union`, a tenth of the stress list's damage tracking).
    @inline(__always)
    private static func touch(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    /// The smallest box holding both (`CGRect.union` of two finite, non-empty boxes).
    @inline(__always)
    private static func join(_ a: CGRect, _ b: CGRect) -> CGRect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return CGRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    static func pixelAligned(_ rect: CGRect) -> CGRect {
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return CGRect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }
}
