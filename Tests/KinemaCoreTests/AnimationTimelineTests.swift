import Foundation
import Testing
@testable import KinemaCore

@Suite("AnimationTimeline")
struct AnimationTimelineTests {
    typealias Timeline = AnimationTimeline

    static func traced(duration: Double = 1, timing: AnimationTiming = .curve(.easeInEaseOut)) -> (Timeline, Tracer) {
        var timeline = Timeline(duration: duration, timing: timing)
        let tracer = Tracer()
        timeline.tracer = tracer
        return (timeline, tracer)
    }

    @Test func runsToTheEndAndCompletes() throws {
        var (timeline, tracer) = Self.traced()
        #expect(timeline.state == .inactive && !timeline.isRunning)
        try timeline.start(at: 10)
        #expect(timeline.state == .active && timeline.isRunning)
        expectClose(timeline.progress(at: 10.3), 0.187395907, tolerance: 1e-9, "easeInEaseOut at 0.3")
        expectClose(timeline.fractionComplete(at: 10.3), 0.3, tolerance: 1e-12, "fraction is time")
        #expect(timeline.update(to: 10.99) == nil)
        #expect(timeline.update(to: 11) == .end)
        #expect(timeline.state == .inactive)
        #expect(timeline.progress(at: 12) == 1)
        #expect(tracer.names(of: "animator") == ["active", "running", "inactive", "completion end"])
    }

