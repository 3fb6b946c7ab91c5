import Foundation
import KinemaCore
import Testing
@testable import KinemaRaster

/// An upright rounded rectangle on SDL's path as a cross of three plain fills and a rim of triangles
/// (`RectCross`, `TriangleBatch.rim(outline:cross:color:)`): the fills and the rim's solid triangles tile
/// the shape inset by half a pixel — their areas add up to the inset outline's, with no triangle of
/// negative area (an overlap or a fold) — and the triangles' bounding boxes, which SDL's software
/// renderer fills whole, stay near the corners' squares and the edges instead of a band as wide as the
/// radius all round.
@Suite("Rounded rectangle cross")
struct RectCrossTests {
    /// The area of a polygon (shoelace), absolute.
    static func area(_ points: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return Swift.abs(sum) / 2
    }

    /// `outline` (convex) with each edge moved `distance` inwards: consecutive moved edges' crossings.
    static func inset(_ outline: [CGPoint], by distance: CGFloat) -> [CGPoint] {
        let n = outline.count
        let sign: CGFloat = {
            var sum: CGFloat = 0
            for i in 0..<n { sum += outline[i].x * outline[(i + 1) % n].y - outline[(i + 1) % n].x * outline[i].y }
            return sum > 0 ? 1 : -1
        }()
        // Each edge as a point on it moved inwards and its direction.
        let lines = (0..<n).map { i -> (CGPoint, CGPoint) in
            let a = outline[i], b = outline[(i + 1) % n]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let d = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length), inward = CGPoint(x: -d.y * sign, y: d.x * sign)
            return (CGPoint(x: a.x + inward.x * distance, y: a.y + inward.y * distance), d)
        }
        return (0..<n).map { i in
            let (p, d) = lines[(i + n - 1) % n], (q, e) = lines[i]
            let t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / (d.x * e.y - d.y * e.x)
            return CGPoint(x: p.x + d.x * t, y: p.y + d.y * t)
        }
    }

    /// Solid triangles (every vertex opaque): total area, total bounding-box area, and how far the farthest
    /// vertex lies outside `region` (convex, clockwise on screen).
    static func solid(_ batch: TriangleBatch, inside region: [CGPoint]) -> (area: CGFloat, boxes: CGFloat, outside: CGFloat) {
        var (area, boxes, outside): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        for t in stride(from: 0, to: batch.indices.count, by: 3) {
            let v = (0..<3).map { batch.vertices[Int(batch.indices[t + $0])] }
            guard v.allSatisfy({ $0.color.a > 0 }) else { continue }
            let p = v.map { CGPoint(x: CGFloat($0.position.x), y: CGFloat($0.position.y)) }
            area += Swift.abs((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y)) / 2
            let xs = p.map(\.x), ys = p.map(\.y)
            boxes += (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!)
            for point in p {
                for i in region.indices {
                    let a = region[i], b = region[(i + 1) % region.count]
                    let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                    // Positive outside (the region turns clockwise on screen: inside is to the right).
                    outside = max(outside, -((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length)
                }
            }
        }
        return (area, boxes, outside)
    }

    static func fills(of cross: RectCross) -> [CGRect] {
        var fills: [CGRect] = []
        cross.forEachFill { fills.append($0) }
        return fills
    }

    @Test(arguments: [
        (CGRect(x: 10.3, y: 20.6, width: 300, height: 190), CGFloat(16), CGFloat(3.8)),
        (CGRect(x: 0, y: 0, width: 100, height: 60), 10, 1),
        (CGRect(x: 5.5, y: 7.25, width: 40, height: 90), 18, 2),
        (CGRect(x: 1, y: 2, width: 200, height: 60), 25, 1.5),
    ])
    func theFillsAndTheRimTileTheInsetShape(rect: CGRect, radius: CGFloat, scale: CGFloat) throws {
        let m = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 3.4, ty: 1.7)
        var outline: [CGPoint] = []
        TriangleBatch.roundedRect(into: &outline, rect, radius: radius, transform: m, pixelScale: scale)
        let box = rect.applying(m), r = min(radius, min(rect.width, rect.height) / 2)
        let cross = try #require(RectCross(box: box, radiusX: r * scale, radiusY: r * scale))
        let batch = TriangleBatch()
        #expect(batch.rim(outline: outline, cross: cross, color: RasterColor(r: 0, g: 122, b: 255, a: 255)))
        let rectangles = Self.fills(of: cross), fills = rectangles.reduce(0) { $0 + $1.width * $1.height }
        for (i, a) in rectangles.enumerated() {
            for b in rectangles[(i + 1)...] { #expect(a.intersection(b).width * a.intersection(b).height == 0, "fills overlap: \(a) \(b)") }
        }
        // The rim's solid edge: the outline moved half a pixel inwards (its miters).
        let inset = Self.inset(outline, by: 0.5)
        let solid = Self.solid(batch, inside: inset)
        let expected = Self.area(inset)
        #expect(Swift.abs(fills + solid.area - expected) < 0.5, "fills \(fills) + triangles \(solid.area) against the inset shape's \(expected)")
        #expect(solid.outside < 0.01, "a triangle reaches \(solid.outside) pixels outside the inset shape")
        // The boxes SDL fills: each corner's square (radius and two pixels) twice — a slab's two triangles
        // share its box — and two pixels along the edges; and a fraction of the rim around the rectangle
        // clear of the corners all round.
        let perimeter = 2 * (box.width + box.height), corner = (r * scale + 2) * (r * scale + 2)
        #expect(solid.boxes <= 8 * corner + 2 * perimeter, "\(solid.boxes) pixels of boxes, against \(8 * corner + 2 * perimeter)")
        let old = TriangleBatch()
        let hole = CGRect(x: cross.innerLeft, y: cross.innerTop, width: cross.innerRight - cross.innerLeft, height: cross.innerBottom - cross.innerTop)
        old.rim(outline: outline, hole: hole, color: RasterColor(r: 0, g: 122, b: 255, a: 255))
        let before = Self.solid(old, inside: inset).boxes
        #expect(solid.boxes < before / 2, "\(solid.boxes) pixels of boxes against \(before) around the rectangle clear of the corners")
        print("rounded rect \(box.size) radius \(r * scale): \(Int(solid.boxes)) pixels of triangles' boxes, \(Int(before)) before")
    }

    @Test func smallCornersAndNarrowShapesHaveNoCross() {
        #expect(RectCross(box: CGRect(x: 0, y: 0, width: 100, height: 50), radiusX: 0.5, radiusY: 0.5) == nil, "corners under a pixel")
        #expect(RectCross(box: CGRect(x: 0, y: 0, width: 20, height: 50), radiusX: 9, radiusY: 9) == nil, "a vertical bar under 4 pixels")
        let cross = RectCross(box: CGRect(x: 0.3, y: 0.6, width: 100, height: 50), radiusX: 10, radiusY: 10)
        // 0.3…100.3 across, 0.6…50.6 down.
        #expect(cross?.left == 1 && cross?.innerLeft == 11 && cross?.innerRight == 90 && cross?.right == 99)
        #expect(cross?.top == 2 && cross?.innerTop == 11 && cross?.innerBottom == 40 && cross?.bottom == 50)
        #expect(cross.map { Self.fills(of: $0).count } == 3)
    }
}
