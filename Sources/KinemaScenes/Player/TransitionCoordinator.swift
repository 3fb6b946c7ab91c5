import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 001's TransitionCoordinator ("Interactive animation", a Spotify-like player): its state, its
// running animators, its pan handler and its two content animators are the article's, as written (only
// `@objc` is gone: Linux has no Objective-C runtime, so the recognizer takes a closure). The article
// leaves the rest out; it is filled in the way Apple's WWDC 2017 "Advanced Animations with UIKit" does it:
// every animator is made together and kept in `runningAnimators`; a touch pauses them and remembers each
// one's fraction; dragging adds the translation; releasing continues them, reversed when the gesture is
// cancelled. A pan that begins on touch-down catches the player mid-flight. `@MainActor` is what Swift 6
// asks of it, as it would on iOS.

@MainActor
final class TransitionCoordinator {
    enum State: Equatable {
        case open
        case closed
        static prefix func !(_ state: State) -> State {
            return state == .open ? .closed : .open
        }
    }
    private weak var tabBarViewController: TabBarController!
    private weak var playerViewController: PlayerViewController!
    private lazy var panGestureRecognizer = createPanGestureRecognizer()
    private var state: State = .closed // ➊
    private var runningAnimators = [UIViewPropertyAnimator]() // ➋

    // MARK: - Filled in (WWDC 2017)

    /// The numbers of the transition (PlayerTransitionTuning.swift).
    var tuning = PlayerTransitionTuning()
    /// Each running animator's `fractionComplete` when the current touch caught it.
    private var progressWhenInterrupted: [CGFloat] = []
    /// Whether the current touch started the transition (a tap then plays it) or caught one in flight (a
    /// tap then turns it round).
    private var touchStartedTransition = false
    private var tapHandledTouch = false
    private lazy var tapGestureRecognizer = UITapGestureRecognizer { [unowned self] _ in self.didTapPlayer() }
    private let gestureRules = GestureRules()

    init(tabBarViewController: TabBarController, playerViewController: PlayerViewController) {
        self.tabBarViewController = tabBarViewController
        self.playerViewController = playerViewController
        gestureRules.coordinator = self
        panGestureRecognizer.delegate = gestureRules
        playerViewController.view.addGestureRecognizer(panGestureRecognizer)
        playerViewController.miniPlayerView.addGestureRecognizer(tapGestureRecognizer)
        playerViewController.closeButton.addAction(UIAction { [unowned self] _ in self.didTapPlayer() }, for: .touchUpInside)
    }

    /// The player's frame when the transition is at `state`: docked above the tab bar, or the screen.
    func playerFrame(for state: State) -> CGRect {
        let bounds = tabBarViewController.view.bounds
        let tabBarTop = bounds.height - tabBarViewController.tabBar.bounds.height
        return state == .open ? bounds : CGRect(x: 0, y: tabBarTop - PlayerViewController.miniHeight, width: bounds.width, height: PlayerViewController.miniHeight)
    }

    /// How far the player's top travels, in points.
    var totalAnimationDistance: CGFloat { playerFrame(for: .closed).minY - playerFrame(for: .open).minY }

    private func createPanGestureRecognizer() -> UIPanGestureRecognizer {
        // Replaces `UIPanGestureRecognizer(target: self, action: #selector(didPanPlayer(recognizer:)))`, with
        // WWDC 2017's pan that begins on touch-down.
        let recognizer = InstantPanGestureRecognizer(panHandler: { [unowned self] in self.didPanPlayer(recognizer: $0) })
        recognizer.traceName = "pan"
        return recognizer
    }

