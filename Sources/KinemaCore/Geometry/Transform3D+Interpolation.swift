import Foundation

extension Transform3D {
    /// The transform a fraction `f` of the way to `target`, as Core Animation interpolates a layer's
    /// transform: both are decomposed, translation, scale, skew and perspective mix linearly, the
    /// rotation by `Quaternion.slerp` (the shorter way), and the parts are recomposed — so a flip from
    /// identity to a half turn about y is edge-on at f = ½, where mixing the entries would squash it.
    ///
    /// When either cannot be decomposed (a scale to zero, m44 = 0) the value jumps at f = ½, as CSS
    /// Transforms Level 2 prescribes. `f` outside [0, 1] extrapolates the linear parts.
    package func interpolated(to target: Transform3D, fraction f: Double) -> Transform3D {
        guard let from = decomposed, let to = target.decomposed else { return f < 0.5 ? self : target }
        return Transform3D(from.interpolated(to: to, fraction: f))
    }
}

extension Transform3D.Decomposition {
    /// Component-wise mix of the linear parts and slerp of the rotation.
    package func interpolated(to target: Self, fraction f: Double) -> Self {
        Self(
            translation: translation + (target.translation - translation) * f,
            scale: scale + (target.scale - scale) * f,
            skew: skew + (target.skew - skew) * f,
            perspective: perspective + (target.perspective - perspective) * f,
            rotation: rotation.slerp(to: target.rotation, fraction: f))
    }
}
