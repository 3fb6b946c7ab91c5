import Foundation
import Testing
@testable import KinemaCore

@Suite("Keyframes")
struct KeyframesTests {
    /// 2 s, 0 → 100 over [0, 0.5] then → 0 over [0.5, 1].
    static func upAndDown(timing: CubicBezier) -> Keyframes<Double> {
        Keyframes(values: [0, 100, 0], keyTimes: [0, 0.5, 1], timing: timing)
    }

    // Reference (foundation issue; recomputed with mpmath): with the whole animation on easeInEaseOut,
    // t = 0.2 s → 3.944491, 0.5 s → 25.832386, 1.0 s → 100; with linear timing 20, 50, 100.
    @Test func wholeAnimationCurveReference() {
        let eased = Self.upAndDown(timing: .easeInEaseOut)
        expectClose(eased.value(at: 0.2 / 2), 3.944491, tolerance: 1e-6)
        expectClose(eased.value(at: 0.5 / 2), 25.832386, tolerance: 1e-6)
        expectClose(eased.value(at: 1.0 / 2), 100, tolerance: 1e-6)
        let linear = Self.upAndDown(timing: .linear)
        expectClose(linear.value(at: 0.2 / 2), 20, tolerance: 1e-9)
        expectClose(linear.value(at: 0.5 / 2), 50, tolerance: 1e-9)
        expectClose(linear.value(at: 1.0 / 2), 100, tolerance: 1e-9)
        expectClose(linear.value(at: 0.75), 50, tolerance: 1e-9)
        #expect(linear.value(at: 1) == 0)
    }

    @Test func perSegmentCurves() {
        let keyframes = Keyframes<Double>(
            values: [0, 100, 0], keyTimes: [0, 0.5, 1], segmentTimings: [.easeIn, .easeOut])
        expectClose(keyframes.value(at: 0.25), 100 * CubicBezier.easeIn.value(at: 0.5), tolerance: 1e-9)
        expectClose(keyframes.value(at: 0.75), 100 - 100 * CubicBezier.easeOut.value(at: 0.5), tolerance: 1e-9)
    }

    @Test func discreteHoldsEachValue() {
        let keyframes = Keyframes<Double>(values: [1, 2, 3], keyTimes: [0, 0.3, 0.6], calculationMode: .discrete)
        #expect(keyframes.value(at: 0) == 1)
        #expect(keyframes.value(at: 0.29) == 1)
        #expect(keyframes.value(at: 0.3) == 2)
        #expect(keyframes.value(at: 0.59) == 2)
        #expect(keyframes.value(at: 0.6) == 3)
        #expect(keyframes.value(at: 1) == 3)
    }

    @Test func pacedSharesTimeByDistance() {
        // Distances 10 and 30: the first segment gets a quarter of the time, whatever key times say.
        let keyframes = Keyframes<CGPoint>(
            values: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 30)], keyTimes: [0, 0.9, 1], calculationMode: .paced)
        #expect(keyframes.keyTimes == [0, 0.25, 1])
        #expect(keyframes.value(at: 0.125) == CGPoint(x: 5, y: 0))
        #expect(keyframes.value(at: 0.625) == CGPoint(x: 10, y: 15))
        // Constant speed: equal time steps cover equal distances.
        var previous = keyframes.value(at: 0)
        for step in 1...20 {
            let point = keyframes.value(at: Double(step) / 20)
            expectClose((point - previous).vectorMagnitude, 2, tolerance: 1e-9)
            previous = point
        }
    }

    @Test func cubicPassesThroughValuesSmoothly() {
        let keyframes = Keyframes<Double>(values: [0, 10, 0, 10], calculationMode: .cubic)
        for (i, value) in [0.0, 10, 0, 10].enumerated() {
            expectClose(keyframes.value(at: Double(i) / 3), value, tolerance: 1e-9)
        }
        // Catmull-Rom overshoots the straight line before a turn: just before the peak at 1/3 it is above
        // the linear segment, and the curve is continuous in slope across the key time.
        #expect(keyframes.value(at: 0.3) > 9)
        let h = 1e-5
        let left = (keyframes.value(at: 1.0 / 3) - keyframes.value(at: 1.0 / 3 - h)) / h
        let right = (keyframes.value(at: 1.0 / 3 + h) - keyframes.value(at: 1.0 / 3)) / h
        expectClose(left, right, tolerance: 1e-2)
    }

    @Test func cubicPacedUsesDistanceKeyTimes() {
        let keyframes = Keyframes<Double>(values: [0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .cubicPaced)
        #expect(keyframes.keyTimes == [0, 0.25, 1])
        expectClose(keyframes.value(at: 0.25), 10, tolerance: 1e-9)
    }

    @Test func invalidKeyTimesFallBackToEvenSpacing() {
        let decreasing = Keyframes<Double>(values: [0, 1, 2], keyTimes: [0, 0.8, 0.4])
        #expect(decreasing.keyTimes == [0, 0.5, 1])
        let wrongCount = Keyframes<Double>(values: [0, 1, 2], keyTimes: [0, 1])
        #expect(wrongCount.keyTimes == [0, 0.5, 1])
        let single = Keyframes<Double>(values: [7])
        #expect(single.value(at: 0.5) == 7)
        #expect(Keyframes<Double>(values: [0, 10]).value(at: .nan) == 0)
    }
}
