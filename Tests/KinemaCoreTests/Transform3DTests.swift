import Foundation
import Testing
@testable import KinemaCore

/// Fails unless every entry of `m` is within `tolerance` of `expected` (sixteen entries, row by row).
func expectMatrix(
    _ m: Transform3D, _ expected: [Double], tolerance: Double, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (index, (actual, wanted)) in zip(m.rows, expected).enumerated() {
        expectClose(actual, wanted, tolerance: tolerance, "\(comment) m\(index / 4 + 1)\(index % 4 + 1)", sourceLocation: sourceLocation)
    }
}

/// Core Animation's 3-D transform functions against matrices worked out by hand (row vectors:
/// p' = p·M, translation in the fourth row, m34 the perspective).
@Suite("Transform3D")
struct Transform3DTests {
    @Test func translationAndScaleHaveCoreAnimationsLayout() {
        // Apple documents CATransform3DMakeTranslation as [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
        #expect(Transform3D(translationX: 3, y: -4, z: 5).rows == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
        #expect(Transform3D(scaleX: 2, y: 3, z: 4).rows == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        #expect(Transform3D.identity.isIdentity)
        #expect(!Transform3D(translationX: 0, y: 0, z: 1e-9).isIdentity)
        #expect(Transform3D(translationX: 1, y: 2, z: 3) == Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1]))
    }

    @Test func rotationsAboutTheAxes() {
        // About z it is the 2-D rotation: m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
        let angle = 0.3
        expectMatrix(
            Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), Transform3D(CGAffineTransform(rotationAngle: angle)).rows,
            tolerance: 1e-15, "about z")
        // About y by 90° (cos 0, sin 1): Rodrigues' column matrix has (0, 0, 1; 0, 1, 0; −1, 0, 0),
        // transposed for row vectors m13 = −1, m31 = 1; so (1, 0, 0) → (0, 0, −1).
        expectMatrix(
            Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0), [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1],
            tolerance: 1e-15, "about y")
        // About x by 90°: m23 = sin = 1, m32 = −1, so (0, 1, 0) → (0, 0, 1).
        expectMatrix(
            Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0), [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1],
            tolerance: 1e-15, "about x")
        // The axis is normalised: (0, 2, 0) is (0, 1, 0).
        expectMatrix(
            Transform3D(rotationAngle: 0.7, x: 0, y: 2, z: 0), Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).rows,
            tolerance: 1e-15, "non-unit axis")
    }

    @Test func rotationAboutTheDiagonalPermutesTheAxes() {
        // 120° about (1, 1, 1)/√3: cos = −½, sin = √3/2, 1 − cos = 3/2, each k = 1/√3. Diagonal:
        // (3/2)(1/3) − ½ = 0; m12 = (3/2)(1/3) + (√3/2)(1/√3) = 1, m13 = ½ − ½ = 0, and so on:
        // x → y, y → z, z → x.
        expectMatrix(
            Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 1), [0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1],
            tolerance: 1e-15)
    }

    @Test func aZeroAxisIsTheIdentity() {
        // Apple: "If the vector has length zero, this function returns the identity transform."
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(scaleX: 2, y: 2, z: 2).rotated(by: 1, x: 0, y: 0, z: 0) == Transform3D(scaleX: 2, y: 2, z: 2))
    }

    @Test func concatAppliesTheFirstFirst() {
        // CATransform3DConcat(a, b) = a·b: scale by 2, then move 10 along x: (1, 1, 1) → (12, 2, 2).
        let product = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(translationX: 10, y: 0, z: 0))
        #expect(product.rows == [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 10, 0, 0, 1])
        #expect(product.applying(x: 1, y: 1, z: 1) == SIMD4(12, 2, 2, 1))
    }

    @Test func translateScaleAndRotatePrependAsCoreAnimationDoes() {
        // Apple: CATransform3DTranslate(t, …) = translate·t, so the move happens before t's scale:
        // T(5, 0, 0)·S(2) has the translation scaled, (10, 0, 0).
        let scale = Transform3D(scaleX: 2, y: 2, z: 2)
        #expect(scale.translatedBy(x: 5, y: 0, z: 0).rows == [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 10, 0, 0, 1])
        // CATransform3DScale(S(2, 1, 1), 3, 1, 1) = S(3, 1, 1)·S(2, 1, 1) = S(6, 1, 1).
        #expect(Transform3D(scaleX: 2, y: 1, z: 1).scaledBy(x: 3, y: 1, z: 1) == Transform3D(scaleX: 6, y: 1, z: 1))
        // CATransform3DRotate(S(2, 1, 1), 90° about z) = Rz·S: rows (0, 1, 0)·S = (0, 1, 0) and
        // (−1, 0, 0)·S = (−2, 0, 0).
        expectMatrix(
            Transform3D(scaleX: 2, y: 1, z: 1).rotated(by: .pi / 2, x: 0, y: 0, z: 1),
            [0, 1, 0, 0, -2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], tolerance: 1e-15)
    }

    @Test func inverseOfKnownMatrices() throws {
        // (S(2, 4, ½)·T(3, −4, 5))⁻¹ = T(−3, 4, −5)·S(½, ¼, 2): fourth row (−3·½, 4·¼, −5·2).
        let m = Transform3D(scaleX: 2, y: 4, z: 0.5).concatenating(Transform3D(translationX: 3, y: -4, z: 5))
        expectMatrix(try #require(m.inverse), [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 2, 0, -1.5, 1, -10, 1], tolerance: 1e-15)
        // A perspective is the identity plus m34 in a nilpotent corner, so its inverse negates m34.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        expectClose(try #require(perspective.inverse).m34, 1.0 / 500, tolerance: 1e-18)
    }

    @Test func inverseTimesMatrixIsTheIdentity() throws {
        var generator = SeededGenerator(seed: 49)
        for _ in 0..<200 {
            // Random entries in [−1, 1] plus 3 on the diagonal: well conditioned, so 1e-8 is generous.
            let m = Transform3D(rows: (0..<16).map { Double.random(in: -1...1, using: &generator) + ($0 % 5 == 0 ? 3 : 0) })
            let inverse = try #require(m.inverse)
            expectMatrix(m.concatenating(inverse), Transform3D.identity.rows, tolerance: 1e-8)
        }
    }

    @Test func aSingularMatrixInvertsToItself() {
        // Apple: CATransform3DInvert "returns the original matrix if t has no inverse".
        let flat = Transform3D(scaleX: 1, y: 1, z: 0)
        #expect(flat.inverse == nil)
        #expect(flat.inverted() == flat)
        #expect(Transform3D(rows: Array(repeating: 0, count: 16)).inverse == nil)
    }

    @Test func affineRoundTripAndIsAffine() {
        // CATransform3DMakeAffineTransform puts (a, b, c, d, tx, ty) in (m11, m12, m21, m22, m41, m42).
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Transform3D(affine).rows == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(Transform3D(affine).affine == affine)
        #expect(Transform3D(affine).isAffine)
        #expect(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1).isAffine)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let notAffine = [
            Transform3D(translationX: 0, y: 0, z: 1), Transform3D(scaleX: 1, y: 1, z: 2), perspective,
            Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0),
        ]
        for m in notAffine { #expect(!m.isAffine, "\(m)") }
    }
}
