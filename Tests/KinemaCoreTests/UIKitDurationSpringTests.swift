import Foundation
import Testing
@testable import KinemaCore

/// UIKit's duration spring (`Spring.init(uikitDuration:…)`): UIKit's `parametersOfSpringAnimation` as
/// public re-implementations reconstruct it (UXKit's decompiled copy; Framer's duration solver, ported
/// to framer-motion as `findSpring`), against the reference values those give, and Kinema's settle rule
/// beside it.
@Suite("UIKit's duration spring")
struct UIKitDurationSpringTests {
    /// Stiffness and damping at d = 1 s, v = 0, mass 1, as the reconstruction gives them (rounded to four
    /// figures, so compared to 1e-3 relative). ζ ≥ 1 is critical damping.
    static let references: [(ratio: Double, stiffness: Double, damping: Double)] = [
        (0.3, 367.5, 11.50),
        (0.6, 121.7, 13.24),
        (0.74, 89.6, 14.01),
        (0.9, 71.9, 15.27),
        (1.0, 85.3, 18.47),
        (2.0, 85.3, 18.47),
    ]

    @Test(arguments: references.indices)
    func stiffnessAndDampingMatchTheReconstruction(_ index: Int) {
        let reference = Self.references[index]
        let spring = Spring(uikitDuration: 1, dampingRatio: reference.ratio)
        expectClose(spring.stiffness, reference.stiffness, tolerance: 1e-3 * reference.stiffness, "ζ \(reference.ratio)")
        expectClose(spring.damping, reference.damping, tolerance: 1e-3 * reference.damping, "ζ \(reference.ratio)")
        #expect(spring.mass == 1)
    }

    /// At rest Newton's iteration lands on the closed form ω = ln(ζ / (ε·√(1 − ζ²))) / (ζ·d); the
    /// envelope of the sine term is then exactly ε at d.
    @Test(arguments: [0.05, 0.2, 0.45, 0.7, 0.95])
    func atRestNewtonIsTheClosedForm(_ ratio: Double) {
        for duration in [0.1, 0.5, 1.0, 3.0] {
            let solver = UIKitSpringSolver(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let closed = Foundation.log(ratio / (0.001 * (1 - ratio * ratio).squareRoot())) / (ratio * duration)
            expectClose(solver.newtonRoot(), closed, tolerance: 1e-9 * closed, "ζ \(ratio) d \(duration)")
            let omega = Spring(uikitDuration: duration, dampingRatio: ratio).naturalFrequency
            let envelope = ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * omega * duration)
            expectClose(envelope, 0.001, tolerance: 1e-12)
        }
    }

    /// Critical damping: (ωd + 1)·e^(−ωd) = ε, so ωd is a constant (≈ 9.2335).
    @Test func criticalDampingScalesWithTheDuration() {
        let x = UIKitSpringSolver.criticalProduct
        expectClose((x + 1) * exp(-x), 0.001, tolerance: 1e-15)
        for duration in [0.25, 1.0, 4.0] {
            expectClose(Spring(uikitDuration: duration, dampingRatio: 1).naturalFrequency * duration, x, tolerance: 1e-9)
        }
    }

    /// ζ 0.1 with v 0.8: Newton's method converges to a spurious root near ζω ≈ v (k ≈ 61), which UIKit
    /// would use, so Kinema does: it is a root of the envelope equation, far from the at-rest answer.
    @Test func aSpuriousRootIsUsedAsUIKitWould() {
        let spring = Spring(uikitDuration: 1, dampingRatio: 0.1, initialVelocity: 0.8)
        let omega = spring.naturalFrequency
        expectClose(spring.stiffness, 61.30, tolerance: 0.01)
        expectClose(0.1 * omega, 0.8, tolerance: 0.05, "near ζω = v")
        let h = (0.1 * omega - 0.8) / ((1 - 0.01).squareRoot() * omega)
        expectClose(abs(h) * exp(-0.1 * omega), 0.001, tolerance: 1e-9, "a root of the envelope equation")
        let atRest = Spring(uikitDuration: 1, dampingRatio: 0.1).stiffness
        #expect(atRest > 10 * spring.stiffness, "the at-rest spring is \(atRest)")
    }

