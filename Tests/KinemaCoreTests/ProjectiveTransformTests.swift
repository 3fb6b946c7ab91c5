import Foundation
import Testing
@testable import KinemaCore

/// The renderer's 3 × 3 perspective map against values worked out by hand, and a card flip's corners
/// through it against the pinhole camera (as `Transform3DProjectionTests` checks the 4 × 4 matrix).
@Suite("ProjectiveTransform")
struct ProjectiveTransformTests {
    @Test func aFourByFourKeepsRowsAndColumnsOneTwoAndFour() {
        // Entries 1…16 row by row: (x, y, 0, 1)·T reads rows 1, 2, 4; the screen columns 1, 2, 4.
        let t = Transform3D(rows: (1...16).map(Double.init))
        let m = ProjectiveTransform(t)
        #expect([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33] == [1, 2, 4, 5, 6, 8, 13, 14, 16])
        // (1, 1): X = 1 + 5 + 13 = 19, Y = 2 + 6 + 14 = 22, W = 4 + 8 + 16 = 28.
        let image = m.homogeneous(CGPoint(x: 1, y: 1))
        #expect((image.x, image.y, image.w) == (19, 22, 28))
        #expect(m.apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 19.0 / 28, y: 22.0 / 28))
    }

    @Test func perspectiveDividesByW() {
        // m34 = −1/500 after a turn of 90° about y puts depth into W: a plane point (x, y) lands at
        // z = −x, so W = 1 + x/500; (100, 50) → (0, 50)/1.2 = (0, 41.67) before the layer's placement.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let m = ProjectiveTransform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(perspective))
        let p = m.apply(CGPoint(x: 100, y: 50))!
        expectClose(p.x, 0, tolerance: 1e-12)
        expectClose(p.y, 50 / 1.2, tolerance: 1e-12)
        expectClose(m.w(at: CGPoint(x: 100, y: 50)), 1.2, tolerance: 1e-15)
        #expect(m.apply(CGPoint(x: -600, y: 0)) == nil, "W = 1 − 600/500 < 0: behind the eye")
    }

    @Test func anAffineMapOnTheDeviceSideComesAfter() {
        // Scale 2 then move by (10, 20) on the device side: (3, 4) → (6, 8)/W then + (10, 20).
        let m = ProjectiveTransform(m11: 2, m12: 0, m13: 0.1, m21: 0, m22: 2, m23: 0, m31: 0, m32: 0, m33: 1)
        let placed = m.concatenating(CGAffineTransform(translationX: 10, y: 20))
        let w = 1 + 0.1 * 3
        let p = placed.apply(CGPoint(x: 3, y: 4))!
        expectClose(p.x, 6 / w + 10, tolerance: 1e-12)
        expectClose(p.y, 8 / w + 20, tolerance: 1e-12)
        #expect(ProjectiveTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).affine == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func theInverseMapsBack() throws {
        let m = ProjectiveTransform(Transform3DProjectionTests.layerMatrix(degrees: 35))
        let inverse = try #require(m.inverse)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 300), CGPoint(x: 57, y: 211)] {
            let image = try #require(m.apply(point))
            let back = try #require(inverse.apply(image))
            expectClose(back.x, Double(point.x), tolerance: 1e-9)
            expectClose(back.y, Double(point.y), tolerance: 1e-9)
        }
        // Edge-on (90°) the plane collapses to a line: no inverse.
        #expect(ProjectiveTransform(Transform3DProjectionTests.layerMatrix(degrees: 90)).inverse == nil)
    }

    @Test(arguments: [0.0, 45, 89, 91, 135, 180])
    func aFlipsCornersMatchThePinhole(degrees: Double) throws {
        // x' = x·d/(d − z) about the anchor (Transform3DProjectionTests.pinhole), through the 3 × 3 map.
        let m = ProjectiveTransform(Transform3DProjectionTests.layerMatrix(degrees: degrees))
        for corner in Transform3DProjectionTests.corners {
            let projected = try #require(m.apply(corner))
            let expected = Transform3DProjectionTests.pinhole(corner, degrees: degrees)
            expectClose(projected.x, Double(expected.x), tolerance: 1e-9, "\(degrees)° \(corner) x")
            expectClose(projected.y, Double(expected.y), tolerance: 1e-9, "\(degrees)° \(corner) y")
        }
    }

    @Test func theLocalScaleIsTheLargestStretch() throws {
        // Against finite differences of the map at a point of a 45° flip: the Jacobian's columns.
        let m = ProjectiveTransform(Transform3DProjectionTests.layerMatrix(degrees: 45))
        let p = CGPoint(x: 30, y: 40), h = 1e-5
        let o = try #require(m.apply(p)), dx = try #require(m.apply(CGPoint(x: p.x + h, y: p.y))), dy = try #require(m.apply(CGPoint(x: p.x, y: p.y + h)))
        let (a, c) = (Double(dx.x - o.x) / h, Double(dx.y - o.y) / h), (b, d) = (Double(dy.x - o.x) / h, Double(dy.y - o.y) / h)
        var largest = 0.0
        for step in 0..<3600 {
            let angle = Double(step) * .pi / 1800
            largest = max(largest, hypot(a * cos(angle) + b * sin(angle), c * cos(angle) + d * sin(angle)))
        }
        expectClose(try #require(m.localScale(at: p)), largest, tolerance: 1e-4)
        expectClose(try #require(ProjectiveTransform(CGAffineTransform(scaleX: 2, y: 3)).localScale(at: .zero)), 3, tolerance: 1e-12)
    }

    @Test func thePlaneIsCutWhereWFallsToTheLimit() {
        // W = 1 + x/500 for the turn of 90° about y (above): W = 0.01 at x = −495. A 1,000-point-wide
        // plane from x = −700 loses what lies left of −495, along a vertical cut.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let m = ProjectiveTransform(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(perspective))
        let polygon = m.frontPolygon(of: CGRect(x: -700, y: 0, width: 1000, height: 100))
        #expect(polygon.count == 4)
        let xs = Set(polygon.map { ($0.x * 1e6).rounded() / 1e6 })
        #expect(xs == [-495, 300], "\(polygon)")
        for point in polygon { #expect(m.w(at: point) >= ProjectiveTransform.nearestW - 1e-12) }
        #expect(m.frontPolygon(of: CGRect(x: -900, y: 0, width: 100, height: 100)).isEmpty, "wholly behind")
        #expect(m.frontPolygon(of: CGRect(x: 0, y: 0, width: 100, height: 100)).count == 4, "wholly in front: its corners")
    }
}
