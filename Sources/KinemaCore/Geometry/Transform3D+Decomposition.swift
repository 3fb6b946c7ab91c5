import Foundation

extension Transform3D {
    /// A transform split into the parts Core Animation interpolates separately: the "unmatrix"
    /// decomposition of Graphics Gems II (Thomas, 1991) as CSS Transforms Level 2 writes it
    /// ("Decomposing a 3D matrix"), with the rotation as a quaternion.
    ///
    /// In row-vector order the matrix is `scale · skew · rotation · translation · perspective`: a point is
    /// scaled, sheared (y along x by `skew.x`; z along x by `skew.y` and along y by `skew.z`), turned,
    /// moved, and last given its w. For an affine matrix with a positive determinant the parts are the
    /// 2-D `CGAffineTransform.Decomposition`'s (scale, shear = `skew.x`, rotation about z).
    package struct Decomposition: Equatable, Hashable, Sendable {
        package var translation: SIMD3<Double>
        package var scale: SIMD3<Double>
        /// Shear factors (xy, xz, yz), dimensionless.
        package var skew: SIMD3<Double>
        /// The last column (m14, m24, m34, m44) of the perspective factor; (0, 0, 0, 1) for none.
        package var perspective: SIMD4<Double>
        package var rotation: Quaternion

        package init(
            translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
            perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), rotation: Quaternion = .identity
        ) {
            (self.translation, self.scale, self.skew) = (translation, scale, skew)
            (self.perspective, self.rotation) = (perspective, rotation)
        }
    }

    /// The parts, or nil when the matrix cannot be split (m44 = 0, or a singular upper 3 × 3 / affine
    /// part, such as a scale to zero): CSS then interpolates discretely, and `interpolated` does too.
    package var decomposed: Decomposition? {
        var m = rows
        guard m[15] != 0, m.allSatisfy(\.isFinite) else { return nil }
        m = m.map { $0 / m[15] }
        // The affine part (perspective column cleared) must be invertible; it also solves for the
        // perspective: m = affine · P, where P is the identity with its last column replaced.
        var affine = m
        (affine[3], affine[7], affine[11], affine[15]) = (0, 0, 0, 1)
        guard let inverseAffine = Self.inverse(ofRows: affine) else { return nil }
        var parts = Decomposition(translation: SIMD3(m[12], m[13], m[14]))
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            let column = SIMD4(m[3], m[7], m[11], m[15])
            parts.perspective = SIMD4((0..<4).map { row in
                (0..<4).reduce(0.0) { $0 + inverseAffine[row * 4 + $1] * column[$1] }
            })
        }
        let linear = [SIMD3(m[0], m[1], m[2]), SIMD3(m[4], m[5], m[6]), SIMD3(m[8], m[9], m[10])]
        let (unitRows, scale, skew) = Self.orthonormalised(linear)
        (parts.scale, parts.skew) = (scale, skew)
        parts.rotation = Quaternion(rotationRows: unitRows)
        return parts
    }

    /// Gram–Schmidt on the rows: r0 = sx·u0, r1 = sy·(u1 + xy·u0), r2 = sz·(u2 + xz·u0 + yz·u1) with
    /// u0, u1, u2 orthonormal. A mirrored basis (det < 0) negates the scales and rows, so the rows left
    /// are a proper rotation, as unmatrix does.
    static func orthonormalised(_ r: [SIMD3<Double>]) -> (rows: [SIMD3<Double>], scale: SIMD3<Double>, skew: SIMD3<Double>) {
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        var scale = SIMD3<Double>(length(r[0]), 0, 0), skew = SIMD3<Double>.zero
        var u0 = r[0] / scale.x
        skew.x = dot(u0, r[1])
        var u1 = r[1] - skew.x * u0
        scale.y = length(u1)
        u1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(u0, r[2])
        var u2 = r[2] - skew.y * u0
        skew.z = dot(u1, u2)
        u2 -= skew.z * u1
        scale.z = length(u2)
        u2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        let cross = SIMD3(u1.y * u2.z - u1.z * u2.y, u1.z * u2.x - u1.x * u2.z, u1.x * u2.y - u1.y * u2.x)
        if dot(u0, cross) < 0 {
            scale = -scale
            (u0, u1, u2) = (-u0, -u1, -u2)
        }
        return ([u0, u1, u2], scale, skew)
    }

    /// Rebuilds the matrix from its parts: `Transform3D(m.decomposed!) == m / m44` up to rounding.
    package init(_ parts: Decomposition) {
        let u = parts.rotation.rotationRows, s = parts.scale, k = parts.skew
        let linear = [s.x * u[0], s.y * (u[1] + k.x * u[0]), s.z * (u[2] + k.y * u[0] + k.z * u[1])]
        let t = parts.translation, p = parts.perspective
        var entries: [Double] = []
        for row in linear {
            entries += [row.x, row.y, row.z, (row * SIMD3(p.x, p.y, p.z)).sum()]
        }
        entries += [t.x, t.y, t.z, (t * SIMD3(p.x, p.y, p.z)).sum() + p.w]
        self.init(rows: entries)
    }
}
