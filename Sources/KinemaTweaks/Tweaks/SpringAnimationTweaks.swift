import Foundation
import KinemaCore
import KinemaUI

/// The tweaks of a UIKit spring animation — duration, delay, damping ratio, initial velocity — as one
/// group, with the call that runs it:
///
///     let spring = SpringAnimationTweaks(duration: 0.8, damping: 0.7)
///     …
///     spring.animate { card.transform = .identity }
///
/// The inspector shows the spring in its other forms too (SwiftUI's response and bounce; mass,
/// stiffness and damping) and plots its motion. Keys: `duration`, `delay`, `damping`, `velocity` (after
/// `keyPrefix`).
@MainActor
public final class SpringAnimationTweaks: TweakGroup {
    @Tweak public var duration: TimeInterval
    @Tweak public var delay: TimeInterval
    @Tweak public var damping: CGFloat
    @Tweak public var velocity: CGFloat
    public let keyPrefix: String

    /// - Parameters: the starting values; damping is clamped to 0.05…1 (UIKit treats more as 1), the
    ///   duration to 0.05…5 s, the delay to 0…3 s, the velocity (relative: 1 = the whole distance per
    ///   second) to −5…10. `keyPrefix` goes before each key.
    public init(
        duration: TimeInterval = 0.5, delay: TimeInterval = 0, damping: CGFloat = 1, velocity: CGFloat = 0, keyPrefix: String = ""
    ) {
        _duration = Tweak("Duration", duration, in: 0.05...5, step: 0.05, unit: .seconds)
        _delay = Tweak("Delay", delay, in: 0...3, step: 0.01, unit: .seconds)
        _damping = Tweak("Damping", damping, in: 0.05...1, step: 0.05)
        _velocity = Tweak("Velocity", velocity, in: -5...10, step: 0.1, decimals: 1)
        self.keyPrefix = keyPrefix
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` with the
    /// values in force, `extraDelay` after the tweaked delay (a stagger of your own).
    public func animate(
        extraDelay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        UIView.animate(
            withDuration: duration, delay: delay + extraDelay, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
            options: options, animations: animations, completion: completion)
    }

    /// The spring for the inspector's other forms of it.
    package var tunedSpring: TunedSpring { TunedSpring(duration: $duration, damping: $damping, velocity: $velocity) }
}
