import Foundation
import Testing
@testable import KinemaCore

@Suite("Spring")
struct SpringTests {
    // Reference values: progress from 0 to 1 for response 1 (mass 1, k = 4π², c = 4πζ), computed with mpmath
    // at 40 digits from the closed-form solutions (foundation issue). Rounded to 9 decimals.
    static let references: [(ratio: Double, velocity: Double, time: Double, value: Double)] = [
        (0.6, 0, 0.1, 0.151087681),
        (0.6, 0, 0.5, 1.055902610),
        (0.6, 0, 1.0, 1.009320210),
        (0.7, 0.8, 0.1, 0.195535131),
        (0.7, 0.8, 0.5, 0.999551786),
        (1.0, 0, 0.5, 0.821025554),
        (1.5, 0, 1.0, 0.893781677),
    ]

    @Test(arguments: 0..<references.count)
    func closedFormMatchesReference(_ index: Int) {
        let r = Self.references[index]
        let spring = Spring(response: 1, dampingRatio: r.ratio)
        expectClose(spring.value(at: r.time, initialVelocity: r.velocity), r.value, tolerance: 1e-9, "ζ \(r.ratio) v0 \(r.velocity) t \(r.time)")
    }

    @Test func responseFormConstants() {
        let spring = Spring(response: 1, dampingRatio: 0.6)
        expectClose(spring.stiffness, 4 * .pi * .pi, tolerance: 1e-12)
        expectClose(spring.damping, 4 * .pi * 0.6, tolerance: 1e-12)
        expectClose(spring.dampingRatio, 0.6, tolerance: 1e-12)
        expectClose(spring.response, 1, tolerance: 1e-12)
    }

    @Test func swiftUIDurationBounce() {
        // Reference from the foundation issue: Spring(duration: 0.5, bounce: 0.3) → k 157.9137, c 17.5929.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectClose(spring.stiffness, 157.9137, tolerance: 1e-4)
        expectClose(spring.damping, 17.5929, tolerance: 1e-4)
        expectClose(Spring(duration: 1, bounce: -0.5).dampingRatio, 2, tolerance: 1e-12, "negative bounce over-damps")
    }

    @Test(arguments: [0.2, 0.6, 0.99, 1.0, 1.01, 1.5, 3.0])
    func velocityIsTheDerivative(_ ratio: Double) {
        let spring = Spring(response: 0.8, dampingRatio: ratio)
        for v0 in [0.0, 0.8, -2.0] {
            expectClose(spring.velocity(at: 0, initialVelocity: v0), v0, tolerance: 1e-9, "x′(0) = v0")
            for step in 1...40 {
                let t = Double(step) * 0.05
                let h = 1e-6
                let numeric = (spring.value(at: t + h, initialVelocity: v0) - spring.value(at: t - h, initialVelocity: v0)) / (2 * h)
                expectClose(spring.velocity(at: t, initialVelocity: v0), numeric, tolerance: 1e-5)
            }
        }
    }

    @Test func dampingRegimesJoinContinuously() {
        // Ratios just below, at and above 1 use three different formulas; the motion must agree.
        for t in [0.1, 0.3, 0.7, 1.2] {
            let under = Spring(response: 1, dampingRatio: 1 - 1e-7).value(at: t, initialVelocity: 0.5)
            let critical = Spring(response: 1, dampingRatio: 1).value(at: t, initialVelocity: 0.5)
            let over = Spring(response: 1, dampingRatio: 1 + 1e-7).value(at: t, initialVelocity: 0.5)
            expectClose(under, critical, tolerance: 1e-5)
            expectClose(over, critical, tolerance: 1e-5)
        }
    }

    @Test func springsConverge() {
        var generator = SeededGenerator(seed: 4)
        for _ in 0..<200 {
            let spring = Spring(response: .random(in: 0.1...2, using: &generator), dampingRatio: .random(in: 0.05...4, using: &generator))
            let v0 = Double.random(in: -3...3, using: &generator)
            let settle = spring.settlingDuration(initialVelocity: v0)
            #expect(settle.isFinite && settle > 0)
            expectClose(spring.value(at: settle * 3 + 10, initialVelocity: v0), 1, tolerance: 1e-3)
        }
    }

    /// Brute force: the last sample (step 1e-4 s) where |x − 1| > threshold.
    static func sampledSettling(_ spring: Spring, velocity: Double, limit: Double) -> Double {
        var last = 0.0
        var t = 0.0
        while t <= limit {
            if Swift.abs(spring.value(at: t, initialVelocity: velocity) - 1) > Spring.settlingThreshold { last = t }
            t += 1e-4
        }
        return last
    }

