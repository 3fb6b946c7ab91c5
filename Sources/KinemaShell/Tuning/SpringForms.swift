import Foundation
import KinemaCore
import KinemaTweaks

/// The scene's spring in every form at once — UIKit's duration + damping ratio + velocity (the scene's
/// own parameters), SwiftUI's response + damping fraction and duration + bounce, and mass, stiffness and
/// damping — as extra inspector rows. Tuning a row keeps the other number of its own form and updates
/// the scene's parameters, from which every row is recomputed. The UIKit numbers become a spring by the
/// session's rule (`DurationSpringRule`): UIKit's own, or Kinema's settle rule.
@MainActor
final class SpringForms {
    let spring: TunedSpring
    let response = Parameter(key: "response", label: "SwiftUI response", unit: "s", range: 0.02...10, step: 0.05, defaultValue: 0.5, decimals: 3)
    let fraction = Parameter(key: "dampingFraction", label: "SwiftUI damping fraction", range: 0.01...3, step: 0.05, defaultValue: 1, decimals: 3)
    let bounce = Parameter(key: "bounce", label: "SwiftUI bounce", range: -0.95...0.99, step: 0.05, defaultValue: 0, decimals: 3)
    let mass = Parameter(key: "mass", label: "Mass", range: 0.01...100, step: 0.1, defaultValue: 1, decimals: 2)
    let stiffness = Parameter(key: "stiffness", label: "Stiffness", range: 0.01...1_000_000, step: 10, defaultValue: 100, decimals: 1)
    let damping = Parameter(key: "springDamping", label: "Damping (c)", range: 0...100_000, step: 1, defaultValue: 10, decimals: 2)
    var rows: [Parameter] { [response, fraction, bounce, mass, stiffness, damping] }
    /// The spring as tuned (mass 1), its initial velocity and the duration it runs for.
    private var resolved = Spring(mass: 1, stiffness: 100, damping: 10)
    private var velocity = 0.0
    private(set) var duration = 0.0
    /// Its settling time (s) and overshoot (fraction): found when first asked for (each is a search
    /// over the motion), not on every change — a storm of arrow keys retunes the spring per key.
    private var motion: (settling: Double, overshoot: Double)?
    var settling: Double { measuredMotion.settling }
    var overshoot: Double { measuredMotion.overshoot }
    private var measuredMotion: (settling: Double, overshoot: Double) {
        if let motion { return motion }
        let measured = (resolved.settlingDuration(initialVelocity: velocity), resolved.overshoot(initialVelocity: velocity))
        motion = measured
        return measured
    }
    private var shownFor: (duration: Double, ratio: Double, velocity: Double, rule: DurationSpringRule)?
    /// The rule the rows were last computed under.
    private var rule = DurationSpringRule.uikit

    init(spring: TunedSpring) {
        self.spring = spring
    }

    /// The spring as tuned (mass 1, under the rule the rows were computed with) and its initial velocity.
    var tunedSpring: Spring { resolved }
    var initialVelocity: Double { velocity }

    /// The scene's spring: its UIKit numbers (mass 1).
    func uikit() -> (duration: Double, ratio: Double, velocity: Double) {
        (spring.duration.parameter.value + spring.durationOffset, spring.damping.parameter.value, spring.velocity?.parameter.value ?? 0)
    }

    /// Recomputes the rows from the scene's parameters (only when those changed: resolving a spring with a
    /// velocity is a bisection).
    func refresh(rule: DurationSpringRule) {
        let now = uikit()
        guard shownFor.map({ $0 != (now.duration, now.ratio, now.velocity, rule) }) ?? true else { return }
        shownFor = (now.duration, now.ratio, now.velocity, rule)
        self.rule = rule
        duration = now.duration
        let spring = rule.spring(duration: now.duration, dampingRatio: now.ratio, initialVelocity: now.velocity)
        let m = mass.value
        response.rebase(defaultValue: spring.response)
        fraction.rebase(defaultValue: spring.dampingRatio)
        bounce.rebase(defaultValue: spring.dampingRatio <= 1 ? 1 - spring.dampingRatio : 1 / spring.dampingRatio - 1)
        // The same motion with mass m: k and c scale with it.
        stiffness.rebase(defaultValue: spring.stiffness * m)
        damping.rebase(defaultValue: spring.damping * m)
        resolved = spring
        velocity = now.velocity
        motion = nil
    }

    /// `row` was tuned: the spring it now describes, written back as the scene's UIKit numbers.
    /// Returns the scene's tweaks that changed.
    func apply(_ row: Parameter, rule: DurationSpringRule) -> [AnyTweak] {
        let now = uikit()
        var omega = rule.spring(duration: now.duration, dampingRatio: now.ratio, initialVelocity: now.velocity).naturalFrequency
        var ratio = now.ratio
        if row === response {
            omega = 2 * Double.pi / response.value
        } else if row === fraction {
            ratio = fraction.value
        } else if row === bounce {
            ratio = bounce.value >= 0 ? 1 - bounce.value : 1 / (1 + bounce.value)
        } else if row === mass || row === stiffness || row === damping {
            let m = mass.value, k = stiffness.value, c = damping.value
            omega = (k / m).squareRoot()
            ratio = c / (2 * (k * m).squareRoot())
        } else {
            return []
        }
        // The duration that makes this spring under the rule in force (UIKit's treats ζ above 1 as 1).
        let duration = rule.duration(naturalFrequency: omega, dampingRatio: ratio, initialVelocity: now.velocity, near: now.duration)
        var changed: [AnyTweak] = []
        if spring.damping.parameter.set(ratio) { changed.append(spring.damping) }
        if duration.isFinite, spring.duration.parameter.set(duration - spring.durationOffset) { changed.append(spring.duration) }
        shownFor = nil
        refresh(rule: rule)
        return changed
    }

    /// The line under the rows: the spring's settling time and overshoot, and under UIKit's rule where
    /// the animation ends (at the duration, with what the spring has left).
    var summary: String {
        let motion = String(format: "settles in %.3f s, overshoots %.1f %%", settling, overshoot * 100)
        guard rule == .uikit else { return motion }
        return motion + String(format: ", ends at %.2f s (UIKit)", duration)
    }
}
