import Foundation

/// A damped harmonic oscillator that carries an animation from 0 to 1.
///
/// The motion obeys m·x″ = −k·(x − 1) − c·x′ with x(0) = 0 and x′(0) = v₀, solved in closed form for
/// under-damped (ζ < 1), critically damped (ζ = 1) and over-damped (ζ > 1) springs, where
/// ω₀ = √(k/m) is the undamped angular frequency and ζ = c / (2√(k·m)) the damping ratio.
///
/// Velocities are *relative*, as UIKit's `initialSpringVelocity`: 1.0 means the whole distance per
/// second, positive toward the target. Multiply by the distance to get points per second.
public struct Spring: Hashable, Sendable {
    /// Mass m, in arbitrary units (> 0).
    public let mass: Double
    /// Stiffness k: force per unit of displacement (> 0).
    public let stiffness: Double
    /// Damping c: force per unit of velocity (≥ 0).
    public let damping: Double

    /// A spring from its physical constants. Non-finite or out-of-range values are clamped to the
    /// nearest legal one (mass and stiffness to at least 1e-6, damping to at least 0).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        func atLeast(_ floor: Double, _ v: Double, otherwise fallback: Double) -> Double {
            v.isFinite ? max(floor, v) : fallback
        }
        self.mass = atLeast(1e-6, mass, otherwise: 1)
        self.stiffness = atLeast(1e-6, stiffness, otherwise: 100)
        self.damping = atLeast(0, damping, otherwise: 10)
    }

    /// A spring from its period and damping ratio (SwiftUI's and Core Animation's perceptual form):
    /// k = (2π / response)²·m and c = 4π·ζ·m / response.
    /// - Parameters:
    ///   - response: the period of the undamped oscillation, in seconds (> 0).
    ///   - dampingRatio: ζ; 0 never settles, 1 is critical, above 1 over-damped.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        let omega = 2 * Double.pi / response
        self.init(mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * ratio * mass / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: `duration` is the response; `bounce` in (−1, 1) maps to
    /// ζ = 1 − bounce when bounce ≥ 0 and ζ = 1 / (1 + bounce) when it is negative (over-damped).
    public init(duration: Double, bounce: Double = 0) {
        let bounce = bounce.isFinite ? min(0.999, max(-0.999, bounce)) : 0
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The undamped period 2π/ω₀, in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }
}
