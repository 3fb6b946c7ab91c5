import Foundation

extension Transform3D {
    /// The 2-D transform as a 3-D one: `CATransform3DMakeAffineTransform` puts (a, b, c, d, tx, ty) in
    /// (m11, m12, m21, m22, m41, m42) and leaves the rest the identity's.
    package init(_ affine: CGAffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// The 2-D part: `CATransform3DGetAffineTransform` reads (m11, m12, m21, m22, m41, m42). Apple leaves
    /// the result undefined when `isAffine` is false; Kinema returns these entries regardless.
    package var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether an affine transform represents it exactly (`CATransform3DIsAffine`): nothing moves z or
    /// reads it (m13, m23, m31, m32, m43 zero, m33 one) and there is no perspective (m14, m24, m34 zero,
    /// m44 one), so `Transform3D(affine)` gives `self` back.
    package var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m43 == 0 && m33 == 1
            && m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1
    }
}
