import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI

/// Core Animation's explicit animations on standalone layers and on views' layers, driven by the window's
/// clock: what is drawn and what `presentation()` shows, the model left alone (the jump back), fill modes,
/// delegates' events in order, keys, layer time and the pause recipe.
@MainActor
@Suite("Explicit animations")
struct ExplicitAnimationTests {
    /// A standalone 20 × 20 layer named "box" at (50, 50) in the window.
    static func box(_ harness: Harness) -> CALayer {
        let layer = CALayer()
        layer.name = "box"
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        layer.backgroundColor = RGBAColor(red: 1, green: 0, blue: 0)
        harness.window.layer.addSublayer(layer)
        return layer
    }

    static func boxX(_ list: DisplayList) -> CGFloat? {
        list.items(identifiedBy: "box").first?.deviceBounds?.midX
    }

    /// The classic: a basic animation moves what is drawn and `presentation()`, never the model, and when
    /// it is removed at its end the layer jumps back to its model.
    @Test func basicAnimationShowsThenJumpsBack() throws {
        let harness = Harness()
        let layer = Self.box(harness)
        harness.advance(to: 1)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 50
        move.toValue = 150
        move.duration = 1
        layer.add(move, forKey: "move")
        #expect(layer.animationKeys() == ["move"])
        #expect(abs(try #require(Self.boxX(harness.advance(to: 1.5))) - 100) < 1e-9)
        #expect(abs(try #require(layer.presentation()).position.x - 100) < 1e-9)
        #expect(layer.position.x == 50, "the model never moves")
        #expect(Self.boxX(harness.advance(to: 2.01)) == 50, "removed at its end: back to the model")
        #expect(layer.animationKeys() == nil)
    }

    /// `fillMode = .forwards` with `isRemovedOnCompletion = false` holds the last frame; the animation
    /// stays on the layer.
    @Test func forwardsFillHoldsTheEnd() throws {
        let harness = Harness()
        let layer = Self.box(harness)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 150
        move.duration = 0.5
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        layer.add(move, forKey: nil)
        harness.run(until: 2)
        #expect(Self.boxX(harness.advance(to: 2.1)) == 150)
        #expect(layer.animationKeys() == nil, "added without a key: not listed")
        #expect(layer.animationStack?.entries.count == 1, "but kept")
    }

