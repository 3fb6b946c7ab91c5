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
    /// For a timed block, its resolved timing and delay (read per recorded change without copying `kind`).
    let timing: ResolvedTiming?
    let delay: Double
    /// `.repeat`: for ever; otherwise once.
    let repeatCount: Double
    let autoreverses: Bool
    /// Whether a non-additive change starts from what is on screen (`.beginFromCurrentState`, and always
    /// for property animators) rather than from the model value it replaces, as UIKit's blocks do.
    let beginsFromCurrentState: Bool

    init(kind: Kind, group: AnimationGroup?) {
        self.kind = kind
        self.group = group
        if case .timed(let timing, let delay, let options, _) = kind {
            self.timing = timing
            self.delay = delay
            repeatCount = options.contains(.repeat) ? .infinity : 1
            autoreverses = options.contains(.autoreverse)
            beginsFromCurrentState = options.contains(.beginFromCurrentState)
        } else {
            timing = nil
            delay = 0
            repeatCount = 1
            autoreverses = false
            beginsFromCurrentState = true
        }
    }

    private(set) static var stack: [AnimationContext] = []

    static var current: AnimationContext? { stack.last }

    /// Runs `body` with `context` current.
    static func run(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }
}
