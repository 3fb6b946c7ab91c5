import Foundation

/// A keyframed path through values, like `CAKeyframeAnimation`, evaluated at a fraction of its duration.
///
/// Evaluation order, as in Core Animation: the whole-animation `timing` curve maps the time fraction
/// first; the result picks the segment between two key times; a per-segment curve (if given) maps the
/// fraction inside that segment; the calculation mode interpolates the values.
///
/// The paced modes are Core Animation's exception: they ignore the key times *and every timing curve*
/// and move at constant speed along the path — `paced` along the straight segments, `cubicPaced` along
/// the Catmull-Rom spline, parametrised by its arc length.
public struct Keyframes<Value: Animatable>: Sendable {
    public typealias CalculationMode = KeyframeCalculationMode

    public let values: [Value]
    /// Key times in [0, 1], non-decreasing: one per value, or — in discrete mode only — one more than
    /// the values, value i then holding from key time i until key time i + 1 (Core Animation's discrete
    /// form). The paced modes compute their own from the distances between values.
    public let keyTimes: [Double]
    public let calculationMode: CalculationMode
    /// Curve over the whole animation (Core Animation's `timingFunction`); ignored by the paced modes.
    public let timing: CubicBezier
    /// Optional curve per segment (`timingFunctions`): `values.count − 1` entries; ignored by the paced
    /// modes.
    public let segmentTimings: [CubicBezier]?
    /// For `cubicPaced`: the spline's cumulative arc length at `arcSamples` even steps of each segment's
    /// parameter, normalised to end at 1, and the whole length.
    private let arcLengths: [Double]?
    private let arcTotal: Double
    static var arcSamples: Int { 16 }

    /// - Parameters:
    ///   - values: at least one value.
    ///   - keyTimes: nil spaces them evenly. One per value (or, for `.discrete`, one more than the values);
    ///     any other count is a programming error and stops with a message saying which counts fit.
    ///     Key times outside [0, 1], decreasing or NaN are replaced by even spacing rather than rendered.
    public init(
        values: [Value], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timing: CubicBezier = .linear, segmentTimings: [CubicBezier]? = nil
    ) {
        precondition(!values.isEmpty, "Keyframes need at least one value")
        let count = values.count
        if let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced {
            let fits = keyTimes.count == count || (calculationMode == .discrete && keyTimes.count == count + 1)
            precondition(fits, """
                Keyframes: \(keyTimes.count) key times for \(count) values in \(calculationMode) mode; give one per \
                value\(calculationMode == .discrete ? " (or one more, each value holding until the next key time)" : "")
                """)
        }
        self.values = values
        self.calculationMode = calculationMode
        self.timing = timing
        self.segmentTimings = segmentTimings?.count == count - 1 ? segmentTimings : nil
        let even = count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
        switch calculationMode {
        case .paced:
            self.keyTimes = Self.pacedKeyTimes(values) ?? even
            (arcLengths, arcTotal) = (nil, 0)
        case .cubicPaced:
            let table = Self.splineArcLengths(values)
            (arcLengths, arcTotal) = (table?.lengths, table?.total ?? 0)
            // Key times where the spline reaches each value, by arc length.
            self.keyTimes = table.map { table in (0..<count).map { table.lengths[$0 * Self.arcSamples] } } ?? even
        case .linear, .discrete, .cubic:
            (arcLengths, arcTotal) = (nil, 0)
            if let keyTimes, Self.isValid(keyTimes) {
                self.keyTimes = keyTimes
            } else {
                self.keyTimes = calculationMode == .discrete && keyTimes?.count == count + 1
                    ? (0...count).map { Double($0) / Double(count) } : even
            }
        }
    }

    /// The value at `fraction` of the animation's duration (clamped to [0, 1]).
    public func value(at fraction: Double) -> Value {
        if values.count == 1 { return values[0] }
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        switch calculationMode {
        case .paced:
            return linear(at: clamped, segmentCurves: false)
        case .cubicPaced:
            return pacedSpline(at: clamped)
        case .discrete:
            return discrete(at: timing.value(at: clamped))
        case .linear:
            return linear(at: timing.value(at: clamped), segmentCurves: true)
        case .cubic:
            let (segment, local) = locate(timing.value(at: clamped), segmentCurves: true)
            return catmullRom(segment: segment, fraction: local)
        }
    }

    /// The segment whose key-time interval holds `f`, and the fraction inside it.
    private func locate(_ f: Double, segmentCurves: Bool) -> (segment: Int, local: Double) {
        var segment = 0
        while segment < values.count - 2 && keyTimes[segment + 1] <= f { segment += 1 }
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        var local = end > start ? (f - start) / (end - start) : 1
        local = min(1, max(0, local))
        if segmentCurves, let segmentTimings { local = segmentTimings[segment].value(at: local) }
        return (segment, local)
    }

    private func linear(at f: Double, segmentCurves: Bool) -> Value {
        let (segment, local) = locate(f, segmentCurves: segmentCurves)
        return values[segment].interpolated(to: values[segment + 1], fraction: local)
    }

    /// Each value holds from its key time until the next one (until 1 for the last, in the one-per-value
    /// form).
    private func discrete(at f: Double) -> Value {
        if f >= 1 { return values[values.count - 1] }
        var index = 0
        while index + 1 < values.count && keyTimes[index + 1] <= f { index += 1 }
        return values[index]
    }

