import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// Each window keeps its own time: its views animate on its engine, whatever another window's clock does.
@MainActor
@Suite("Per-window time")
struct WindowTimeTests {
    static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.engine.drainsMainQueue = false
        return window
    }

    static func x(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// Runs `count` frames of 1/60 s of real time in each window.
    static func frames(_ count: Int, _ windows: UIWindow...) {
        for _ in 0..<count {
            for window in windows { _ = window.runFrame(events: [], advancingBy: 1.0 / 60) }
        }
    }

    @Test func aPausedAndASlowedWindowAnimateIndependentlyEvenFromOneBlock() {
        let paused = Self.window(), slowed = Self.window()
        paused.engine.clock.isPaused = true
        slowed.engine.clock.timeScale = 0.1
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        paused.addSubview(a)
        slowed.addSubview(b)
        #expect(a.animationEngine === paused.engine && b.animationEngine === slowed.engine)
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            a.center.x = 105
            b.center.x = 105
        }, completion: { completions.append($0) })
        // One real second: the slowed window moved a tenth of the way, the paused one not at all.
        Self.frames(60, paused, slowed)
        expectClose(Self.x(a), 5, tolerance: 1e-9, "paused")
        expectClose(Self.x(b), 15, tolerance: 1e-6, "×0.1 after one real second")
        // Ten real seconds: the slowed window is done; the block still waits for the paused window.
        Self.frames(560, paused, slowed)
        expectClose(Self.x(b), 105, tolerance: 1e-9)
        expectClose(Self.x(a), 5, tolerance: 1e-9)
        #expect(completions.isEmpty, "a block completes when its animations are over in every window")
        paused.engine.clock.isPaused = false
        Self.frames(30, paused, slowed)
        expectClose(Self.x(a), 55, tolerance: 1e-6, "half a second after the pause ended")
        #expect(completions.isEmpty)
        Self.frames(31, paused, slowed)
        #expect(completions == [true], "once, when the last window's part ended")
        #expect(paused.engine.runningGroupCount == 0 && slowed.engine.runningGroupCount == 0)
    }

    @Test func aViewOutsideAnyWindowAnimatesOnTheWindowItJoins() {
        let window = Self.window()
        Self.frames(30, window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
                       completion: { finished = $0 })
        #expect(view.animationEngine === AnimationEngine.shared, "outside any window and any frame")
        window.addSubview(view)
        #expect(view.animationEngine === window.engine)
        #expect(window.engine.runningGroupCount == 1, "the block moved with its view")
        Self.frames(30, window)
        expectClose(Self.x(view), 55, tolerance: 1e-6, "half way, on the window's clock")
        Self.frames(31, window)
        #expect(finished == true)
        #expect(!view.hasRunningAnimations)
    }

    /// A block begun outside any window moves to the window its view joins, and the shared engine —
    /// which never runs — lets go of it at once: discarding the window frees the view and what the
    /// block's completion holds. (The collection scene's first layout, made in viewDidLoad before its
    /// window, kept every collection view ever made alive through the shared engine's moved parts.)
    @Test func aBlockMovedOffTheSharedEngineIsFreedWithItsWindow() {
        final class Weak {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }
        final class Holder {}
        var watched: [Weak] = []
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let held = Holder()
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { _ in _ = (view, held) })
            #expect(view.animationEngine === AnimationEngine.shared)
            let window = Self.window()
            window.addSubview(view)
            Self.frames(10, window)
            watched = [Weak(view), Weak(held), Weak(window)]
            window.discard()
        }
        #expect(watched.allSatisfy { $0.object == nil }, "\(watched.map { $0.object == nil })")
    }

    @Test func aViewMovedToAnotherWindowKeepsItsProgress() {
        let first = Self.window(), second = Self.window()
        Self.frames(90, second)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.addSubview(view)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { finished = $0 })
        Self.frames(15, first, second)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6)
        second.addSubview(view)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6, "same progress on the new clock")
        first.engine.clock.isPaused = true
        Self.frames(30, first, second)
        expectClose(Double(view.layer.presentation()!.opacity), 0.25, tolerance: 1e-6, "the old window's pause no longer holds it")
        Self.frames(16, first, second)
        #expect(finished == true, "the old window's share was dropped when its only view left")
    }

    @Test func anAnimatorRunsOnTheWindowOfTheViewsItAnimates() {
        let paused = Self.window(), running = Self.window()
        paused.engine.clock.isPaused = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        running.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        // Started while the paused window handles its frame: the view, not the frame, decides.
        paused.engine.whileRunning { animator.startAnimation() }
        Self.frames(30, paused, running)
        expectClose(Self.x(view), 55, tolerance: 1e-6)
        expectClose(Double(animator.fractionComplete), 0.5, tolerance: 1e-9)
        Self.frames(30, paused, running)
        #expect(animator.state == .inactive)
    }

    @Test func gesturesTraceAndAnimatorsRunOnTheWindowHandlingTheInput() {
        let paused = Self.window(), running = Self.window()
        paused.engine.clock.isPaused = true
        let tracer = Tracer()
        running.engine.tracer = tracer
        var animator: UIViewPropertyAnimator?
        let tap = UITapGestureRecognizer { _ in
            // An animator that animates no view runs on the window that took the tap.
            animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
            animator?.startAnimation()
        }
        running.addGestureRecognizer(tap)
        running.handle(.pointerDown(position: CGPoint(x: 50, y: 50), button: .primary, time: running.engine.now))
        running.handle(.pointerUp(position: CGPoint(x: 50, y: 50), button: .primary, time: running.engine.now))
        #expect(tracer.names(of: "tap") == ["ended"], "traced on the recognizer's window's tracer")
        #expect(tracer.names(of: "animator") == ["active", "running"])
        Self.frames(31, paused, running)
        #expect(animator?.state == .inactive)
    }

    @Test func aBlockThatAnimatesNothingCompletesOnAnyWindowsNextFrame() {
        let paused = Self.window()
        paused.engine.clock.isPaused = true
        var completed = 0
        UIView.animate(withDuration: 1, animations: {}, completion: { _ in completed += 1 })
        #expect(completed == 0)
        Self.frames(1, paused)
        #expect(completed == 1, "UIKit calls it on the next run-loop turn, whatever any clock does")
    }

    /// A block that animates nothing completes on the next frame of the window whose input made it —
    /// never in another window's frame (a re-simulated session's completions stay in it); one made
    /// outside any window's frame completes in the next frame of any.
    @Test func anEmptyBlockCompletesOnItsOwnWindowsTime() {
        let mine = Harness(), other = Harness()
        var done = false
        mine.window.handlingInput { UIView.animate(withDuration: 1, animations: {}, completion: { _ in done = true }) }
        other.advance(to: 1.0 / 60)
        #expect(!done, "another window's frame does not complete it")
        mine.advance(to: 1.0 / 60)
        #expect(done)
        var outside = false
        UIView.animate(withDuration: 1, animations: {}, completion: { _ in outside = true })
        other.advance(to: 2.0 / 60)
        #expect(outside)
    }
}
