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
    var keyframes: KeyframeCollector?

    init(kind: Kind, group: AnimationGroup?) {
        self.kind = kind
        self.group = group
    }

    private(set) static var stack: [AnimationContext] = []

    static var current: AnimationContext? { stack.last }

    /// Runs `body` with `context` current.
    static func run(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }

    var repeatCount: Double {
        guard case .timed(_, _, let options, _) = kind, options.contains(.repeat) else { return 1 }
        return .infinity
    }

    var autoreverses: Bool {
        guard case .timed(_, _, let options, _) = kind else { return false }
        return options.contains(.autoreverse)
    }

    /// Whether a non-additive change starts from what is on screen (`.beginFromCurrentState`, and always
    /// for property animators) rather than from the model value it replaces, as UIKit's blocks do.
    var beginsFromCurrentState: Bool {
        guard case .timed(_, _, let options, _) = kind else { return true }
        return options.contains(.beginFromCurrentState)
    }
}
