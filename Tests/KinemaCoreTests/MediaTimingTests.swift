import Foundation
import Testing
@testable import KinemaCore

/// `MediaTiming` against the rules Apple's `CAMediaTiming` reference documents and the objc.io article
/// "Animations Explained" (issue 12) measures: elapsed time `(t − beginTime) × speed`, the active
/// duration from `repeatCount`/`repeatDuration`/`autoreverses`, `timeOffset` wrapping, and fill modes.
@Suite("Core Animation's media timing")
struct MediaTimingTests {
    private func fraction(_ timing: MediaTiming, at time: Double) -> Double? {
        guard case .active(let fraction, _) = timing.phase(at: time) else { return nil }
        return fraction
    }

    /// CAMediaTiming: "repeatCount… may be fractional"; the active duration is duration × repeatCount,
    /// doubled by autoreverses; `repeatDuration` replaces it when set.
    @Test func activeDurationFollowsRepeatsAndAutoreverse() {
        #expect(MediaTiming(duration: 2).activeDuration == 2)
        #expect(MediaTiming(duration: 2, repeatCount: 2.5).activeDuration == 5)
        #expect(MediaTiming(duration: 2, repeatCount: 2, autoreverses: true).activeDuration == 8)
        #expect(MediaTiming(duration: 2, repeatCount: 3, repeatDuration: 3).activeDuration == 3)
        #expect(MediaTiming(duration: 1, repeatCount: .infinity).endTime == .infinity)
        #expect(MediaTiming(beginTime: 1, duration: 2, speed: 2).endTime == 2, "speed 2 plays 2 s in 1 s")
    }

    @Test func beginTimeAndSpeedMapParentTime() {
        let timing = MediaTiming(beginTime: 10, duration: 2, speed: 2)
        #expect(fraction(timing, at: 9) == nil, "before its start, not filling backwards")
        #expect(abs(fraction(timing, at: 10.25)! - 0.25) < 1e-12)
        #expect(fraction(timing, at: 11) == nil, "ended at 11 (2 s at speed 2), removed")
    }

    /// objc.io: a 3 s animation with timeOffset 1 starts a third of the way in, plays to its end, wraps to
    /// its start and ends where it began.
    @Test func timeOffsetStartsPartWayAndWraps() {
        let timing = MediaTiming(duration: 3, timeOffset: 1, fill: .forwards)
        #expect(abs(fraction(timing, at: 0)! - 1.0 / 3) < 1e-12)
        #expect(abs(fraction(timing, at: 1.5)! - 2.5 / 3) < 1e-12)
        #expect(abs(fraction(timing, at: 2.5)! - 0.5 / 3) < 1e-12, "wrapped past the end")
        #expect(abs(fraction(timing, at: 5)! - 1.0 / 3) < 1e-12, "ends (and holds) where it began")
    }

    @Test func autoreverseCountsBackAndEndsAtTheStart() {
        let timing = MediaTiming(duration: 1, autoreverses: true, fill: .forwards)
        #expect(abs(fraction(timing, at: 0.25)! - 0.25) < 1e-12)
        #expect(abs(fraction(timing, at: 1.5)! - 0.5) < 1e-12, "on the way back")
        #expect(fraction(timing, at: 3) == 0, "an autoreversing animation ends on its first frame")
        guard case .active(_, let iteration) = MediaTiming(duration: 1, repeatCount: 3).phase(at: 2.5) else {
            Issue.record("active")
            return
        }
        #expect(iteration == 2)
    }

    /// CAMediaTimingFillMode: `.backwards` shows the first frame before the start, `.forwards` the last
    /// after the end, `.both` both, `.removed` neither.
    @Test func fillModesHoldTheEnds() {
        let modes: [(MediaTiming.Fill, before: Double?, after: Double?)] = [
            (.removed, nil, nil), (.forwards, nil, 1), (.backwards, 0, nil), (.both, 0, 1),
        ]
        for (fill, before, after) in modes {
            let timing = MediaTiming(beginTime: 1, duration: 1, fill: fill)
            #expect(fraction(timing, at: 0.5) == before, "\(fill) before")
            #expect(fraction(timing, at: 3) == after, "\(fill) after")
        }
        let fractional = MediaTiming(duration: 1, repeatCount: 1.5, fill: .forwards)
        #expect(abs(fraction(fractional, at: 9)! - 0.5) < 1e-12, "a fractional count ends part way")
    }

    /// The tutorials' pause recipe (Apple's Technical Q&A QA1673): speed 0 and timeOffset = the layer's
    /// time at the pause hold it still; speed 1, timeOffset 0 and beginTime = the time since the pause go on
    /// from the same moment.
    @Test func pauseAndResumeRecipeIsContinuous() {
        var layer = MediaTiming(duration: 0)
        let pausedAt = layer.layerTime(fromParent: 4)
        layer.speed = 0
        layer.timeOffset = pausedAt
        #expect(layer.layerTime(fromParent: 4) == 4 && layer.layerTime(fromParent: 7) == 4, "held still")
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let sincePause = layer.layerTime(fromParent: 7) - pausedAt
        layer.beginTime = sincePause
        #expect(layer.layerTime(fromParent: 7) == 4, "resumes where it paused")
        #expect(layer.layerTime(fromParent: 8) == 5)
        #expect(layer.parentTime(fromLayer: 5) == 8)
    }
}
