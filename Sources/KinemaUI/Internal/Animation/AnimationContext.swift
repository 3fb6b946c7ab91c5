import Foundation
import KinemaCore

/// The animation block being executed, if any: property changes made while it is current become
/// animations with its timing.
@MainActor
final class AnimationContext {
    enum Kind {
        /// `UIView.animate…`: time-driven, with this block's resolved timing (and the timing it was resolved
        /// from, which nested blocks inherit).
        case timed(timing: ResolvedTiming, delay: Double, options: UIView.AnimationOptions, source: AnimationTiming)
        /// `UIViewPropertyAnimator`: progress-driven.
        case animator(UIViewPropertyAnimator, startFraction: Double)
        /// `UIView.performWithoutAnimation`.
        case disabled
    }

    let kind: Kind
    let group: AnimationGroup?
    /// Set inside `animateKeyframes`: changes are collected into keyframe paths instead.
    @exclusivity(unchecked) var keyframes: KeyframeCollector?
    /// For a timed block, its resolved timing and delay (read per recorded change without copying `kind`).
    let timing: ResolvedTiming?
    let delay: Double
    /// The rule `timing`'s duration spring was resolved under, for a block whose spring follows its
    /// engine's rule; nil for every other timing.
    let springRule: DurationSpringRule?
    /// `.repeat`: for ever; otherwise once.
    let repeatCount: Double
    let autoreverses: Bool
    /// Whether a non-additive change starts from what is on screen (`.beginFromCurrentState`, and always
    /// for property animators) rather than from the model value it replaces, as UIKit's blocks do.
    let beginsFromCurrentState: Bool

    init(kind: Kind, group: AnimationGroup?) {
        self.kind = kind
        self.group = group
        if case .timed(let timing, let delay, let options, let source) = kind {
            self.timing = timing
            if case .dampedSpring(_, _, let rule) = source { springRule = rule } else { springRule = nil }
            self.delay = delay
            repeatCount = options.contains(.repeat) ? .infinity : 1
            autoreverses = options.contains(.autoreverse)
            beginsFromCurrentState = options.contains(.beginFromCurrentState)
        } else {
            timing = nil
            springRule = nil
            delay = 0
            repeatCount = 1
            autoreverses = false
            beginsFromCurrentState = true
        }
    }

    /// The block's timing for a change on `engine`: a duration spring follows that engine's rule (the
    /// view's window's), resolved again when it is not the one the block began under.
    func timing(on engine: AnimationEngine) -> ResolvedTiming? {
        guard let timing, let rule = springRule, rule != engine.durationSpringRule,
            case .timed(_, _, _, let source) = kind
        else { return timing }
        return AnimationEngine.resolvedTiming(source.withDurationSpringRule(engine.durationSpringRule), duration: timing.duration)
    }

    /// Read by every recorded change: unchecked, as no access to it spans a call (`run` appends, then
    /// runs the body, then removes).
    @exclusivity(unchecked) private(set) static var stack: [AnimationContext] = []

    static var current: AnimationContext? { stack.last }

    /// Runs `body` with `context` current.
    static func run(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }
}