    /// ζ 0.2, d 1, v 0.5: Newton's method divides by zero on its way (no finite answer), so the at-rest
    /// closed form stands in.
    @Test func aFailedIterationFallsBackToTheClosedForm() {
        let solver = UIKitSpringSolver(duration: 1, dampingRatio: 0.2, initialVelocity: 0.5)
        let newton = solver.newtonRoot()
        #expect(!(newton.isFinite && newton > 0), "Newton gave \(newton)")
        let spring = Spring(uikitDuration: 1, dampingRatio: 0.2, initialVelocity: 0.5)
        expectClose(spring.stiffness, Spring(uikitDuration: 1, dampingRatio: 0.2).stiffness, tolerance: 1e-9)
        #expect(spring.stiffness.isFinite && spring.stiffness > 0)
    }

    /// UIKit's clamps: ζ to [1.1920929e-7, 1], d to [0.01, 10]; NaN ζ is critical, a non-finite velocity 0.
    @Test func inputsAreClampedAsUIKitClampsThem() {
        #expect(Spring(uikitDuration: 1, dampingRatio: 2.5) == Spring(uikitDuration: 1, dampingRatio: 1))
        #expect(Spring(uikitDuration: 1, dampingRatio: .nan) == Spring(uikitDuration: 1, dampingRatio: 1))
        #expect(Spring(uikitDuration: 0.001, dampingRatio: 0.5) == Spring(uikitDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(uikitDuration: 60, dampingRatio: 0.5) == Spring(uikitDuration: 10, dampingRatio: 0.5))
        #expect(Spring(uikitDuration: .nan, dampingRatio: 0.5) == Spring(uikitDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(uikitDuration: 1, dampingRatio: 0.5, initialVelocity: .infinity) == Spring(uikitDuration: 1, dampingRatio: 0.5))
        // Below ζ ≈ 0.001 the closed form is negative; k = ω² makes the same spring of its magnitude.
        let tiny = Spring(uikitDuration: 1, dampingRatio: 0.0005)
        #expect(tiny.stiffness.isFinite && tiny.stiffness > 1e5 && tiny.dampingRatio > 0)
        for ratio in [1e-9, 0.0, -3.0] {
            let spring = Spring(uikitDuration: 1, dampingRatio: ratio)
            #expect(spring.stiffness.isFinite && spring.damping.isFinite && spring.value(at: 0.5).isFinite, "ζ \(ratio)")
        }
    }

    /// One fine step of the damping (0.005) changes UIKit's stiffness smoothly, by a few per cent at most
    /// over ζ 0.2…0.95; Kinema's settle rule jumps by more than 10 % in places (its last excursion beyond
    /// the band changes), which is why it is not the default.
    @Test func uikitsStiffnessIsContinuousInTheDampingRatio() {
        var uikitWorst = 0.0, settleWorst = 0.0
        for step in 0..<150 {
            let ratio = 0.2 + Double(step) * 0.005
            let here = Spring(uikitDuration: 1, dampingRatio: ratio).stiffness
            let next = Spring(uikitDuration: 1, dampingRatio: ratio + 0.005).stiffness
            uikitWorst = max(uikitWorst, abs(next - here) / here)
            let settleHere = Spring(settlingDuration: 1, dampingRatio: ratio).stiffness
            let settleNext = Spring(settlingDuration: 1, dampingRatio: ratio + 0.005).stiffness
            settleWorst = max(settleWorst, abs(settleNext - settleHere) / settleHere)
        }
        #expect(uikitWorst < 0.05, "UIKit's rule: \(uikitWorst)")
        #expect(settleWorst > 0.1, "the settle rule jumps: \(settleWorst)")
    }

