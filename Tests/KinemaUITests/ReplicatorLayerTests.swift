import Foundation
import KinemaCore
import Testing
@testable import KinemaLayers
@testable import KinemaUI

/// `CAReplicatorLayer` as Apple documents it: each copy is the previous one transformed by
/// `instanceTransform` (about the replicator's centre), its colour offset once more per copy.
@MainActor
@Suite("Replicator layer")
struct ReplicatorLayerTests {
    static func indicator(_ harness: Harness) -> (CAReplicatorLayer, CALayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(host)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
        dot.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1)
        replicator.addSublayer(dot)
        host.layer.addSublayer(replicator)
        return (replicator, dot)
    }

    @Test func copiesStepByTheInstanceTransformAndFade() throws {
        let harness = Harness()
        let (replicator, _) = Self.indicator(harness)
        #expect(harness.advance(to: 0).items(identifiedBy: "dot").count == 1, "one copy by default")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3D(Transform3D(translationX: 20, y: 0, z: 0))
        replicator.instanceAlphaOffset = -0.25
        CATransaction.commit()
        let drawn = harness.advance(to: 0.1).drawnItems(identifiedBy: "dot")
        #expect(drawn.map { $0.item.deviceBounds!.minX } == [95, 115, 135, 155])
        #expect(drawn.map(\.opacity) == [1, 0.75, 0.5, 0.25])
    }

    @Test func aTurnIsAboutTheReplicatorsCentre() throws {
        let harness = Harness()
        let (replicator, _) = Self.indicator(harness)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3D(Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
        replicator.instanceRedOffset = -1.0 / 12
        let drawn = harness.advance(to: 0).drawnItems(identifiedBy: "dot")
        #expect(drawn.count == 12)
        // Copy 3 is a quarter turn clockwise (y down) about the centre (100, 100): the dot's centre
        // (100, 55) goes to (145, 100).
        let box = try #require(drawn[3].item.deviceBounds)
        #expect(abs(box.midX - 145) < 1e-9 && abs(box.midY - 100) < 1e-9)
        guard case .rect(let rect) = drawn[6].item else { Issue.record("a fill"); return }
        #expect(abs(rect.color.red - 0.5) < 1e-6 && rect.color.green == 1, "red offset six times (in Float, as the offsets are)")
        replicator.instanceCount = 0
        #expect(harness.advance(to: 0.1).items(identifiedBy: "dot").isEmpty)
    }
}

extension ReplicatorLayerTests {
    /// A view backed by a replicator (`layerClass`), as some loaders are written: its subviews are the
    /// copies' content, stepped about its centre, and a shape layer's stroke takes the copies' colour.
    final class ReplicatorView: UIView {
        override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }

    @Test func aReplicatorBackedViewCopiesItsSubviewsAndTintsPaths() throws {
        let harness = Harness()
        let loader = ReplicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(loader)
        let bar = UIView(frame: CGRect(x: 45, y: 0, width: 10, height: 20))
        bar.backgroundColor = .white
        bar.accessibilityIdentifier = "bar"
        loader.addSubview(bar)
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
        ring.fillColor = nil
        ring.strokeColor = RGBAColor(red: 1, green: 1, blue: 1)
        loader.layer.addSublayer(ring)
        let replicator = try #require(loader.layer as? CAReplicatorLayer)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        replicator.instanceBlueOffset = -0.25
        let list = harness.advance(to: 0)
        let bars = list.items(identifiedBy: "bar").compactMap(\.deviceBounds)
        // The bar's centre (50, 10) turned by quarter turns about (50, 50), clockwise on screen (y down).
        let expected = [CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 50), CGPoint(x: 50, y: 90), CGPoint(x: 10, y: 50)]
        #expect(bars.count == 4)
        for (box, centre) in zip(bars, expected) {
            #expect(abs(box.midX - centre.x) < 1e-9 && abs(box.midY - centre.y) < 1e-9, "\(box) vs \(centre)")
        }
        let strokes = list.items(identifiedBy: "ring").compactMap { item -> Double? in
            if case .path(let path) = item { path.stroke?.color.blue } else { nil }
        }
        #expect(strokes == [1, 0.75, 0.5, 0.25], "blue offset once more per copy, on the stroke too")
    }
}
