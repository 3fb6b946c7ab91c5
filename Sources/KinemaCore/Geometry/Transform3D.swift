import Foundation

/// A 4 × 4 homogeneous transform with Core Animation's conventions (`CATransform3D`'s layout).
///
/// Points are row vectors: (x, y, z, 1) maps to (x, y, z, 1)·M, so the translation sits in
/// `m41 m42 m43` and a perspective of eye distance `d` is `m34 = −1/d` (third row, fourth column):
/// a point at depth z gets w = 1 − z/d, and the divide by w enlarges what comes toward the viewer
/// (+z). `a.concatenating(b)` is `a·b`: `a` first, then `b`, as `CATransform3DConcat(a, b)`.
///
/// KinemaUI's `CATransform3D` converts to and from it; `ProjectiveTransform(_:)` is what it does to a flat layer.
package struct Transform3D: Equatable, Hashable, Sendable {
    package var m11, m12, m13, m14: CGFloat
    package var m21, m22, m23, m24: CGFloat
    package var m31, m32, m33, m34: CGFloat
    package var m41, m42, m43, m44: CGFloat

    package init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries row by row (`m11, m12, … m44`).
    package init(rows entries: [Double]) {
        precondition(entries.count == 16, "a 4 × 4 matrix has 16 entries")
        let e = entries.map { CGFloat($0) }
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The sixteen entries row by row, as `init(rows:)` takes them.
    package var rows: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    package static let identity = Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    package var isIdentity: Bool { self == .identity }

    /// A translation by (`x`, `y`, `z`) points: `CATransform3DMakeTranslation`.
    package init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale about the origin: `CATransform3DMakeScale`.
    package init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), which need not be unit length:
    /// `CATransform3DMakeRotation`. A zero axis gives the identity, as Apple documents.
    ///
    /// About z it is `CGAffineTransform(rotationAngle:)` (+x turns toward +y); in general it is the
    /// transpose of Rodrigues' column-vector matrix `cos·I + sin·[k]× + (1 − cos)·k·kᵀ`, since
    /// Core Animation's points are rows.
    package init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = Double((x * x + y * y + z * z).squareRoot())
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (kx, ky, kz) = (Double(x) / length, Double(y) / length, Double(z) / length)
        let c = Foundation.cos(Double(angle)), s = Foundation.sin(Double(angle)), t = 1 - c
        self.init(rows: [
            t * kx * kx + c, t * kx * ky + s * kz, t * kx * kz - s * ky, 0,
            t * kx * ky - s * kz, t * ky * ky + c, t * ky * kz + s * kx, 0,
            t * kx * kz + s * ky, t * ky * kz - s * kx, t * kz * kz + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// `self` followed by `other`: the product `self·other` (`CATransform3DConcat(self, other)`).
    package func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var product = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return Transform3D(rows: product)
    }

    /// A translation applied before `self`: `CATransform3DTranslate(self, x, y, z)` = translate·self.
    package func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self`: `CATransform3DScale(self, x, y, z)` = scale·self.
    package func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self`: `CATransform3DRotate(self, angle, x, y, z)` = rotation·self.
    /// (Apple calls a zero axis undefined here; Kinema leaves `self` unchanged.)
    package func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }
}
