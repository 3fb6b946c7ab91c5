import Foundation
import KinemaCore

// Core Animation's 3-D transform functions, with Apple's names and conventions: points are row vectors,
// so `CATransform3DConcat(a, b)` is a·b (a first, then b), and the "…Rotate/Translate/Scale(t, …)"
// forms put their new step *before* t: `CATransform3DRotate(t, …)` = rotation·t, as Apple documents
// ("t = rotation(angle, x, y, z) * t"). Each is KinemaCore's `Transform3D` underneath.

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`); the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: angle, x: x, y: y, z: z))
}

/// A translation by (`tx`, `ty`, `tz`) points: the identity with m41, m42, m43 set.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: tx, y: ty, z: tz))
}

/// A scale by (`sx`, `sy`, `sz`) about the origin: the identity with m11, m22, m33 set.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: sx, y: sy, z: sz))
}

/// `t` with a rotation first: rotation·t. Apple leaves a zero axis undefined; Kinema returns `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(t).rotated(by: angle, x: x, y: y, z: z))
}

/// `t` with a translation first: translation·t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(t).translatedBy(x: tx, y: ty, z: tz))
}

/// `t` with a scale first: scale·t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(t).scaledBy(x: sx, y: sy, z: sz))
}

/// `a` followed by `b`: the product a·b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(Transform3D(a).concatenating(Transform3D(b)))
}

/// The inverse of `t`, or `t` itself when it has none (as Apple documents).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    CATransform3D(Transform3D(t).inverted())
}

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The 2-D transform as a 3-D one: (a, b, c, d, tx, ty) in (m11, m12, m21, m22, m41, m42).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(m))
}

/// The 2-D part of `t`, (m11, m12, m21, m22, m41, m42). Apple leaves it undefined when `t` is not affine;
/// Kinema returns those entries regardless.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    Transform3D(t).affine
}

/// Whether an affine transform represents `t` exactly: nothing reads or moves z, and no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { Transform3D(t).isAffine }
