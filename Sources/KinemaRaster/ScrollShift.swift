import Foundation
import KinemaCore
import KinemaGraphics

/// Content that moved by whole pixels inside a clip — a scroll view scrolled — moved on screen instead of
/// drawn again: every pixel of `region` takes the value of the one `dx`, `dy` pixels before it, and only
/// what that leaves wrong is damaged (the strip the move uncovers, items that came or went or changed).
///
/// Found by `DamageTracker.changes(for:allowingShifts:)` in one layer whose list differs from the last
/// frame's first inside a clip, when:
/// - the items inside the clip are the last frame's moved by one offset `d` (`DisplayItem.isTranslation`),
///   all but a few, which are damaged where they were (moved by `d`) and where they are;
/// - `d` is whole pixels in the window (a scroll view draws its content on the window's pixels:
///   `UIScrollView.contentTransform`);
/// - an opaque, square, upright rectangle covers the clip beneath its items, with nothing else drawn
///   there between (the pixels beneath do not move);
/// - no other layer draws over the region, and what its own list draws after the clip there is damaged
///   where it is and where the move carried its old pixels.
///
/// What it leaves is what drawing the frame whole gives, in colour: an item moved by whole pixels is
/// drawn the same wherever it is, and none is drawn cut by the edge of a damaged rectangle (the damage
/// drawing tests compare the two, frame by frame).
package struct ScrollShift: Equatable, Sendable {
    /// The window pixels that move (the clip's, within the window).
    package var region: PixelRect
    package var dx: Int32
    package var dy: Int32
    /// The clip's pixels around the region that it covers only in part (drawn again, apart from the
    /// other damage: merged with it, a column down each side would join everything into one box).
    package var edges: [CGRect]

    package init(region: PixelRect, dx: Int32, dy: Int32, edges: [CGRect] = []) {
        (self.region, self.dx, self.dy, self.edges) = (region, dx, dy, edges)
    }

    /// The region as a rectangle of window pixels.
    package var regionRect: CGRect {
        CGRect(x: CGFloat(region.x), y: CGFloat(region.y), width: CGFloat(region.w), height: CGFloat(region.h))
    }

    /// The parts of the region the move uncovers (nothing moved into them).
    package var uncovered: [CGRect] {
        let r = regionRect, dx = CGFloat(dx), dy = CGFloat(dy)
        var strips: [CGRect] = []
        if dy > 0 { strips.append(CGRect(x: r.minX, y: r.minY, width: r.width, height: min(dy, r.height))) }
        if dy < 0 { strips.append(CGRect(x: r.minX, y: max(r.minY, r.maxY + dy), width: r.width, height: min(-dy, r.height))) }
        if dx > 0 { strips.append(CGRect(x: r.minX, y: r.minY, width: min(dx, r.width), height: r.height)) }
        if dx < 0 { strips.append(CGRect(x: max(r.minX, r.maxX + dx), y: r.minY, width: min(-dx, r.width), height: r.height)) }
        return strips
    }

    /// Moves the region's pixels in `pixels` (rows `pitch` pixels apart): each takes the one `dx`, `dy`
    /// before it; the uncovered strips keep what they held (they are damaged and drawn again).
    package func apply(to pixels: UnsafeMutablePointer<UInt32>, pitch: Int) {
        let r = region
        let width = Int(r.w) - Int(Swift.abs(dx)), rows = Int(r.h) - Int(Swift.abs(dy))
        guard width > 0, rows > 0 else { return }
        let toX = Int(r.x) + Int(max(dx, 0)), fromX = toX - Int(dx)
        let firstRow = Int(r.y) + Int(max(dy, 0))
        // Rows moving down are moved from the bottom up, rows moving up from the top down, so none is
        // read after it was written.
        for step in 0..<rows {
            let y = dy > 0 ? firstRow + rows - 1 - step : firstRow + step
            let to = pixels + y * pitch + toX, from = pixels + (y - Int(dy)) * pitch + fromX
            memmove(to, from, width * 4)
        }
    }
}
