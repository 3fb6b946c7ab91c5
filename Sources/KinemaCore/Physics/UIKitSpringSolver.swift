import Foundation

/// UIKit's duration-to-stiffness solver (see `Spring.init(uikitDuration:dampingRatio:initialVelocity:)`)
/// with its inputs clamped as UIKit clamps them.
struct UIKitSpringSolver {
    /// The envelope's value at the duration: 0.001 of the distance.
    static let epsilon = 0.001
    static let ratioRange = 1.1920929e-7...1.0
    static let durationRange = 0.01...10.0
    static let newtonSteps = 12

    let ratio: Double
    let duration: Double
    let velocity: Double

    init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        ratio = dampingRatio.isNaN ? 1 : min(Self.ratioRange.upperBound, max(Self.ratioRange.lowerBound, dampingRatio))
        self.duration = duration.isNaN ? Self.durationRange.lowerBound
            : min(Self.durationRange.upperBound, max(Self.durationRange.lowerBound, duration))
        velocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// ω, in radians per second: Newton's answer when it is finite and positive, else the closed form.
    func naturalFrequency() -> Double {
        let newton = newtonRoot()
        if newton.isFinite, newton > 0 { return newton }
        return closedForm()
    }

    /// The velocity-free answer: exact for v = 0, the fallback otherwise (never negative).
    func closedForm() -> Double {
        guard ratio < 1 else { return Self.criticalProduct / duration }
        let sine = (1 - ratio * ratio).squareRoot()
        return Swift.abs(Foundation.log(ratio / (Self.epsilon * sine)) / (ratio * duration))
    }

    /// Twelve Newton steps on g(ω) = envelope(ω) − ε from ω₀ = 5/d, as UIKit takes them (NaN when a step
    /// divides by zero).
    func newtonRoot() -> Double {
        var omega = 5 / duration
        for _ in 0..<Self.newtonSteps {
            let (value, slope) = ratio < 1 ? underDamped(omega) : critical(omega)
            omega -= value / slope
        }
        return omega
    }

    /// g and g′ for ζ < 1: with h = (ζω − v)/(sω), s = √(1 − ζ²), g = |h|·e^(−ζωd) − ε and
    /// g′ = sign(h)·e^(−ζωd)·(v/(sω²) − ζd·h).
    private func underDamped(_ omega: Double) -> (Double, Double) {
        let sine = (1 - ratio * ratio).squareRoot()
        let h = (ratio * omega - velocity) / (sine * omega)
        let decay = Foundation.exp(-ratio * omega * duration)
        let slope = decay * (velocity / (sine * omega * omega) - ratio * duration * h)
        return (Swift.abs(h) * decay - Self.epsilon, h < 0 ? -slope : slope)
    }

    /// g and g′ for ζ = 1: with q = (ω − v)·d + 1, g = |q|·e^(−ωd) − ε and g′ = sign(q)·e^(−ωd)·d·(1 − q).
    private func critical(_ omega: Double) -> (Double, Double) {
        let q = (omega - velocity) * duration + 1
        let decay = Foundation.exp(-omega * duration)
        let slope = decay * duration * (1 - q)
        return (Swift.abs(q) * decay - Self.epsilon, q < 0 ? -slope : slope)
    }

    /// x* with (x* + 1)·e^(−x*) = ε: ωd of a critically damped spring at rest under this rule.
    static let criticalProduct: Double = {
        var x = 5.0
        for _ in 0..<50 {
            // f = (x + 1)e^(−x) − ε, f′ = −x·e^(−x).
            x -= ((x + 1) * Foundation.exp(-x) - epsilon) / (-x * Foundation.exp(-x))
        }
        return x
    }()
}

extension UIKitSpringSolver {
    /// The duration whose spring has natural frequency `omega` (see `DurationSpringRule.duration`); the
    /// rest duration (the closed form without the velocity) when no duration in range has it.
    ///
    /// With a velocity ω need not fall steadily as d grows, and several durations can give it. Without
    /// `near`, when ω at the range's ends brackets the target, bisection over the whole range finds one;
    /// otherwise (or with `near`) the durations are scanned on 400 steps of log d for where ω crosses
    /// the target, and the crossings are refined by bisection, nearest `near` (or the rest duration)
    /// first, until one is a root (ω also jumps, and a crossing at a jump is none).
    static func duration(naturalFrequency omega: Double, dampingRatio: Double, initialVelocity: Double, near: Double? = nil) -> Double {
        guard omega.isFinite, omega > 0 else { return durationRange.upperBound }
        let atRest = UIKitSpringSolver(duration: 1, dampingRatio: dampingRatio, initialVelocity: 0)
        // At rest ω·d is a constant of ζ: the unit duration's ω.
        let restDuration = min(durationRange.upperBound, max(durationRange.lowerBound, atRest.closedForm() / omega))
        guard initialVelocity.isFinite, initialVelocity != 0 else { return restDuration }
        func excess(_ logDuration: Double) -> Double {
            let solver = UIKitSpringSolver(duration: Foundation.exp(logDuration), dampingRatio: dampingRatio, initialVelocity: initialVelocity)
            return solver.naturalFrequency() - omega
        }
        func bisect(_ low: Double, _ high: Double, falling: Bool) -> Double {
            var (low, high) = (low, high)
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if (excess(middle) > 0) == falling { low = middle } else { high = middle }
            }
            return Foundation.exp((low + high) / 2)
        }
        let first = Foundation.log(durationRange.lowerBound), last = Foundation.log(durationRange.upperBound)
        if near == nil, excess(first) >= 0, excess(last) <= 0 { return bisect(first, last, falling: true) }
        let steps = 400
        let grid = (0...steps).map { first + (last - first) * Double($0) / Double(steps) }
        let excesses = grid.map(excess)
        let target = Foundation.log(near.map { min(durationRange.upperBound, max(durationRange.lowerBound, $0)) } ?? restDuration)
        // ω can also jump (where the last excursion beyond the band changes): a crossing there is no root.
        let brackets = (0..<steps).filter { (excesses[$0] > 0) != (excesses[$0 + 1] > 0) }
            .sorted { abs(grid[$0] - target) < abs(grid[$1] - target) }
        for bracket in brackets {
            let duration = bisect(grid[bracket], grid[bracket + 1], falling: excesses[bracket] > 0)
            if abs(excess(Foundation.log(duration))) <= 1e-6 * omega { return duration }
        }
        return restDuration
    }
}
