import Foundation
import KinemaCore

/// iOS 17's springs and the `async` forms of the block animations (iOS 13's Swift overlay).
extension UIView {
    /// iOS 17's spring by perceptual duration and bounce: `duration` is the period of the undamped
    /// spring (the response), `bounce` in (−1, 1) maps to a damping ratio of 1 − bounce (1/(1 + bounce)
    /// below 0, over-damped), as iOS's own UIKit maps it (`UISpringTimingParameters`' conversion, mass 1).
    /// The block runs as long as Core Animation's settling estimate for that spring
    /// (`Spring.coreAnimationSettlingDuration`): a critically damped 0.5 s spring completes at 0.8 s.
    /// `initialSpringVelocity` is relative (1: the whole distance per second). Curve options are ignored.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration.isFinite && duration > 0 ? duration : 0.5, bounce: bounce.isFinite ? Double(bounce) : 0)
        let timing = AnimationTiming.perceptualSpring(spring, initialVelocity: velocity.isFinite ? Double(velocity) : 0)
        animate(timing: timing, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Awaits a curve animation's end: true when it finished, false when it was interrupted.
    @discardableResult
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) async -> Bool {
        await animate(withDuration: duration, delay: 0, options: [], animations: animations)
    }

    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { done in
            animate(withDuration: duration, delay: delay, options: options, animations: animations) { done.resume(returning: $0) }
        }
    }

    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { done in
            animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
                options: options, animations: animations) { done.resume(returning: $0) }
        }
    }

    @discardableResult
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { done in
            animate(
                springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay, options: options,
                animations: animations) { done.resume(returning: $0) }
        }
    }
}

extension UIViewPropertyAnimator {
    /// Awaits the animator's end, with the position it ended at (the Swift overlay's form of
    /// `addCompletion(_:)`).
    public func addCompletion() async -> UIViewAnimatingPosition {
        await withCheckedContinuation { done in addCompletion { done.resume(returning: $0) } }
    }
}