    /// The point at `f` of the spline's length: the table gives the sample interval, Newton's method on
    /// the exact arc length (Gauss–Legendre quadrature of the speed) gives the parameter within it.
    private func pacedSpline(at f: Double) -> Value {
        guard let table = arcLengths else { return linear(at: f, segmentCurves: false) }
        // The last sample whose length is at or before f.
        var low = 0, high = table.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if table[mid] <= f { low = mid } else { high = mid - 1 }
        }
        let sample = min(low, table.count - 2)
        let segment = min(values.count - 2, sample / Self.arcSamples)
        let step = 1 / Double(Self.arcSamples)
        let start = Double(sample - segment * Self.arcSamples) * step
        let span = table[sample + 1] - table[sample]
        // Arc length still to go from the sample, in the path's own units.
        let wanted = (f - table[sample]) * arcTotal
        var t = start + (span > 0 ? min(1, max(0, (f - table[sample]) / span)) : 0) * step
        for _ in 0..<4 {
            let speed = self.speed(segment: segment, at: t)
            guard speed > 1e-12 else { break }
            let error = arcLength(segment: segment, from: start, to: t) - wanted
            t = min(start + step, max(start, t - error / speed))
        }
        return catmullRom(segment: segment, fraction: min(1, t))
    }

    /// |C′(t)| of the spline in `segment`.
    private func speed(segment i: Int, at t: Double) -> Double {
        let p1 = values[i], p2 = values[i + 1]
        let p0 = i > 0 ? values[i - 1] : p1
        let p3 = i + 2 < values.count ? values[i + 2] : p2
        // d/dt of the Catmull-Rom form: 0.5 · ((−p0 + p2) + 2(2p0 − 5p1 + 4p2 − p3)t + 3(−p0 + 3p1 − 3p2 + p3)t²)
        let b = p2 - p0
        let c = (p0.scaled(by: 2) - p1.scaled(by: 5) + p2.scaled(by: 4) - p3).scaled(by: 2 * t)
        let d = (p1.scaled(by: 3) - p0 - p2.scaled(by: 3) + p3).scaled(by: 3 * t * t)
        return (b + c + d).scaled(by: 0.5).vectorMagnitude
    }

    /// The spline's length in `segment` between parameters `a` and `b` (5-point Gauss–Legendre).
    private func arcLength(segment: Int, from a: Double, to b: Double) -> Double {
        let nodes = [0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
        let weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]
        let half = (b - a) / 2, middle = (a + b) / 2
        var sum = 0.0
        for k in 0..<5 { sum += weights[k] * speed(segment: segment, at: middle + half * nodes[k]) }
        return sum * half
    }

    /// Uniform Catmull-Rom between values[i] and values[i+1], with the end tangents taken from the
    /// neighbouring segment (the first and last values are repeated as phantom points).
    ///
    /// Written as a weighted sum of the four points (the weights sum to 1), each point quartered first and
    /// the sum multiplied back: values near ±1e308 then never overflow on the way (2p₁ or p₂ − p₀ would
    /// be ∞, and ∞ − ∞ NaN), and the result is finite wherever the curve itself is.
    private func catmullRom(segment i: Int, fraction t: Double) -> Value {
        let p1 = values[i], p2 = values[i + 1]
        let p0 = i > 0 ? values[i - 1] : p1
        let p3 = i + 2 < values.count ? values[i + 2] : p2
        let t2 = t * t, t3 = t2 * t
        // 0.5 · (2p1 + (−p0 + p2)t + (2p0 − 5p1 + 4p2 − p3)t² + (−p0 + 3p1 − 3p2 + p3)t³), by point.
        let w0 = 0.5 * (-t + 2 * t2 - t3)
        let w1 = 0.5 * (2 - 5 * t2 + 3 * t3)
        let w2 = 0.5 * (t + 4 * t2 - 3 * t3)
        let w3 = 0.5 * (-t2 + t3)
        let quarter = p0.scaled(by: w0 / 4) + p1.scaled(by: w1 / 4) + p2.scaled(by: w2 / 4) + p3.scaled(by: w3 / 4)
        return quarter.scaled(by: 4)
    }

    private static func isValid(_ keyTimes: [Double]) -> Bool {
        var previous = 0.0
        for time in keyTimes {
            guard time.isFinite, time >= previous, time <= 1 else { return false }
            previous = time
        }
        return true
    }

    /// The Catmull-Rom spline's cumulative length at `arcSamples` steps per segment, normalised to 1, and
    /// the total; nil when the path has no length.
    private static func splineArcLengths(_ values: [Value]) -> (lengths: [Double], total: Double)? {
        guard values.count > 1 else { return nil }
        let path = Keyframes(values: values, calculationMode: .cubic)
        var lengths = [0.0]
        let step = 1 / Double(arcSamples)
        for segment in 0..<(values.count - 1) {
            for sample in 0..<arcSamples {
                let a = Double(sample) * step
                lengths.append(lengths[lengths.count - 1] + path.arcLength(segment: segment, from: a, to: a + step))
            }
        }
        let total = lengths[lengths.count - 1]
        guard total > 0, total.isFinite else { return nil }
        return (lengths.map { $0 / total }, total)
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
