import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Layer geometry as Core Animation defines it (Apple's "Core Animation Programming Guide", Layers
/// Define Their Own Geometry): `position` is where the anchor point lies in the superlayer, `frame` is
/// derived from position, bounds, anchor point and transform; hit-testing and conversion through it.
@MainActor
@Suite("Layer geometry")
struct LayerGeometryTests {
    @Test func movingTheAnchorPointKeepsThePositionAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.layer.position == CGPoint(x: 50, y: 25))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(view.layer.position == CGPoint(x: 50, y: 25) && view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 0, width: 100, height: 50), "origin = position − anchor × size")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 0, y: 25), "setting the frame places the anchor point")
        view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0.5), "NaN is ignored")
    }

    @Test func aViewTurnsAboutItsAnchorPoint() throws {
        let harness = Harness()
        let door = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        door.backgroundColor = .systemBlue
        door.accessibilityIdentifier = "door"
        harness.window.addSubview(door)
        door.layer.anchorPoint = CGPoint(x: 0, y: 0)
        door.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let item = try #require(harness.advance(to: 0).items(identifiedBy: "door").first)
        // A quarter turn clockwise (y down) about the top-left corner (100, 100): (80, 0) → (100, 180).
        let corner = CGPoint(x: 80, y: 0).applying(item.transformValue)
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 180) < 1e-9)
        let origin = CGPoint.zero.applying(item.transformValue)
        #expect(abs(origin.x - 100) < 1e-9 && abs(origin.y - 100) < 1e-9, "the anchor stays put")
    }

    @Test func standaloneFrameFollowsAnchorAndTransform() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 40, y: 60))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Scaled about the bottom-right corner (40, 60): the frame doubles towards the top-left.
        #expect(layer.frame == CGRect(x: -20, y: -20, width: 60, height: 80))
        #expect(CATransform3DIsIdentity(CALayer().transform))
    }

    @Test func hitTestingFindsTheFrontmostDeepestLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let back = CALayer(), front = CALayer(), inner = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        front.frame = CGRect(x: 100, y: 100, width: 150, height: 150)
        inner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front, "the later sibling is in front")
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === inner)
        #expect(root.hitTest(CGPoint(x: 290, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10)) == nil)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === back, "a higher zPosition is in front")
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        front.masksToBounds = true
        inner.frame = CGRect(x: -50, y: -50, width: 20, height: 20)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === root, "a layer that masks hides its sublayers outside it")
    }

    @Test func convertingBetweenLayers() {
        let root = CALayer()
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        b.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
        #expect(root.convert(CGPoint(x: 16, y: 27), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        a.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // a's centre (60, 70) stays; b's (1, 2) is 2 × (6 − 50, 7 − 50) from it.
        let point = b.convert(CGPoint(x: 1, y: 2), to: root)
        #expect(abs(point.x - (60 + 2 * (6 - 50))) < 1e-9 && abs(point.y - (70 + 2 * (7 - 50))) < 1e-9)
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 5, y: 5, width: 10, height: 10))
    }
}

extension DisplayItem {
    /// The item's transform (local → device), for the kinds these tests draw.
    var transformValue: CGAffineTransform {
        switch self {
        case .rect(let item): item.transform
        case .border(let item): item.transform
        case .text(let item): item.transform
        default: .identity
        }
    }
}
