import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Layers in depth: a view's 3-D layer transform, animated by a block as Core Animation animates it
/// (by decomposition: a half turn passes edge-on), back faces, and a shared perspective
/// (`sublayerTransform`) checked against the pinhole projection x′ = x·d/(d − z).
@MainActor
@Suite("Layers in 3-D")
struct Layer3DTests {
    /// A half turn about y under the perspective m34 = −1/500, as tutorials write a card flip.
    static let flipped: Transform3D = {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        return Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
    }()

    /// The width on screen of a 100 × 100 layer under `transform` about its centre.
    static func projectedWidth(_ transform: Transform3D) -> CGFloat {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let matrix = Transform3D.layer(bounds: bounds, position: CGPoint(x: 50, y: 50), anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: transform)
        let xs = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)].compactMap(matrix.project).map(\.x)
        return xs.max()! - xs.min()!
    }

    @Test func aFlipAnimatesThroughEdgeOn() {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(card)
        harness.advance(to: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.layer.transform = CATransform3D(Self.flipped) }
        #expect(Transform3D(card.layer.transform) == Self.flipped, "the model is the target at once")
        harness.advance(to: 0.25)
        let quarter = Self.projectedWidth(Transform3D(card.layer.presentation()!.transform))
        // A quarter of the way (45°) under a quarter of the perspective: about cos 45° of the width.
        #expect(quarter > 60 && quarter < 80, "\(quarter)")
        harness.advance(to: 0.5)
        let halfway = Transform3D(card.layer.presentation()!.transform)
        #expect(Self.projectedWidth(halfway) < 1e-6, "edge-on halfway, not a squashed matrix")
        harness.advance(to: 1.5)
        #expect(Transform3D(card.layer.presentation()!.transform) == Self.flipped)
    }

    @Test func settingTheViewsTransformFlattensTheLayerAgain() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.layer.transform = CATransform3D(Self.flipped)
        #expect(card.layer.transform.m34 != 0)
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(Transform3D(card.layer.transform) == Transform3D(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(!card.walkFields.hasLayerGeometry, "back to a plain view")
    }

    @Test func aSingleSidedLayerTurnedAwayDrawsNothing() {
        let harness = Harness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        harness.window.addSubview(card)
        card.layer.transform = CATransform3D(Self.flipped)
        #expect(!harness.advance(to: 0).items(identifiedBy: "card").isEmpty, "double-sided: its back shows")
        card.layer.isDoubleSided = false
        #expect(harness.advance(to: 0.1).items(identifiedBy: "card").isEmpty)
        card.layer.transform = CATransform3D(Transform3D.identity)
        #expect(!harness.advance(to: 0.2).items(identifiedBy: "card").isEmpty, "facing again")
    }

    @Test(arguments: [0.0, 45, 89, 91, 135, 180])
    func aSharedPerspectiveProjectsAsAPinhole(degrees: Double) throws {
        let d = 500.0
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / d
        stage.sublayerTransform = CATransform3D(perspective)
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 150, width: 200, height: 100)
        stage.addSublayer(card)
        let angle = degrees * .pi / 180
        card.transform = CATransform3D(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
        // The card's top-right corner (100, −50 from its centre) turned about y: x = 100 cos θ, z = −100 sin θ
        // (Core Animation's rotation, row vectors), seen from d in front of the stage's centre (200, 200).
        let x = 100 * cos(angle), z = -100 * sin(angle)
        let expected = CGPoint(x: 200 + x * d / (d - z), y: 200 + -50 * d / (d - z))
        let corner = card.convert(CGPoint(x: 200, y: 0), to: stage)
        #expect(abs(corner.x - expected.x) < 1e-9 && abs(corner.y - expected.y) < 1e-9, "\(corner) vs \(expected)")
        let back = card.convert(corner, from: stage)
        #expect(abs(back.x - 200) < 1e-6 && abs(back.y) < 1e-6, "and back")
    }
}

extension Layer3DTests {
    /// A container's `sublayerTransform` gives its subviews one perspective: a subview turned 45° about
    /// y is drawn as a projected group whose near edge is taller than its far edge.
    @Test func aContainersPerspectiveReachesItsSubviews() throws {
        let harness = Harness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(container)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        container.addSubview(card)
        card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let list = harness.advance(to: 0)
        let group = try #require(list.items.compactMap { item -> ProjectionGroup? in
            if case .beginProjection(let group) = item { return group } else { return nil }
        }.first)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)].compactMap(group.transform.apply)
        let left = corners[3].y - corners[0].y, right = corners[2].y - corners[1].y
        // Core Animation's turn about y by +45° moves the right edge away (z = −x sin θ): it is shorter.
        #expect(left > right + 1, "left \(left), right \(right)")
        container.layer.sublayerTransform = CATransform3DIdentity
        let flat = harness.advance(to: 0.1).items.contains { if case .beginProjection = $0 { true } else { false } }
        #expect(!flat, "without the perspective the turn is flat (a squash)")
    }
}
