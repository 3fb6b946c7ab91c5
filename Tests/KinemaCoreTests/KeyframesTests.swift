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
        // In 1-D the spline from 0 through 10 to 40 is monotonic, so its length is the distance: a quarter
        // of it is covered at 10.
        let keyframes = Keyframes<Double>(values: [0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .cubicPaced)
        expectClose(keyframes.keyTimes[1], 0.25, tolerance: 1e-9)
        expectClose(keyframes.value(at: 0.25), 10, tolerance: 1e-9)
        expectClose(keyframes.value(at: 0.625), 25, tolerance: 1e-6)
    }

    /// Core Animation's discrete form: one more key time than values, value i holding from key time i to
    /// key time i + 1 (the reference: 100 at 0.3).
    @Test func discreteWithOneMoreKeyTimeThanValues() {
        let keyframes = Keyframes<Double>(values: [0, 100, 50, 200], keyTimes: [0, 0.1, 0.5, 0.6, 1], calculationMode: .discrete)
        for (fraction, expected) in [(0.0, 0.0), (0.09, 0), (0.1, 100), (0.3, 100), (0.5, 50), (0.59, 50), (0.6, 200), (0.99, 200), (1, 200)] {
            #expect(keyframes.value(at: fraction) == expected, "at \(fraction)")
        }
    }

    /// Key times that fit no mode are a programming error with a message, not a silent respacing.
    @Test func aKeyTimeCountThatFitsNoModeStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Keyframes<Double>(values: [0, 1, 2], keyTimes: [0, 1])
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("Keyframes: 2 key times for 3 values in linear mode; give one per value"), "\(message)")
        await #expect(processExitsWith: .failure) {
            _ = Keyframes<Double>(values: [0, 1], keyTimes: [0, 0.2, 0.5, 1], calculationMode: .discrete)
        }
    }

    /// Paced: constant speed, whatever the key times and every timing curve say.
    @Test func pacedIgnoresKeyTimesAndCurves() {
        let paced = Keyframes<Double>(
            values: [0, 100, 0], keyTimes: [0, 0.9, 1], calculationMode: .paced, timing: .easeInEaseOut,
            segmentTimings: [.easeIn, .easeOut])
        for step in 0...10 {
            let fraction = Double(step) / 10
            expectClose(paced.value(at: fraction), fraction <= 0.5 ? 200 * fraction : 200 * (1 - fraction), tolerance: 1e-9, "at \(fraction)")
        }
    }

    /// cubicPaced keeps an even pace along the Catmull-Rom spline in 2-D (by arc length): equal time steps
    /// cover equal distances along the curve, within 0.1 %; the plain spline's pace varies several-fold.
    @Test func cubicPacedMovesAtAnEvenPaceAlongTheSpline() {
        let values = [CGPoint.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 200)]
        func speedRange(_ keyframes: Keyframes<CGPoint>) -> (min: Double, max: Double) {
            var steps: [Double] = []
            var previous = keyframes.value(at: 0)
            for step in 1...2000 {
                let point = keyframes.value(at: Double(step) / 2000)
                steps.append((point - previous).vectorMagnitude)
                previous = point
            }
            let mean = steps.reduce(0, +) / Double(steps.count)
            return (steps.min()! / mean, steps.max()! / mean)
        }
        let paced = speedRange(Keyframes(values: values, calculationMode: .cubicPaced))
        #expect(paced.min > 0.999 && paced.max < 1.001, "cubicPaced pace \(paced)")
        let plain = speedRange(Keyframes(values: values, calculationMode: .cubic))
        #expect(plain.max / plain.min > 2, "the plain spline's pace varies: \(plain)")
        // It still passes through every value, at its key time.
        let keyframes = Keyframes(values: values, calculationMode: .cubicPaced)
        for (index, value) in values.enumerated() {
            let point = keyframes.value(at: keyframes.keyTimes[index])
            expectClose((point - value).vectorMagnitude, 0, tolerance: 1e-6, "value \(index)")
        }
    }

    @Test func invalidKeyTimesFallBackToEvenSpacing() {
        let decreasing = Keyframes<Double>(values: [0, 1, 2], keyTimes: [0, 0.8, 0.4])
        #expect(decreasing.keyTimes == [0, 0.5, 1])
        let single = Keyframes<Double>(values: [7])
        #expect(single.value(at: 0.5) == 7)
        #expect(Keyframes<Double>(values: [0, 10]).value(at: .nan) == 0)
    }
}
