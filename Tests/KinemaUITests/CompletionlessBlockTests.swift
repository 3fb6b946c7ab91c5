import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// A `UIView.animate…` block without a completion is recorded without an `AnimationGroup`: its engine
/// keeps only what to sweep, and its animations leave their properties at their end, as Core Animation
/// takes each animation off its layer when it ends. Everything a program can see is as for any block.
@MainActor
@Suite("Blocks without a completion")
struct CompletionlessBlockTests {
    /// A 10 × 10 view in a fresh harness's window.
    static func viewInWindow() -> (Harness, UIView) {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        return (harness, view)
    }

    @Test func itsAnimationsLeaveTheirPropertiesAtTheirEnd() {
        let (harness, view) = Self.viewInWindow()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            view.alpha = 0
            view.transform = CGAffineTransform(translationX: 0, y: 40)
        })
        #expect(view.alphaTrack.entries.count == 1 && view.alphaTrack.entries[0].group == nil, "no group made")
        #expect(view.transformTrack.entries.count == 1 && view.transformTrack.entries[0].group == nil)
        #expect(harness.window.engine.runningGroupCount == 1, "the engine counts the block")
        harness.advance(to: 1)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-9, "half way after the delay")
        harness.advance(to: 1.5 - 1e-6)
        #expect(view.hasRunningAnimations, "still running a microsecond before its end")
        harness.advance(to: 1.5)
        #expect(!view.hasRunningAnimations, "taken off at its end")
        #expect(harness.window.engine.runningGroupCount == 0)
        #expect(view.alphaTrack.sweeps == 1 && view.transformTrack.sweeps == 1, "each property swept once")
        #expect(view.layer.presentation()!.opacity == 0)
        expectClose(Double(view.layer.presentation()!.transform.m42), 40, tolerance: 1e-9)
    }

    @Test func blocksEndingTogetherSweepAPropertyOnce() {
        let (harness, view) = Self.viewInWindow()
        // Three additive changes of the centre, three blocks, one end.
        for x in [20.0, 30.0, 40.0] {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = x })
        }
        #expect(view.centerTrack.entries.count == 3)
        #expect(harness.window.engine.runningGroupCount == 3)
        harness.advance(to: 1)
        #expect(view.centerTrack.entries.isEmpty)
        #expect(view.centerTrack.sweeps == 1)
        #expect(harness.window.engine.runningGroupCount == 0)
    }

    @Test func replacingAndBeingReplacedKeepsTheOtherBlocksCompletion() {
        let (harness, view) = Self.viewInWindow()
        var completions: [String] = []
        // A block with a completion replaced by one without: interrupted, as in UIKit.
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { completions.append("first \($0)") })
        harness.advance(to: 0.25)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        // And one without a completion replaced by one with: the newer block finishes.
        harness.advance(to: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { completions.append("third \($0)") })
        harness.run(until: 1.5)
        #expect(completions == ["first false", "third true"])
        #expect(!view.hasRunningAnimations)
        #expect(harness.window.engine.runningGroupCount == 0)
    }

    @Test func itMovesWithItsViewToTheWindowItJoins() {
        let window = WindowTimeTests.window()
        WindowTimeTests.frames(30, window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        #expect(AnimationEngine.shared.runningGroupCount >= 1)
        let sharedBefore = AnimationEngine.shared.runningGroupCount
        window.addSubview(view)
        #expect(window.engine.runningGroupCount == 1, "the block moved with its view")
        // The shared engine is every test's: blocks other suites left on it may be let go in the same
        // move (their views gone), so it holds at least one fewer, not exactly one.
        #expect(AnimationEngine.shared.runningGroupCount <= sharedBefore - 1, "and the shared engine let go of it")
        WindowTimeTests.frames(30, window)
        expectClose(WindowTimeTests.x(view), 55, tolerance: 1e-6, "half way, on the window's clock")
        WindowTimeTests.frames(30, window)
        #expect(!view.hasRunningAnimations, "swept at its end on the window's clock")
        #expect(window.engine.runningGroupCount == 0)
    }

    @Test func completingEveryBlockOfAnEngineTakesItsAnimationsOff() {
        let (harness, view) = Self.viewInWindow()
        UIView.animate(withDuration: 100, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        harness.advance(to: 5)
        #expect(view.hasRunningAnimations && view.alphaTrack.entries.first?.group == nil)
        #expect(harness.window.engine.runningGroupCount == 1)
        harness.window.engine.completeAll(finished: true)
        #expect(!view.hasRunningAnimations)
        #expect(harness.window.engine.runningGroupCount == 0)
        #expect(view.layer.presentation()!.opacity == 0, "the model shows")
    }

    @Test func aViewFreedMidBlockLeavesNothingBehind() {
        let harness = Harness()
        weak var watched: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(view)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
            view.removeFromSuperview()
            watched = view
        }
        #expect(watched == nil, "the engine holds no view")
        harness.advance(to: 2)
        #expect(harness.window.engine.runningGroupCount == 0, "its record ended with its time")
    }

    @Test func theEngineIsQuietUntilTheNextBlockEnds() {
        let harness = Harness()
        let engine = harness.window.engine
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        #expect(engine.quietUntil == .infinity, "nothing running")
        var completed = false
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0.5 }, completion: { _ in completed = true })
        #expect(engine.quietUntil == engine.now, "a block waits to join at the next update")
        harness.advance(to: 0.1)
        expectClose(engine.quietUntil, 1, tolerance: 1e-9, "its end, when its completion runs")
        UIView.animate(withDuration: 0.5, delay: 0, options: [], animations: { view.center.x = 50 })
        expectClose(engine.quietUntil, 0.6, tolerance: 1e-9, "a block without a completion ending sooner")
        harness.advance(to: 1)
        #expect(completed)
        #expect(engine.quietUntil == .infinity)
    }

    @Test func aBlockThatNeverEndsKeepsAGroupThatEndsWhenReplaced() {
        let (harness, view) = Self.viewInWindow()
        for alpha in [0.0, 0.5] {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = alpha })
        }
        UIView.animate(withDuration: 1, delay: .infinity, options: [], animations: { view.center.x = 40 })
        UIView.animate(withDuration: 1, delay: .infinity, options: [], animations: { view.center.x = 60 })
        #expect(view.alphaTrack.entries.first?.group != nil, "repeating: a group")
        harness.advance(to: 0.1)
        #expect(harness.window.engine.runningGroupCount == 3, "the replaced repeating block ended; two never-starting ones wait")
        view.layer.removeAllAnimations()
        harness.advance(to: 0.2)
        #expect(harness.window.engine.runningGroupCount == 0, "nothing waits for an end that never comes")
    }

    @Test func theBlockOutlivesAWindowItLetGo() {
        var window: UIWindow? = WindowTimeTests.window()
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window!.addSubview(view!)
        weak var watched: UIWindow?
        watched = window
        UIView.animate(withDuration: 1) {
            view!.alpha = 0.5
            view!.removeFromSuperview()
            view = nil
            window = nil
        }
        #expect(watched == nil, "the window is gone, and the block's end read nothing of it")
    }

    @Test func aViewThatJoinsAWindowInsideTheBlockLeavesNothingOnTheSharedEngine() {
        let window = WindowTimeTests.window()
        let before = AnimationEngine.shared.runningGroupCount
        weak var track: AnimatedProperty?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1) {
                view.alpha = 0.5
                window.addSubview(view)
            }
            track = view.alphaTrack
            #expect(AnimationEngine.shared.runningGroupCount == before)
            #expect(window.engine.runningGroupCount == 1)
            view.removeFromSuperview()
        }
        WindowTimeTests.frames(70, window)
        #expect(track == nil, "freed with its view once its block ended")
    }

    @Test func discardingAWindowTakesTheAnimationsOffViewsThatLeftIt() {
        let window = WindowTimeTests.window()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        view.removeFromSuperview()
        window.discard()
        #expect(!view.hasRunningAnimations)
    }

    /// Blocks without a completion run one after another in a context that is reused: nothing of one
    /// block — its delay, its autoreverse, its curve, a nested block's — reaches the next, and a block
    /// nested in one gets a context of its own, after which the outer block's changes keep its timing.
    @Test func aReusedContextCarriesNothingFromTheBlockBefore() {
        let (harness, view) = Self.viewInWindow()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(other)
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveEaseIn, .autoreverse, .beginFromCurrentState], animations: {
            view.alpha = 0.5
            UIView.animate(withDuration: 2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear, .overrideInheritedOptions]) {
                other.alpha = 0
            }
            view.center.x = 105
        })
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { other.center.x = 25 })
        let outer = (view.alphaTrack.entries[0].animation, view.centerTrack.entries[0].animation)
        let nested = other.alphaTrack.entries[0].animation
        let next = other.centerTrack.entries[0].animation
        #expect((outer.0.delay, outer.1.delay, outer.0.autoreverses, outer.1.autoreverses) == (0.5, 0.5, true, true), "the outer block's, before and after its nested one")
        #expect((nested.delay, nested.autoreverses, nested.timing.duration) == (0, false, 2))
        #expect((next.delay, next.autoreverses, next.repeatCount, next.timing.duration) == (0, false, 1, 2), "nothing of the block before")
        // The same curve and duration twice (the context keeps its timing): the second has none of the
        // first's delay, autoreverse or starting point.
        UIView.animate(withDuration: 2, delay: 0.25, options: [.curveLinear, .autoreverse, .beginFromCurrentState], animations: { view.bounds.size.width = 30 })
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { other.bounds.size.width = 30 })
        let (first, second) = (view.boundsTrack.entries[0].animation, other.boundsTrack.entries[0].animation)
        #expect(first.timing === second.timing, "one resolved timing")
        #expect((first.delay, first.autoreverses) == (0.25, true))
        #expect((second.delay, second.autoreverses, second.repeatCount) == (0, false, 1))
        harness.advance(to: 1)
        expectClose(Double(other.layer.presentation()!.position.x), 5 + 20 * 0.5, tolerance: 1e-9, "linear, half way")
        expectClose(Double(other.layer.presentation()!.opacity), 0.5, tolerance: 1e-9, "the nested block, linear, half way")
        expectClose(Double(other.layer.presentation()!.bounds.width), 20, tolerance: 1e-9, "from its model, half way, at once")
    }

    /// Curve blocks in a row share their resolved timing only when curve and duration both match: a
    /// linear block after an ease-in one of the same duration is linear, and a nested block inherits the
    /// curve of the block it is in.
    @Test func curveBlocksInARowKeepTheirOwnCurves() {
        let (harness, view) = Self.viewInWindow()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(other)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            other.alpha = 0
            UIView.animate(withDuration: 5, delay: 0, options: .curveEaseOut, animations: { other.center.x = 25 })
        })
        harness.advance(to: 0.5)
        expectClose(Double(view.layer.presentation()!.opacity), 1 - CubicBezier.easeIn.value(at: 0.5), tolerance: 1e-6, "ease-in (opacity is a Float)")
        expectClose(Double(other.layer.presentation()!.opacity), 0.5, tolerance: 1e-9, "linear")
        expectClose(Double(other.layer.presentation()!.position.x), 15, tolerance: 1e-9, "the nested block: the outer's duration and curve")
    }
}
