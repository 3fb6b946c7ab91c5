import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics

/// Opacity groups: runs of sibling groups composited in one pass (in place, offscreen, or folded into
/// their items' opacities).
extension DisplayListRenderer {
    /// Draws the run of sibling groups that starts at `start` (consecutive groups whose pixels do not
    /// overlap, one offscreen pass for all); returns the index after the run.
    func drawGroups(
        _ items: [DisplayItem], from start: Int, to end: Int, placement: CGAffineTransform, layerScale scale: CGFloat
    ) -> Int {
        flushBatch()
        let (members, contents, next, split) = groupRun(items, from: start, to: end, placement: placement)
        guard !members.isEmpty else { return next }
        // The groups' backdrops are read from the surface: the background first where it is pending.
        for member in members { prepareToDraw(member.rect) }
        if let boxes = split {
            let shown = boxes.map { Self.intersection($0, members[0].rect) }.filter { $0.w > 0 && $0.h > 0 }
            drawSplitGroup(items, contents: contents[0], group: members[0].rect, boxes: shown, opacity: members[0].opacity, placement: placement, layerScale: scale)
            return next
        }
        // Drawn in place by the software backend, else through an offscreen target, where SDL draws
        // (or, with no target, each item's opacity takes the group's).
        // Inside a projected layer's plane (transparent) the software renderer's way of compositing a
        // group, over a copy of what is behind it, would make the group's box opaque: its items take the
        // group's opacity instead.
        let pass = projections.depth > 0 && !projections.compositesPremultiplied ? GroupPass.folded : backend.beginGroups(members)
        composite(items, members: members, contents: contents, in: pass, placement: placement, layerScale: scale)
        return next
    }

    /// The run of sibling groups from `start` whose rectangles (in pixels, within the clip and the
    /// output) do not overlap: each one's rectangle and opacity, its items, and the index after the run.
    /// A group that splits (`splitBoxes`) is a run of its own, with its boxes (`split`): split or not as
    /// the whole group would be, whatever part of it the clip lets through and whatever groups beside it
    /// show, so a damaged rectangle across it redraws each pixel the way the whole frame drew it.
    private func groupRun(
        _ items: [DisplayItem], from start: Int, to end: Int, placement: CGAffineTransform
    ) -> (members: [GroupCompositor.Member], contents: [Range<Int>], next: Int, split: [SDL_Rect]?) {
        var output: (width: Int32, height: Int32) = (0, 0)
        SDL_GetRendererOutputSize(renderer, &output.width, &output.height)
        var members: [GroupCompositor.Member] = []
        var contents: [Range<Int>] = []
        var index = start
        while index < end, case .beginGroup(let group) = items[index] {
            let close = Self.matchingEnd(items, of: index, before: end)
            // One pixel more on every side for the feathered edges, within the current clip.
            var rect = Self.pixelRect(group.bounds.applying(placement).insetBy(dx: -1, dy: -1))
            if let clip = clipStack.last { rect = Self.intersection(clip, rect) }
            // Nothing past the output shows (and a group drawn in place must stay on its surface).
            rect = Self.intersection(rect, SDL_Rect(x: 0, y: 0, w: output.width, h: output.height))
            if rect.w > 0, rect.h > 0 {
                if members.contains(where: { Self.intersection($0.rect, rect).w > 0 }) { break }
                let split = projections.depth == 0 && splitsGroups
                    ? splitBoxes(items, contents: index + 1..<close, group: Self.pixelRect(group.bounds.applying(placement).insetBy(dx: -1, dy: -1)), placement: placement)
                    : nil
                if split != nil, !members.isEmpty { break }
                members.append(GroupCompositor.Member(rect: rect, opacity: group.opacity))
                contents.append(index + 1..<close)
                if let split { return (members, contents, min(end, close + 1), split) }
            }
            index = min(end, close + 1)
        }
        return (members, contents, index, nil)
    }

    /// Draws each member's items clipped to its rectangle in the pass begun for them, and ends it.
    func composite(
        _ items: [DisplayItem], members: [GroupCompositor.Member], contents: [Range<Int>], in pass: GroupPass,
        placement: CGAffineTransform, layerScale scale: CGFloat
    ) {
        let frameBackend = backend
        if pass == .offscreen { backend = sdlBackend }
        for (member, range) in zip(members, contents) {
            if pass == .folded { opacityScale *= member.opacity }
            pushClip(member.rect)
            drawItems(items, from: range.lowerBound, to: range.upperBound, placement: placement, layerScale: scale)
            popClip()
            if pass == .folded { opacityScale /= member.opacity }
        }
        if pass != .folded {
            groups.end()
            backend = frameBackend
            restoreClip()
        }
    }

    /// The index of the `endGroup` closing the group that begins at `start` (or `end` if it is missing).
    static func matchingEnd(_ items: [DisplayItem], of start: Int, before end: Int) -> Int {
        closing(items, of: start, before: end) { item in
            switch item {
            case .beginGroup: 1
            case .endGroup: -1
            default: 0
            }
        }
    }