    /// The rule's inverse (for tuning a spring by its other forms) gives back the duration.
    @Test(arguments: DurationSpringRule.allCases)
    func theDurationComesBackFromTheSpring(_ rule: DurationSpringRule) {
        for duration in [0.3, 1.0, 2.5] {
            for ratio in [0.3, 0.7, 1.0] {
                for velocity in [0.0, 0.8] {
                    let spring = rule.spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                    let back = rule.duration(naturalFrequency: spring.naturalFrequency, dampingRatio: ratio, initialVelocity: velocity)
                    expectClose(back, duration, tolerance: 1e-6 * duration, "\(rule) d \(duration) ζ \(ratio) v \(velocity)")
                }
            }
        }
        // Beyond UIKit's clamps the nearest duration comes back.
        if rule == .uikit {
            #expect(rule.duration(naturalFrequency: 1e-3, dampingRatio: 0.5) == 10)
            #expect(rule.duration(naturalFrequency: .nan, dampingRatio: 0.5) == 10)
        }
    }

    /// With a velocity UIKit's ω(d) need not be monotonic: at ζ 0.3 and v 0.8, twelve Newton steps from
    /// 5/d land on different roots from one duration to the next (a spring of response ≈ 0.44 s at 1.3 s,
    /// ≈ 2.38 s at 1.25 and 1.35 s: the root near ω = v/ζ). The inverse gives a duration whose spring has
    /// ω, the one nearest `near`, or else the rest duration (the closed form) — never another spring.
    @Test func theInverseWithAVelocityGivesASpringOfThatFrequencyOrTheRestDuration() {
        let rule = DurationSpringRule.uikit
        for duration in [0.3, 0.5, 1.0, 2.0] {
            let made = rule.spring(duration: duration, dampingRatio: 0.7, initialVelocity: 0.8)
            let back = rule.duration(naturalFrequency: made.naturalFrequency, dampingRatio: 0.7, initialVelocity: 0.8, near: duration * 1.1)
            expectClose(back, duration, tolerance: 1e-6 * duration, "ζ 0.7, v 0.8, \(duration) s")
        }
        #expect(rule.spring(duration: 1.3, dampingRatio: 0.3, initialVelocity: 0.8).response < 0.5)
        #expect(rule.spring(duration: 1.25, dampingRatio: 0.3, initialVelocity: 0.8).response > 2)
        for response in [0.3, 0.44, 1.6, 2.38] {
            let omega = 2 * Double.pi / response
            let back = rule.duration(naturalFrequency: omega, dampingRatio: 0.3, initialVelocity: 0.8, near: 1.2)
            let found = rule.spring(duration: back, dampingRatio: 0.3, initialVelocity: 0.8).naturalFrequency
            let rest = rule.duration(naturalFrequency: omega, dampingRatio: 0.3)
            #expect(abs(found - omega) <= 1e-6 * omega || back == rest, "response \(response): \(back) s makes \(2 * Double.pi / found) s")
        }
        // The 0.3-s response is reached (below the chaos).
        let omega = 2 * Double.pi / 0.3
        let back = rule.duration(naturalFrequency: omega, dampingRatio: 0.3, initialVelocity: 0.8, near: 1.2)
        expectClose(rule.spring(duration: back, dampingRatio: 0.3, initialVelocity: 0.8).naturalFrequency, omega, tolerance: 1e-6 * omega)
    }

    /// The core timing takes its rule: `.dampedSpring` is UIKit's unless `.settle` is asked for.
    @Test func theTimingFollowsItsRule() {
        let uikit = AnimationTiming.dampedSpring(dampingRatio: 0.6, initialVelocity: 0.1).resolved(duration: 1.05)
        let settle = AnimationTiming.dampedSpring(dampingRatio: 0.6, initialVelocity: 0.1, rule: .settle).resolved(duration: 1.05)
        #expect(uikit.kind == .spring(Spring(uikitDuration: 1.05, dampingRatio: 0.6, initialVelocity: 0.1), initialVelocity: 0.1))
        #expect(settle.kind == .spring(Spring(settlingDuration: 1.05, dampingRatio: 0.6, initialVelocity: 0.1), initialVelocity: 0.1))
        #expect(uikit.duration == 1.05 && settle.duration == 1.05 && uikit.progress(elapsed: 1.05) == 1)
        #expect(AnimationTiming.dampedSpring(dampingRatio: 0.6, initialVelocity: 0).withDurationSpringRule(.settle)
            == .dampedSpring(dampingRatio: 0.6, initialVelocity: 0, rule: .settle))
        #expect(AnimationTiming.default.withDurationSpringRule(.settle) == .default)
    }
}
