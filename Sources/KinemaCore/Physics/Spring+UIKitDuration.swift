import Foundation

extension Spring {
    /// The spring UIKit makes of a duration and a damping ratio: the one behind
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
    /// `UIViewPropertyAnimator(duration:dampingRatio:)` and `UISpringTimingParameters(dampingRatio:…)`.
    ///
    /// Apple does not publish the rule. This is UIKit's `parametersOfSpringAnimation` as two independent
    /// public re-implementations reconstruct it — a decompilation of UXKit's copy of the function, and
    /// Framer's duration-spring solver (ported to framer-motion as `findSpring`) — with ε = 0.001 and
    /// mass 1, which the iOS 26 UIKitCore call site confirms. It is a reconstruction, not a device
    /// measurement; none is public.
    ///
    /// - mass 1; ζ clamped to [1.1920929e-7, 1], so a damping ratio above 1 behaves as critical damping;
    ///   the duration d clamped to [0.01, 10] s.
    /// - The natural frequency ω solves, by 12 Newton steps from ω₀ = 5/d:
    ///   - ζ < 1: |(ζω − v) / (√(1 − ζ²)·ω)| · e^(−ζωd) = ε — the envelope of the sine term only, so the
    ///     motion still has up to ε/ζ of the distance left at d (0.33 % at ζ 0.3);
    ///   - ζ = 1: |(ω − v)·d + 1| · e^(−ωd) = ε.
    /// - k = ω², c = 2ζ·√k. The animation runs on a linear time base over exactly d and ends there at
    ///   the model value (whatever the spring has left is a jump).
    ///
    /// With a velocity, Newton's method may misbehave. Where it ends on a finite positive ω, that ω is
    /// used, as UIKit would, even when it is a spurious root (ζ 0.1 with v 0.8 lands near ζω ≈ v, k ≈ 61);
    /// where it does not (ζ 0.2, d 1, v 0.5 divides by zero on the way), the velocity-free closed form
    /// below is used instead: ω = ln(ζ / (ε·√(1 − ζ²))) / (ζ·d), or ω = x*/d at ζ = 1, where
    /// (x* + 1)·e^(−x*) = ε (x* ≈ 9.2335). A negative ω (ζ below about 0.001) makes the same spring as its
    /// magnitude, as k = ω² does in UIKit.
    ///
    /// - Parameters:
    ///   - duration: seconds (clamped to [0.01, 10]; NaN counts as 0.01, +∞ as 10).
    ///   - dampingRatio: ζ (clamped to [1.1920929e-7, 1]; NaN counts as 1).
    ///   - initialVelocity: relative initial velocity (1 = the whole distance per second); non-finite
    ///     counts as 0.
    public init(uikitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let rule = UIKitSpringSolver(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        let omega = rule.naturalFrequency()
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * rule.ratio * omega)
    }
}