    @Test func startAfterDelayHoldsAtTheStart() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.linear))
        try timeline.start(afterDelay: 0.5, at: 0)
        #expect(timeline.isRunning)
        #expect(timeline.progress(at: 0.4) == 0)
        expectClose(timeline.progress(at: 1), 0.5, tolerance: 1e-12)
        #expect(timeline.update(to: 1.5) == .end)
    }

    @Test func scrubWhilePausedFollowsFractionLinearly() throws {
        var (timeline, tracer) = Self.traced()
        try timeline.pause(at: 0)
        #expect(timeline.state == .active && !timeline.isRunning)
        try timeline.setFractionComplete(0.3, at: 0)
        #expect(timeline.progress(at: 0) == 0.3, "scrubsLinearly: progress is the fraction")
        #expect(timeline.fractionComplete(at: 5) == 0.3, "time does not move a paused animator")
        try timeline.setFractionComplete(1.7, at: 0)
        #expect(timeline.fractionComplete(at: 0) == 1, "clamped")
        try timeline.setFractionComplete(.nan, at: 0)
        #expect(timeline.fractionComplete(at: 0) == 1, "NaN ignored")
        #expect(tracer.names(of: "animator") == ["active", "paused"])
    }

    @Test func scrubsNonLinearlyThroughTheCurve() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.easeIn))
        timeline.scrubsLinearly = false
        try timeline.setFractionComplete(0.5, at: 0)
        #expect(timeline.state == .active, "setting the fraction activates an inactive animator")
        expectClose(timeline.progress(at: 0), 0.315356813, tolerance: 1e-9, "easeIn at 0.5")
    }

    @Test func pausingMidFlightKeepsWhatIsOnScreen() throws {
        for linear in [true, false] {
            var timeline = Timeline(duration: 2, timing: .curve(.easeInEaseOut))
            timeline.scrubsLinearly = linear
            try timeline.start(at: 0)
            let shown = timeline.progress(at: 0.6)
            try timeline.pause(at: 0.6)
            expectClose(timeline.progress(at: 0.6), shown, tolerance: 1e-12)
            // Scrubbing by nothing must not jump either.
            try timeline.setFractionComplete(timeline.fractionComplete(at: 0.6), at: 0.6)
            expectClose(timeline.progress(at: 0.6), shown, tolerance: 1e-8, "scrubsLinearly \(linear)")
            // Resuming runs the remaining fraction of the duration.
            let remaining = (1 - timeline.fractionComplete(at: 0.6)) * 2
            try timeline.start(at: 1)
            #expect(timeline.update(to: 1 + remaining - 1e-9) == nil)
            #expect(timeline.update(to: 1 + remaining) == .end)
        }
    }

    @Test func pauseThenStartResumesTheSameMotion() throws {
        var timeline = Timeline(duration: 2, timing: .curve(.easeInEaseOut))
        try timeline.start(at: 0)
        try timeline.pause(at: 0.5)
        expectClose(timeline.fractionComplete(at: 3), 0.25, tolerance: 1e-12, "fractionComplete is the fraction of the duration")
        expectClose(timeline.progress(at: 3), CubicBezier.easeInEaseOut.value(at: 0.25), tolerance: 1e-12, "held on screen")
        try timeline.start(at: 10)
        // As if time had stood still from 0.5 s to 10 s: same curve, same speed, same end.
        for t in [10.0, 10.4, 11.0] {
            expectClose(timeline.progress(at: t), CubicBezier.easeInEaseOut.value(at: (t - 9.5) / 2), tolerance: 1e-12)
        }
        expectClose(timeline.velocity(at: 10), CubicBezier.easeInEaseOut.slope(at: 0.25) / 2, tolerance: 1e-9, "no restart from rest")
        #expect(timeline.update(to: 11.49) == nil)
        #expect(timeline.update(to: 11.5) == .end)
    }

    @Test func continueWithNothingNewAlsoResumes() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.easeIn))
        try timeline.start(at: 0)
        try timeline.pause(at: 0.3)
        try timeline.continueAnimation(timing: nil, durationFactor: 0, at: 5)
        expectClose(timeline.progress(at: 5.2), CubicBezier.easeIn.value(at: 0.5), tolerance: 1e-12)
    }

    @Test func firstScrubAfterAPauseDoesNotJump() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.easeInEaseOut))
        try timeline.start(at: 0)
        try timeline.pause(at: 0.2)
        let shown = timeline.progress(at: 0.2)
        let fraction = timeline.fractionComplete(at: 0.2)
        try timeline.setFractionComplete(fraction, at: 0.2)
        expectClose(timeline.progress(at: 0.2), shown, tolerance: 1e-12, "scrubbing to where it is keeps it there")
        try timeline.setFractionComplete(fraction + 0.1, at: 0.2)
        // Linear from the pause point to the end: (1 − shown) spread over (1 − fraction).
        expectClose(timeline.progress(at: 0.2), shown + (1 - shown) * 0.1 / (1 - fraction), tolerance: 1e-12)
        try timeline.setFractionComplete(0, at: 0.2)
        #expect(timeline.progress(at: 0.2) == 0)
        try timeline.setFractionComplete(1, at: 0.2)
        #expect(timeline.progress(at: 0.2) == 1)
        // Once scrubbed, resuming runs from what is shown over the remaining time.
        try timeline.setFractionComplete(0.5, at: 0.2)
        try timeline.start(at: 1)
        #expect(timeline.update(to: 1.49) == nil)
        #expect(timeline.update(to: 1.5) == .end)
    }

    @Test func leavingInactiveStartsAfreshWhateverTheLastRunLeft() throws {
        // A finished animator, paused or scrubbed again, starts from its start.
        var reused = Timeline(duration: 1, timing: .curve(.linear))
        try reused.start(at: 0)
        #expect(reused.update(to: 1) == .end)
        try reused.pause(at: 2)
        #expect(reused.fractionComplete(at: 2) == 0 && reused.progress(at: 2) == 0)
        try reused.start(at: 2)
        expectClose(reused.progress(at: 2.5), 0.5, tolerance: 1e-12, "the whole motion again")
        // A fresh reversed animator paused first sits at its end, reading fraction 0.
        var reversed = Timeline(duration: 1, timing: .curve(.linear))
        reversed.setReversed(true, at: 0)
        try reversed.pause(at: 0)
        #expect(reversed.fractionComplete(at: 0) == 0 && reversed.progress(at: 0) == 1)
        try reversed.start(at: 0)
        expectClose(reversed.progress(at: 0.25), 0.75, tolerance: 1e-12)
        #expect(reversed.update(to: 1) == .start)
        // A stopped animator forgets where it was paused: scrubbing later is plain linear.
        var stopped = Timeline(duration: 1, timing: .curve(.easeIn))
        try stopped.start(at: 0)
        try stopped.pause(at: 0.5)
        try stopped.stop(withoutFinishing: true, at: 0.5)
        try stopped.setFractionComplete(0.25, at: 1)
        expectClose(stopped.progress(at: 1), 0.25, tolerance: 1e-12)
    }

    @Test func lateGroupsHoldWhenPausedAndPivotWhenScrubbed() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.easeIn))
        try timeline.start(at: 0)
        timeline.registerGroup(startingAt: 0.5)
        let running = timeline.progress(ofGroupStartingAt: 0.5, at: 0.75)
        expectClose(running, CubicBezier.easeIn.value(at: 0.5), tolerance: 1e-9, "half-way through its half")
        try timeline.pause(at: 0.75)
        expectClose(timeline.progress(ofGroupStartingAt: 0.5, at: 0.75), running, tolerance: 1e-12, "paused: no jump")
        try timeline.setFractionComplete(0.75, at: 0.75)
        expectClose(timeline.progress(ofGroupStartingAt: 0.5, at: 0.75), running, tolerance: 1e-12, "first scrub: no jump")
        try timeline.setFractionComplete(1, at: 0.75)
        #expect(timeline.progress(ofGroupStartingAt: 0.5, at: 0.75) == 1)
    }

    @Test func reverseMidFlightCompletesAtStart() throws {
        var (timeline, tracer) = Self.traced(duration: 1, timing: .curve(.linear))
        try timeline.start(at: 0)
        timeline.setReversed(true, at: 0.4)
        #expect(timeline.isReversed && timeline.isRunning)
        expectClose(timeline.progress(at: 0.4), 0.4, tolerance: 1e-12, "turns round where it is")
        expectClose(timeline.fractionComplete(at: 0.4), 0.6, tolerance: 1e-12, "fraction reads 1 − f when reversed")
        expectClose(timeline.progress(at: 0.6), 0.2, tolerance: 1e-12, "goes back at the same speed")
        #expect(timeline.update(to: 0.79) == nil)
        #expect(timeline.update(to: 0.8) == .start)
        #expect(timeline.progress(at: 1) == 0)
        #expect(tracer.names(of: "animator") == ["active", "running", "reversed", "inactive", "completion start"])
    }

    /// Reversed mid-flight, a curve retraces its own motion backwards in time: same values, same speed
    /// turned round, no restart from rest (UIKit runs the animation backwards). Reference: easeInEaseOut
    /// at elapsed e is `CubicBezier.easeInEaseOut.value(at: e)`; turned at 0.6, at 0.6 + d it shows e = 0.6 − d.
    @Test func reversingACurveRetracesItsPath() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.easeInEaseOut))
        try timeline.start(at: 0)
        let before = timeline.velocity(at: 0.6)
        timeline.setReversed(true, at: 0.6)
        expectClose(timeline.velocity(at: 0.6), -before, tolerance: 1e-9, "speed kept, direction flipped")
        for d in [0.1, 0.3, 0.5, 0.59] {
            expectClose(timeline.progress(at: 0.6 + d), CubicBezier.easeInEaseOut.value(at: 0.6 - d), tolerance: 1e-9, "d = \(d)")
            expectClose(timeline.fractionComplete(at: 0.6 + d), 1 - (0.6 - d), tolerance: 1e-9)
        }
        #expect(timeline.update(to: 1.19) == nil)
        #expect(timeline.update(to: 1.2) == .start, "back at the start after as long as it took to get there")
        // Turned round twice, it retraces the retrace: forward again along the same curve.
        var again = Timeline(duration: 1, timing: .curve(.easeInEaseOut))
        try again.start(at: 0)
        again.setReversed(true, at: 0.6)
        again.setReversed(false, at: 0.8)
        expectClose(again.progress(at: 1.0), CubicBezier.easeInEaseOut.value(at: 0.6), tolerance: 1e-9)
        // Back at elapsed 0.4 at 0.8, forward again to the end at 0.8 + 0.6.
        #expect(again.update(to: 1.4 - 1e-9) == nil)
        #expect(again.update(to: 1.4) == .end)
    }

    /// A motion that began part-way (scrubbed to 0.4, then continued) retraces back to where it began,
    /// then goes on to the start over the rest of the duration with the animator's timing.
    @Test func aRetracedMotionThatBeganPartWayGoesOnToTheStart() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.linear))
        try timeline.pause(at: 0)
        try timeline.setFractionComplete(0.4, at: 0)
        try timeline.continueAnimation(timing: nil, durationFactor: 0, at: 0)
        timeline.setReversed(true, at: 0.3)  // at 0.7 of the way
        expectClose(timeline.progress(at: 0.5), 0.5, tolerance: 1e-12, "retracing")
        #expect(timeline.update(to: 0.6) == nil, "back at 0.4, where the motion began")
        expectClose(timeline.progress(at: 0.8), 0.2, tolerance: 1e-12, "and on toward the start")
        #expect(timeline.update(to: 0.99) == nil)
        #expect(timeline.update(to: 1.0) == .start)
    }

    /// `fractionComplete` set while running is ignored (UIKit ignores it); NaN is ignored always.
    @Test func settingTheFractionWhileRunningIsIgnored() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.linear))
        try timeline.start(at: 0)
        try timeline.setFractionComplete(0.9, at: 0.25)
        expectClose(timeline.progress(at: 0.5), 0.5, tolerance: 1e-12)
        try timeline.pause(at: 0.5)
        try timeline.setFractionComplete(.nan, at: 0.5)
        expectClose(timeline.fractionComplete(at: 0.5), 0.5, tolerance: 1e-12)
    }

    /// A start delay of +∞ never ends: the animator waits at its start for ever and never reports NaN.
    @Test func anInfiniteDelayNeverStarts() throws {
        var timeline = Timeline(duration: 1, timing: .dampedSpring(dampingRatio: 0.5, initialVelocity: 0))
        try timeline.start(afterDelay: .infinity, at: 0)
        #expect(timeline.isRunning)
        for time in [0.0, 1, 1e9, 1e300, .infinity] {
            #expect(timeline.update(to: time) == nil)
            #expect(timeline.progress(at: time) == 0 && timeline.fractionComplete(at: time) == 0, "at \(time)")
            #expect(timeline.velocity(at: time) == 0)
        }
    }

    @Test func reversePausedThenContinueWithRemainingTime() throws {
        // The interactive-player pattern: scrub, reverse, continue(nil, 0).
        var timeline = Timeline(duration: 1, timing: .curve(.easeOut))
        try timeline.pause(at: 0)
        try timeline.setFractionComplete(0.7, at: 0)
        timeline.setReversed(true, at: 0)
        expectClose(timeline.fractionComplete(at: 0), 0.3, tolerance: 1e-12)
        expectClose(timeline.progress(at: 0), 0.7, tolerance: 1e-12, "reversing alone moves nothing")
        try timeline.continueAnimation(timing: nil, durationFactor: 0, at: 1)
        #expect(timeline.update(to: 1.69) == nil)
        #expect(timeline.update(to: 1.7) == .start, "remaining 0.7 of 1 s")
    }

    @Test func continueWithNewTimingAndDurationFactor() throws {
        var timeline = Timeline(duration: 2, timing: .curve(.easeIn))
        try timeline.pause(at: 0)
        try timeline.setFractionComplete(0.5, at: 0)
        try timeline.continueAnimation(timing: .curve(.linear), durationFactor: 0.25, at: 0)
        #expect(timeline.timing == .curve(.linear))
        // 0.25 × 2 s for the remaining half, linearly.
        expectClose(timeline.progress(at: 0.25), 0.75, tolerance: 1e-12)
        #expect(timeline.update(to: 0.5) == .end)
    }

    @Test func stopThenFinishAtEachPosition() throws {
        for (position, expected) in [(Timeline.Position.current, 0.5), (.start, 0), (.end, 1)] {
            var (timeline, tracer) = Self.traced(timing: .curve(.linear))
            try timeline.start(at: 0)
            try timeline.stop(withoutFinishing: false, at: 0.5)
            #expect(timeline.state == .stopped && !timeline.isRunning)
            #expect(timeline.progress(at: 0.9) == 0.5, "stopped where it was")
            #expect(try timeline.finish(at: position, time: 1) == position)
            #expect(timeline.state == .inactive)
            #expect(timeline.progress(at: 1) == expected)
            #expect(tracer.names(of: "animator") == ["active", "running", "stopped", "inactive", "completion \(position.rawValue)"])
        }
    }

    @Test func stopWithoutFinishingReportsNoCompletion() throws {
        var (timeline, tracer) = Self.traced(timing: .curve(.linear))
        try timeline.start(at: 0)
        try timeline.stop(withoutFinishing: true, at: 0.25)
        #expect(timeline.state == .inactive)
        #expect(timeline.progress(at: 1) == 0.25)
        #expect(timeline.update(to: 5) == nil)
        #expect(tracer.names(of: "animator") == ["active", "running", "inactive"])
    }

    @Test func pausesOnCompletionStaysActive() throws {
        var (timeline, tracer) = Self.traced(timing: .curve(.linear))
        timeline.pausesOnCompletion = true
        try timeline.start(at: 0)
        #expect(timeline.update(to: 1) == nil, "no completion")
        #expect(timeline.state == .active && !timeline.isRunning)
        #expect(timeline.fractionComplete(at: 1) == 1)
        // Still active, so it can be reversed and run back.
        timeline.setReversed(true, at: 1)
        try timeline.start(at: 1)
        expectClose(timeline.progress(at: 1.5), 0.5, tolerance: 1e-12)
        #expect(timeline.update(to: 2) == nil)
        #expect(timeline.progress(at: 2) == 0)
        #expect(tracer.names(of: "animator") == ["active", "running", "paused", "reversed", "running", "paused"])
    }

    /// A spring reversed mid-flight retraces its own path: it returns to exactly the start and never goes
    /// past it (a fresh spring toward the start would overshoot it). Reversed after its first overshoot,
    /// it plays the overshoot backwards first.
    @Test func reversingASpringRetracesWithoutOvershootingTheStart() throws {
        for turn in [0.2, 0.5] {
            var timeline = Timeline(duration: 1, timing: .dampedSpring(dampingRatio: 0.3, initialVelocity: 0))
            try timeline.start(at: 0)
            let at = timeline.progress(at: turn)
            timeline.setReversed(true, at: turn)
            expectClose(timeline.progress(at: turn), at, tolerance: 1e-12, "turns where it is")
            var t = turn, lowest = 1.0
            while timeline.update(to: t) == nil && t < 5 {
                lowest = min(lowest, timeline.progress(at: t))
                t += 1.0 / 240
            }
            #expect(timeline.state == .inactive && timeline.progress(at: t) == 0)
            #expect(lowest >= 0, "never below the start (lowest \(lowest), turned at \(turn))")
            expectClose(t, 2 * turn, tolerance: 1.0 / 240 + 1e-9, "back after as long as it took to get there")
        }
    }

    @Test func addedGroupStartsLate() throws {
        var timeline = Timeline(duration: 1, timing: .curve(.linear))
        try timeline.start(at: 0)
        // Added at fraction 0.2 with delay factor 0.5: starts at 0.2 + 0.5 × 0.8 = 0.6, ends with the animator.
        let start = 0.2 + 0.5 * 0.8
        #expect(timeline.progress(ofGroupStartingAt: start, at: 0.5) == 0)
        expectClose(timeline.progress(ofGroupStartingAt: start, at: 0.8), 0.5, tolerance: 1e-12)
        #expect(timeline.progress(ofGroupStartingAt: start, at: 1) == 1)
    }

    // MARK: - Legal and illegal calls, as a table

    enum Setup: String, CaseIterable {
        case inactive, running, paused, stopped
        /// Made not interruptible while inactive (then started, for the second).
        case inactiveUninterruptible, runningUninterruptible
    }

    enum Call: String, CaseIterable {
        case start, pause, continueNil, stopWithoutFinishing, stopFinishing, finishEnd, setFraction, addAnimations
        case setInterruptibleFalse, pauseUninterruptible
    }

    static func make(_ setup: Setup) throws -> Timeline {
        var timeline = Timeline(duration: 1)
        switch setup {
        case .inactive: break
        case .running: try timeline.start(at: 0)
        case .paused: try timeline.pause(at: 0)
        case .stopped:
            try timeline.start(at: 0)
            try timeline.stop(withoutFinishing: false, at: 0.5)
        case .inactiveUninterruptible:
            try timeline.setInterruptible(false)
        case .runningUninterruptible:
            try timeline.setInterruptible(false)
            try timeline.start(at: 0)
        }
        return timeline
    }

    static func perform(_ call: Call, on timeline: inout Timeline) throws(Timeline.IllegalCall) {
        switch call {
        case .start: try timeline.start(at: 0.5)
        case .pause: try timeline.pause(at: 0.5)
        case .continueNil: try timeline.continueAnimation(timing: nil, durationFactor: 0, at: 0.5)
        case .stopWithoutFinishing: try timeline.stop(withoutFinishing: true, at: 0.5)
        case .stopFinishing: try timeline.stop(withoutFinishing: false, at: 0.5)
        case .finishEnd: try timeline.finish(at: .end, time: 0.5)
        case .setFraction: try timeline.setFractionComplete(0.5, at: 0.5)
        case .addAnimations: try timeline.checkCanAddAnimations()
        case .setInterruptibleFalse: try timeline.setInterruptible(false)
        case .pauseUninterruptible:
            if timeline.state != .active { try timeline.setInterruptible(false) }
            try timeline.pause(at: 0.5)
        }
    }

    enum Outcome {
        case success(Timeline.State)
        case failure(Timeline.IllegalCall.Call)
    }

    /// (setup, call) → the state afterwards, or the call refused.
    static let expectations: [(Setup, Call, Outcome)] = [
        (.inactive, .start, .success(.active)),
        (.inactive, .pause, .success(.active)),
        (.inactive, .continueNil, .failure(.continueAnimation)),
        (.inactive, .stopWithoutFinishing, .success(.inactive)),
        (.inactive, .stopFinishing, .success(.inactive)),
        (.inactive, .finishEnd, .failure(.finish)),
        (.inactive, .setFraction, .success(.active)),
        (.inactive, .addAnimations, .success(.inactive)),
        (.inactive, .setInterruptibleFalse, .success(.inactive)),
        (.inactive, .pauseUninterruptible, .failure(.pause)),
        (.running, .start, .success(.active)),
        (.running, .pause, .success(.active)),
        (.running, .continueNil, .success(.active)),
        (.running, .stopWithoutFinishing, .success(.inactive)),
        (.running, .stopFinishing, .success(.stopped)),
        (.running, .finishEnd, .failure(.finish)),
        (.running, .setFraction, .success(.active)),  // ignored, as UIKit ignores it
        (.running, .addAnimations, .success(.active)),
        (.running, .setInterruptibleFalse, .failure(.setInterruptible)),
        (.paused, .start, .success(.active)),
        (.paused, .pause, .success(.active)),
        (.paused, .continueNil, .success(.active)),
        (.paused, .stopWithoutFinishing, .success(.inactive)),
        (.paused, .stopFinishing, .success(.stopped)),
        (.paused, .finishEnd, .failure(.finish)),
        (.paused, .setFraction, .success(.active)),
        (.paused, .addAnimations, .success(.active)),
        (.paused, .setInterruptibleFalse, .failure(.setInterruptible)),
        (.stopped, .start, .failure(.start)),
        (.stopped, .pause, .failure(.pause)),
        (.stopped, .continueNil, .failure(.continueAnimation)),
        (.stopped, .stopWithoutFinishing, .failure(.stop)),
        (.stopped, .stopFinishing, .failure(.stop)),
        (.stopped, .finishEnd, .success(.inactive)),
        (.stopped, .setFraction, .success(.stopped)),  // ignored
        (.stopped, .addAnimations, .failure(.addAnimations)),
        (.stopped, .setInterruptibleFalse, .success(.stopped)),
        // Not interruptible: UIKit refuses pausing, scrubbing (which pauses), continuing and stopping.
        (.inactiveUninterruptible, .start, .success(.active)),
        (.inactiveUninterruptible, .pause, .failure(.pause)),
        (.inactiveUninterruptible, .continueNil, .failure(.continueAnimation)),
        (.inactiveUninterruptible, .stopWithoutFinishing, .failure(.stop)),
        (.inactiveUninterruptible, .stopFinishing, .failure(.stop)),
        (.inactiveUninterruptible, .finishEnd, .failure(.finish)),
        (.inactiveUninterruptible, .setFraction, .failure(.setFractionComplete)),
        (.inactiveUninterruptible, .addAnimations, .success(.inactive)),
        (.inactiveUninterruptible, .setInterruptibleFalse, .success(.inactive)),
        (.runningUninterruptible, .start, .success(.active)),
        (.runningUninterruptible, .pause, .failure(.pause)),
        (.runningUninterruptible, .continueNil, .failure(.continueAnimation)),
        (.runningUninterruptible, .stopWithoutFinishing, .failure(.stop)),
        (.runningUninterruptible, .stopFinishing, .failure(.stop)),
        (.runningUninterruptible, .finishEnd, .failure(.finish)),
        (.runningUninterruptible, .setFraction, .success(.active)),  // running: ignored
        (.runningUninterruptible, .addAnimations, .success(.active)),
        (.runningUninterruptible, .setInterruptibleFalse, .failure(.setInterruptible)),
    ]

    @Test(arguments: 0..<expectations.count)
    func legalAndIllegalCalls(_ index: Int) throws {
        let (setup, call, expected) = Self.expectations[index]
        var timeline = try Self.make(setup)
        let stateBefore = timeline.state
        do {
            try Self.perform(call, on: &timeline)
            switch expected {
            case .success(let state): #expect(timeline.state == state, "\(setup) \(call)")
            case .failure(let refused): Issue.record("\(setup) \(call) should have been refused as \(refused)")
            }
        } catch {
            switch expected {
            case .success: Issue.record("\(setup) \(call) was refused: \(error)")
            case .failure(let refused):
                #expect(error.call == refused)
                #expect(timeline.state == stateBefore, "a refused call changes nothing")
                #expect(error.description.contains(refused.rawValue), "the message names the call: \(error)")
                #expect(error.description.contains(error.state.rawValue), "the message names the state: \(error)")
            }
        }
    }

    @Test func everyCallAndSetupIsInTheTable() {
        let covered = Set(Self.expectations.map { "\($0.0)-\($0.1)" })
        for setup in Setup.allCases {
            for call in Call.allCases where !(setup != .inactive && call == .pauseUninterruptible) {
                #expect(covered.contains("\(setup)-\(call)"), "missing \(setup) \(call)")
            }
        }
    }

    @Test func errorMessageReadsWell() throws {
        var timeline = try Self.make(.running)
        #expect(throws: Timeline.IllegalCall.self) { try timeline.finish(at: .end, time: 0.5) }
        do {
            try timeline.finish(at: .end, time: 0.5)
        } catch {
            #expect(error.description == "finishAnimation(at:) is not allowed on an animator in state active (running): finishAnimation(at:) needs a stopped animator")
        }
    }
}
