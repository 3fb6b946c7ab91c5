import Foundation
import KinemaCore

/// Items moved as a whole: what a scrolled view's items become when only its offset changed, for the
/// damage tracker to find content that moved by whole pixels (`ScrollShift`).
extension DisplayItem {
    /// Whether `self` is `other` moved by `d` list points: the same item, placed `d` further on screen,
    /// whichever way each records its place — in its boxes (or points), or in its transform's
    /// translation (a scroll view's own background and clip are in its bounds' coordinates, moved back
    /// by its transform) — to a millionth of a point (`placeGrid`: an offset in pixels that are not whole
    /// points adds and takes away unequally in the last bits). Markers match only themselves (a clip by
    /// where it cuts); groups, projections, masks, paths and backdrops never match (their pixels depend
    /// on more than their place).
    package func isTranslation(of other: DisplayItem, by d: CGVector) -> Bool {
        guard let moved = other.placed(movedBy: d), let here = placed(movedBy: .zero) else { return false }
        return moved == here
    }

    /// Whether the two draw the same pixels in the same place (equal, or placed the same another way).
    package func isSameOnScreen(as other: DisplayItem) -> Bool {
        self == other || isTranslation(of: other, by: .zero)
    }

    /// Places are compared on a grid of 2⁻²⁰ points: far below what any pixel shows.
    static let placeGrid: CGFloat = 1_048_576

    /// The item moved by `d` with its place in its boxes: a transform that only moves (no scale, turn or
    /// shear) folded into them, or else `d` added to the transform's translation; nil for what cannot be
    /// moved so (see `isTranslation`).
    private func placed(movedBy d: CGVector) -> DisplayItem? {
        func snapped(_ v: CGFloat) -> CGFloat { (v * Self.placeGrid).rounded() / Self.placeGrid }
        // The offset to move boxes by, with the transform left; nil when the transform keeps `d` instead.
        func fold(_ t: inout CGAffineTransform) -> CGVector? {
            guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else {
                (t.tx, t.ty) = (snapped(t.tx + d.dx), snapped(t.ty + d.dy))
                return nil
            }
            defer { t = .identity }
            return CGVector(dx: t.tx + d.dx, dy: t.ty + d.dy)
        }
        func moved(_ rect: CGRect, _ offset: CGVector?) -> CGRect {
            let r = offset.map { rect.offsetBy(dx: $0.dx, dy: $0.dy) } ?? rect
            return CGRect(x: snapped(r.minX), y: snapped(r.minY), width: snapped(r.width), height: snapped(r.height))
        }
        switch self {
        case .rect(var item):
            item.rect = moved(item.rect, fold(&item.transform))
            return .rect(item)
        case .border(var item):
            item.rect = moved(item.rect, fold(&item.transform))
            return .border(item)
        case .text(var item):
            item.rect = moved(item.rect, fold(&item.transform))
            return .text(item)
        case .symbol(var item):
            item.rect = moved(item.rect, fold(&item.transform))
            return .symbol(item)
        case .image(var item):
            let offset = fold(&item.transform)
            (item.rect, item.clip) = (moved(item.rect, offset), item.clip.map { moved($0, offset) })
            return .image(item)
        case .line(var item):
            if let offset = fold(&item.transform) {
                item.points = item.points.map { CGPoint(x: snapped($0.x + offset.dx), y: snapped($0.y + offset.dy)) }
            }
            return .line(item)
        case .shadow(var item):
            guard item.path == nil else { return nil }
            item.rect = moved(item.rect, fold(&item.transform))
            return .shadow(item)
        case .pushClip(let rect, var transform, let identifier):
            let offset = fold(&transform)
            return .pushClip(rect: moved(rect, offset), transform: transform, identifier: identifier)
        case .popClip:
            return .popClip
        case .path, .backdrop, .beginGroup, .endGroup, .beginProjection, .endProjection, .beginMask, .endMask:
            return nil
        }
    }
}
