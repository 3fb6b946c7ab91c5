import Foundation

/// A keyframed path through values, like `CAKeyframeAnimation`, evaluated at a fraction of its duration.
///
/// Evaluation order, as in Core Animation: the whole-animation `timing` curve maps the time fraction
/// first; the result picks the segment between two key times; a per-segment curve (if given) maps the
/// fraction inside that segment; the calculation mode interpolates the values.
public struct Keyframes<Value: Animatable>: Sendable {
    public typealias CalculationMode = KeyframeCalculationMode

    public let values: [Value]
    /// Key times in [0, 1], one per value, non-decreasing; the first should be 0 and the last 1.
    public let keyTimes: [Double]
    public let calculationMode: CalculationMode
    /// Curve over the whole animation (Core Animation's `timingFunction`).
    public let timing: CubicBezier
    /// Optional curve per segment (`timingFunctions`): `values.count − 1` entries.
    public let segmentTimings: [CubicBezier]?

    /// - Parameters:
    ///   - values: at least one value.
    ///   - keyTimes: one per value; nil spaces them evenly. Invalid key times (wrong count, outside
    ///     [0, 1], decreasing, NaN) are replaced by even spacing rather than rendered.
    public init(
        values: [Value], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timing: CubicBezier = .linear, segmentTimings: [CubicBezier]? = nil
    ) {
        precondition(!values.isEmpty, "Keyframes need at least one value")
        self.values = values
        self.calculationMode = calculationMode
        self.timing = timing
        self.segmentTimings = segmentTimings?.count == values.count - 1 ? segmentTimings : nil
        let even = values.count == 1 ? [0] : (0..<values.count).map { Double($0) / Double(values.count - 1) }
        switch calculationMode {
        case .paced, .cubicPaced:
            self.keyTimes = Self.pacedKeyTimes(values) ?? even
        case .linear, .discrete, .cubic:
            if let keyTimes, Self.isValid(keyTimes, count: values.count) {
                self.keyTimes = keyTimes
            } else {
                self.keyTimes = even
            }
        }
    }

    /// The value at `fraction` of the animation's duration (clamped to [0, 1]).
    public func value(at fraction: Double) -> Value {
        if values.count == 1 { return values[0] }
        let f = timing.value(at: fraction.isNaN ? 0 : min(1, max(0, fraction)))
        // The segment whose key-time interval holds f (the last one that starts at or before f).
        var segment = 0
        while segment < values.count - 2 && keyTimes[segment + 1] <= f { segment += 1 }
        if calculationMode == .discrete {
            return f >= 1 ? values[values.count - 1] : values[f >= keyTimes[segment + 1] ? segment + 1 : segment]
        }
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        var local = end > start ? (f - start) / (end - start) : 1
        local = min(1, max(0, local))
        if let segmentTimings { local = segmentTimings[segment].value(at: local) }
        switch calculationMode {
        case .cubic, .cubicPaced:
            return catmullRom(segment: segment, fraction: local)
        case .linear, .paced, .discrete:
            return values[segment].interpolated(to: values[segment + 1], fraction: local)
        }
    }

    /// Uniform Catmull-Rom between values[i] and values[i+1], with the end tangents taken from the
    /// neighbouring segment (the first and last values are repeated as phantom points).
    private func catmullRom(segment i: Int, fraction t: Double) -> Value {
        let p1 = values[i], p2 = values[i + 1]
        let p0 = i > 0 ? values[i - 1] : p1
        let p3 = i + 2 < values.count ? values[i + 2] : p2
        let t2 = t * t, t3 = t2 * t
        // 0.5 · (2p1 + (−p0 + p2)t + (2p0 − 5p1 + 4p2 − p3)t² + (−p0 + 3p1 − 3p2 + p3)t³)
        let a = p1.scaled(by: 2)
        let b = (p2 - p0).scaled(by: t)
        let c = (p0.scaled(by: 2) - p1.scaled(by: 5) + p2.scaled(by: 4) - p3).scaled(by: t2)
        let d = (p1.scaled(by: 3) - p0 - p2.scaled(by: 3) + p3).scaled(by: t3)
        return (a + b + c + d).scaled(by: 0.5)
    }

    private static func isValid(_ keyTimes: [Double], count: Int) -> Bool {
        guard keyTimes.count == count else { return false }
        var previous = 0.0
        for time in keyTimes {
            guard time.isFinite, time >= previous, time <= 1 else { return false }
            previous = time
        }
        return true
    }

    /// Key times proportional to the cumulative distance between values; nil when all coincide.
    private static func pacedKeyTimes(_ values: [Value]) -> [Double]? {
        guard values.count > 1 else { return [0] }
        var cumulative = [0.0]
        for i in 1..<values.count {
            cumulative.append(cumulative[i - 1] + (values[i] - values[i - 1]).vectorMagnitude)
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0, total.isFinite else { return nil }
        return cumulative.map { $0 / total }
    }
}

/// How values between key times are computed (Core Animation's `calculationMode`).
public enum KeyframeCalculationMode: String, Sendable, CaseIterable {
    /// Straight lines between values at the given key times.
    case linear
    /// Each value holds until the next key time: no interpolation.
    case discrete
    /// Key times are ignored; time is shared out by distance so the speed is constant.
    case paced
    /// A Catmull-Rom spline through the values at the given key times.
    case cubic
    /// Catmull-Rom through the values with time shared out by distance.
    case cubicPaced
}
