import Foundation

/// A plane-to-plane perspective map (a homography): what a 3-D layer with perspective does to its flat
/// content once it lands on the screen.
///
/// Row vectors, as `CGAffineTransform` and Core Animation's matrices: (x, y, 1)·M = (X, Y, W), and the
/// point lands at (X/W, Y/W). Points with W ≤ 0 are at or behind the eye and have no image (a renderer
/// clips the plane at a small positive W first: `clippedToFront`). `a.concatenating(b)` is a·b, `a`
/// first. The scale of M does not matter (M and k·M, k > 0, map every point alike).
public struct ProjectiveTransform: Sendable, Equatable, Hashable {
    public var m11, m12, m13: CGFloat
    public var m21, m22, m23: CGFloat
    public var m31, m32, m33: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public static let identity = ProjectiveTransform(CGAffineTransform.identity)

    /// The affine map as a projective one (third column 0, 0, 1).
    public init(_ affine: CGAffineTransform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0, m31: affine.tx, m32: affine.ty, m33: 1)
    }

    /// What a 4 × 4 transform does to the flat plane z = 0: (x, y, 0, 1)·T keeps rows 1, 2 and 4 of T
    /// (row 3 multiplies z = 0), and the screen reads columns 1, 2 (x, y) and 4 (w), dropping the depth.
    package init(_ t: Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// Whether W is 1 everywhere (third column 0, 0, 1): an affine map.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (meaningful when `isAffine`).
    public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// (x, y, 1)·M: the homogeneous image before the divide.
    public func homogeneous(_ point: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (point.x * m11 + point.y * m21 + m31, point.x * m12 + point.y * m22 + m32, point.x * m13 + point.y * m23 + m33)
    }

    /// W at `point`: linear in the point, positive in front of the eye.
    public func w(at point: CGPoint) -> CGFloat { point.x * m13 + point.y * m23 + m33 }

    /// Where `point` lands, or nil when W ≤ 0 (at or behind the eye).
    public func apply(_ point: CGPoint) -> CGPoint? {
        let image = homogeneous(point)
        guard image.w > 0 else { return nil }
        return CGPoint(x: image.x / image.w, y: image.y / image.w)
    }

    /// `self` followed by `other`: the product self·other.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        let a = self, b = other
        return ProjectiveTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31, m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// `self`, then an affine map of the device side (a layer's placement in the window's pixels).
    public func concatenating(_ affine: CGAffineTransform) -> ProjectiveTransform {
        concatenating(ProjectiveTransform(affine))
    }

    /// The inverse (the adjugate over the determinant), or nil when the map is singular (the plane seen
    /// edge-on): a determinant below 1e-12 of the entries' scale cubed.
    public var inverse: ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        let scale = [m11, m12, m13, m21, m22, m23, m31, m32, m33].map(Swift.abs).max() ?? 0
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12 * scale * scale * scale else { return nil }
        let k = 1 / determinant
        return ProjectiveTransform(
            m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k,
            m31: c31 * k, m32: c32 * k, m33: c33 * k)
    }

    /// The largest factor by which the map stretches a short segment at `point` (the Jacobian's larger
    /// singular value), or nil where W ≤ 0. With P = (X, Y)/W: ∂P/∂x = (row 1 − P·m13)/W, and likewise y.
    public func localScale(at point: CGPoint) -> CGFloat? {
        let image = homogeneous(point)
        guard image.w > 0 else { return nil }
        let (px, py) = (image.x / image.w, image.y / image.w)
        let a = (m11 - px * m13) / image.w, c = (m12 - py * m13) / image.w  // ∂P/∂x
        let b = (m21 - px * m23) / image.w, d = (m22 - py * m23) / image.w  // ∂P/∂y
        // σ_max² of [[a, b], [c, d]]: the larger eigenvalue of its Gram matrix.
        let p = a * a + c * c, q = b * b + d * d, r = a * b + c * d
        let half = (p + q) / 2
        return (half + ((p - q) * (p - q) / 4 + r * r).squareRoot()).squareRoot()
    }
}
