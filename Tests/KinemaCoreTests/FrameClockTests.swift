import Foundation
import Testing
@testable import KinemaCore

@Suite("FrameClock")
struct FrameClockTests {
    @Test func fixedStepsAccumulate() {
        var clock = FrameClock()
        for _ in 0..<60 { clock.advance(by: FrameClock.frameDuration) }
        expectClose(clock.time, 1, tolerance: 1e-12)
        #expect(clock.frameCount == 60)
    }

    @Test func timeScaleSlowsMediaTime() {
        var clock = FrameClock()
        clock.timeScale = 0.1
        let delta = clock.advance(by: 1)
        expectClose(delta, 0.1, tolerance: 1e-15)
        expectClose(clock.time, 0.1, tolerance: 1e-15)
        clock.timeScale = 1000
        #expect(clock.timeScale == FrameClock.timeScaleRange.upperBound)
        clock.timeScale = .nan
        #expect(clock.timeScale == FrameClock.timeScaleRange.upperBound, "NaN is ignored")
        clock.timeScale = 0
        #expect(clock.timeScale == FrameClock.timeScaleRange.lowerBound)
    }

    @Test func pauseHoldsAndStepMovesOneFrame() {
        var clock = FrameClock(time: 2)
        clock.isPaused = true
        clock.advance(by: 0.5)
        #expect(clock.time == 2)
        clock.step()
        expectClose(clock.time, 2 + 1.0 / 60, tolerance: 1e-12)
        clock.timeScale = 0.1
        clock.step()
        expectClose(clock.time, 2 + 1.0 / 60 + 0.1 / 60, tolerance: 1e-12)
    }

    @Test func neverGoesBackwards() {
        var clock = FrameClock(time: 5)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: -.infinity)
        clock.advance(to: 3)
        #expect(clock.time == 5)
        clock.advance(to: 6)
        #expect(clock.time == 6)
    }

    @Test func hugeJumpIsApplied() {
        var clock = FrameClock()
        clock.advance(by: 3_600)
        #expect(clock.time == 3_600)
        let animation = Animation<Double>(from: 0, to: 1, duration: 1, beginTime: 0)
        #expect(animation.isFinished(at: clock.time))
        #expect(animation.value(at: clock.time) == 1)
    }
}
