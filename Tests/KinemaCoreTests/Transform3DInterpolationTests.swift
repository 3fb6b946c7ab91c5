import Foundation
import Testing
@testable import KinemaCore

/// The unmatrix decomposition (Graphics Gems II; CSS Transforms Level 2) and interpolation through it.
@Suite("Transform3D decomposition and interpolation")
struct Transform3DInterpolationTests {
    static func upper3x3Determinant(_ m: Transform3D) -> Double {
        let r = m.rows
        return r[0] * (r[5] * r[10] - r[6] * r[9]) - r[1] * (r[4] * r[10] - r[6] * r[8]) + r[2] * (r[4] * r[9] - r[5] * r[8])
    }

    /// The matrix divided by m44: decomposition normalises, and a homogeneous matrix means the same
    /// transform at any scale.
    static func normalised(_ m: Transform3D) -> [Double] { m.rows.map { $0 / Double(m.m44) } }

    static func randomTransform(_ generator: inout SeededGenerator) -> Transform3D {
        func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        var skew = Transform3D.identity
        (skew.m21, skew.m31, skew.m32) = (random(-0.5...0.5), random(-0.5...0.5), random(-0.5...0.5))
        var perspective = Transform3D.identity
        (perspective.m14, perspective.m24, perspective.m34) = (random(-0.002...0.002), random(-0.002...0.002), random(-0.004...0))
        let sign: CGFloat = Bool.random(using: &generator) ? 1 : -1
        return Transform3D(scaleX: sign * random(0.5...2), y: random(0.5...2), z: random(0.5...2))
            .concatenating(skew)
            .concatenating(Transform3D(rotationAngle: random(-3...3), x: random(-1...1), y: random(-1...1), z: random(-1...1)))
            .concatenating(Transform3D(translationX: random(-300...300), y: random(-300...300), z: random(-100...100)))
            .concatenating(perspective)
    }

    @Test func decompositionRoundTrips() throws {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let m = Self.randomTransform(&generator)
            let parts = try #require(m.decomposed)
            expectMatrix(Transform3D(parts), Self.normalised(m), tolerance: 1e-9, "\(parts)")
        }
        // A half turn about (1, −1, 0)/√2, where the quaternion's w is 0 and sign tests compare zeros.
        let halfTurn = Transform3D(rotationAngle: .pi, x: 1, y: -1, z: 0)
        expectMatrix(Transform3D(try #require(halfTurn.decomposed)), halfTurn.rows, tolerance: 1e-12, "half turn")
    }

    @Test func decompositionReadsTheParts() throws {
        // S(2, 3, 4), then 30° about y, then T(5, 6, 7): the quaternion is (0, sin 15°, 0, cos 15°).
        let m = Transform3D(scaleX: 2, y: 3, z: 4)
            .concatenating(Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
        let parts = try #require(m.decomposed)
        for (actual, expected) in zip([parts.scale.x, parts.scale.y, parts.scale.z], [2.0, 3, 4]) {
            expectClose(actual, expected, tolerance: 1e-12, "scale")
        }
        #expect(parts.translation == SIMD3(5, 6, 7))
        expectClose((parts.skew * parts.skew).sum(), 0, tolerance: 1e-24, "skew")
        expectClose(parts.rotation.y, sin(.pi / 12), tolerance: 1e-12)
        expectClose(parts.rotation.w, cos(.pi / 12), tolerance: 1e-12)
        // m34 = −1/500 alone is the perspective (0, 0, −0.002, 1).
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        #expect(try #require(perspective.decomposed).perspective == SIMD4(0, 0, -0.002, 1))
    }

    @Test func singularMatricesDoNotDecomposeAndJumpHalfway() {
        let flat = Transform3D(scaleX: 0, y: 1, z: 1)
        #expect(flat.decomposed == nil)
        var noW = Transform3D.identity
        noW.m44 = 0
        #expect(noW.decomposed == nil)
        // CSS Transforms Level 2: values that cannot be decomposed interpolate discretely.
        #expect(Transform3D.identity.interpolated(to: flat, fraction: 0.49) == .identity)
        #expect(Transform3D.identity.interpolated(to: flat, fraction: 0.5) == flat)
    }

    @Test func aFlipPassesThroughEdgeOnNotThroughASquash() throws {
        let flip = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        // Halfway is a quarter turn about y: m11 = cos 90° = 0, m13 = −sin 90° = −1, m31 = 1.
        let halfway = Transform3D.identity.interpolated(to: flip, fraction: 0.5)
        expectMatrix(halfway, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).rows, tolerance: 1e-12)
        // So the 200-point card of the projection tests, under m34 = −1/500, is edge-on: width ~0.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let card = Transform3D.layer(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 300), position: CGPoint(x: 200, y: 300),
            anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: halfway.concatenating(perspective))
        let width = try #require(card.project(CGPoint(x: 200, y: 150))).x - (try #require(card.project(CGPoint(x: 0, y: 150)))).x
        expectClose(width, 0, tolerance: 1e-9)
        // A quarter of the way it is 45° (m11 = cos 45° = 0.7071, m13 = −0.7071), where mixing the entries
        // of identity and diag(−1, 1, −1) would give m11 = 0.5 and m13 = 0: a squash with no depth.
        let quarter = Transform3D.identity.interpolated(to: flip, fraction: 0.25)
        expectClose(quarter.m11, 0.5.squareRoot(), tolerance: 1e-12)
        expectClose(quarter.m13, -0.5.squareRoot(), tolerance: 1e-12)
        // And the volume never shrinks on the way: det of the upper 3 × 3 stays 1.
        for step in 0...10 {
            let m = Transform3D.identity.interpolated(to: flip, fraction: Double(step) / 10)
            expectClose(Self.upper3x3Determinant(m), 1, tolerance: 1e-12, "step \(step)")
        }
    }

    @Test func theEndsAreTheEndpoints() {
        var generator = SeededGenerator(seed: 4)
        for _ in 0..<50 {
            let a = Self.randomTransform(&generator), b = Self.randomTransform(&generator)
            expectMatrix(a.interpolated(to: b, fraction: 0), Self.normalised(a), tolerance: 1e-9, "start")
            expectMatrix(a.interpolated(to: b, fraction: 1), Self.normalised(b), tolerance: 1e-9, "end")
        }
    }

    @Test func affineTransformsInterpolateAsTheTwoDimensionalDecompositionDoes() {
        // CGAffineTransform interpolates scale, shear and rotation (the short way) too; for transforms
        // that do not mirror (determinant > 0) the 3-D parts are the same, so the paths agree.
        // (Mirrored ones differ: the 2-D split negates one scale, unmatrix all three and turns by π.)
        var generator = SeededGenerator(seed: 5)
        func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        for _ in 0..<200 {
            let a = CGAffineTransform(scaleX: random(0.3...3), y: random(0.3...3)).rotated(by: random(-3...3))
                .translatedBy(x: random(-100...100), y: random(-100...100))
            // ad ≥ 0.25 > |bc| ≤ 0.2: b never mirrors.
            let b = CGAffineTransform(a: random(0.5...2), b: random(-1...1), c: random(-0.2...0.2), d: random(0.5...2), tx: random(-50...50), ty: 0)
            let fraction = Double(random(0...1))
            let planar = a.interpolated(to: b, fraction: fraction)
            let spatial = Transform3D(a).interpolated(to: Transform3D(b), fraction: fraction)
            expectMatrix(spatial, Transform3D(planar).rows, tolerance: 1e-9, "\(a) → \(b) at \(fraction)")
        }
    }
}
