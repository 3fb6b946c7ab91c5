import Foundation
import KinemaCore

/// UIKit's block-based animation API.
///
/// Durations and delays are in seconds of media time; negative or NaN values are treated as 0 (the change
/// applies at once and the completion runs on the next frame). Completions receive `true` unless one of
/// the block's animations was removed or replaced before it ended.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        if completion == nil, AnimationContext.current == nil, runCurveBlockWithoutCompletion(duration, delay, options, animations) {
            return
        }
        runBlock(
            duration: duration, delay: delay, timing: .curve(options.curve), options: options,
            animations: animations, completion: completion)
    }

    /// A spring animation over `duration`, with the stiffness UIKit's own rule picks for the duration
    /// and damping ratio (`Spring.init(uikitDuration:…)`, reconstructed from public re-implementations),
    /// or Kinema's settle rule where the window's engine asks for it (`AnimationEngine.durationSpringRule`).
    /// Under UIKit's rule a `dampingRatio` above 1 behaves as 1, as in UIKit; NaN counts as 1. `velocity`
    /// is relative: 1 means the whole distance of the animation per second (non-finite counts as 0). The
    /// animation ends at `duration` at the model value. The curve options are ignored, as in UIKit.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay,
            timing: durationSpring(dampingRatio: dampingRatio, initialVelocity: velocity, rule: AnimationEngine.ambient.durationSpringRule),
            options: options, animations: animations, completion: completion)
    }

    /// A block on `timing` over `duration` (ignored by a spring that times itself): Kinema's one entry for
    /// the timings UIKit's own calls do not spell (iOS 17's springs, SwiftUI's animations).
    package static func animate(
        timing: AnimationTiming, duration: TimeInterval = 0, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        runBlock(duration: duration, delay: delay, timing: timing, options: options, animations: animations, completion: completion)
    }

    /// UIKit's duration spring as a core timing, its inputs sanitised as the UIKit calls sanitise them
    /// (a NaN ratio is critical, a non-finite velocity 0, ratios kept within [1.1920929e-7, 10]).
    static func durationSpring(dampingRatio: CGFloat, initialVelocity velocity: CGFloat, rule: DurationSpringRule) -> AnimationTiming {
        let ratio = dampingRatio.isNaN ? 1 : min(10, max(1.1920929e-7, Double(dampingRatio)))
        return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity.isFinite ? Double(velocity) : 0, rule: rule)
    }

    /// The timing `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` gives this
    /// view's changes: the spring under its window's rule. (Kinema's, for plotting what a block will do;
    /// UIKit has no such call.)
    package func springTiming(dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat) -> AnimationTiming {
        Self.durationSpring(dampingRatio: dampingRatio, initialVelocity: velocity, rule: animationEngine.durationSpringRule)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block; an
    /// animation block inside it animates nothing either, as in UIKit.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.run(AnimationContext(kind: .disabled, group: nil), actionsWithoutAnimation)
    }

    /// Whether animations are enabled (false inside `performWithoutAnimation`).
    public class var areAnimationsEnabled: Bool {
        if case .disabled = AnimationContext.current?.kind { return false }
        return true
    }

    /// A duration in seconds: negative, NaN and infinite count as 0.
    static func sanitized(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? max(0, seconds) : 0
    }

    /// A delay in seconds: negative and NaN count as 0; +∞ is a delay that never ends.
    static func sanitizedDelay(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isNaN ? 0 : max(0, seconds)
    }

    /// The common block — a curve, no completion, inside no other block, ending sometime — the short
    /// way: its resolved timing looked up by the curve's option bits and the duration (the curve as a
    /// timing, 150 bytes, made only when the context needs it), run in a reused context. What
    /// `runBlock` would do for it, without copying the timing ten times. False: not such a block.
    private static func runCurveBlockWithoutCompletion(
        _ duration: TimeInterval, _ delay: TimeInterval, _ options: AnimationOptions, _ animations: () -> Void
    ) -> Bool {
        let duration = sanitized(duration), delay = sanitizedDelay(delay)
        guard !options.contains(.repeat), delay.isFinite else { return false }
        let bits = options.rawValue & AnimationOptions.curveMask
        let resolved: ResolvedTiming
        if let last = lastCurveResolved, bits == lastCurveBits, duration == lastCurveDuration {
            resolved = last
        } else {
            resolved = AnimationEngine.resolvedTiming(.curve(options.curve), duration: duration)
            (lastCurveBits, lastCurveDuration, lastCurveResolved) = (bits, duration, resolved)
        }
        AnimationContext.runWithoutCompletion(
            timing: resolved, delay: delay, options: options, source: .curve(options.curve),
            allowsUserInteraction: options.contains(.allowUserInteraction), animations)
        return true
    }

    /// The last curve block's option bits, duration and resolved timing.
    @exclusivity(unchecked) private static var lastCurveBits: UInt = 0
    @exclusivity(unchecked) private static var lastCurveDuration = 0.0
    @exclusivity(unchecked) private static var lastCurveResolved: ResolvedTiming?

    private static func runBlock(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        // Inside `performWithoutAnimation` a block's changes take effect at once, as UIKit's do while
        // animations are disabled; its completion still runs (finished) at the next frame.
        guard areAnimationsEnabled else {
            animations()
            completion.map { AnimationGroup(completion: $0, allowsUserInteraction: false, isDriven: false).blockEnded() }
            return
        }
        let block = inherited(duration: sanitized(duration), delay: sanitizedDelay(delay), timing: timing, options: options)
        let allowsUserInteraction = block.options.contains(.allowUserInteraction)
        // Without a completion there is nothing to run when it ends: no group is made, and its
        // animations leave their properties at their end (`CompletionlessBlock`). A block that never
        // ends (repeating, or waiting for ever) keeps its group, which ends as soon as newer animations
        // have replaced all of its own: a record waiting for an end that never comes would not.
        let endsSometime = !block.options.contains(.repeat) && block.delay.isFinite
        let group = completion != nil || !endsSometime
            ? AnimationGroup(completion: completion, allowsUserInteraction: allowsUserInteraction, isDriven: false) : nil
        guard let group else {
            AnimationContext.runWithoutCompletion(
                timing: block.resolved, delay: block.delay, options: block.options, source: block.timing,
                allowsUserInteraction: allowsUserInteraction, animations)
            return
        }
        let context = AnimationContext(
            timing: block.resolved, delay: block.delay, options: block.options, source: block.timing, group: group,
            allowsUserInteraction: allowsUserInteraction)
        AnimationContext.run(context, animations)
        group.blockEnded()
    }
}

