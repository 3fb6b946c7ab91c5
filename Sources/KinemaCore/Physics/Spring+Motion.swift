import Foundation

extension Spring {
    /// The closed-form solution for displacement y = x − 1 with y(0) = −1 and y′(0) = v₀.
    ///
    /// - under-damped: y = e^(−ζω₀t)·(A·cos ω_d t + B·sin ω_d t), ω_d = ω₀√(1 − ζ²), A = −1, B = (v₀ + ζω₀A)/ω_d
    /// - critical:     y = e^(−ω₀t)·(A + B·t), B = v₀ + ω₀A
    /// - over-damped:  y = C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −ζω₀ ± ω₀√(ζ² − 1), C₁ + C₂ = A, r₁C₁ + r₂C₂ = v₀
    ///
    /// A NaN or infinite initial velocity has no motion to describe: it counts as 0 (the spring starts at
    /// rest), so every value and velocity stays finite.
    public struct Solution: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case underDamped, critical, overDamped }
        let kind: Kind
        let omega: Double
        let zeta: Double
        // under-damped: decay α = ζω₀, ω_d, A, B; critical: α = ω₀, A, B; over-damped: r₁, r₂, C₁, C₂.
        let p1, p2, p3, p4: Double

        public init(spring: Spring, initialVelocity: Double) {
            let v0 = initialVelocity.isFinite ? initialVelocity : 0
            omega = spring.naturalFrequency
            zeta = spring.dampingRatio
            let a = -1.0
            // Ratios within 1e-9 of 1 use the critical form: the others divide by √|1 − ζ²|.
            if Swift.abs(zeta - 1) < 1e-9 {
                kind = .critical
                (p1, p2, p3, p4) = (omega, a, v0 + omega * a, 0)
            } else if zeta < 1 {
                kind = .underDamped
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                (p1, p2, p3, p4) = (zeta * omega, omegaD, a, (v0 + zeta * omega * a) / omegaD)
            } else {
                kind = .overDamped
                let root = omega * (zeta * zeta - 1).squareRoot()
                let r1 = -zeta * omega + root
                let r2 = -zeta * omega - root
                let c2 = (v0 - r1 * a) / (r2 - r1)
                (p1, p2, p3, p4) = (r1, r2, a - c2, c2)
            }
        }

        /// Whether the motion has decayed below what a Double can show at `t` (or `t` is infinite): then
        /// displacement and velocity are 0, never the NaN of cos(∞) · 0.
        private func isAtRest(at t: Double) -> Bool {
            guard t.isFinite else { return t > 0 }
            let decay = kind == .overDamped ? -max(p1, p2) : p1
            return decay * t > 800
        }

        /// sin x and cos x in one call where the C library has one (glibc's `sincos` shares the argument
        /// reduction: a tenth off evaluating a running spring).
        @inline(__always)
        private static func sineAndCosine(_ x: Double) -> (sine: Double, cosine: Double) {
            #if os(Linux)
            var sine = 0.0, cosine = 0.0
            glibcSineAndCosine(x, &sine, &cosine)
            return (sine, cosine)
            #else
            return (Foundation.sin(x), Foundation.cos(x))
            #endif
        }

        /// y(t) = x(t) − 1.
        public func displacement(at t: Double) -> Double {
            if isAtRest(at: t) { return 0 }
            switch kind {
            case .underDamped:
                let turn = Self.sineAndCosine(p2 * t)
                return Foundation.exp(-p1 * t) * (p3 * turn.cosine + p4 * turn.sine)
            case .critical:
                return Foundation.exp(-p1 * t) * (p2 + p3 * t)
            case .overDamped:
                return p3 * Foundation.exp(p1 * t) + p4 * Foundation.exp(p2 * t)
            }
        }

        /// y′(t) = x′(t).
        public func velocity(at t: Double) -> Double {
            if isAtRest(at: t) { return 0 }
            switch kind {
            case .underDamped:
                let (alpha, omegaD, a, b) = (p1, p2, p3, p4)
                let (sine, cosine) = Self.sineAndCosine(omegaD * t)
                return Foundation.exp(-alpha * t)
                    * ((b * omegaD - alpha * a) * cosine - (a * omegaD + alpha * b) * sine)
            case .critical:
                let (alpha, a, b) = (p1, p2, p3)
                return Foundation.exp(-alpha * t) * (b - alpha * (a + b * t))
            case .overDamped:
                return p3 * p1 * Foundation.exp(p1 * t) + p4 * p2 * Foundation.exp(p2 * t)
            }
        }
    }

    /// Progress x(t) from 0 toward 1, `t` seconds after release with relative `initialVelocity` (a
    /// non-finite one counts as 0). Over- and undershoot show as values above 1 or below 0. `t ≤ 0` gives 0.
    public func value(at t: Double, initialVelocity: Double = 0) -> Double {
        guard t > 0 else { return 0 }
        return 1 + Solution(spring: self, initialVelocity: initialVelocity).displacement(at: t)
    }

    /// Relative velocity x′(t) (whole distances per second) `t` seconds after release.
    public func velocity(at t: Double, initialVelocity: Double = 0) -> Double {
        Solution(spring: self, initialVelocity: initialVelocity).velocity(at: max(0, t))
    }
}

#if os(Linux)
/// glibc's `sincos` (a GNU extension the Glibc module does not export): the same results as `sin` and
/// `cos`, from one argument reduction.
@_silgen_name("sincos")
private func glibcSineAndCosine(_ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)
#endif
