import Foundation
import KinemaCore

/// iOS's group opacity in the DisplayList: a translucent view whose drawn items overlap is faded as
/// one layer, and one whose items do not keeps their own opacities (the same look, at no cost).
extension DisplayCanvas {
    /// A translucent view whose drawn items overlap is faded as one layer (iOS's group opacity): the items
    /// from `start` get their opacity relative to the group and are wrapped in a group with the view's
    /// `opacity`. When nothing overlaps, the items keep their own opacities, which looks the same and
    /// costs the renderer nothing.
    ///
    /// An item that is a plain fill in exactly the colour of the solid background `behind` the view, with
    /// nothing under it, is invisible at any opacity either way (a cell's white background over a white
    /// table): it is left out of the overlap test, so a fading row needs no offscreen pass.
    package static func groupIfOverlapping(
        _ items: inout [DisplayItem], from start: Int, opacity: Double, identifier: DisplayIdentifier,
        behind: SolidBackdrop?
    ) {
        guard items.count - start >= 2 else { return }
        guard let bounds = overlappingBounds(items, from: start, behind: behind) else { return }
        for index in start..<items.count { items[index].divideOpacity(by: opacity) }
        items.insert(.beginGroup(OpacityGroup(opacity: opacity, bounds: bounds, identifier: identifier.string)), at: start)
        items.append(.endGroup)
    }

    /// Past this many items, overlap is assumed rather than checked pair by pair.
    private static let overlapCheckLimit = 64

    /// The union of the drawn items from `start` if two of them overlap (by more than a hair: rows that
    /// only touch do not), else nil.
    private static func overlappingBounds(
        _ items: [DisplayItem], from start: Int, behind: SolidBackdrop?
    ) -> CGRect? {
        var union = CGRect.null
        var overlaps = items.count - start > overlapCheckLimit
        var projectionDepth = 0
        for index in start..<items.count {
            // Inside a projected layer items are in its plane: its projected box stands for them all.
            switch items[index] {
            case .beginProjection: projectionDepth += 1
            case .endProjection: projectionDepth -= 1
            default: break
            }
            let isOutermost = projectionDepth == 0 || (projectionDepth == 1 && items[index].isProjectionStart)
            guard isOutermost, let box = items[index].deviceBounds else { continue }
            union = union.union(box)
            guard !overlaps, !isInvisible(items, at: index, box: box, groupStart: start, behind: behind) else { continue }
            for other in start..<index {
                guard let earlier = items[other].deviceBounds, sharesArea(box, earlier),
                    !isInvisible(items, at: other, box: earlier, groupStart: start, behind: behind)
                else { continue }
                overlaps = true
                break
            }
        }
        return overlaps && !union.isNull ? union : nil
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
