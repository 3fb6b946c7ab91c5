import Foundation
import Testing
import KinemaCore
import KinemaLayers
import KinemaUI

/// Core Animation's 3-D functions against matrices worked out by hand, in Core Animation's conventions:
/// row vectors (p' = p·M), translation in the fourth row, `m34` (third row, fourth column) the
/// perspective; `CATransform3DConcat(a, b)` = a·b; `CATransform3DRotate(t, …)` = rotation·t (Apple:
/// "t = rotation(angle, x, y, z) * t"), and likewise Translate and Scale.
@Suite("CATransform3D functions")
struct CATransform3DFunctionsTests {
    static func entries(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
    }

    static func expectEntries(_ t: CATransform3D, _ expected: [Double], _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, (actual, wanted)) in zip(entries(t), expected).enumerated() {
            #expect(abs(actual - wanted) <= 1e-12, "\(comment) m\(index / 4 + 1)\(index % 4 + 1): \(actual) ≠ \(wanted)", sourceLocation: sourceLocation)
        }
    }

    /// A point (x, y, z) through `t` and the divide by w.
    static func apply(_ t: CATransform3D, _ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        let e = entries(t)
        let w = x * e[3] + y * e[7] + z * e[11] + e[15]
        return ((x * e[0] + y * e[4] + z * e[8] + e[12]) / w, (x * e[1] + y * e[5] + z * e[9] + e[13]) / w, (x * e[2] + y * e[6] + z * e[10] + e[14]) / w)
    }

    @Test func makeFunctionsHaveCoreAnimationsLayout() {
        Self.expectEntries(CATransform3DMakeTranslation(3, -4, 5), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1], "translation")
        Self.expectEntries(CATransform3DMakeScale(2, 3, 4), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1], "scale")
        // 90° about z: +x turns toward +y, so row 1 is (0, 1, 0, 0) and row 2 (−1, 0, 0, 0).
        Self.expectEntries(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], "about z")
        // 90° about y (an unnormalised axis, 0 5 0): m13 = −1, m31 = 1, so (1, 0, 0) → (0, 0, −1).
        Self.expectEntries(CATransform3DMakeRotation(.pi / 2, 0, 5, 0), [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1], "about y")
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis gives the identity, as Apple documents")
    }

    @Test func concatIsAThenB() {
        // Scale by 2, then move 10 along x: (1, 1, 1) → (12, 2, 2); the other order → (22, 2, 2).
        let scale = CATransform3DMakeScale(2, 2, 2), move = CATransform3DMakeTranslation(10, 0, 0)
        Self.expectEntries(CATransform3DConcat(scale, move), [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 10, 0, 0, 1], "scale·move")
        #expect(Self.apply(CATransform3DConcat(scale, move), 1, 1, 1) == (12, 2, 2))
        #expect(Self.apply(CATransform3DConcat(move, scale), 1, 1, 1) == (22, 2, 2))
    }

    @Test func rotateTranslateAndScalePutTheirStepFirst() {
        let t = CATransform3DMakeTranslation(10, 0, 0)
        // Rotate(t, 90° about z) = R·T: rows (0, 1, 0, 0), (−1, 0, 0, 0), (0, 0, 1, 0), (10, 0, 0, 1);
        // (1, 0, 0) turns to (0, 1, 0), then moves to (10, 1, 0).
        let rotated = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
        Self.expectEntries(rotated, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1], "Rotate")
        #expect(rotated == CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), t))
        // Translate(S(2), 1, 2, 3) = T·S: the move is scaled too, m41…m43 = 2, 4, 6.
        Self.expectEntries(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 2, 3), [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 2, 4, 6, 1], "Translate")
        // Scale(T(10, 0, 0), 2, 3, 4) = S·T: the translation stays 10.
        Self.expectEntries(CATransform3DScale(t, 2, 3, 4), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 10, 0, 0, 1], "Scale")
    }

    @Test func perspectiveAsTutorialsWriteIt() {
        // var t = CATransform3DIdentity; t.m34 = -1/500; t = CATransform3DRotate(t, .pi/4, 0, 1, 0):
        // R·P, so a point at x = −100 turns to z = 70.71 (toward the eye) and shows 500/(500 − 70.71)
        // times as far out: x' = −70.71·1.1647 = −82.36.
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        #expect(abs(t.m34 - (-cos(Double.pi / 4) / 500)) < 1e-15, "m34 of R·P: cos θ·(−1/500)")
        let (x, _, _) = Self.apply(t, -100, 0, 0)
        let z = 100 * sin(Double.pi / 4)
        #expect(abs(x - (-100 * cos(Double.pi / 4) * 500 / (500 - z))) < 1e-9)
        #expect(!CATransform3DIsAffine(t))
    }

    @Test func invertIdentityEqualityAndTheAffineFunctions() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 4, 8), CATransform3DMakeTranslation(1, 2, 3))
        Self.expectEntries(CATransform3DInvert(t), [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 0.125, 0, -0.5, -0.5, -0.375, 1], "inverse")
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t))))
        let flat = CATransform3DMakeScale(1, 1, 0)
        #expect(CATransform3DInvert(flat) == flat, "no inverse: the original, as Apple documents")
        #expect(CATransform3DEqualToTransform(t, t) && !CATransform3DEqualToTransform(t, CATransform3DIdentity))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let lifted = CATransform3DMakeAffineTransform(affine)
        Self.expectEntries(lifted, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1], "from affine")
        #expect(CATransform3DIsAffine(lifted) && CATransform3DGetAffineTransform(lifted) == affine)
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)), "a move in z is not affine")
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)), "a turn out of the plane is not")
    }
}
