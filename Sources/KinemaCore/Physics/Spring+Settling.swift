import Foundation

extension Spring {
    /// The settling band used throughout Kinema: 0.1 % of the distance.
    public static let settlingThreshold = 0.001

    /// The time after which the motion stays within `threshold` of the target: the last moment
    /// |x(t) − 1| > threshold, in seconds. Infinite for an undamped spring, 0 if it never leaves the band.
    ///
    /// Exact up to bisection (1e-12 relative), not sampled: the last excursion beyond the band is found
    /// analytically (the extrema of an under-damped spring decay geometrically; an over-damped or critical
    /// one has at most one extremum and one zero), then the crossing on its monotonic flank is bisected.
    public func settlingDuration(initialVelocity: Double = 0, threshold: Double = Spring.settlingThreshold) -> Double {
        let epsilon = threshold.isFinite && threshold > 0 ? threshold : Spring.settlingThreshold
        let solution = Solution(spring: self, initialVelocity: initialVelocity)
        let size = { (t: Double) in Swift.abs(solution.displacement(at: t)) }
        switch solution.kind {
        case .underDamped:
            guard solution.p1 > 0 else { return .infinity }
            return underDampedSettling(solution, epsilon: epsilon, size: size)
        case .critical, .overDamped:
            return monotonicTailSettling(solution, epsilon: epsilon, size: size)
        }
    }

    private func underDampedSettling(
        _ s: Solution, epsilon: Double, size: (Double) -> Double
    ) -> Double {
        let (alpha, omegaD, a, b) = (s.p1, s.p2, s.p3, s.p4)
        // Extrema where tan(ω_d t) = (B·ω_d − α·A) / (A·ω_d + α·B); zeros where tan(ω_d t) = −A / B.
        let firstExtremum = Self.firstAngle(Foundation.atan2(b * omegaD - alpha * a, a * omegaD + alpha * b)) / omegaD
        let halfPeriod = Double.pi / omegaD
        // |y| at the extrema is M·e^(−α t_n): find the last extremum still outside the band.
        let peak = size(firstExtremum) * Foundation.exp(alpha * firstExtremum)
        var start = 0.0
        if peak > epsilon {
            let lastTime = Foundation.log(peak / epsilon) / alpha
            let n = (((lastTime - firstExtremum) / halfPeriod).rounded(.up) - 1)
            if n >= 0 { start = firstExtremum + n * halfPeriod }
        }
        if size(start) <= epsilon { return start }
        // The flank from that extremum (or from t = 0) down to the next zero is monotonic.
        let firstZero = Self.firstAngle(Foundation.atan2(-a, b)) / omegaD
        var zero = firstZero
        if zero <= start { zero += ((start - zero) / halfPeriod).rounded(.down) * halfPeriod + halfPeriod }
        return Self.bisectCrossing(from: start, to: zero, epsilon: epsilon, size: size)
    }

    private func monotonicTailSettling(
        _ s: Solution, epsilon: Double, size: (Double) -> Double
    ) -> Double {
        // Breakpoints of |y|: at most one zero and one extremum for t > 0.
        var breakpoints: [Double] = [0]
        if s.kind == .critical {
            let (omega, a, b) = (s.p1, s.p2, s.p3)
            if b != 0 {
                breakpoints.append(-a / b)
                breakpoints.append(1 / omega - a / b)
            }
        } else {
            let (r1, r2, c1, c2) = (s.p1, s.p2, s.p3, s.p4)
            if c1 != 0 { breakpoints.append(Foundation.log(-c2 / c1) / (r1 - r2)) }
            if r1 * c1 != 0 { breakpoints.append(Foundation.log(-(r2 * c2) / (r1 * c1)) / (r1 - r2)) }
        }
        let sorted = breakpoints.filter { $0.isFinite && $0 >= 0 }.sorted()
        // Walk the monotonic pieces from the last (unbounded) one back to the first.
        var upper = Double.infinity
        for lower in sorted.reversed() {
            if size(lower) > epsilon {
                var end = upper
                if end == .infinity {
                    var step = max(1e-3, 1 / s.omega)
                    end = lower + step
                    while size(end) > epsilon && end < 1e9 {
                        step *= 2
                        end = lower + step
                    }
                }
                return Self.bisectCrossing(from: lower, to: end, epsilon: epsilon, size: size)
            }
            upper = lower
        }
        return 0
    }

    /// An angle reduced to [0, π): the first non-negative solution of tan θ = tan(angle).
    private static func firstAngle(_ angle: Double) -> Double {
        var theta = angle.truncatingRemainder(dividingBy: .pi)
        if theta < 0 { theta += .pi }
        return theta
    }

    /// The time in [lower, upper] where a decreasing |y| falls to `epsilon`.
    private static func bisectCrossing(
        from lower: Double, to upper: Double, epsilon: Double, size: (Double) -> Double
    ) -> Double {
        var lo = lower, hi = upper
        for _ in 0..<200 where hi - lo > 1e-12 * max(1, hi) {
            let mid = (lo + hi) / 2
            if size(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
