import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

@MainActor
@Suite("UIView.animate")
struct UIViewAnimateTests {
    // Reference (KinemaUI issue; recomputed with mpmath from the easeInEaseOut curve): center.y animated
    // 0 → 100 over 1 s, and at t = 0.5 back to 0 over 1 s. Additively, the second animation adds a
    // contribution from +100 to 0 on top of the first's, so the view keeps moving down before it turns.
    @Test func additiveRetargetingKeepsMomentum() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: -10, width: 20, height: 20))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.center.y = 100 }
        harness.advance(to: 0.5)
        UIView.animate(withDuration: 1) { view.center.y = 0 }
        #expect(view.center.y == 0, "the model is the new value at once")
        for (time, expected) in [(0.6, 64.839368), (0.75, 74.167614), (1.0, 50.0), (1.25, 12.916193), (1.5, 0.0)] {
            harness.advance(to: time)
            expectClose(view.layer.presentation()!.position.y, expected, tolerance: 1e-5, "t = \(time)")
        }
    }

    @Test func delayOptionsAndCompletion() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
            view.alpha = 0
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0)
        harness.advance(to: 0.25)
        #expect(view.layer.presentation()!.opacity == 1, "waits out its delay")
        harness.advance(to: 1.0)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6, "linear, half way")
        #expect(finished.isEmpty)
        harness.advance(to: 1.5)
        #expect(finished == [true])
        #expect(view.layer.presentation()!.opacity == 0)
        #expect(!view.hasRunningAnimations)
    }

    @Test func namedCurvesShapeTheMotion() {
        // Reference: the curve values of the foundation issue (easeIn/easeOut at 0.5).
        for (option, expected) in [(UIView.AnimationOptions.curveEaseIn, 0.315356813), (.curveEaseOut, 0.684643187), (.curveEaseInOut, 0.5)] {
            let harness = Harness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(view)
            UIView.animate(withDuration: 2, delay: 0, options: option, animations: { view.alpha = 0 })
            harness.advance(to: 1)
            expectClose(Double(view.layer.presentation()!.opacity), 1 - expected, tolerance: 1e-6)
        }
    }

    @Test func replacingANonAdditiveAnimationInterruptsIt() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var first: Bool?
        var second: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first = $0 })
        harness.advance(to: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second = $0 })
        harness.advance(to: 0.5)
        #expect(view.layer.presentation()!.opacity == 0, "jumps to the replaced animation's target, as UIKit shows it")
        #expect(first == false, "the replaced block completes with finished = false")
        harness.advance(to: 1.5)
        #expect(second == true)
    }

    /// The reference (Apple: without `.beginFromCurrentState` in-flight animations "finish" first):
    /// alpha 0 → 1 over 1 s, then at 0.5 s → 0 over 1 s, both easeInEaseOut. At 1.0 s the second is half
    /// way (easeInEaseOut(0.5) = 0.5): from the old target 1 it shows 0.5; from what was on screen at 0.5 s
    /// (0.5, the first animation half way) it shows 0.25.
    @Test func nonAdditiveChangesStartFromTheModelUnlessBeginningFromCurrentState() {
        for (options, expected) in [(UIView.AnimationOptions(), 0.5), ([.beginFromCurrentState], 0.25)] {
            let harness = Harness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(view)
            view.alpha = 0
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 })
            harness.advance(to: 0.5)
            expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 0 })
            harness.advance(to: 1.0)
            expectClose(Double(view.layer.presentation()!.opacity), expected, tolerance: 1e-6, "\(options)")
            harness.advance(to: 1.5)
            #expect(view.layer.presentation()!.opacity == 0)
        }
    }

    /// UIKit's rule for nested blocks: the inner block takes the enclosing block's duration and curve
    /// unless it overrides them.
    @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() {
        func run(_ options: UIView.AnimationOptions) -> (Double, Double) {
            let harness = Harness()
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(outer)
            harness.window.addSubview(inner)
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                outer.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0, options: options.union(.curveEaseIn), animations: { inner.alpha = 0 })
            })
            harness.advance(to: 0.4)
            let early = 1 - Double(inner.layer.presentation()!.opacity)
            harness.advance(to: 1.0)
            return (early, 1 - Double(inner.layer.presentation()!.opacity))
        }
        // Inherited: 2 s, linear — 0.2 and 0.5 done.
        let inherited = run([])
        expectClose(inherited.0, 0.2, tolerance: 1e-6)
        expectClose(inherited.1, 0.5, tolerance: 1e-6)
        // Own duration, inherited curve: 0.5 s linear — 0.8 done at 0.4 s, over by 1 s.
        let ownDuration = run(.overrideInheritedDuration)
        expectClose(ownDuration.0, 0.8, tolerance: 1e-6)
        expectClose(ownDuration.1, 1, tolerance: 1e-6)
        // Own curve over the inherited 2 s: easeIn at 0.2 and 0.5.
        let ownCurve = run(.overrideInheritedCurve)
        expectClose(ownCurve.0, CubicBezier.easeIn.value(at: 0.2), tolerance: 1e-6)
        expectClose(ownCurve.1, CubicBezier.easeIn.value(at: 0.5), tolerance: 1e-6)
        // Both its own: 0.5 s easeIn.
        let own = run([.overrideInheritedDuration, .overrideInheritedCurve])
        expectClose(own.0, CubicBezier.easeIn.value(at: 0.8), tolerance: 1e-6)
    }

    /// Frames of 1/60 s keep exact time: a 1.5 s animation completes on frame 90, not 91, and an animator
    /// that pauses on completion reads exactly 1 there.
    @Test func animationsEndingOnAFrameCompleteOnThatFrame() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var completedAt: Int?
        UIView.animate(withDuration: 1.5, animations: { view.alpha = 0 }, completion: { _ in completedAt = harness.window.engine.clock.frameCount })
        let animator = UIViewPropertyAnimator(duration: 1.5, curve: .linear) { view.center.x = 100 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        let start = harness.window.engine.clock.frameCount
        for _ in 0..<90 { _ = harness.window.runFrame(events: [], advancingBy: 1.0 / 60) }
        #expect(completedAt.map { $0 - start } == 90)
        #expect(animator.fractionComplete == 1 && !animator.isRunning)
    }

    /// A thousand retargets of one property in one frame: every block completes, and the property is
    /// swept of them once, not once per block (which made the finishing frame quadratic).
    @Test func manyRetargetsEndingTogetherCostOneSweep() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var completions = 0
        for i in 0..<1_000 {
            UIView.animate(withDuration: 0.5, animations: { view.center.x = CGFloat(i) }, completion: { _ in completions += 1 })
        }
        #expect(view.centerTrack.entries.count == 1_000, "additive: every block adds a contribution")
        harness.advance(to: 0.25)
        #expect(view.centerTrack.sweeps == 0)
        harness.advance(to: 0.5)
        #expect(completions == 1_000 && !view.hasRunningAnimations)
        #expect(view.centerTrack.sweeps == 1)
        #expect(view.center.x == 999 && view.layer.presentation()!.position.x == 999)
    }

    /// A delay of +∞ never ends: the change never shows and the completion never runs; NaN and negative
    /// delays count as none.
    @Test func infiniteDelaysNeverRun() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var completed = false
        UIView.animate(withDuration: 1, delay: .infinity, options: [], animations: { view.alpha = 0 }, completion: { _ in completed = true })
        for time in [1.0, 100, 1e9] {
            harness.advance(to: time)
            #expect(view.layer.presentation()!.opacity == 1 && !completed)
        }
        UIView.animate(withDuration: 1, delay: .nan, options: .curveLinear, animations: { view.center.x = 100 })
        harness.advance(to: 1e9 + 0.5)
        expectClose(Double(view.layer.presentation()!.position.x), 5 + 95 * 0.5, tolerance: 1e-3)
    }

    @Test func removingAllAnimationsShowsTheModelAndCompletesUnfinished() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 200; view.alpha = 0.5 }, completion: { finished.append($0) })
        harness.advance(to: 0.3)
        #expect(view.layer.presentation()!.position.x < 200)
        view.layer.removeAllAnimations()
        harness.advance(to: 0.35)
        #expect(view.layer.presentation()!.position.x == 200 && view.layer.presentation()!.opacity == 0.5)
        #expect(finished == [false])
        #expect(!view.hasRunningAnimations)
        harness.advance(to: 1.5)
        #expect(finished == [false], "completed once")
    }

    @Test func nothingToAnimateCompletesOnTheNextFrame() {
        let harness = Harness()
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { finished = $0 })
        #expect(finished == nil)
        harness.advance(to: 1.0 / 60)
        #expect(finished == true)
    }

    @Test func badDurationsApplyAtOnce() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        for duration in [-1.0, .nan, .infinity] {
            UIView.animate(withDuration: duration) { view.center.x = 100 }
            harness.advance(to: harness.now + 1.0 / 60)
            #expect(view.layer.presentation()!.position.x == 100, "duration \(duration)")
            view.center.x = 5
        }
        view.alpha = .nan
        #expect(view.alpha == 1, "NaN alpha is ignored")
        view.alpha = 7
        #expect(view.alpha == 1, "alpha is clamped")
    }

    @Test func springFollowsUIKitsDurationRuleAndEndsAtItsDuration() {
        // Seed 000's Move-Up-Bounce: row height 62, damping 0.6, velocity 0.1, duration 0.85 + 0.2.
        let harness = Harness()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 62))
        harness.window.addSubview(cell)
        cell.transform = CGAffineTransform(translationX: 0, y: 62)
        UIView.animate(withDuration: 1.05, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.1, options: [.curveEaseInOut], animations: {
            cell.transform = CGAffineTransform(translationX: 0, y: 0)
        })
        var lowest = 62.0
        for step in 1...63 {
            harness.advance(to: Double(step) / 60)
            lowest = min(lowest, Double(cell.layer.presentation()!.affineTransform().ty))
        }
        #expect(lowest < -1, "ζ 0.6 overshoots above its rest position (by \(-lowest) points)")
        // A second view, started now, against the core spring: 62 × (1 − x(t)). This checks the wiring
        // (UIView.animate → Spring(uikitDuration:…)); SpringTests checks that mapping against references.
        let spring = Spring(uikitDuration: 1.05, dampingRatio: 0.6, initialVelocity: 0.1)
        let probe = UIView(frame: .zero)
        harness.window.addSubview(probe)
        probe.transform = CGAffineTransform(translationX: 0, y: 62)
        let start = harness.now
        UIView.animate(withDuration: 1.05, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.1, animations: {
            probe.transform = .identity
        })
        harness.advance(to: start + 0.3)
        expectClose(probe.layer.presentation()!.affineTransform().ty, 62 * (1 - spring.value(at: 0.3, initialVelocity: 0.1)), tolerance: 1e-6)
        harness.advance(to: start + 1.05)
        #expect(probe.layer.presentation()!.affineTransform().ty == 0)
        #expect(!probe.hasRunningAnimations)
    }

    @Test func performWithoutAnimationInsideABlock() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) {
            view.center.x = 100
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        harness.advance(to: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.5, "not animated")
        #expect(view.layer.presentation()!.position.x != 100, "animated")
    }

    @Test func repeatAndAutoreverse() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat], animations: { view.alpha = 0 })
        harness.advance(to: 1.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6, "coming back")
        harness.advance(to: 2.25)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6, "second pass")
        #expect(view.hasRunningAnimations, "repeats for ever")
        #expect(harness.window.engine.runningGroupCount == 1)
    }

    @Test func transformAnimatesByDecomposition() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        harness.advance(to: 0.5)
        let shown = view.layer.presentation()!.affineTransform()
        expectClose(shown.decomposed.rotation, .pi / 4, tolerance: 1e-9)
        expectClose(shown.determinant, 1, tolerance: 1e-9, "a rotation, not a squash")
        // The label of seed 002 scales to 0.8 and back.
        harness.advance(to: 1)
        view.transform = .identity
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        })
        harness.advance(to: 1.15)
        expectClose(view.layer.presentation()!.affineTransform().a, 0.9, tolerance: 1e-9)
    }

    @Test func layoutInsideABlockAnimatesTheNewFrames() {
        final class Container: UIView {
            let child = UIView()
            var wide = false
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: 0, width: wide ? 200 : 100, height: 50)
            }
        }
        let harness = Harness()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.addSubview(container.child)
        harness.window.addSubview(container)
        harness.advance(to: 0)
        container.wide = true
        container.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { container.layoutIfNeeded() })
        #expect(container.child.frame.width == 200)
        harness.advance(to: 0.5)
        expectClose(container.child.layer.presentation()!.bounds.width, 150, tolerance: 1e-9)
    }
}