    private func didPanPlayer(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            startInteractiveTransition(for: !state) // ➊
        case .changed:
            let translation = recognizer.translation(in: recognizer.view!)
            updateInteractiveTransition(distanceTraveled: translation.y) // ➋
        case .ended:
            let velocity = recognizer.velocity(in: recognizer.view!).y
            let isCancelled = isGestureCancelled(with: velocity)
            lastHandOff = nil
            continueInteractiveTransition(cancel: isCancelled)
            // A tap's touch ends the pan too; only a drag's release is one.
            if !tapHandledTouch { onRelease?(Double(-velocity), lastHandOff.map(Double.init)) }
        case .cancelled, .failed:
            continueInteractiveTransition(cancel: true) // ➌
        default:
            break
        }
    }

    private func fadeInPlayerAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeIn)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: tuning.keyframeSplit) {
            self.updatePlayer(with: self.state)
        }
        animator.scrubsLinearly = tuning.fadesScrubLinearly
        return animator
    }

    private func fadeOutMiniPlayerAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: tuning.keyframeSplit) {
            self.updateMiniPlayer(with: self.state)
        }
        animator.scrubsLinearly = tuning.fadesScrubLinearly
        return animator
    }

    // MARK: - What the article refers to

    /// A keyframe animation inside a property animator: the animator's progress drives it.
    private func addKeyframeAnimation(
        to animator: UIViewPropertyAnimator, withRelativeStartTime frameStartTime: Double = 0.0,
        relativeDuration frameDuration: Double = 1.0, animations: @escaping () -> Void
    ) {
        animator.addAnimations {
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration) {
                    animations()
                }
            })
        }
    }

    private func updatePlayer(with state: State) {
        playerViewController.fullPlayerView.alpha = state == .open ? 1 : 0
    }

    private func updateMiniPlayer(with state: State) {
        playerViewController.miniPlayerView.alpha = state == .open ? 0 : 1
    }

    private func frameAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        if UIAccessibility.isReduceMotionEnabled {
            // Reduce Motion (Kinema's addition to the seed): the player does not slide; it is where the
            // transition ends at once and the mini and full players cross-fade (back if cancelled).
            let target = state
            UIView.performWithoutAnimation { self.playerViewController.view.frame = self.playerFrame(for: target) }
            let animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
            animator.addCompletion { [weak self] position in
                guard let self, position == .start else { return }
                UIView.performWithoutAnimation { self.playerViewController.view.frame = self.playerFrame(for: !target) }
            }
            animator.traceName = "frame"
            return animator
        }
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: tuning.damping) {
            self.playerViewController.view.frame = self.playerFrame(for: self.state)
        }
        animator.traceName = "frame"
        return animator
    }

    private func tabBarAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            let tabBar = self.tabBarViewController.tabBar
            tabBar.transform = self.state == .open ? CGAffineTransform(translationX: 0, y: tabBar.bounds.height) : .identity
        }
    }

    private func artworkAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            let radius = PlayerViewController.artworkCornerRadius
            self.playerViewController.artworkView.layer.cornerRadius = self.state == .open ? radius.open : radius.closed
        }
    }

    /// Makes every animator of a transition to `state`, unless one is running (then it is caught instead).
    private func animateTransitionIfNeeded(to state: State) {
        guard runningAnimators.isEmpty else { return }
        self.state = state
        let duration = tuning.duration
        runningAnimators = [
            frameAnimator(with: duration), fadeInPlayerAnimator(with: duration), fadeOutMiniPlayerAnimator(with: duration),
            tabBarAnimator(with: duration), artworkAnimator(with: duration),
        ]
        runningAnimators[1].traceName = "fade-in"
        runningAnimators[2].traceName = "fade-out"
        runningAnimators[0].addCompletion { [weak self] position in
            guard let self else { return }
            // Ended back at the start: the transition was cancelled, the state is what it was.
            if position == .start { self.state = !self.state }
            self.runningAnimators.removeAll()
        }
    }

    private func startInteractiveTransition(for state: State) {
        touchStartedTransition = runningAnimators.isEmpty
        tapHandledTouch = false
        animateTransitionIfNeeded(to: state)
        runningAnimators.forEach { $0.pauseAnimation() }
        progressWhenInterrupted = runningAnimators.map(\.fractionComplete)
    }

    private func updateInteractiveTransition(distanceTraveled: CGFloat) {
        var fraction = distanceTraveled / totalAnimationDistance
        // Opening follows the finger up (negative y); a reversed transition runs the other way.
        if state == .open { fraction *= -1 }
        if runningAnimators.first?.isReversed == true { fraction *= -1 }
        for (index, animator) in runningAnimators.enumerated() {
            animator.fractionComplete = progressWhenInterrupted[index] + fraction
        }
    }

    /// The article's question, with this rule (README): cancelled when the release velocity points back
    /// against the way the transition is going faster than `cancelVelocity`; when slower, cancelled when the
    /// transition is less than half way.
    private func isGestureCancelled(with velocity: CGFloat) -> Bool {
        guard let lead = runningAnimators.first else { return false }
        let target = lead.isReversed ? !state : state
        let along = target == .open ? -velocity : velocity
        if along < -tuning.cancelVelocity { return true }
        if along > tuning.cancelVelocity { return false }
        return lead.fractionComplete < 0.5
    }

    private func continueInteractiveTransition(cancel: Bool) {
        guard !tapHandledTouch else { return }
        if cancel { runningAnimators.forEach { $0.isReversed = !$0.isReversed } }
        let handOff = handOffTiming()
        for (index, animator) in runningAnimators.enumerated() {
            animator.continueAnimation(withTimingParameters: index == 0 ? handOff : nil, durationFactor: 0)
        }
    }

    /// Kinema's option: the frame spring starts with the release velocity, relative to the distance left
    /// (positive toward where the transition is going, as UIKit's `initialVelocity`), capped.
    private func handOffTiming() -> UITimingCurveProvider? {
        guard tuning.handsOffVelocity, let lead = runningAnimators.first else { return nil }
        let target = lead.isReversed ? !state : state
        let velocity = panGestureRecognizer.velocity(in: playerViewController.view.superview).y
        let along = target == .open ? -velocity : velocity
        let remaining = max(1, (1 - lead.fractionComplete) * totalAnimationDistance)
        let relative = min(TransitionCoordinatorLimits.handOff, max(-TransitionCoordinatorLimits.handOff, along / remaining))
        lastHandOff = relative
        return UISpringTimingParameters(dampingRatio: tuning.damping, initialVelocity: CGVector(dx: 0, dy: relative))
    }

    /// A tap on the mini player or the chevron: plays the transition a touch started, turns round one in
    /// flight, or starts one (WWDC 2017's tap on the popup).
    private func didTapPlayer() {
        tapHandledTouch = panGestureRecognizer.state != .possible
        if runningAnimators.isEmpty {
            animateTransitionIfNeeded(to: !state)
            runningAnimators.forEach { $0.startAnimation() }
            return
        }
        if !(touchStartedTransition && tapHandledTouch) {
            runningAnimators.forEach { $0.isReversed = !$0.isReversed }
        }
        runningAnimators.forEach { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
    }

    // MARK: - For the scene and its tests

    /// Opens or closes the player as a tap on it does (the scene's Space key).
    func toggle() { didTapPlayer() }

    var currentState: State { state }

    /// Kinema: told of each release of a drag — its velocity toward open (points per second) and the
    /// relative velocity handed to the frame spring (nil when none was: the seed's way).
    var onRelease: ((_ pointsPerSecond: Double, _ handedOff: Double?) -> Void)?
    /// The relative velocity the last release handed to the frame spring.
    private var lastHandOff: CGFloat?

    /// Puts the player at `target` at once, as the end of a transition leaves it (Y's loop starts the
    /// opening again from closed); nothing while a transition runs.
    func jump(to target: State) {
        guard runningAnimators.isEmpty else { return }
        state = target
        UIView.performWithoutAnimation {
            playerViewController.view.frame = playerFrame(for: target)
            updatePlayer(with: target)
            updateMiniPlayer(with: target)
            let tabBar = tabBarViewController.tabBar
            tabBar.transform = target == .open ? CGAffineTransform(translationX: 0, y: tabBar.bounds.height) : .identity
            let radius = PlayerViewController.artworkCornerRadius
            playerViewController.artworkView.layer.cornerRadius = target == .open ? radius.open : radius.closed
        }
    }

    /// How open the player looks on screen (0 closed, 1 open), read from the presentation layers: where
    /// the frame's top is between its two ends, the full player's opacity, the mini player's transparency.
    var onScreenOpenness: (frame: Double, fadeIn: Double, fadeOut: Double) {
        let player = playerViewController!
        let top = player.view.layer.presentation().map { $0.position.y - $0.bounds.height / 2 } ?? player.view.frame.minY
        let closedTop = playerFrame(for: .closed).minY
        let frame = Double((closedTop - top) / max(1, totalAnimationDistance))
        let fadeIn = Double(player.fullPlayerView.layer.presentation()?.opacity ?? Float(player.fullPlayerView.alpha))
        let fadeOut = 1 - Double(player.miniPlayerView.layer.presentation()?.opacity ?? Float(player.miniPlayerView.alpha))
        return (frame, fadeIn, fadeOut)
    }
    var animators: [UIViewPropertyAnimator] { runningAnimators }
    var isTransitioning: Bool { !runningAnimators.isEmpty }

    /// The pan's delegate: it does not take touches meant for a button, and it shares them with the tap.
    @MainActor
    final class GestureRules: UIGestureRecognizerDelegate {
        weak var coordinator: TransitionCoordinator?

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view = gestureRecognizer.view, let window = view.window else { return true }
            var hit = window.hitTest(gestureRecognizer.location(in: nil), with: nil)
            while let current = hit, current !== view {
                if current is UIControl { return false }
                hit = current.superview
            }
            return true
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            otherGestureRecognizer is UITapGestureRecognizer
        }
    }
}

enum TransitionCoordinatorLimits {
    static let handOff = PlayerTransitionTuning.maximumHandOff
}
