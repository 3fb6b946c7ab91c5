import Foundation

extension ProjectiveTransform {
    /// The smallest W a renderer projects: the plane is cut where W falls below it, so what turns
    /// toward the viewer past the eye is left out instead of exploding through infinity. A point at
    /// W = 0.01 shows a hundred times its size — more than a screen shows of it.
    public static let nearestW: CGFloat = 0.01

    /// The part of `rect` (in the plane) in front of the eye, W ≥ `nearestW`: a convex polygon in plane
    /// coordinates, the rectangle's corners clockwise from its top-left where none is cut, empty when
    /// it all lies behind. The cut is a straight line, since W is linear in the point (Sutherland–Hodgman
    /// against one half-plane).
    public func frontPolygon(of rect: CGRect, nearestW: CGFloat = ProjectiveTransform.nearestW) -> [CGPoint] {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        var polygon: [CGPoint] = []
        for (index, point) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            let (w0, w1) = (w(at: point) - nearestW, w(at: next) - nearestW)
            if w0 >= 0 { polygon.append(point) }
            if (w0 >= 0) != (w1 >= 0) {
                // Where W crosses the limit along the edge.
                let t = w0 / (w0 - w1)
                polygon.append(CGPoint(x: point.x + (next.x - point.x) * t, y: point.y + (next.y - point.y) * t))
            }
        }
        return polygon
    }

    /// The front polygon of `rect` on the screen: each vertex of `frontPolygon` projected.
    public func projectedPolygon(of rect: CGRect) -> [CGPoint] {
        frontPolygon(of: rect).compactMap(apply)
    }

    /// The screen box of `rect`'s front part (null when nothing of it is in front of the eye).
    public func projectedBounds(of rect: CGRect) -> CGRect {
        let polygon = projectedPolygon(of: rect)
        guard let first = polygon.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in polygon {
            (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
            (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
