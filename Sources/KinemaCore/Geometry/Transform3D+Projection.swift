import Foundation

extension Transform3D {
    /// The homogeneous image of (x, y, z, 1): the row vector (x, y, z, 1)·M, before any divide.
    package func applying(x: Double, y: Double, z: Double) -> SIMD4<Double> {
        let m = rows
        return SIMD4(
            x * m[0] + y * m[4] + z * m[8] + m[12],
            x * m[1] + y * m[5] + z * m[9] + m[13],
            x * m[2] + y * m[6] + z * m[10] + m[14],
            x * m[3] + y * m[7] + z * m[11] + m[15])
    }

    /// Where the flat point (x, y, 0) lands on the screen: its image's x and y divided by w.
    /// Nil when w ≤ 0, a point at or behind the eye (a renderer clips there instead).
    package func project(_ point: CGPoint) -> CGPoint? {
        let image = applying(x: Double(point.x), y: Double(point.y), z: 0)
        guard image.w > 0 else { return nil }
        return CGPoint(x: image.x / image.w, y: image.y / image.w)
    }

    /// A layer's full transform from its own bounds into its superlayer, as Core Animation composes it:
    /// `T(−anchor)·transform·T(position)`. The anchor is `bounds.origin + anchorPoint·bounds.size` (and
    /// `anchorPointZ` deep); the transform turns the layer about it, and the anchor lands on `position`
    /// (at depth `zPosition`).
    package static func layer(
        bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: Transform3D,
        anchorPointZ: CGFloat = 0, zPosition: CGFloat = 0
    ) -> Transform3D {
        let anchor = anchorLocation(bounds: bounds, anchorPoint: anchorPoint)
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// A superlayer's `sublayerTransform` as its sublayers see it: `T(−anchor)·sublayerTransform·T(anchor)`,
    /// so a perspective's vanishing point is the superlayer's anchor point (its bounds' centre unless the
    /// anchor moved). Core Animation applies it about the anchor point, as Chromium's compositor (which
    /// mirrors it) changed to do in its revision 181957; a sublayer's matrix into the superlayer is
    /// `layer(…)·sublayer(…)`.
    package static func sublayer(_ sublayerTransform: Transform3D, bounds: CGRect, anchorPoint: CGPoint) -> Transform3D {
        let anchor = anchorLocation(bounds: bounds, anchorPoint: anchorPoint)
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
    }

    /// `self` with its depth output dropped (third column zero): a plain `CALayer` flattens what its
    /// sublayers draw into its own plane before its own transform applies (only `CATransformLayer`
    /// keeps the depth), and since w is untouched the perspective divide still happens at the end.
    package var flattened: Transform3D {
        var m = self
        (m.m13, m.m23, m.m33, m.m43) = (0, 0, 0, 0)
        return m
    }

    /// The anchor point in the layer's own coordinates.
    static func anchorLocation(bounds: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The shoelace area of a polygon, positive when it runs clockwise on a y-down screen
    /// (top-left, top-right, bottom-right, bottom-left), negative when mirrored.
    package static func signedArea(_ polygon: [CGPoint]) -> Double {
        var twice = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            twice += Double(point.x * next.y - next.x * point.y)
        }
        return twice / 2
    }

    /// Whether `rect`, transformed, shows its front: its projected corners keep the rectangle's own
    /// winding. False past 90° of a turn about an in-plane axis (the back shows) and when edge-on;
    /// nil when a corner lies at or behind the eye.
    package func showsFront(of rect: CGRect) -> Bool? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let projected = corners.compactMap(project)
        guard projected.count == corners.count else { return nil }
        return Self.signedArea(projected) > 0
    }
}
