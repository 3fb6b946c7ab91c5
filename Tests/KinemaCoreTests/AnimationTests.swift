import Foundation
import Testing
@testable import KinemaCore

@Suite("Animation evaluation")
struct AnimationTests {
    @Test func curveAnimationWithDelay() {
        let animation = Animation<CGFloat>(from: 0, to: 100, timing: .curve(.easeInEaseOut), duration: 1, beginTime: 10, delay: 0.5)
        #expect(animation.value(at: 9) == 0, "before it begins it shows its start (backwards fill)")
        #expect(animation.value(at: 10.4) == 0, "during the delay")
        expectClose(animation.value(at: 10.5 + 0.3), 18.7395907, tolerance: 1e-6)
        #expect(animation.value(at: 11.5) == 100)
        #expect(!animation.isFinished(at: 11.49))
        #expect(animation.isFinished(at: 11.5))
        #expect(animation.endTime == 11.5)
    }

    @Test func repeatAndAutoreverse() {
        let animation = Animation<Double>(from: 0, to: 10, timing: .curve(.linear), duration: 1, beginTime: 0, repeatCount: 2, autoreverses: true)
        #expect(animation.activeDuration == 4)
        expectClose(animation.value(at: 0.5), 5, tolerance: 1e-12)
        expectClose(animation.value(at: 1.25), 7.5, tolerance: 1e-12)
        expectClose(animation.value(at: 2.25), 2.5, tolerance: 1e-12)
        expectClose(animation.value(at: 3.5), 5, tolerance: 1e-12)
        #expect(animation.value(at: 4) == 0, "an autoreversed animation ends where it began")
        let fractional = Animation<Double>(from: 0, to: 10, timing: .curve(.linear), duration: 1, beginTime: 0, repeatCount: 1.5)
        #expect(fractional.endTime == 1.5)
        expectClose(fractional.value(at: 1.25), 2.5, tolerance: 1e-12)
        expectClose(fractional.value(at: 9), 5, tolerance: 1e-12, "stops half-way through the second pass")
        let forever = Animation<Double>(from: 0, to: 1, duration: 1, beginTime: 0, repeatCount: .infinity)
        #expect(!forever.isFinished(at: 1e9))
    }

    @Test func springAnimationEndsExactlyAtItsDuration() {
        let animation = Animation<CGFloat>(
            from: 62, to: 0, timing: .dampedSpring(dampingRatio: 0.6, initialVelocity: 0.1), duration: 1.05, beginTime: 0)
        #expect(animation.duration == 1.05)
        #expect(animation.value(at: 1.05) == 0)
        // Before that it has overshot (ζ 0.6 bounces), and it follows UIKit's rule's spring to the end.
        let samples = stride(from: 0.0, to: 1.05, by: 0.005).map { animation.value(at: $0) }
        #expect(samples.contains { $0 < 0 }, "an under-damped spring overshoots")
        let spring = Spring(uikitDuration: 1.05, dampingRatio: 0.6, initialVelocity: 0.1)
        expectClose(Double(animation.value(at: 1.05 - 1e-9)), 62 * (1 - spring.value(at: 1.05, initialVelocity: 0.1)), tolerance: 1e-6)
    }

    /// Kinema's settle rule, asked for: it leaves the 0.1 % band (0.062 points) exactly at the duration,
    /// so the final snap is at most 0.062 points.
    @Test func settleRuleSpringLeavesTheBandAtItsDuration() {
        let animation = Animation<CGFloat>(
            from: 62, to: 0, timing: .dampedSpring(dampingRatio: 0.6, initialVelocity: 0.1, rule: .settle), duration: 1.05, beginTime: 0)
        #expect(animation.value(at: 1.05) == 0)
        expectClose(Double(Swift.abs(animation.value(at: 1.05 - 1e-9))), 0.062, tolerance: 1e-5)
    }

    @Test func physicalSpringRunsForItsOwnSettlingTime() {
        let spring = Spring(mass: 1, stiffness: 200, damping: 20)
        let animation = Animation<Double>(from: 0, to: 1, timing: .spring(spring, initialVelocity: 0), duration: 99, beginTime: 0)
        expectClose(animation.duration, spring.settlingDuration(), tolerance: 1e-12)
        expectClose(animation.value(at: 0.1), spring.value(at: 0.1), tolerance: 1e-12)
    }

    @Test func keyframePathAndVelocity() {
        let keyframes = Keyframes<Double>(values: [0, 100, 0], keyTimes: [0, 0.5, 1])
        let animation = Animation<Double>(path: .keyframes(keyframes), timing: .curve(.easeInEaseOut), duration: 2, beginTime: 0)
        expectClose(animation.value(at: 0.2), 3.944491, tolerance: 1e-6)
        let line = Animation<Double>(from: 0, to: 10, timing: .curve(.linear), duration: 2, beginTime: 0)
        expectClose(line.velocity(at: 1), 5, tolerance: 1e-9)
        #expect(line.velocity(at: 3) == 0)
    }

    @Test func badDurationsCompleteAtOnce() {
        for duration in [-1.0, .nan, 0] {
            let animation = Animation<Double>(from: 0, to: 10, duration: duration, beginTime: 1)
            #expect(animation.duration == 0)
            #expect(animation.value(at: 0.5) == 0)
            #expect(animation.value(at: 1) == 10)
            #expect(animation.isFinished(at: 1))
        }
        let delayed = Animation<Double>(from: 0, to: 10, duration: 1, beginTime: 0, delay: .nan)
        #expect(delayed.delay == 0)
    }
}
