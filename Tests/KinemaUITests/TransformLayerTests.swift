import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// `CATransformLayer`: a cube's two faces keep their depth inside it (each projected on its own, the
/// nearer drawn last), against the pinhole projection x′ = x·d/(d − z); what Apple documents it ignores
/// (its own background, a compositing group) is not drawn.
@MainActor
@Suite("CATransformLayer")
struct TransformLayerTests {
    static let distance = 500.0

    /// A 200-point cube's front and back faces in a transform layer turned `angle` about y, centred in a
    /// 400-point stage whose `sublayerTransform` is the perspective m34 = −1/500.
    static func cube(turnedBy angle: Double) -> (harness: Harness, cube: CATransformLayer) {
        let harness = Harness()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(host)
        let stage = CALayer()
        stage.frame = host.bounds
        stage.sublayerTransform.m34 = -1 / distance
        host.layer.addSublayer(stage)
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        cube.backgroundColor = UIColor.red.cgColor
        cube.name = "cube"
        stage.addSublayer(cube)
        for (name, transform) in [("back", CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -100), .pi, 0, 1, 0)),
                                  ("front", CATransform3DMakeTranslation(0, 0, 100))] {
            let face = CALayer()
            face.frame = cube.bounds
            face.backgroundColor = UIColor.systemBlue.cgColor
            face.name = name
            face.transform = transform
            cube.addSublayer(face)
        }
        cube.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        return (harness, cube)
    }

    static func projections(_ list: DisplayList) -> [ProjectionGroup] {
        list.items.compactMap { if case .beginProjection(let group) = $0 { group } else { nil } }
    }

    @Test(arguments: [0.0, 30, 150, 180])
    func eachFaceIsProjectedWithItsDepthAndTheNearerIsDrawnLast(degrees: Double) throws {
        let angle = degrees * .pi / 180
        let (harness, _) = Self.cube(turnedBy: angle)
        let groups = Self.projections(harness.advance(to: 0))
        #expect(groups.map(\.identifier) == (cos(angle) > 0 ? ["back", "front"] : ["front", "back"]))
        let front = try #require(groups.first { $0.identifier == "front" })
        // The front face's top-right corner, (100, −100, 100) from the cube's centre, turned about y as
        // Core Animation turns (row vectors: x′ = x cos θ + z sin θ, z′ = −x sin θ + z cos θ), seen from d
        // in front of the stage's centre (200, 200).
        let x = 100 * cos(angle) + 100 * sin(angle), z = -100 * sin(angle) + 100 * cos(angle)
        let d = Self.distance
        let expected = CGPoint(x: 200 + x * d / (d - z), y: 200 - 100 * d / (d - z))
        let corner = try #require(front.transform.apply(CGPoint(x: 200, y: 0)))
        #expect(abs(corner.x - expected.x) < 1e-6 && abs(corner.y - expected.y) < 1e-6, "\(corner) vs \(expected)")
    }

    @Test func itsOwnBackgroundIsIgnoredAndItsOpacityFallsOnEachFace() {
        let (harness, cube) = Self.cube(turnedBy: 0.3)
        cube.opacity = 0.5
        let list = harness.advance(to: 0)
        #expect(list.items(identifiedBy: "cube").isEmpty, "only the sublayers of a transform layer are drawn")
        #expect(!list.items.contains { if case .beginGroup = $0 { true } else { false } }, "no compositing group")
        let faces = list.drawnItems(identifiedBy: "front") + list.drawnItems(identifiedBy: "back")
        #expect(faces.count == 2 && faces.allSatisfy { abs($0.opacity - 0.5) < 1e-12 })
    }

    @Test func convertingKeepsTheDepthThroughIt() throws {
        let (harness, cube) = Self.cube(turnedBy: .pi / 6)
        defer { withExtendedLifetime(harness) {} }
        let front = try #require(cube.sublayers?.last)
        let stage = try #require(cube.superlayer)
        let angle = Double.pi / 6, d = Self.distance
        let x = 100 * cos(angle) + 100 * sin(angle), z = -100 * sin(angle) + 100 * cos(angle)
        let corner = front.convert(CGPoint(x: 200, y: 0), to: stage)
        #expect(abs(corner.x - (200 + x * d / (d - z))) < 1e-6, "the face's depth (z = 100) is kept, not flattened")
        #expect(cube.hitTest(CGPoint(x: 200, y: 200)) == nil, "a transform layer has no plane to hit")
    }
}
