import Foundation
import KinemaCore

/// Triangles collected across items and drawn at once: by the software rasteriser (`flush(into:clip:)`)
/// or handed to SDL in one call (KinemaSDL's `flush(_:texture:)`).
///
/// Anti-aliasing is geometric: every shape gets a one-pixel feather — an outer ring of vertices whose
/// alpha is zero, half a pixel outside the true edge, around solid vertices half a pixel inside it — so
/// edges blend over about one pixel at any scale or rotation, on any renderer.
package final class TriangleBatch {
    // Not `package`: a stored property other modules can see is checked for exclusive access at run
    // time on every access, and tessellating appends a vertex at a time (`withTriangles` lends them out).
    var vertices: [RasterVertex] = []
    var indices: [Int32] = []

    package init() {
        vertices.reserveCapacity(16_384)
        indices.reserveCapacity(32_768)
    }

    /// A class, not a value: asked before every shape the renderer draws, a value held by the renderer
    /// was copied (its six arrays retained and released) to be asked across modules.
    package var isEmpty: Bool { indices.isEmpty }
    /// The pixels the batch's vertices span (from its last empty state).
    var low = RasterVertex.Point(x: .infinity, y: .infinity), high = RasterVertex.Point(x: -.infinity, y: -.infinity)

    /// The whole pixels the batch's triangles can touch (nil when it has none).
    package var pixelBounds: PixelRect? {
        guard !indices.isEmpty, low.x <= high.x, low.y <= high.y else { return nil }
        let x = Int32(low.x.rounded(.down)) - 1, y = Int32(low.y.rounded(.down)) - 1
        return PixelRect(x: x, y: y, w: Int32(high.x.rounded(.up)) + 1 - x, h: Int32(high.y.rounded(.up)) + 1 - y)
    }

    package func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        low = RasterVertex.Point(x: .infinity, y: .infinity)
        high = RasterVertex.Point(x: -.infinity, y: -.infinity)
    }

    /// Draws and empties the batch itself, straight into a surface (the software path), inside `clip`:
    /// SDL's software renderer would make and blit a surface for every triangle.
    package func flush(into rasterizer: SurfaceRasterizer, clip: PixelRect) {
        guard !indices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                for start in stride(from: 0, to: i.count - 2, by: 3) {
                    rasterizer.fillTriangle(v[Int(i[start])], v[Int(i[start + 1])], v[Int(i[start + 2])], clip: clip)
                }
            }
        }
        removeAll()
    }

    /// Calls `body` with the vertices and the triangles' indices (three a triangle), as they are.
    package func withTriangles<R>(_ body: (UnsafeBufferPointer<RasterVertex>, UnsafeBufferPointer<Int32>) -> R) -> R {
        vertices.withUnsafeBufferPointer { v in indices.withUnsafeBufferPointer { i in body(v, i) } }
    }

    /// Keeps the triangles whose bounds come within a pixel of `clip` (in their order).
    package func keepTriangles(touching clip: PixelRect) {
        let left = Float(clip.x) - 1, top = Float(clip.y) - 1
        let right = Float(clip.x + clip.w) + 1, bottom = Float(clip.y + clip.h) + 1
        // The batch's own bounds inside the clip: every triangle is kept.
        if low.x >= left, low.y >= top, high.x <= right, high.y <= bottom { return }
        var kept = 0
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeMutableBufferPointer { i in
                for start in stride(from: 0, to: i.count - 2, by: 3) {
                    let a = v[Int(i[start])].position, b = v[Int(i[start + 1])].position, c = v[Int(i[start + 2])].position
                    guard max(a.x, b.x, c.x) >= left, min(a.x, b.x, c.x) <= right,
                        max(a.y, b.y, c.y) >= top, min(a.y, b.y, c.y) <= bottom
                    else { continue }
                    (i[kept], i[kept + 1], i[kept + 2]) = (i[start], i[start + 1], i[start + 2])
                    kept += 3
                }
            }
        }
        indices.removeLast(indices.count - kept)
    }

    /// Gives every vertex texture coordinates from its position (pixels → 0…1, clamped to the texture).
    package func mapTexture(_ map: (CGPoint) -> CGPoint) {
        for index in vertices.indices {
            let position = vertices[index].position
            let uv = map(CGPoint(x: CGFloat(position.x), y: CGFloat(position.y)))
            vertices[index].texCoord = RasterVertex.Point(x: Float(min(1, max(0, uv.x))), y: Float(min(1, max(0, uv.y))))
        }
    }

    @inline(__always)
    func add(_ point: CGPoint, _ color: RasterColor) -> Int32 {
        let point = PixelBounds.clamp(point)
        let position = RasterVertex.Point(x: Float(point.x), y: Float(point.y))
        (low.x, low.y) = (min(low.x, position.x), min(low.y, position.y))
        (high.x, high.y) = (max(high.x, position.x), max(high.y, position.y))
        vertices.append(RasterVertex(position: position, color: color))
        return Int32(vertices.count - 1)
    }

    @inline(__always)
    func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    // Scratch buffers reused by every shape, so tessellating allocates nothing in a steady frame.
    private var normals: [CGPoint] = []
    private(set) var directions: [CGPoint] = []
    private var pathBuffer: [CGPoint] = []
    private var capBuffer: [CGPoint] = []

    // MARK: - Shapes (points already in window pixels)

    /// A filled convex (or star-shaped) outline with a feathered edge.
    package func fill(outline: [CGPoint], color: RasterColor) {
        let count = outline.count
        guard count >= 3, color.a > 0 else { return }
        let center = Self.centroid(outline)
        computeOutwardMiters(outline)
        let clear = RasterColor(r: color.r, g: color.g, b: color.b, a: 0)
        let middle = add(center, color)
        let first = Int32(vertices.count)
        for i in 0..<count {
            let p = outline[i], d = directions[i]
            _ = add(CGPoint(x: p.x - d.x * 0.5, y: p.y - d.y * 0.5), color)
            _ = add(CGPoint(x: p.x + d.x * 0.5, y: p.y + d.y * 0.5), clear)
        }
        for i in 0..<count {
            let j = (i + 1) % count
            let inner = first + Int32(2 * i), outer = inner + 1
            let nextInner = first + Int32(2 * j), nextOuter = nextInner + 1
            triangle(middle, inner, nextInner)
            triangle(inner, outer, nextOuter)
            triangle(inner, nextOuter, nextInner)
        }
    }

    /// A closed outline stroked `width` pixels wide, centred on the outline, feathered on both sides.
    package func stroke(closed outline: [CGPoint], width: CGFloat, color: RasterColor) {
        guard outline.count >= 3 else { return }
        computeOutwardMiters(outline)
        band(points: outline, closed: true, width: width, color: color)
    }

    /// An open polyline stroked `width` pixels wide: one continuous band with mitred joins (a strip of
    /// four vertices per point), feathered on both sides; wide strokes get round caps.
    package func stroke(open points: [CGPoint], width: CGFloat, color: RasterColor) {
        // Drop repeated points: they have no direction. (The buffer is taken out and put back, so it is
        // reused without copying.)
        var path = pathBuffer
        pathBuffer = []
        path.removeAll(keepingCapacity: true)
        for point in points where path.last.map({ Swift.abs($0.x - point.x) + Swift.abs($0.y - point.y) > 1e-6 }) ?? true {
            path.append(point)
        }
        if path.count >= 2, color.a > 0 {
            computeOpenMiters(path)
            band(points: path, closed: false, width: width, color: color)
            if width >= 3 {
                var cap = capBuffer
                capBuffer = []
                Self.circle(into: &cap, center: path[0], radius: width / 2)
                fill(outline: cap, color: color)
                Self.circle(into: &cap, center: path[path.count - 1], radius: width / 2)
                fill(outline: cap, color: color)
                capBuffer = cap
            }
        }
        pathBuffer = path
    }

    /// Left-hand normals of an open path, mitred at the joints (capped at 2 for sharp turns), into
    /// `directions`.
    private func computeOpenMiters(_ points: [CGPoint]) {
        let count = points.count
        normals.removeAll(keepingCapacity: true)
        for i in 0..<(count - 1) {
            let dx = points[i + 1].x - points[i].x, dy = points[i + 1].y - points[i].y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            normals.append(CGPoint(x: -dy / length, y: dx / length))
        }
        directions.removeAll(keepingCapacity: true)
        for i in 0..<count {
            directions.append(Self.miter(normals[max(0, i - 1)], normals[min(count - 2, i)]))
        }
    }

    /// The solid band ±width/2 around a path (offset along `directions`) plus half-pixel feathers.
    private func band(points: [CGPoint], closed: Bool, width: CGFloat, color: RasterColor) {
        let clear = RasterColor(r: color.r, g: color.g, b: color.b, a: 0)
        let half = width / 2
        // Offsets and colours of the four rings across the band.
        let solid = width >= 1
        let inner = solid ? half - 0.5 : 0
        let tint = solid ? color : RasterColor(r: color.r, g: color.g, b: color.b, a: UInt8(Double(color.a) * Double(max(0, width))))
        let count = points.count
        let first = Int32(vertices.count)
        for i in 0..<count {
            let d = directions[i], p = points[i]
            _ = add(CGPoint(x: p.x - d.x * (half + 0.5), y: p.y - d.y * (half + 0.5)), clear)
            _ = add(CGPoint(x: p.x - d.x * inner, y: p.y - d.y * inner), tint)
            _ = add(CGPoint(x: p.x + d.x * inner, y: p.y + d.y * inner), tint)
            _ = add(CGPoint(x: p.x + d.x * (half + 0.5), y: p.y + d.y * (half + 0.5)), clear)
        }
        stitchBands(from: first, count: count, closed: closed)
    }

    /// The feathered rim of an axis-aligned outline around `hole` (a pixel-aligned rectangle inside it that
    /// the caller fills with a plain rectangle fill): each outline point is joined to its nearest point on
    /// the hole, so rim and hole tile the shape without overlap.
    package func rim(outline: [CGPoint], hole: CGRect, color: RasterColor) {
        let count = outline.count
        guard count >= 3, color.a > 0 else { return }
        computeOutwardMiters(outline)
        let clear = RasterColor(r: color.r, g: color.g, b: color.b, a: 0)
        let first = Int32(vertices.count)
        for i in 0..<count {
            let p = outline[i], d = directions[i]
            _ = add(CGPoint(x: min(hole.maxX, max(hole.minX, p.x)), y: min(hole.maxY, max(hole.minY, p.y))), color)
            _ = add(CGPoint(x: p.x - d.x * 0.5, y: p.y - d.y * 0.5), color)
            _ = add(CGPoint(x: p.x + d.x * 0.5, y: p.y + d.y * 0.5), clear)
        }
        for i in 0..<count {
            let j = (i + 1) % count
            let a = first + Int32(3 * i), b = first + Int32(3 * j)
            // hole edge → inner outline (solid), inner → outer (feather). Around a corner every outline
            // point meets the same hole corner: emit the fan triangle only, never a degenerate one (SDL's
            // software renderer mistakes degenerate pairs for rectangles and drops the fan).
            triangle(a, a + 1, b + 1)
            if vertices[Int(a)].position.x != vertices[Int(b)].position.x || vertices[Int(a)].position.y != vertices[Int(b)].position.y {
                triangle(a, b + 1, b)
            }
            triangle(a + 1, a + 2, b + 2)
            triangle(a + 1, b + 2, b + 1)
        }
    }

    /// The ring inside a rounded rectangle (local points, mapped to pixels by `transform`, `pixelScale`
    /// pixels a point): outer edge the rectangle's with `radius`, inner edge inset by `width` with
    /// max(0, radius − width), as Core Animation draws a border. Both edges are sampled at the same
    /// angles around the same corners, so the solid band between them is one strip of quads, feathered
    /// half a pixel each side of each edge; a ring under a pixel wide is faded instead, as strokes are.
    package func roundedRing(
        _ rect: CGRect, radius: CGFloat, width: CGFloat, transform: CGAffineTransform, pixelScale: CGFloat,
        color: RasterColor
    ) {
        let shorter = min(rect.width, rect.height) / 2
        guard color.a > 0, shorter > 0, width > 0, pixelScale > 0 else { return }
        let r = max(0, min(radius, shorter)), w = min(width, shorter)
        let ri = max(0, r - w), inner = rect.insetBy(dx: w, dy: w)
        let feather = 0.5 / pixelScale
        let solid = w * pixelScale >= 1
        let tint = solid ? color : RasterColor(r: color.r, g: color.g, b: color.b, a: UInt8(Double(color.a) * Double(w * pixelScale)))
        let clear = RasterColor(r: color.r, g: color.g, b: color.b, a: 0)
        let perCorner = min(24, max(2, Int(min(100, PixelBounds.clamp(r * pixelScale * 0.6))) + 2))
        let first = Int32(vertices.count)
        for corner in 0..<4 {
            // Clockwise on screen from the top-right, as `roundedRect`: each corner's centres (outer, inner).
            let right = corner == 0 || corner == 1, top = corner == 0 || corner == 3
            let outer = CGPoint(x: right ? rect.maxX - r : rect.minX + r, y: top ? rect.minY + r : rect.maxY - r)
            let hole = CGPoint(x: right ? inner.maxX - ri : inner.minX + ri, y: top ? inner.minY + ri : inner.maxY - ri)
            let start = Double(corner - 1) * Double.pi / 2
            for step in 0...perCorner {
                let angle = start + Double(step) / Double(perCorner) * Double.pi / 2
                let n = CGPoint(x: CGFloat(cos(angle)), y: CGFloat(sin(angle)))
                let po = CGPoint(x: outer.x + r * n.x, y: outer.y + r * n.y), pi = CGPoint(x: hole.x + ri * n.x, y: hole.y + ri * n.y)
                let middle = CGPoint(x: (po.x + pi.x) / 2, y: (po.y + pi.y) / 2)
                let solidOut = solid ? CGPoint(x: po.x - feather * n.x, y: po.y - feather * n.y) : middle
                let solidIn = solid ? CGPoint(x: pi.x + feather * n.x, y: pi.y + feather * n.y) : middle
                _ = add(CGPoint(x: po.x + feather * n.x, y: po.y + feather * n.y).applying(transform), clear)
                _ = add(solidOut.applying(transform), tint)
                _ = add(solidIn.applying(transform), tint)
                _ = add(CGPoint(x: pi.x - feather * n.x, y: pi.y - feather * n.y).applying(transform), clear)
            }
        }
        stitchBands(from: first, count: 4 * (perCorner + 1), closed: true)
    }

    /// Joins `count` cross-sections of four vertices each (fade, solid, solid, fade), added from `first`
    /// on, into three bands of two triangles a segment; a closed outline joins the last to the first.
    private func stitchBands(from first: Int32, count: Int, closed: Bool) {
        let segments = closed ? count : count - 1
        for i in 0..<segments {
            let j = (i + 1) % count
            for ring in 0..<3 {
                let a = first + Int32(i * 4 + ring), b = a + 1
                let c = first + Int32(j * 4 + ring), d = c + 1
                triangle(a, b, d)
                triangle(a, d, c)
            }
        }
    }

    // MARK: - Outlines

    package static func centroid(_ points: [CGPoint]) -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        for point in points {
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(points.count), y: y / CGFloat(points.count))
    }

    /// Per vertex of a closed outline, the outward miter direction, scaled so that offsetting by it moves
    /// each edge by one unit (capped at 2 for sharp corners), into `directions`.
    func computeOutwardMiters(_ points: [CGPoint]) {
        let count = points.count
        var area: CGFloat = 0
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % count]
            area += a.x * b.y - b.x * a.y
        }
        // Outward normal of edge (a → b): rotate the edge a quarter turn away from the interior.
        let sign: CGFloat = area > 0 ? 1 : -1
        normals.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            normals.append(CGPoint(x: sign * dy / length, y: -sign * dx / length))
        }
        directions.removeAll(keepingCapacity: true)
        for i in 0..<count {
            directions.append(Self.miter(normals[(i + count - 1) % count], normals[i]))
        }
    }

    /// The direction halfway between two unit normals, lengthened so the offset edges stay parallel.
    private static func miter(_ previous: CGPoint, _ next: CGPoint) -> CGPoint {
        var mx = previous.x + next.x, my = previous.y + next.y
        let length = (mx * mx + my * my).squareRoot()
        if length < 1e-9 {
            (mx, my) = (next.x, next.y)
        } else {
            (mx, my) = (mx / length, my / length)
        }
        let scale = min(2, 1 / max(0.5, mx * next.x + my * next.y))
        return CGPoint(x: mx * scale, y: my * scale)
    }

    /// Points around a circle, enough for a smooth edge at its radius in pixels, replacing `points`.
    package static func circle(
        into points: inout [CGPoint], center: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity,
        pixelRadius: CGFloat? = nil
    ) {
        points.removeAll(keepingCapacity: true)
        let segments = min(96, max(12, Int(min(1000, max(0, PixelBounds.clamp((pixelRadius ?? radius) * 0.9)))) + 8))
        for i in 0..<segments {
            let angle = Double(i) / Double(segments) * 2 * Double.pi
            points.append(CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))).applying(transform))
        }
    }

    /// A rounded rectangle's outline (radius clamped to half the shorter side), mapped by `transform`,
    /// replacing `points`.
    package static func roundedRect(into points: inout [CGPoint], _ rect: CGRect, radius: CGFloat, transform: CGAffineTransform, pixelScale: CGFloat) {
        points.removeAll(keepingCapacity: true)
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r * pixelScale >= 0.25 else {
            points.append(CGPoint(x: rect.minX, y: rect.minY).applying(transform))
            points.append(CGPoint(x: rect.maxX, y: rect.minY).applying(transform))
            points.append(CGPoint(x: rect.maxX, y: rect.maxY).applying(transform))
            points.append(CGPoint(x: rect.minX, y: rect.maxY).applying(transform))
            return
        }
        let perCorner = min(24, max(3, Int(min(100, PixelBounds.clamp(r * pixelScale * 0.6))) + 2))
        for corner in 0..<4 {
            // Clockwise on screen from the top-right: each corner's centre and the angle its arc starts at.
            let cx = corner == 0 || corner == 1 ? rect.maxX - r : rect.minX + r
            let cy = corner == 0 || corner == 3 ? rect.minY + r : rect.maxY - r
            let start = Double(corner - 1) * Double.pi / 2
            for step in 0...perCorner {
                let angle = start + Double(step) / Double(perCorner) * Double.pi / 2
                points.append(CGPoint(x: cx + r * CGFloat(cos(angle)), y: cy + r * CGFloat(sin(angle))).applying(transform))
            }
        }
    }
}
