import Foundation

/// Transforms add and scale entry by entry (what additive composition and springs need), but
/// interpolate by decomposition, as Core Animation does: translation, scale and shear move linearly
/// and the rotation turns the short way round, so a rotation never shrinks through a singular matrix.
extension CGAffineTransform: Animatable {
    public static var zero: CGAffineTransform { CGAffineTransform() }

    public static func + (lhs: CGAffineTransform, rhs: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c, d: lhs.d + rhs.d,
            tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty)
    }

    public static func - (lhs: CGAffineTransform, rhs: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c, d: lhs.d - rhs.d,
            tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty)
    }

    public func scaled(by factor: Double) -> CGAffineTransform {
        let f = CGFloat(factor)
        return CGAffineTransform(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
    }

    public var vectorMagnitude: Double {
        Double((a * a + b * b + c * c + d * d + tx * tx + ty * ty).squareRoot())
    }

    public func interpolated(to target: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        Self.interpolate(from: decomposed, to: target.decomposed, fraction: fraction)
    }

    public var interpolationForm: Decomposition { decomposed }

    public static func interpolate(from: Decomposition, to: Decomposition, fraction: Double) -> CGAffineTransform {
        // Pure translations (the common case: slide-ins) interpolate exactly and without trigonometry.
        if from.isPureTranslation && to.isPureTranslation {
            let f = fraction
            return CGAffineTransform(
                translationX: CGFloat(from.translationX + (to.translationX - from.translationX) * f),
                y: CGFloat(from.translationY + (to.translationY - from.translationY) * f))
        }
        return CGAffineTransform(from.interpolated(to: to, fraction: fraction))
    }
}

extension CGAffineTransform.Decomposition {
    /// Scale 1, no shear, no rotation.
    public var isPureTranslation: Bool { scaleX == 1 && scaleY == 1 && shear == 0 && rotation == 0 }

    /// Component-wise interpolation with the rotation taking the shorter way round (|Δθ| ≤ π).
    public func interpolated(to target: Self, fraction f: Double) -> Self {
        var targetRotation = target.rotation
        let turn = 2 * Double.pi
        if targetRotation - rotation > .pi { targetRotation -= turn }
        if targetRotation - rotation < -.pi { targetRotation += turn }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Self(
            translationX: mix(translationX, target.translationX),
            translationY: mix(translationY, target.translationY),
            scaleX: mix(scaleX, target.scaleX),
            scaleY: mix(scaleY, target.scaleY),
            shear: mix(shear, target.shear),
            rotation: mix(rotation, targetRotation))
    }
}

/// The parts add, subtract and scale component by component: additive transform animations run in this
/// space (a contribution from old − new parts to zero), so a running rotation or scale keeps its momentum.
extension CGAffineTransform.Decomposition: Animatable {
    public static let zero = CGAffineTransform.Decomposition(
        translationX: 0, translationY: 0, scaleX: 0, scaleY: 0, shear: 0, rotation: 0)

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            translationX: lhs.translationX + rhs.translationX, translationY: lhs.translationY + rhs.translationY,
            scaleX: lhs.scaleX + rhs.scaleX, scaleY: lhs.scaleY + rhs.scaleY,
            shear: lhs.shear + rhs.shear, rotation: lhs.rotation + rhs.rotation)
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(
            translationX: lhs.translationX - rhs.translationX, translationY: lhs.translationY - rhs.translationY,
            scaleX: lhs.scaleX - rhs.scaleX, scaleY: lhs.scaleY - rhs.scaleY,
            shear: lhs.shear - rhs.shear, rotation: lhs.rotation - rhs.rotation)
    }

    public func scaled(by factor: Double) -> Self {
        Self(
            translationX: translationX * factor, translationY: translationY * factor, scaleX: scaleX * factor,
            scaleY: scaleY * factor, shear: shear * factor, rotation: rotation * factor)
    }

    public var vectorMagnitude: Double {
        (translationX * translationX + translationY * translationY + scaleX * scaleX + scaleY * scaleY
            + shear * shear + rotation * rotation).squareRoot()
    }
}