    /// The animation is copied when added: changing it afterwards changes nothing that runs.
    @Test func addingCopiesTheAnimation() {
        let harness = Harness()
        let layer = Self.box(harness)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        fade.toValue = 0
        #expect(layer.animation(forKey: "fade") !== fade)
        harness.advance(to: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
    }

    final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// Delegates hear of the start and of the end (finished), or of a removal (not finished); an
    /// animation replaced under its key is removed. The delegate is held strongly, as Core Animation holds it.
    @Test func delegatesHearStartAndStop() {
        let harness = Harness()
        let layer = Self.box(harness)
        var recorder: Recorder? = Recorder()
        weak let watched = recorder
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        fade.beginTime = 0.2
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        recorder = nil
        #expect(watched != nil, "held by the animation")
        harness.advance(to: 0.1)
        #expect(watched?.events == [])
        harness.advance(to: 0.3)
        #expect(watched?.events == ["start"])
        harness.advance(to: 0.8)
        #expect(watched?.events == ["start", "stop true"])
        let second = Recorder()
        let again = CABasicAnimation(keyPath: "opacity")
        again.delegate = second
        layer.add(again, forKey: "fade")
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(second.events == ["stop false"], "replaced under its key before it ran")
    }

    class BaseController: NSObject, CAAnimationDelegate {}
    final class FadingController: BaseController, CAAnimationDelegateSubclassing {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    /// A subclass's own delegate method is called when it declares the `…Subclassing` twin (the rule of
    /// every Kinema delegate with optional methods).
    @Test func aSubclassesDelegateMethodIsCalledThroughItsTwin() {
        let harness = Harness()
        let layer = Self.box(harness)
        let controller = FadingController()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.2
        fade.delegate = controller
        layer.add(fade, forKey: nil)
        harness.advance(to: 0.3)
        #expect(controller.stops == [true])
    }

    /// Apple's table for CABasicAnimation: which values run from where to where.
    @Test func fromToByCombinations() {
        let cases: [(from: Any?, to: Any?, by: Any?, start: Double, end: Double)] = [
            (10, 30, nil, 10, 30), (10, nil, 5, 10, 15), (nil, 30, 5, 25, 30),
            (10, nil, nil, 10, 50), (nil, 30, nil, 50, 30), (nil, nil, 5, 50, 55), (nil, nil, nil, 50, 50),
        ]
        for entry in cases {
            let animation = CABasicAnimation(keyPath: "position.x")
            (animation.fromValue, animation.toValue, animation.byValue) = (entry.from, entry.to, entry.by)
            let layer = CALayer()
            layer.position = CGPoint(x: 50, y: 0)
            for (progress, expected) in [(0.0, entry.start), (1.0, entry.end)] {
                var values = AnimatedLayerValues(snapshot: layer.values!, layer: layer)
                animation.apply(to: &values, progress: progress, iteration: 0)
                #expect(Double(values.snapshot.position.x) == expected, "\(entry) at \(progress)")
            }
        }
    }

    /// `isAdditive` adds to the model; `isCumulative` builds each repetition on the last.
    @Test func additiveAndCumulative() throws {
        let harness = Harness()
        let layer = Self.box(harness)
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 10
        nudge.duration = 1
        nudge.repeatCount = 3
        nudge.isAdditive = true
        nudge.isCumulative = true
        layer.add(nudge, forKey: nil)
        #expect(abs(try #require(Self.boxX(harness.advance(to: 0.5))) - 55) < 1e-9)
        #expect(abs(try #require(Self.boxX(harness.advance(to: 2.5))) - 75) < 1e-9, "third pass starts at +20")
    }

    /// The pause recipe tutorials use (speed 0 with the paused time as offset; then beginTime = time since
    /// the pause) holds the animation still and resumes it where it was.
    @Test func pauseAndResumeALayer() throws {
        let harness = Harness()
        let layer = Self.box(harness)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 2
        layer.add(move, forKey: "move")
        harness.advance(to: 0.5)
        let paused = layer.convertTime(CACurrentMediaTime(harness), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        #expect(abs(try #require(Self.boxX(harness.advance(to: 1.5))) - 25) < 1e-9, "held")
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(harness), from: nil) - pausedTime
        #expect(abs(try #require(Self.boxX(harness.advance(to: 2))) - 50) < 1e-9, "half a second on from 25")
    }

    /// A shape layer's `strokeEnd` drawn part way (the progress ring).
    @Test func strokeEndAnimates() throws {
        let harness = Harness()
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = RGBAColor(red: 0, green: 0, blue: 1)
        ring.lineWidth = 4
        harness.window.layer.addSublayer(ring)
        let progress = CABasicAnimation(keyPath: "strokeEnd")
        progress.fromValue = 0
        progress.toValue = 1
        progress.duration = 1
        ring.add(progress, forKey: "progress")
        let drawn = harness.advance(to: 0.5).items(identifiedBy: "ring")
        guard case .path(let item) = try #require(drawn.last) else { Issue.record("a path"); return }
        #expect(abs(Double(item.path.length) - 200) < 1, "half the square's 400-point outline")
        #expect(ring.strokeEnd == 1, "the model keeps its value")
        let shown = try #require(ring.presentation() as? CAShapeLayer, "a shape layer's presentation is a shape layer")
        #expect(abs(shown.strokeEnd - 0.5) < 1e-9 && shown.lineWidth == 4 && shown.path == ring.path)
        #expect(abs(try #require(shown.value(forKeyPath: "strokeEnd") as? CGFloat) - 0.5) < 1e-9)
    }

    /// The timeline hears of an explicit animation as of a view's: one row per key path, named by the
    /// layer (or its view) and the key, in media time, with a delayed start and a spring's settle tail.
    @Test func theTimelineHearsOfExplicitAnimations() throws {
        let harness = Harness()
        var records: [AnimationRecord] = []
        harness.window.engine.animationObserver = { records.append($0) }
        let layer = Self.box(harness)
        harness.advance(to: 1)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.duration = 2
        move.beginTime = layer.convertTime(harness.now, from: nil) + 0.5
        layer.add(move, forKey: "move")
        let record = try #require(records.last)
        #expect(record.viewName == "box" && record.property == "layer.position.x “move”")
        #expect(record.begin == 1 && record.delay == 0.5 && record.duration == 2 && record.settlesAfter == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "springy"
        harness.window.addSubview(view)
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: nil)
        let springRecord = try #require(records.last)
        #expect(springRecord.viewName == "springy" && springRecord.property == "layer.opacity")
        #expect(try #require(springRecord.settlesAfter) < springRecord.duration)
    }

    /// Key-value coding as tutorials use it: a transform component set and read by key path (the model
    /// through its decomposition; a presentation layer's shows the animation), any other key kept.
    @Test func keyValueCodingOfLayers() throws {
        let harness = Harness()
        let layer = Self.box(harness)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs(layer.transform.m12 - 1) < 1e-12 && abs(layer.transform.m11) < 1e-12)
        #expect(abs(try #require(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat) - .pi / 2) < 1e-12)
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        layer.add(spin, forKey: nil)
        harness.advance(to: 0.25)
        let shown = try #require(layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(shown - .pi / 4) < 1e-9)
    }

    private func CACurrentMediaTime(_ harness: Harness) -> Double { harness.now }
}
