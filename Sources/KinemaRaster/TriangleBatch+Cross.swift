import Foundation

extension TriangleBatch {
    /// The feathered rim of an upright rounded rectangle around the cross of plain fills inside it
    /// (`RectCross`), in pixels: `outline` is `roundedRect`'s (the same number of points at each corner,
    /// clockwise from the top-right). The shape inset by half a pixel is tiled by the cross, at each corner
    /// slabs from its inset points across to the cross's inner corner's column, and a strip of under a
    /// pixel along each edge; the feather runs from that inset outline to half a pixel outside, as `rim`'s does.
    /// Returns false, adding nothing, when the outline is not four corners of at least two points.
    @discardableResult
    package func rim(outline: [CGPoint], cross c: RectCross, color: RasterColor) -> Bool {
        let count = outline.count, perCorner = count / 4
        guard count % 4 == 0, perCorner >= 2, color.a > 0 else { return false }
        computeOutwardMiters(outline)
        let clear = RasterColor(r: color.r, g: color.g, b: color.b, a: 0)
        // (No array of them: tessellating allocates nothing in a steady frame.)
        func inset(_ i: Int) -> CGPoint { CGPoint(x: outline[i].x - directions[i].x * 0.5, y: outline[i].y - directions[i].y * 0.5) }
        let first = Int32(vertices.count)
        for i in 0..<count {
            let p = outline[i], d = directions[i]
            _ = add(inset(i), color)
            _ = add(CGPoint(x: p.x + d.x * 0.5, y: p.y + d.y * 0.5), clear)
        }
        for i in 0..<count {
            let a = first + Int32(2 * i), b = first + Int32(2 * ((i + 1) % count))
            triangle(a, a + 1, b + 1)
            triangle(a, b + 1, b)
        }
        // Where each corner's inset points start and end (its straight edges' inset lines).
        let (topY, rightX) = (inset(0).y, inset(perCorner - 1).x), (bottomY, leftX) = (inset(2 * perCorner - 1).y, inset(3 * perCorner - 1).x)
        // Corners clockwise from the top-right: the cross's inner corner, and the points where the corner's
        // region meets the straight edges before and after its arc.
        for k in 0..<4 {
            let (centre, before, after): (CGPoint, CGPoint, CGPoint)
            switch k {
            case 0: (centre, before, after) = (CGPoint(x: c.innerRight, y: c.innerTop), CGPoint(x: c.innerRight, y: topY), CGPoint(x: rightX, y: c.innerTop))
            case 1: (centre, before, after) = (CGPoint(x: c.innerRight, y: c.innerBottom), CGPoint(x: rightX, y: c.innerBottom), CGPoint(x: c.innerRight, y: bottomY))
            case 2: (centre, before, after) = (CGPoint(x: c.innerLeft, y: c.innerBottom), CGPoint(x: c.innerLeft, y: bottomY), CGPoint(x: leftX, y: c.innerBottom))
            default: (centre, before, after) = (CGPoint(x: c.innerLeft, y: c.innerTop), CGPoint(x: leftX, y: c.innerTop), CGPoint(x: c.innerLeft, y: topY))
            }
            // Before, the corner's inset points, after: each segment's slab across to the centre's column
            // (the corner's region is y-monotone there). Slabs, not a fan from the centre: SDL's software
            // renderer fills each triangle's bounding box, and a fan's slivers each spanned the corner.
            var previous = before
            for i in (k * perCorner)...((k + 1) * perCorner) {
                let next = i < (k + 1) * perCorner ? inset(i) : after
                solidQuad(previous, next, CGPoint(x: centre.x, y: next.y), CGPoint(x: centre.x, y: previous.y), color)
                previous = next
            }
        }
        // The strips between the inset edges and the cross's bars.
        solidQuad(CGPoint(x: c.innerLeft, y: topY), CGPoint(x: c.innerRight, y: topY), CGPoint(x: c.innerRight, y: c.top), CGPoint(x: c.innerLeft, y: c.top), color)
        solidQuad(CGPoint(x: c.right, y: c.innerTop), CGPoint(x: rightX, y: c.innerTop), CGPoint(x: rightX, y: c.innerBottom), CGPoint(x: c.right, y: c.innerBottom), color)
        solidQuad(CGPoint(x: c.innerLeft, y: c.bottom), CGPoint(x: c.innerRight, y: c.bottom), CGPoint(x: c.innerRight, y: bottomY), CGPoint(x: c.innerLeft, y: bottomY), color)
        solidQuad(CGPoint(x: leftX, y: c.innerTop), CGPoint(x: c.left, y: c.innerTop), CGPoint(x: c.left, y: c.innerBottom), CGPoint(x: leftX, y: c.innerBottom), color)
        return true
    }

    /// A solid triangle, left out when it has no area (SDL's software renderer mistakes degenerate
    /// triangles for rectangles).
    private func solidTriangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ color: RasterColor) {
        guard Swift.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) > 1e-6 else { return }
        let i = add(a, color), j = add(b, color), k = add(c, color)
        triangle(i, j, k)
    }

    private func solidQuad(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ color: RasterColor) {
        solidTriangle(a, b, c, color)
        solidTriangle(a, c, d, color)
    }
}
