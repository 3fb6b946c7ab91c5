import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Explicit animations on a view's own layer, on keyframe paths and as springs: what the window draws.
@MainActor
@Suite("Explicit animations on views, paths and springs")
struct ExplicitViewAnimationTests {
    static func card(_ harness: Harness) -> UIView {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        card.backgroundColor = .red
        card.accessibilityIdentifier = "card"
        harness.window.addSubview(card)
        return card
    }

    /// The tutorials' flip: `transform.rotation.y` with perspective (`m34`) on a view's layer. Halfway
    /// through a quarter turn the card is drawn as a projected plane narrower than itself; the view's
    /// model transform is untouched and the card is flat again when the animation is removed.
    @Test func flipOnAViewsLayerTurnsInDepth() throws {
        let harness = Harness()
        let card = Self.card(harness)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        card.layer.transform = perspective
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = Double.pi / 2
        flip.duration = 1
        card.layer.add(flip, forKey: "flip")
        let list = harness.advanceChecking(to: 0.5)
        let projection = try #require(list.items.compactMap { item -> ProjectionGroup? in
            if case .beginProjection(let group) = item { return group }
            return nil
        }.first)
        let box = projection.deviceBounds
        #expect(box.width < 80 && box.width > 60, "turned 45° about y: about cos 45° of its width, \(box)")
        #expect(abs(box.midX - 150) < 3, "about its centre")
        let presented = try #require(card.layer.presentation())
        #expect(abs(presented.transform.m11 - cos(.pi / 4)) < 1e-9)
        #expect(card.layer.transform.m11 == 1, "the model is not turned")
        let after = harness.advanceChecking(to: 1.1)
        #expect(after.drawnItems(identifiedBy: "card").first?.item.deviceBounds == CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    /// Opacity, position and corner radius on a view's layer show over the view's own values.
    @Test func viewLayerValuesAnimate() throws {
        let harness = Harness()
        let card = Self.card(harness)
        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let slide = CABasicAnimation(keyPath: "position")
        slide.toValue = NSValue(point: CGPoint(x: 250, y: 150))
        group.animations = [fade, slide]
        group.duration = 2
        fade.duration = 2
        slide.duration = 2
        card.layer.add(group, forKey: "both")
        let drawn = try #require(harness.advanceChecking(to: 1).drawnItems(identifiedBy: "card").first)
        #expect(abs(drawn.opacity - 0.5) < 1e-9)
        #expect(abs(try #require(drawn.item.deviceBounds).midX - 200) < 1e-9)
        #expect(card.alpha == 1 && card.center == CGPoint(x: 150, y: 150))
    }

    /// A view's layer's shadow and border animate from nothing: drawn while the animation runs, gone
    /// again when it is removed.
    @Test func viewShadowAndBorderAnimate() throws {
        let harness = Harness()
        let card = Self.card(harness)
        let glow = CABasicAnimation(keyPath: "shadowOpacity")
        glow.fromValue = 0
        glow.toValue = 1
        glow.duration = 1
        let outline = CABasicAnimation(keyPath: "borderWidth")
        outline.fromValue = 0
        outline.toValue = 8
        outline.duration = 1
        card.layer.add(glow, forKey: "glow")
        card.layer.add(outline, forKey: "outline")
        let items = harness.advanceChecking(to: 0.5).items(identifiedBy: "card")
        let shadows = items.compactMap { item -> Double? in if case .shadow(let s) = item { s.color.alpha } else { nil } }
        let borders = items.compactMap { item -> CGFloat? in if case .border(let b) = item { b.width } else { nil } }
        #expect(shadows.count == 1 && abs(shadows[0] - 0.5) < 1e-6, "\(shadows)")
        #expect(borders == [4])
        let after = harness.advanceChecking(to: 1.1).items(identifiedBy: "card")
        #expect(!after.contains { if case .shadow = $0 { true } else if case .border = $0 { true } else { false } })
    }

    /// A keyframe animation along a path: `.paced` moves at one speed; `rotationMode` turns the layer
    /// with the path.
    @Test func keyframePathPacedWithRotation() throws {
        let harness = Harness()
        let layer = ExplicitAnimationTests.box(harness)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 4
        follow.calculationMode = .paced
        follow.rotationMode = .rotateAuto
        layer.add(follow, forKey: nil)
        harness.advance(to: 1)
        let shown = try #require(layer.presentation())
        #expect(abs(shown.position.x - 100) < 1e-6 && abs(shown.position.y) < 1e-6, "a quarter of 400 points")
        harness.advance(to: 2)
        let turned = try #require(layer.presentation())
        #expect(abs(turned.position.y - 100) < 1e-6)
        #expect(abs(turned.transform.m12 - 1) < 1e-6, "heading down: turned a quarter clockwise")
        let linear = CAKeyframeAnimation(keyPath: "position")
        linear.path = path
        linear.duration = 4
        layer.add(linear, forKey: "linear")
        harness.advance(to: 3)
        #expect(abs(try #require(layer.presentation()).position.x - 50) < 1e-6, "two segments, two seconds each: half the first")
    }

    /// Keyframe values with key times, per-segment timing functions and the discrete mode (Apple:
    /// discrete key times have one more entry than the values).
    @Test func keyframeValuesModes() {
        let layer = CALayer()
        func x(_ animation: CAKeyframeAnimation, _ progress: Double) -> Double {
            var values = AnimatedLayerValues(snapshot: layer.values!, layer: layer)
            animation.apply(to: &values, progress: progress, iteration: 0)
            return Double(values.snapshot.position.x)
        }
        let hop = CAKeyframeAnimation(keyPath: "position.x")
        hop.values = [0, 100, 50]
        hop.keyTimes = [0, 0.8, 1]
        #expect(abs(x(hop, 0.4) - 50) < 1e-9 && abs(x(hop, 0.9) - 75) < 1e-9)
        hop.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        #expect(x(hop, 0.4) < 40, "eased in over the first segment")
        let steps = CAKeyframeAnimation(keyPath: "position.x")
        steps.values = [0, 10, 20]
        steps.calculationMode = .discrete
        #expect([0.1, 0.4, 0.7, 1].map { x(steps, $0) } == [0, 10, 20, 20])
        let curve = CAKeyframeAnimation(keyPath: "position.x")
        curve.values = [0, 100, 0]
        curve.calculationMode = .cubic
        #expect(x(curve, 0.5) == 100 && x(curve, 0.25) > 50, "a Catmull-Rom curve bulges past the line")
    }

    /// A spring animation: Core Animation's default spring (mass 1, stiffness 100, damping 10) timed by its
    /// settling duration, with `fillMode = .forwards` holding the end.
    @Test func springAnimationFollowsTheSpring() throws {
        let harness = Harness()
        let layer = ExplicitAnimationTests.box(harness)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 50
        spring.toValue = 150
        spring.duration = spring.settlingDuration
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        layer.add(spring, forKey: "spring")
        harness.advance(to: 0.3)
        let expected = 50 + 100 * Spring(mass: 1, stiffness: 100, damping: 10).value(at: 0.3)
        #expect(abs(try #require(layer.presentation()).position.x - expected) < 1e-6)
        harness.run(until: 3)
        #expect(abs(try #require(layer.presentation()).position.x - 150) < 0.1)
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(perceptual.duration - 0.8) < 1e-9 && perceptual.stiffness == pow(2 * .pi / 0.5, 2))
        #expect(abs(perceptual.bounce) < 1e-9 && abs(perceptual.perceptualDuration - 0.5) < 1e-9)
    }
}

/// A replicator's `instanceDelay`: each copy's sublayers run their animations that much later than the
/// copy before's (the loaders of the tutorials; Apple's `CAReplicatorLayer.instanceDelay`).
@MainActor
@Suite("Replicator delays")
struct ReplicatorDelayTests {
    @Test func eachCopyRunsLater() throws {
        let harness = Harness()
        let (replicator, dot) = ReplicatorLayerTests.indicator(harness)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3D(Transform3D(translationX: 20, y: 0, z: 0))
        replicator.instanceDelay = 0.5
        CATransaction.commit()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        dot.add(fade, forKey: "fade")
        let opacities = harness.advance(to: 0.75).drawnItems(identifiedBy: "dot").map(\.opacity)
        // 0.75 s, 0.25 s and (not started: its model) −0.25 s into the fade.
        #expect(opacities.count == 3 && abs(opacities[0] - 0.25) < 1e-9 && abs(opacities[1] - 0.75) < 1e-9 && opacities[2] == 1, "\(opacities)")
    }
}
