import Foundation
import Testing
@testable import KinemaCore

/// A card flip as tutorials write it, projected through the layer's full transform and checked against
/// a pinhole camera computed here from scratch.
@Suite("Transform3D projection")
struct Transform3DProjectionTests {
    static let eyeDistance = 500.0
    static let bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
    static let position = CGPoint(x: 200, y: 300)

    /// `var t = CATransform3DIdentity; t.m34 = -1/500; t = CATransform3DRotate(t, angle, 0, 1, 0)`.
    static func flip(degrees: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = CGFloat(-1 / eyeDistance)
        return perspective.rotated(by: CGFloat(degrees * .pi / 180), x: 0, y: 1, z: 0)
    }

    static func layerMatrix(degrees: Double, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> Transform3D {
        .layer(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: flip(degrees: degrees))
    }

    /// The pinhole reference: a corner (x, y) from the anchor turns about y to (x·cos θ, y, −x·sin θ)
    /// (Core Animation's sense: m13 = −sin θ), and an eye at distance d on the +z axis sees it scaled
    /// by d/(d − z) about the anchor, which sits at the layer's position.
    static func pinhole(_ corner: CGPoint, degrees: Double) -> CGPoint {
        let theta = degrees * .pi / 180
        let x = Double(corner.x - bounds.midX), y = Double(corner.y - bounds.midY)
        let z = -x * sin(theta)
        let scale = eyeDistance / (eyeDistance - z)
        return CGPoint(x: Double(position.x) + x * cos(theta) * scale, y: Double(position.y) + y * scale)
    }

    static let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 300), CGPoint(x: 0, y: 300)]

    @Test(arguments: [0.0, 45, 89, 91, 135, 180])
    func flipCornersMatchThePinhole(degrees: Double) throws {
        let m = Self.layerMatrix(degrees: degrees)
        for corner in Self.corners {
            let projected = try #require(m.project(corner))
            let expected = Self.pinhole(corner, degrees: degrees)
            expectClose(projected.x, Double(expected.x), tolerance: 1e-9, "\(degrees)° corner \(corner) x")
            expectClose(projected.y, Double(expected.y), tolerance: 1e-9, "\(degrees)° corner \(corner) y")
        }
    }

    @Test(arguments: [(0.0, true), (45, true), (89, true), (91, false), (135, false), (180, false)])
    func pastNinetyDegreesTheBackShows(degrees: Double, front: Bool) {
        #expect(Self.layerMatrix(degrees: degrees).showsFront(of: Self.bounds) == front, "\(degrees)°")
    }

    @Test func atFortyFiveDegreesTheNearEdgeIsTaller() throws {
        // The left edge (x = −100 from the anchor) comes toward the eye: z = 100·sin 45° = 70.71, so
        // its 300 points show as 300·500/(500 − 70.71) = 349.42; the right edge as 300·500/570.71 = 262.83.
        let m = Self.layerMatrix(degrees: 45)
        let left = try #require(m.project(CGPoint(x: 0, y: 300))).y - (try #require(m.project(CGPoint(x: 0, y: 0)))).y
        let right = try #require(m.project(CGPoint(x: 200, y: 300))).y - (try #require(m.project(CGPoint(x: 200, y: 0)))).y
        expectClose(left, 349.42, tolerance: 0.01)
        expectClose(right, 262.83, tolerance: 0.01)
    }

    @Test func atNinetyDegreesTheCardIsEdgeOn() throws {
        let m = Self.layerMatrix(degrees: 90)
        for corner in Self.corners {
            expectClose(try #require(m.project(corner)).x, 200, tolerance: 1e-9, "\(corner)")
        }
    }

    @Test func anAnchorOnTheLeftEdgeHingesThere() throws {
        // anchorPoint (0, 0.5): the left edge is the axis, so it stays at position.x while the card turns.
        let m = Self.layerMatrix(degrees: 60, anchorPoint: CGPoint(x: 0, y: 0.5))
        for y in [0.0, 150, 300] {
            let p = try #require(m.project(CGPoint(x: 0, y: y)))
            expectClose(p.x, 200, tolerance: 1e-9)
            expectClose(p.y, 300 + (y - 150), tolerance: 1e-9)
        }
    }

    @Test func aSublayerTransformGivesChildrenOnePerspectiveAboutTheAnchor() throws {
        // A 400 × 400 superlayer with sublayerTransform.m34 = −1/500; a sublayer 100 points right of its
        // centre, 100 points toward the eye: w = 1 − 100/500 = 0.8, so its offset shows as 100/0.8 = 125.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let parentBounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let child = Transform3D.layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 300, y: 200),
            anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: .identity, zPosition: 100)
        let centred = child.concatenating(.sublayer(perspective, bounds: parentBounds, anchorPoint: CGPoint(x: 0.5, y: 0.5)))
        let centre = try #require(centred.project(CGPoint(x: 50, y: 50)))
        expectClose(centre.x, 325, tolerance: 1e-9)
        expectClose(centre.y, 200, tolerance: 1e-9)
        // With the superlayer's anchor at its origin the vanishing point moves there: (300, 200)·1.25.
        let cornered = child.concatenating(.sublayer(perspective, bounds: parentBounds, anchorPoint: .zero))
        let moved = try #require(cornered.project(CGPoint(x: 50, y: 50)))
        expectClose(moved.x, 375, tolerance: 1e-9)
        expectClose(moved.y, 250, tolerance: 1e-9)
    }

    @Test func flatteningDropsDepthButKeepsTheProjection() throws {
        // A plain layer flattens its sublayers into its plane: the flattened matrix sends z to 0 while
        // the w that perspective gave stays, so flat points project where they did.
        let m = Self.layerMatrix(degrees: 45).flattened
        for corner in Self.corners {
            #expect(m.applying(x: Double(corner.x), y: Double(corner.y), z: 0).z == 0)
            let expected = try #require(Self.layerMatrix(degrees: 45).project(corner))
            let flat = try #require(m.project(corner))
            expectClose(flat.x, Double(expected.x), tolerance: 1e-12)
        }
    }

    @Test func behindTheEyeThereIsNoProjection() {
        // A point 600 deep toward a 500-point eye has w = 1 − 600/500 < 0.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        #expect(Transform3D(translationX: 0, y: 0, z: 600).concatenating(perspective).project(.zero) == nil)
        #expect(Transform3D(translationX: 0, y: 0, z: 400).concatenating(perspective).project(.zero) == .zero)
    }
}