    @Test(arguments: [0.1, 0.3, 0.6, 0.7, 0.8, 1.0, 1.3, 2.5])
    func settlingDurationMatchesBruteForce(_ ratio: Double) {
        for v0 in [0.0, 0.1, 0.8, -1.5, 4.0] {
            let spring = Spring(response: 0.5, dampingRatio: ratio)
            let analytic = spring.settlingDuration(initialVelocity: v0)
            let sampled = Self.sampledSettling(spring, velocity: v0, limit: analytic * 1.5 + 1)
            // The sampled answer is the last sample beyond the band: within one step below the true one.
            #expect(analytic >= sampled - 1e-9 && analytic <= sampled + 1e-4 + 1e-9, "ζ \(ratio) v0 \(v0): \(analytic) vs sampled \(sampled)")
        }
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test(arguments: [0.3, 0.5, 0.6, 0.7, 0.8, 1.0, 1.5])
    func uikitDurationFormSettlesExactlyAtTheDuration(_ ratio: Double) {
        for duration in [0.3, 0.85, 1.05, 2.0] {
            for v0 in [0.0, 0.1, 0.8] {
                let spring = Spring(settlingDuration: duration, dampingRatio: ratio, initialVelocity: v0)
                expectClose(spring.dampingRatio, ratio, tolerance: 1e-9)
                let settle = spring.settlingDuration(initialVelocity: v0)
                #expect(settle <= duration + 1e-9, "settled by the duration")
                expectClose(settle, duration, tolerance: 1e-6, "ζ \(ratio) D \(duration) v0 \(v0)")
                // And from then on it stays in the band (checked densely, not trusted).
                var t = duration
                while t < duration * 4 {
                    #expect(Swift.abs(spring.value(at: t, initialVelocity: v0) - 1) <= Spring.settlingThreshold + 1e-12)
                    t += duration / 500
                }
            }
        }
    }

    @Test func badInputIsClamped() {
        let spring = Spring(mass: .nan, stiffness: -5, damping: .infinity)
        #expect(spring.mass == 1 && spring.stiffness == 1e-6 && spring.damping == 10)
        let fromDuration = Spring(settlingDuration: .nan, dampingRatio: -1)
        #expect(fromDuration.stiffness.isFinite && fromDuration.dampingRatio >= 0.01 - 1e-12)
        #expect(Spring(response: 1, dampingRatio: 0.5).value(at: -1) == 0)
    }

    /// Overshoot of a spring at rest: e^(−ζπ/√(1−ζ²)) (the textbook peak of a step response); none at
    /// or above critical damping.
    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
    func overshootAtRestMatchesTheClosedForm(_ ratio: Double) {
        let spring = Spring(response: 0.4, dampingRatio: ratio)
        expectClose(spring.overshoot(), exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot()), tolerance: 1e-9)
    }

    /// A spring so slow that its peak lies millions of seconds out (stiffness and damping at their floors:
    /// the monkey made one through the inspector's forms and a spurious UIKit root) still gives its
    /// overshoot at once: the search's tolerance is relative there, where 1e-9 s is below a Double's
    /// resolution (the search used to spin for ever).
    @Test func theOvershootOfAVerySlowSpringIsFound() {
        let slow = Spring(mass: 1, stiffness: 1e-6, damping: 1e-6)
        #expect(slow.settlingDuration() > 1e6)
        let overshoot = slow.overshoot()
        expectClose(overshoot, exp(-slow.dampingRatio * Double.pi / (1 - slow.dampingRatio * slow.dampingRatio).squareRoot()), tolerance: 1e-6)
    }

    @Test func overshootWithVelocityIsTheHighestPoint() {
        #expect(Spring(response: 0.4, dampingRatio: 1).overshoot() == 0)
        #expect(Spring(response: 0.4, dampingRatio: 2).overshoot() == 0)
        // With a push toward the target even a critically damped spring passes it: compare with a dense
        // brute-force search (1 µs steps over the first second).
        for (ratio, velocity) in [(1.0, 8.0), (0.6, 3.0), (0.8, -2.0)] {
            let spring = Spring(response: 0.5, dampingRatio: ratio)
            var peak = -Double.infinity
            for step in 0...1_000_000 { peak = max(peak, spring.value(at: Double(step) * 1e-6, initialVelocity: velocity)) }
            expectClose(spring.overshoot(initialVelocity: velocity), max(0, peak - 1), tolerance: 1e-9, "ζ \(ratio), v \(velocity)")
        }
    }
}

/// Core Animation's settling estimate (`CASpringAnimation.settlingDuration`), as recovered from iOS's
/// QuartzCore, against Apple's documented example and iOS 17's `.smooth`.
@Suite("Core Animation's spring settling")
struct CoreAnimationSettlingTests {
    /// Apple's `settlingDuration` documentation: mass 1, stiffness 100, damping 5 settles in
    /// "approximately 2.85 seconds"; damping 15 in "just over 1 second". The exact 0.1 % band is sooner.
    @Test func applesDocumentedExamples() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(abs(spring.coreAnimationSettlingDuration() - 2.855) < 0.005)
        #expect(abs(spring.settlingDuration() - 2.69) < 0.02, "the exact band: \(spring.settlingDuration())")
        let firmer = Spring(mass: 1, stiffness: 100, damping: 15).coreAnimationSettlingDuration()
        #expect(firmer > 1 && firmer < 1.1, "just over 1 s: \(firmer)")
    }

    /// A critically damped 0.5 s spring (SwiftUI's `.smooth`): exactly settled at 0.735 s, timed 0.8 s by
    /// Core Animation's walk in 0.1 s steps.
    @Test func criticalSpringsRoundUpToATenth() {
        let smooth = Spring(duration: 0.5, bounce: 0)
        #expect(abs(smooth.settlingDuration() - 0.735) < 0.002)
        #expect(abs(smooth.coreAnimationSettlingDuration() - 0.8) < 1e-9)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).coreAnimationSettlingDuration() == .infinity)
    }
}
