import Foundation
import Testing
@testable import KinemaCore

/// Every public function returns finite values for every finite input and for ±∞ time; media time is
/// exact over long runs.
@Suite("Extreme inputs and exact time")
struct ExtremeInputTests {
    static let times: [Double] = [-.infinity, -1e308, -1, 0, 1e-300, 0.5, 1, 1e6, 1e307, 1e308, .greatestFiniteMagnitude, .infinity]

    @Test func springsAreFiniteAtAnyTime() {
        for ratio in [0.05, 0.5, 1.0, 2.5] {
            let spring = Spring(response: 0.4, dampingRatio: ratio)
            for velocity in [-20.0, 0, 5] {
                for time in Self.times {
                    let value = spring.value(at: time, initialVelocity: velocity)
                    let speed = spring.velocity(at: time, initialVelocity: velocity)
                    #expect(value.isFinite && speed.isFinite, "ζ \(ratio) v \(velocity) t \(time): \(value), \(speed)")
                }
                // At rest long after release: exactly there, not NaN.
                #expect(spring.value(at: Double.infinity, initialVelocity: velocity) == 1)
                #expect(spring.value(at: 1e307, initialVelocity: velocity) == 1)
            }
        }
    }

    @Test func curvesAreFiniteEverywhereEvenWithExtremeControlPoints() {
        let curves = [
            CubicBezier.easeInEaseOut, .linear, CubicBezier(x1: 0, y1: 0, x2: 1, y2: 0),  // flat end slope
            CubicBezier(x1: 1e-300, y1: 1e300, x2: 1, y2: -1e308), CubicBezier(x1: 0.5, y1: .infinity, x2: 0.5, y2: -.infinity),
            CubicBezier(x1: 0.1, y1: -1e6, x2: 0.9, y2: 1e6),
        ]
        for curve in curves {
            for x in Self.times + [.nan] {
                #expect(curve.value(at: x).isFinite && curve.slope(at: x).isFinite, "\(curve) at \(x)")
            }
            #expect(curve.value(at: .infinity) == 1 && curve.value(at: -.infinity) == 0, "the ends at ±∞")
        }
        // A flat end slope extrapolates flat (0 × ∞ used to be NaN).
        #expect(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 0).value(at: -1e308) == 0)
    }

    /// A spring given a NaN or infinite initial velocity starts at rest instead (the core, not only the UI
    /// layer, refuses a velocity it cannot show).
    @Test func springsTakeANonFiniteVelocityAsRest() {
        let spring = Spring(response: 0.4, dampingRatio: 0.5)
        for velocity in [Double.nan, .infinity, -.infinity] {
            for time in [0.05, 0.3, 1.0] {
                #expect(spring.value(at: time, initialVelocity: velocity) == spring.value(at: time), "v \(velocity) t \(time)")
                #expect(spring.velocity(at: time, initialVelocity: velocity) == spring.velocity(at: time))
            }
            #expect(spring.settlingDuration(initialVelocity: velocity) == spring.settlingDuration())
            #expect(spring.overshoot(initialVelocity: velocity).isFinite)
        }
    }

    /// Cubic (Catmull-Rom) keyframes through values near ±1e308 stay finite: the spline is summed so that
    /// no intermediate overflows (2·p or p₂ − p₀ would be ∞, and ∞ − ∞ NaN).
    @Test func cubicKeyframesNearTheLargestDoublesStayFinite() {
        let big = 1.7e308
        let paths = [
            Keyframes(values: [big, big, big], calculationMode: .cubic),
            Keyframes(values: [-big, big, -big, big], calculationMode: .cubic),
            Keyframes(values: [0, big, -big], calculationMode: .cubic),
        ]
        for path in paths {
            for fraction in stride(from: 0.0, through: 1.0, by: 0.05) {
                #expect(path.value(at: fraction).isFinite, "\(path.values) at \(fraction)")
            }
        }
        expectClose(paths[0].value(at: 0.37), big, tolerance: 1e-15 * big, "a flat spline stays on its value")
        // Ordinary values are unchanged by the summing: the midpoint of 0, 1, 3, 4 is the textbook 2.
        expectClose(Keyframes(values: [0.0, 1, 3, 4], calculationMode: .cubic).value(at: 0.5), 2, tolerance: 1e-12)
    }

    @Test func animationsAreFiniteAtAnyTime() {
        let timings: [AnimationTiming] = [.default, .dampedSpring(dampingRatio: 0.3, initialVelocity: 2)]
        for timing in timings {
            for (repeatCount, autoreverses) in [(1.0, false), (2.5, true), (.infinity, true)] {
                for delay in [0.0, 1, .infinity] {
                    let animation = Animation<Double>(
                        from: 0, to: 100, timing: timing, duration: 1, beginTime: 3, delay: delay,
                        repeatCount: repeatCount, autoreverses: autoreverses)
                    for time in Self.times {
                        #expect(animation.value(at: time).isFinite && animation.velocity(at: time).isFinite,
                                "\(timing) ×\(repeatCount) delay \(delay) at \(time)")
                    }
                }
            }
        }
    }

    @Test func theClockStaysFiniteAndNeverGoesBack() {
        var clock = FrameClock()
        clock.advance(by: 1e308)
        clock.advance(by: 1e308)
        #expect(clock.time.isFinite && clock.time == .greatestFiniteMagnitude)
        clock.advance(by: .infinity)
        clock.advance(by: .nan)
        clock.step(frames: Int.max)
        #expect(clock.time == .greatestFiniteMagnitude)
    }

    /// 10,000 frames of 1/60 s land on exact frame times: frame n reads n/60 as a Double would give it
    /// directly (a plain running sum drifts: 90 frames read 1.4999999999999996).
    @Test func mediaTimeIsExactOverLongRuns() {
        var clock = FrameClock()
        for frame in 1...10_000 {
            clock.advance(by: 1.0 / 60)
            if frame % 30 == 0 || frame == 90 {
                #expect(clock.time == Double(frame) / 60, "frame \(frame): \(clock.time)")
            }
        }
        var slow = FrameClock()
        slow.timeScale = 0.1
        for _ in 0..<6_000 { slow.advance(by: 1.0 / 60) }
        #expect(slow.time == 10, "×0.1 for 100 s: \(slow.time)")
    }
}