extension UIView {
    /// A block's timing after UIKit's inheritance rule: inside another `UIView.animate…` block, a nested
    /// block takes the enclosing block's duration (with its delay, so both end together) unless
    /// `.overrideInheritedDuration`, its curve or spring unless `.overrideInheritedCurve`, and its options
    /// (repeat, autoreverse, user interaction…) unless `.overrideInheritedOptions`.
    static func inherited(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: AnimationOptions
    ) -> InheritedBlock {
        guard let context = AnimationContext.current, case .timed = context.kind, let outer = context.timing else {
            return InheritedBlock(
                resolved: AnimationEngine.resolvedTiming(timing, duration: duration), delay: delay, timing: timing, options: options)
        }
        let (outerDelay, outerOptions, outerTiming) = (context.delay, context.options, context.source)
        let keepsDuration = options.contains(.overrideInheritedDuration)
        let keepsCurve = options.contains(.overrideInheritedCurve)
        let duration = keepsDuration ? duration : outer.duration
        let delay = keepsDuration ? delay : outerDelay
        let timing = keepsCurve ? timing : outerTiming
        var merged = options
        if !options.contains(.overrideInheritedOptions) {
            let inheritable: AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse]
            merged.formUnion(outerOptions.intersection(inheritable))
        }
        let resolved = !keepsDuration && !keepsCurve ? outer : AnimationEngine.resolvedTiming(timing, duration: duration)
        return InheritedBlock(resolved: resolved, delay: delay, timing: timing, options: merged)
    }

    /// A block's timing, delay and options after inheritance. A struct, not a tuple: a tuple holding
    /// a timing was copied through its run-time type description at every block.
    struct InheritedBlock {
        let resolved: ResolvedTiming
        let delay: TimeInterval
        let timing: AnimationTiming
        let options: AnimationOptions
    }
}

extension AnimationEngine {
    private static var timingCache: [TimingKey: ResolvedTiming] = [:]

    /// Resolved timings are shared between blocks with the same timing and duration (a table's rows all
    /// animate alike): springs are solved once, and thousands of animations point at one curve.
    static func resolvedTiming(_ timing: AnimationTiming, duration: Double) -> ResolvedTiming {
        // Blocks in a loop ask for the same timing again and again: the last answer is checked first
        // (kept as plain statics: a tuple holding a timing was copied through its run-time type
        // description at every block).
        if let lastResolved, duration == lastDuration, timing == lastTiming { return lastResolved }
        let key = TimingKey(timing: timing, duration: duration)
        let resolved: ResolvedTiming
        if let cached = timingCache[key] {
            resolved = cached
        } else {
            if timingCache.count >= 256 { timingCache.removeAll() }
            resolved = timing.resolved(duration: duration)
            timingCache[key] = resolved
        }
        (lastTiming, lastDuration, lastResolved) = (timing, duration, resolved)
        return resolved
    }

    private static var lastTiming = AnimationTiming.default
    private static var lastDuration = 0.0
    private static var lastResolved: ResolvedTiming?
}

struct TimingKey: Hashable {
    let timing: AnimationTiming
    let duration: Double
}
