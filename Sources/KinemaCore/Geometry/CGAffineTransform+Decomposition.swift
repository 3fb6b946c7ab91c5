import Foundation

extension CGAffineTransform {
    /// A transform split into the parts Core Animation interpolates separately.
    ///
    /// The linear part is `scale · shear · rotation` (row vectors, applied right to left in the
    /// product, so a point is scaled first, then sheared, then rotated), followed by the translation:
    ///
    ///     [a b]   [scaleX 0     ] [1     0] [ cos θ  sin θ]
    ///     [c d] = [0      scaleY] [shear 1] [−sin θ  cos θ]
    ///
    /// Interpolating these parts instead of the six matrix entries keeps a rotation a rotation:
    /// identity → rotation(π) passes through rotation(π/2) at scale 1 instead of collapsing to a point.
    public struct Decomposition: Equatable, Sendable {
        public var translationX: Double
        public var translationY: Double
        public var scaleX: Double
        public var scaleY: Double
        /// Horizontal shear factor (dimensionless; 0 for none).
        public var shear: Double
        /// Rotation in radians, in (−π, π].
        public var rotation: Double

        public init(
            translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
            shear: Double = 0, rotation: Double = 0
        ) {
            self.translationX = translationX
            self.translationY = translationY
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.shear = shear
            self.rotation = rotation
        }
    }

    /// Splits the transform into translation, scale, shear and rotation.
    ///
    /// A mirrored transform (negative determinant) is represented by a negative `scaleX` when
    /// `a < d` and a negative `scaleY` otherwise, as WebKit does, so a flip interpolates as a flip and
    /// not as a half turn. A singular matrix decomposes with zero scales.
    public var decomposed: Decomposition {
        // A move or a positive scale (every view's jump and most animated transforms): the parts are its
        // entries as they are, exactly what the general split below gives them (√(a²) = a in binary64
        // while a² neither overflows nor underflows; beyond, the general split loses the scale),
        // without its arctangent and square root.
        if b == 0, c == 0, a > 0, d > 0 {
            return Decomposition(translationX: Double(tx), translationY: Double(ty), scaleX: Double(a), scaleY: Double(d))
        }
        return generallyDecomposed
    }

    /// `decomposed` for any transform.
    var generallyDecomposed: Decomposition {
        let a = Double(self.a), b = Double(self.b), c = Double(self.c), d = Double(self.d)
        var scaleX = (a * a + b * b).squareRoot()
        if a * d - b * c < 0 && a < d { scaleX = -scaleX }
        // Unit vector of the first row, the direction the x axis is rotated to.
        let (cosine, sine) = scaleX == 0 ? (1.0, 0.0) : (a / scaleX, b / scaleX)
        let rotation = Foundation.atan2(sine, cosine)
        // Second row in the rotated basis: r2 = scaleY·(shear·u1 + u2) with u2 = (−sin, cos).
        let alongU1 = c * cosine + d * sine
        let scaleY = -c * sine + d * cosine
        let shear = scaleY == 0 ? 0 : alongU1 / scaleY
        return Decomposition(
            translationX: Double(tx), translationY: Double(ty),
            scaleX: scaleX, scaleY: scaleY, shear: shear, rotation: rotation)
    }

    /// Rebuilds the transform from its parts; `CGAffineTransform(t.decomposed) == t` up to rounding.
    public init(_ parts: Decomposition) {
        // No rotation (most animated transforms: a move, a scale) needs no trigonometry.
        let cosine = parts.rotation == 0 ? 1 : Foundation.cos(parts.rotation)
        let sine = parts.rotation == 0 ? 0 : Foundation.sin(parts.rotation)
        self.init(
            a: CGFloat(parts.scaleX * cosine),
            b: CGFloat(parts.scaleX * sine),
            c: CGFloat(parts.scaleY * (parts.shear * cosine - sine)),
            d: CGFloat(parts.scaleY * (parts.shear * sine + cosine)),
            tx: CGFloat(parts.translationX),
            ty: CGFloat(parts.translationY))
    }
}
