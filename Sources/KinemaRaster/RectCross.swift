import Foundation

/// The plain part of an upright rounded rectangle, in whole pixels: a cross of three rectangles that a
/// renderer fills as rectangles (`SDL_RenderFillRect`), leaving to triangles only the four corners'
/// squares and the strips of under a pixel along the edges (`TriangleBatch.rim(outline:cross:color:)`).
/// A rectangle inset by its radius all round (`DisplayListRenderer.interior`) left a band as wide as
/// the radius to triangles, and SDL's software renderer fills a triangle over its whole bounding box: a
/// 300 × 190-point card at 3.8 pixels a point spent most of its drawing there.
///
/// In the box's pixels: the solid shape is the box inset by half a pixel (the rim's feather is the other
/// half). The vertical bar spans the columns clear of the corners, `innerLeft..<innerRight`, and the rows
/// wholly inside the top and bottom edges, `top..<bottom`; the horizontal bar the rows clear of the
/// corners, `innerTop..<innerBottom`, and the columns wholly inside, `left..<right`.
package struct RectCross: Equatable {
    package let left: CGFloat, innerLeft: CGFloat, innerRight: CGFloat, right: CGFloat
    package let top: CGFloat, innerTop: CGFloat, innerBottom: CGFloat, bottom: CGFloat

    /// The cross of `box` (pixels, upright) with corners of `radiusX` × `radiusY` pixels, or nil when its
    /// corners are under a pixel or the bars would be under 4 pixels across (draw it as a whole then).
    package init?(box: CGRect, radiusX: CGFloat, radiusY: CGFloat) {
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite, radiusX >= 1, radiusY >= 1 else { return nil }
        (left, right) = ((box.minX + 0.5).rounded(.up), (box.maxX - 0.5).rounded(.down))
        (top, bottom) = ((box.minY + 0.5).rounded(.up), (box.maxY - 0.5).rounded(.down))
        (innerLeft, innerRight) = ((box.minX + radiusX).rounded(.up), (box.maxX - radiusX).rounded(.down))
        (innerTop, innerBottom) = ((box.minY + radiusY).rounded(.up), (box.maxY - radiusY).rounded(.down))
        guard innerRight - innerLeft >= 4, innerBottom - innerTop >= 4, left <= innerLeft, innerRight <= right,
            top <= innerTop, innerBottom <= bottom
        else { return nil }
    }

    /// Hands `body` the rectangles to fill, not overlapping: the vertical bar, then the horizontal bar's
    /// parts left and right of it (each left out when empty). (No array: a rectangle drawn on SDL's path
    /// every frame allocates nothing.)
    package func forEachFill(_ body: (CGRect) -> Void) {
        body(CGRect(x: innerLeft, y: top, width: innerRight - innerLeft, height: bottom - top))
        if innerLeft > left { body(CGRect(x: left, y: innerTop, width: innerLeft - left, height: innerBottom - innerTop)) }
        if right > innerRight { body(CGRect(x: innerRight, y: innerTop, width: right - innerRight, height: innerBottom - innerTop)) }
    }
}
