import Foundation
import KinemaCore

/// UIKit's interaction controller that drives a transition's animations by a percentage: a gesture
/// calls `update(_:)`, then `finish()` or `cancel()`.
///
/// When the animator gives an interruptible animator (`interruptibleAnimator(using:)`), that animator is
/// paused, scrubbed and continued (or reversed) — UIKit's way since iOS 10. Otherwise the animations
/// `animateTransition(using:)` makes (`UIView.animate…` blocks) run in a time domain of their own: the
/// container keeps a paused clock that `update` sets to `percent × duration` (Core Animation's layer
/// speed 0 and time offset). `finish()` runs that clock on to the end, `cancel()` back to the start — at
/// `completionSpeed`, along `completionCurve` — and the blocks' completions then run (finished), where
/// the animator calls `completeTransition(!transitionWasCancelled)` and, on a cancel, puts back what its
/// block changed: as in UIKit, a cancelled block's model values stay where the block set them.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Speed of the automatic part after `finish()` or `cancel()`: 1 is the animation's own speed.
    public var completionSpeed: CGFloat = 1
    public var completionCurve: UIView.AnimationCurve = .easeInOut
    public var wantsInteractiveStart = true
    public private(set) var percentComplete: CGFloat = 0

    private weak var context: UIViewControllerContextTransitioning?
    /// The container whose clock this controller drives (kept apart: the context goes when it ends).
    private weak var container: UIView?
    private var transitionDuration: TimeInterval = 0
    /// The container's own clock (no interruptible animator).
    private var domain: AnimationEngine?
    private var interruptible: UIViewImplicitlyAnimating?
    private var completing: (from: Double, to: Double, start: Double, length: Double)?

    public override init() {
        super.init()
    }

    /// The duration of the transition being driven, in seconds (the animator's).
    public var duration: CGFloat { CGFloat(transitionDuration) }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let transition = transitionContext as? ModalTransition else { return }
        let animator = transition.animator
        transitionDuration = max(0, animator.transitionDuration(using: transitionContext))
        if let provided = animator.providedInterruptibleAnimator(using: transitionContext) {
            interruptible = provided
            provided.pauseAnimation()
            provided.fractionComplete = percentComplete
            return
        }
        let domain = AnimationEngine()
        domain.drainsMainQueue = false
        domain.clock.seek(to: Double(percentComplete) * transitionDuration)
        self.domain = domain
        container = transitionContext.containerView
        transitionContext.containerView.ownEngine = domain
        transition.window.engine.whileRunning { animator.animateTransition(using: transitionContext) }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN ignored).
    open func update(_ percentComplete: CGFloat) {
        guard !percentComplete.isNaN, completing == nil else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
        if let interruptible {
            interruptible.fractionComplete = self.percentComplete
        } else {
            show(Double(self.percentComplete))
        }
    }

    /// Stops driving: the transition holds where it is.
    open func pause() {
        context?.pauseInteractiveTransition()
        interruptible?.pauseAnimation()
    }

    /// Completes the transition from where it is.
    open func finish() {
        context?.finishInteractiveTransition()
        runToEnd(forward: true)
    }

    /// Plays the transition back to its start; it ends cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        runToEnd(forward: false)
    }

    // MARK: - Machinery

    private func runToEnd(forward: Bool) {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
        if let interruptible {
            interruptible.isReversed = !forward
            let timing = UICubicTimingParameters(animationCurve: completionCurve)
            let left = forward ? 1 - Double(percentComplete) : Double(percentComplete)
            interruptible.continueAnimation(withTimingParameters: timing, durationFactor: CGFloat(max(left, 1e-6) / speed))
            return
        }
        guard let domain, let window = container?.window else { return }
        let from = domain.clock.time, to = forward ? transitionDuration : 0
        completing = (from, to, window.engine.now, abs(to - from) / speed)
        window.engine.addTicker(owner: self) { [weak self] now in
            self?.advanceCompletion(at: now) ?? false
        }
    }

    /// One frame of the automatic part; false when it has ended.
    private func advanceCompletion(at now: Double) -> Bool {
        guard let run = completing, let domain else { return false }
        let linear = run.length > 0 ? min(1, max(0, (now - run.start) / run.length)) : 1
        let eased = completionCurve.bezier.value(at: linear)
        domain.clock.seek(to: run.from + (run.to - run.from) * eased)
        domain.update()
        guard linear >= 1 else { return true }
        completing = nil
        // Back at the start, the blocks end there: their completions run, as when they reach the end.
        if run.to == 0 { domain.completeAll(finished: true) }
        release()
        return false
    }

    private func show(_ fraction: Double) {
        guard let domain else { return }
        domain.clock.seek(to: fraction * transitionDuration)
        domain.update()
    }

    /// Gives the container's views back to the window's clock.
    private func release() {
        container?.ownEngine = nil
        container = nil
        domain = nil
    }
}
