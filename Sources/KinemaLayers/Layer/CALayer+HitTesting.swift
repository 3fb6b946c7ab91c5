import Foundation
import KinemaCore

/// Core Animation's coordinate conversion and hit-testing, through each layer's transform into its
/// superlayer (`toSuperlayer`). A layer with perspective is taken through its projection: a point is
/// carried back into its plane by the inverse of the flat (z = 0) map.
@MainActor
extension CALayer {
    /// The farthest descendant (or the layer itself) containing `point`, given in the *superlayer's*
    /// coordinates, as Core Animation's `hitTest(_:)` takes it; nil when none does. Hidden layers are
    /// skipped, and a layer that masks to its bounds hides what lies outside them. A transform layer
    /// finds nothing (Apple: it has no plane to map the point into).
    public func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, !(self is CATransformLayer), let local = Self.unproject(point, through: toSuperlayer) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in Self.byDepth(orderedSublayers).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// `point` in this layer's coordinates expressed in `layer`'s (the root layer's when nil).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = toRoot.project(point) ?? point
        guard let layer, let back = Self.unproject(inRoot, through: layer.toRoot) else { return inRoot }
        return back
    }

    /// `point` in `layer`'s coordinates (the root layer's when nil) expressed in this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer.map { $0.toRoot.project(point) ?? point } ?? point
        return Self.unproject(inRoot, through: toRoot) ?? inRoot
    }

    /// `rect` in this layer's coordinates expressed in `layer`'s: the box of its converted corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        Self.box(of: rect) { convert($0, to: layer) }
    }

    /// `rect` in `layer`'s coordinates expressed in this layer's: the box of its converted corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        Self.box(of: rect) { convert($0, from: layer) }
    }

    /// This layer's bounds → the root layer's (the window's layer, or the top of a standalone tree),
    /// each layer flattened into its superlayer's plane as Core Animation draws it (a transform layer
    /// keeps its sublayers' depth).
    package var toRoot: Transform3D {
        var matrix = Transform3D.identity
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            let step = current.toSuperlayer
            matrix = matrix.concatenating(parent is CATransformLayer ? step : step.flattened)
            layer = parent
        }
        if let window = layer?.view, window.isWindow {
            let origin = window.bounds.origin
            if origin != .zero { matrix = matrix.concatenating(Transform3D(translationX: -origin.x, y: -origin.y, z: 0)) }
        }
        return matrix
    }

    /// The point of a layer's plane that `matrix` (its bounds → its superlayer) carries to `point`:
    /// the inverse of its flat map (rows and columns 1, 2 and 4). Nil when the layer is edge-on.
    package static func unproject(_ point: CGPoint, through matrix: Transform3D) -> CGPoint? {
        let (a, b, c) = (Double(matrix.m11), Double(matrix.m12), Double(matrix.m14))
        let (d, e, f) = (Double(matrix.m21), Double(matrix.m22), Double(matrix.m24))
        let (g, h, i) = (Double(matrix.m41), Double(matrix.m42), Double(matrix.m44))
        let (x, y) = (Double(point.x), Double(point.y))
        // Solve (u, v, 1)·M = w·(x, y, 1) for u and v: two linear equations.
        let (p, q, r) = (a - x * c, d - x * f, x * i - g)
        let (s, t, u) = (b - y * c, e - y * f, y * i - h)
        let determinant = p * t - q * s
        guard abs(determinant) > 1e-12 else { return nil }
        return CGPoint(x: (r * t - q * u) / determinant, y: (p * u - r * s) / determinant)
    }

    private static func box(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
