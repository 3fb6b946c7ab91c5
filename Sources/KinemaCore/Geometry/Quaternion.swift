import Foundation

/// A unit quaternion (x, y, z, w) = (k·sin(θ/2), cos(θ/2)): a turn by θ about the unit axis k, as
/// `Transform3D(rotationAngle: θ, x:, y:, z:)` makes it. Kept with w ≥ 0.
package struct Quaternion: Equatable, Hashable, Sendable {
    package var x, y, z, w: Double

    package init(x: Double, y: Double, z: Double, w: Double) {
        (self.x, self.y, self.z, self.w) = (x, y, z, w)
    }

    package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The quaternion of an orthonormal row-vector rotation matrix R (rows r0, r1, r2, det +1).
    ///
    /// R is the transpose of the usual column-vector matrix, so R₁₂ − R₂₁ = 4xw, R₂₀ − R₀₂ = 4yw,
    /// R₀₁ − R₁₀ = 4zw, and the sums of mirrored entries give 4xy, 4xz, 4yz. Shepperd's method
    /// starts from the largest of w, x, y, z, which keeps the signs right at a half turn, where the
    /// CSS pseudo-code's sign tests compare two zeros.
    package init(rotationRows r: [SIMD3<Double>]) {
        let trace = r[0].x + r[1].y + r[2].z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if r[0].x >= r[1].y && r[0].x >= r[2].z {
            let s = 2 * (1 + r[0].x - r[1].y - r[2].z).squareRoot()
            q = SIMD4(s / 4, (r[0].y + r[1].x) / s, (r[0].z + r[2].x) / s, (r[1].z - r[2].y) / s)
        } else if r[1].y >= r[2].z {
            let s = 2 * (1 + r[1].y - r[0].x - r[2].z).squareRoot()
            q = SIMD4((r[0].y + r[1].x) / s, s / 4, (r[1].z + r[2].y) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = 2 * (1 + r[2].z - r[0].x - r[1].y).squareRoot()
            q = SIMD4((r[0].z + r[2].x) / s, (r[1].z + r[2].y) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        if q.w < 0 { q = -q }
        q /= (q * q).sum().squareRoot()
        self.init(x: q.x, y: q.y, z: q.z, w: q.w)
    }

    /// The row-vector rotation matrix's three rows (the transpose of the column-vector form).
    package var rotationRows: [SIMD3<Double>] {
        [
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }

    var vector: SIMD4<Double> { SIMD4(x, y, z, w) }

    /// Spherical linear interpolation, the shorter way round (|turn| ≤ π, as the 2-D interpolation's
    /// rotation and WebKit's slerp): the turn grows at a constant rate and the axis stays put.
    /// Nearly equal quaternions (sin of the half-angle below 1e-6) mix linearly and renormalise.
    package func slerp(to target: Quaternion, fraction f: Double) -> Quaternion {
        let a = vector
        var b = target.vector
        var cosine = (a * b).sum()
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        cosine = min(cosine, 1)
        let sine = (1 - cosine * cosine).squareRoot()
        var mixed: SIMD4<Double>
        if sine < 1e-6 {
            mixed = a * (1 - f) + b * f
        } else {
            let angle = Foundation.acos(cosine)
            mixed = a * (Foundation.sin((1 - f) * angle) / sine) + b * (Foundation.sin(f * angle) / sine)
        }
        mixed /= (mixed * mixed).sum().squareRoot()
        return Quaternion(x: mixed.x, y: mixed.y, z: mixed.z, w: mixed.w)
    }
}
