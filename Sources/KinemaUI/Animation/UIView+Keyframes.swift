import Foundation
import KinemaCore

extension UIView {
    /// UIKit's keyframe animations: changes made in each `addKeyframe` block animate within that block's
    /// window of the duration. The whole animation runs on easeInEaseOut unless the options carry a curve
    /// (pass `AnimationOptions` curve bits through `rawValue`, as UIKit code does); values between key
    /// times follow the calculation mode (linear by default). The paced modes ignore the key times and
    /// the curve and move at constant speed along the path.
    ///
    /// Inside a `UIViewPropertyAnimator` block, a duration of 0 inherits the animator's duration and
    /// progress, as in UIKit.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let collector = KeyframeCollector()
        let mode = options.calculationMode
        if case .animator(let animator, let startFraction)? = AnimationContext.current?.kind,
            let group = AnimationContext.current?.group, sanitized(duration) == 0
        {
            let context = AnimationContext(kind: .animator(animator, startFraction: startFraction), group: group)
            context.keyframes = collector
            AnimationContext.run(context, animations)
            context.keyframes = nil
            collector.install(context: context, group: group, mode: mode)
            return
        }
        let animationOptions = options.animationOptions
        let group = AnimationGroup(
            completion: completion, allowsUserInteraction: animationOptions.contains(.allowUserInteraction),
            isDriven: false)
        // The paced modes move at constant speed: they ignore every timing curve (Core Animation's rule).
        let curve = mode == .paced || mode == .cubicPaced ? CubicBezier.linear : animationOptions.curve
        let timing = AnimationEngine.resolvedTiming(.curve(curve), duration: sanitized(duration))
        let context = AnimationContext(
            timing: timing, delay: sanitizedDelay(delay), options: animationOptions, source: .curve(curve), group: group,
            allowsUserInteraction: group.allowsUserInteraction)
        context.keyframes = collector
        AnimationContext.run(context, animations)
        context.keyframes = nil
        collector.install(context: context, group: group, mode: mode)
        group.blockEnded()
    }

    /// One keyframe: changes made in `animations` happen between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both fractions (0…1) of the whole keyframe animation.
    /// Outside `animateKeyframes` the changes simply apply (UIKit raises instead).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = AnimationContext.current?.keyframes else {
            animations()
            return
        }
        let saved = collector.window
        let start = frameStartTime.isFinite ? min(1, max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? min(1 - start, max(0, frameDuration)) : 0
        collector.window = (start, length)
        animations()
        collector.window = saved
    }
}
