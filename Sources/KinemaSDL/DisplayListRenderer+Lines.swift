import CSDL2
import Foundation
import KinemaCore
import KinemaGraphics

/// Polylines, and items the renderer leaves undrawn (geometry that is not finite).
extension DisplayListRenderer {
    /// A polyline, stroked into the frame's batch.
    func drawLine(_ line: LineItem, placement: CGAffineTransform, layerScale scale: CGFloat) {
        let m = line.transform.concatenating(placement)
        let width = line.width * scale * Self.scale(of: line.transform)
        outline.removeAll(keepingCapacity: true)
        for point in line.points { outline.append(point.applying(m)) }
        backend.drawLine(outline, width: width, color: Self.color(line.color, line.opacity * opacityScale))
    }

    /// Leaves the item at `index` undrawn: a clip or a group keeps its structure, with nothing visible
    /// inside. Returns the index of the last item it leaves out.
    func skipUndrawable(_ items: [DisplayItem], at index: Int, before end: Int) -> Int {
        switch items[index] {
        case .pushClip:
            pushClip(SDL_Rect(x: 0, y: 0, w: 0, h: 0))
            return index
        case .beginGroup: return Self.matchingEnd(items, of: index, before: end)
        case .beginProjection: return Self.matchingProjectionEnd(items, of: index, before: end)
        case .beginMask: return Self.matchingMaskEnd(items, of: index, before: end)
        default: return index
        }
    }
}
