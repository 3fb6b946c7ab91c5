import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

@MainActor
@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
    static func setUp() -> (Harness, UIView) {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        harness.window.addSubview(view)
        return (harness, view)
    }

    static func y(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.y) }

    @Test func blocksRunWhenTheAnimatorStarts() {
        let (harness, view) = Self.setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        #expect(view.center.y == 0, "an inactive animator has not run its block yet")
        animator.startAnimation()
        #expect(view.center.y == 100)
        harness.advance(to: 0.25)
        expectClose(Self.y(view), 25, tolerance: 1e-9)
        harness.advance(to: 1)
        #expect(animator.state == .inactive)
        #expect(harness.tracer.names(of: "animator") == ["active", "running", "inactive", "completion end"])
    }

    @Test func scrubWhilePausedLinearlyOrThroughTheCurve() {
        for linear in [true, false] {
            let (_, view) = Self.setUp()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.y = 100 }
            animator.scrubsLinearly = linear
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            // Reference: easeIn at 0.5 = 0.315356813 (foundation issue).
            expectClose(Self.y(view), linear ? 50 : 31.5356813, tolerance: 1e-6, "scrubsLinearly \(linear)")
            #expect(animator.fractionComplete == 0.5)
            #expect(!animator.isRunning && animator.state == .active)
        }
    }

    @Test func reverseMidFlightEndsAtTheStartAndRestoresTheModel() {
        let (harness, view) = Self.setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        harness.advance(to: 0.4)
        animator.isReversed = true
        harness.advance(to: 0.6)
        expectClose(Self.y(view), 20, tolerance: 1e-9, "going back")
        harness.advance(to: 0.8)
        #expect(positions == [.start])
        #expect(view.center.y == 0, "finishing at the start puts the model back")
        #expect(Self.y(view) == 0)
        #expect(harness.tracer.names(of: "animator") == ["active", "running", "reversed", "running", "inactive", "completion start"])
    }

    @Test func continueWithNewTimingAndRemainingDuration() {
        let (harness, view) = Self.setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.center.y = 100 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)
        harness.advance(to: 0.5)
        expectClose(Self.y(view), 75, tolerance: 1e-9, "linear over the remaining 1 s")
        harness.advance(to: 1)
        #expect(positions == [.end])
    }

    @Test func continueWithADurationFactor() {
        let (harness, view) = Self.setUp()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.y = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        harness.advance(to: 0.25)
        expectClose(Self.y(view), 75, tolerance: 1e-9, "the remaining half over 0.25 × 2 s")
        harness.advance(to: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test func stopThenFinishAtEachPosition() {
        for (position, expectedModel) in [(UIViewAnimatingPosition.current, 30.0), (.start, 0), (.end, 100)] {
            let (harness, view) = Self.setUp()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            harness.advance(to: 0.3)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            harness.advance(to: 0.6)
            expectClose(Self.y(view), 30, tolerance: 1e-9, "a stopped animator holds still")
            #expect(positions.isEmpty)
            animator.finishAnimation(at: position)
            #expect(positions == [position])
            expectClose(Double(view.center.y), expectedModel, tolerance: 1e-9, "\(position)")
            expectClose(Self.y(view), expectedModel, tolerance: 1e-9, "on screen")
            #expect(!view.isAnimating)
        }
    }

    @Test func finishingAtTheStartRestoresTransformAndColourModels() {
        for position in [UIViewAnimatingPosition.start, .current] {
            let (harness, view) = Self.setUp()
            view.backgroundColor = .systemRed
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
                view.backgroundColor = .systemBlue
            }
            animator.startAnimation()
            harness.advance(to: 0.5)
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
            let scale = position == .start ? 1.0 : 1.5
            expectClose(view.transform.a, scale, tolerance: 1e-9, "\(position): the transform model")
            expectClose(view.layer.presentation()!.affineTransform().a, scale, tolerance: 1e-9, "\(position): on screen")
            let red = UIColor.systemRed.rgba, blue = UIColor.systemBlue.rgba
            let expected = position == .start ? red : red.interpolated(to: blue, fraction: 0.5)
            #expect(view.backgroundColor?.rgba == expected.clamped(), "\(position): the colour model")
            #expect(view.layer.presentation()!.backgroundColor == expected)
            #expect(!view.isAnimating)
        }
    }

    @Test func anAnimatorRestartedFromItsCompletionRunsAgain() {
        let (harness, view) = Self.setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        var completions = 0
        animator.addCompletion { _ in
            completions += 1
            // Completions run once; the second run gets its own.
            animator.addAnimations { view.center.y = 0 }
            animator.addCompletion { _ in completions += 1 }
            animator.startAnimation()
        }
        animator.startAnimation()
        harness.run(until: 1)
        #expect(completions == 1 && animator.isRunning, "restarted inside its own completion")
        harness.run(until: 1.5)
        expectClose(Self.y(view), 50, tolerance: 1e-6, "on its way back")
        harness.run(until: 2.1)
        #expect(completions == 2 && animator.state == .inactive)
    }

    @Test func stopWithoutFinishingKeepsWhatIsOnScreen() {
        let (harness, view) = Self.setUp()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        harness.advance(to: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        expectClose(Double(view.center.y), 25, tolerance: 1e-9)
        harness.advance(to: 2)
        #expect(completions == 0)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let (harness, view) = Self.setUp()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        harness.advance(to: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(Self.y(view) == 100)
        #expect(completions == 0)
        animator.isReversed = true
        animator.startAnimation()
        harness.advance(to: 2.0)
        expectClose(Self.y(view), 50, tolerance: 1e-9)
    }

    @Test func addAnimationsWithDelayFactorWhileRunning() {
        let (harness, view) = Self.setUp()
        let other = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        harness.window.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        animator.startAnimation()
        harness.advance(to: 0.2)
        // Remaining 0.8 of the fraction; half of it waits: the new animation runs from fraction 0.6 to 1.
        animator.addAnimations({ other.center.x = 100 }, delayFactor: 0.5)
        harness.advance(to: 0.5)
        #expect(other.layer.presentation()!.position.x == 0)
        harness.advance(to: 0.8)
        expectClose(Double(other.layer.presentation()!.position.x), 50, tolerance: 1e-9)
        harness.advance(to: 1)
        #expect(other.layer.presentation()!.position.x == 100)
        #expect(animator.state == .inactive)
    }

    @Test func springTimingSettlesAtTheDuration() {
        let (harness, view) = Self.setUp()
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.7) { view.center.y = 100 }
        animator.startAnimation()
        let spring = Spring(settlingDuration: 0.8, dampingRatio: 0.7)
        harness.advance(to: 0.2)
        expectClose(Self.y(view), 100 * spring.value(at: 0.2), tolerance: 1e-9)
        harness.advance(to: 0.8)
        #expect(animator.state == .inactive)
        #expect(Self.y(view) == 100)
    }

    @Test func aGestureHandsItsVelocityToTheFinishingSpring() {
        let (harness, view) = Self.setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        // A finger leaving at 150 points per second over the remaining 50 points: relative velocity 3.
        let velocity = CGVector(dx: 0, dy: 150.0 / 50)
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: velocity), durationFactor: 0)
        let h = 1e-5
        harness.advance(to: h)
        expectClose((Self.y(view) - 50) / h, 150, tolerance: 0.1, "the view leaves at the finger's speed")
        harness.run(until: 0.5)
        #expect(animator.state == .inactive)
        #expect(Self.y(view) == 100)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        let (harness, view) = Self.setUp()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 },
            completion: { position = $0 })
        #expect(animator.isRunning)
        harness.advance(to: 0.4)
        #expect(view.layer.presentation()!.opacity == 1)
        harness.advance(to: 1.0)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        harness.advance(to: 1.5)
        #expect(position == .end)
    }

    @Test func misuseStopsTheProgramWithUIKitsMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = UIWindow()
                window.engine.drainsMainQueue = false
                let view = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.finishAnimation(at: .end)
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("finishAnimation(at:) is not allowed on an animator in state active (running)"), "\(message)")
    }
}
