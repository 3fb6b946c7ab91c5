import Foundation

/// A CSS/Core Animation timing curve: the cubic Bézier from (0, 0) to (1, 1) through two control points.
///
/// `value(at: x)` answers "how far along is the motion when this fraction x of the time has passed".
/// The curve is given parametrically, x(t) and y(t), so evaluation first solves x(t) = x for t. The solver
/// is WebKit's and Chromium's: a guess from a table of 11 samples, Newton–Raphson from there, and bisection
/// if Newton stalls on a flat stretch. It stops when |x(t) − x| ≤ `solverTolerance` (1e-10, well inside the
/// 1e-7 those engines use), so values match high-precision references to about 1e-10.
///
/// Control-point x coordinates must lie in [0, 1] (so time only moves forward); y coordinates may leave
/// [0, 1] for anticipation and overshoot. Outside x ∈ [0, 1] the curve is extended by straight lines with
/// the end slopes, as Chromium does.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax, bx, cx, ay, by, cy: Double
    private let startGradient, endGradient: Double
    /// x(t) at t = 0, 0.1, …, 1 — only a first guess for Newton, so single precision is plenty.
    private let samples: InlineArray<11, Float>
    /// Control points on the diagonal: the curve is y = x exactly.
    private let isLinear: Bool

    static let sampleCount = 11
    /// Largest |x(t) − x| accepted from the solver.
    public static let solverTolerance = 1e-10

    /// Largest |y| of a control point, and of an end slope: beyond, values are clamped so every result
    /// stays finite.
    public static let yLimit = 1e6
    static let gradientLimit = 1e12

    /// A curve through control points (x1, y1) and (x2, y2); x1 and x2 are clamped into [0, 1]
    /// (NaN becomes 0) so the curve stays a function of time, y1 and y2 into ±`yLimit` (non-finite
    /// becomes 0).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        func finite(_ v: Double) -> Double { v.isFinite ? min(Self.yLimit, max(-Self.yLimit, v)) : 0 }
        let x1 = unit(x1), x2 = unit(x2), y1 = finite(y1), y2 = finite(y2)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        isLinear = x1 == y1 && x2 == y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        // End slopes: the velocity at the ends.
        func limited(_ g: Double) -> Double { min(Self.gradientLimit, max(-Self.gradientLimit, g)) }
        if x1 > 0 {
            startGradient = limited(y1 / x1)
        } else if y1 == 0 && x2 > 0 {
            startGradient = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = limited((y2 - 1) / (x2 - 1))
        } else if y2 == 1 && x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else if y1 == 1 && y2 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
        let (ax, bx, cx) = (ax, bx, cx)
        samples = InlineArray { i in
            let t = Double(i) / Double(Self.sampleCount - 1)
            return Float(((ax * t + bx) * t + cx) * t)
        }
    }

    /// A curve through control points `controlPoint1` and `controlPoint2` (UIKit's spelling).
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.init(
            x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
            x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }

    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// The motion fraction y at time fraction `x`: exactly 0 at 0 and 1 at 1. A timing curve's input is
    /// clamped to [0, 1] first, as Core Animation's timing functions clamp theirs, so a time before the
    /// start gives 0 and one after the end gives 1 (NaN gives 0).
    public func value(at x: Double) -> Double {
        if x.isNaN || x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return sampleY(solveT(forX: x))
    }

    /// dy/dx at time fraction `x`: how fast the motion goes, relative to a linear curve.
    /// Used to hand an animation's velocity over to the next one.
    public func slope(at x: Double) -> Double {
        if x.isNaN { return 0 }
        if !x.isFinite { return 0 }
        if x <= 0 { return startGradient }
        if x >= 1 { return endGradient }
        let t = solveT(forX: x)
        let dx = sampleDerivativeX(t)
        if Swift.abs(dx) < 1e-12 { return t < 0.5 ? startGradient : endGradient }
        return sampleDerivativeY(t) / dx
    }

    /// The inverse function (y ↦ x) as a curve of its own — the same control points with x and y swapped —
    /// or nil when the curve leaves [0, 1] in y and so has no inverse.
    public var inverse: CubicBezier? {
        guard (0...1).contains(y1), (0...1).contains(y2) else { return nil }
        return CubicBezier(x1: y1, y1: x1, x2: y2, y2: x2)
    }

    // MARK: - Solver

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t with x(t) = x, for x in (0, 1).
    func solveT(forX x: Double) -> Double {
        let tolerance = Self.solverTolerance
        // Initial guess: linear interpolation inside the sample interval that holds x.
        let step = 1 / Double(Self.sampleCount - 1)
        var t0 = 0.0, t1 = 0.0, t2 = x
        var guessFound = false
        for i in 1..<Self.sampleCount where Double(samples[i]) >= x {
            let lower = Double(samples[i - 1]), upper = Double(samples[i])
            t1 = Double(i) * step
            t0 = t1 - step
            t2 = upper > lower ? t0 + (x - lower) / (upper - lower) * step : t0
            guessFound = true
            break
        }
        if !guessFound { t2 = 1 }

        // Newton–Raphson: converges quadratically where the curve is not flat.
        for _ in 0..<8 {
            let error = sampleX(t2) - x
            if Swift.abs(error) <= tolerance { return t2 }
            let derivative = sampleDerivativeX(t2)
            if Swift.abs(derivative) < 1e-7 { break }
            t2 -= error / derivative
        }

        // Bisection: always converges, because x(t) is monotonic for control x in [0, 1].
        t0 = 0
        t1 = 1
        t2 = x
        while t0 < t1 {
            let value = sampleX(t2)
            if Swift.abs(value - x) <= tolerance { return t2 }
            if x > value { t0 = t2 } else { t1 = t2 }
            let next = (t1 - t0) * 0.5 + t0
            if next == t2 { return t2 }
            t2 = next
        }
        return t2
    }
}

extension CubicBezier {
    /// Constant speed: y = x.
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Slow start (UIKit `.easeIn`, CSS `ease-in`): control points (0.42, 0), (1, 1).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Slow end (UIKit `.easeOut`, CSS `ease-out`): control points (0, 0), (0.58, 1).
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow start and end (UIKit `.easeInOut`, the default of `UIView.animate`): (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default timing function (CSS `ease`): (0.25, 0.1), (0.25, 1).
    public static let caDefault = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}