    /// The index of the item that brings the nesting `depthChange` counts (+1 an opening, −1 a closing)
    /// back to zero from `start` (or `end` if it never does).
    static func closing(_ items: [DisplayItem], of start: Int, before end: Int, depthChange: (DisplayItem) -> Int) -> Int {
        var depth = 0
        for index in start..<end {
            depth += depthChange(items[index])
            if depth == 0 { return index }
        }
        return end
    }
}

/// A translucent group whose first item is a fill under small items — the menu's dimmed screen with its
/// icons on it, a card with a title — composited only where the small items are. Elsewhere the group
/// holds the fill alone, and a fill at the group's opacity over the backdrop is what the group's mix
/// would make (to a unit of rounding): so it is drawn once, at that opacity, instead of the whole
/// group's rectangle being copied aside, drawn and mixed back (three passes over every pixel).
extension DisplayListRenderer {
    /// The rectangles (in pixels, apart from each other, within `group`) to composite for the group whose
    /// contents are `contents` — the boxes of the items after the first — or nil when the group does not
    /// split: the first item is not a fill, an item after it is not a plain drawn item (a clip, a nested
    /// group), or the boxes cover more than half of the group.
    func splitBoxes(_ items: [DisplayItem], contents: Range<Int>, group: SDL_Rect, placement: CGAffineTransform) -> [SDL_Rect]? {
        guard contents.count >= 2, contents.count <= Self.splitItemLimit, case .rect = items[contents.lowerBound] else { return nil }
        var boxes: [SDL_Rect] = []
        for index in contents.dropFirst() {
            guard let bounds = items[index].deviceBounds, items[index].opacity != nil else { return nil }
            // One pixel more on every side for feathered edges, as the group's own rectangle has.
            let box = Self.intersection(group, Self.pixelRect(bounds.applying(placement).insetBy(dx: -1, dy: -1)))
            if box.w > 0, box.h > 0 { boxes.append(box) }
        }
        boxes = Self.disjoint(boxes)
        let area = boxes.reduce(0) { $0 + Int($1.w) * Int($1.h) }
        return area * 2 <= Int(group.w) * Int(group.h) ? boxes : nil
    }

    /// Past this many items a group is composited whole (its boxes would cost more than they save).
    static let splitItemLimit = 48

    /// Draws a split group: its items composited in `boxes`, then its first item (the fill) at the
    /// group's opacity everywhere else in `group`.
    func drawSplitGroup(
        _ items: [DisplayItem], contents: Range<Int>, group: SDL_Rect, boxes: [SDL_Rect], opacity: Double,
        placement: CGAffineTransform, layerScale scale: CGFloat
    ) {
        if !boxes.isEmpty {
            let members = boxes.map { GroupCompositor.Member(rect: $0, opacity: opacity) }
            composite(
                items, members: members, contents: Array(repeating: contents, count: boxes.count), in: backend.beginGroups(members),
                placement: placement, layerScale: scale)
        }
        opacityScale *= opacity
        for gap in Self.subtracting(boxes, from: group) {
            pushClip(gap)
            drawItems(items, from: contents.lowerBound, to: contents.lowerBound + 1, placement: placement, layerScale: scale)
            popClip()
        }
        opacityScale /= opacity
    }

    /// `boxes` with every two that overlap merged into the rectangle around both, until none overlap.
    static func disjoint(_ boxes: [SDL_Rect]) -> [SDL_Rect] {
        var result: [SDL_Rect] = []
        var pending = boxes
        while var box = pending.popLast() {
            var merged = true
            while merged {
                merged = false
                if let other = result.firstIndex(where: { intersection($0, box).w > 0 }) {
                    box = union(box, result.remove(at: other))
                    merged = true
                }
            }
            result.append(box)
        }
        return result
    }

    /// The part of `whole` outside `holes` (apart from each other, inside it), as rectangles band by
    /// band: between each two successive top or bottom edges, the runs between the holes that cross it.
    static func subtracting(_ holes: [SDL_Rect], from whole: SDL_Rect) -> [SDL_Rect] {
        guard !holes.isEmpty else { return [whole] }
        let edges = Set([whole.y, whole.y + whole.h] + holes.flatMap { [$0.y, $0.y + $0.h] }).sorted()
        var pieces: [SDL_Rect] = []
        for (top, bottom) in zip(edges, edges.dropFirst()) where top >= whole.y && bottom <= whole.y + whole.h {
            let crossing = holes.filter { $0.y <= top && $0.y + $0.h >= bottom }.sorted { $0.x < $1.x }
            var x = whole.x
            for hole in crossing {
                if hole.x > x { pieces.append(SDL_Rect(x: x, y: top, w: hole.x - x, h: bottom - top)) }
                x = max(x, hole.x + hole.w)
            }
            if x < whole.x + whole.w { pieces.append(SDL_Rect(x: x, y: top, w: whole.x + whole.w - x, h: bottom - top)) }
        }
        return pieces
    }

    static func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let minX = min(a.x, b.x), minY = min(a.y, b.y)
        return SDL_Rect(x: minX, y: minY, w: max(a.x + a.w, b.x + b.w) - minX, h: max(a.y + a.h, b.y + b.h) - minY)
    }
}
