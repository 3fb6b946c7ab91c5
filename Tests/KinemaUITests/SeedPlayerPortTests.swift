import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

// A port of seed 001's TransitionCoordinator ("Interactive animation", Spotify-like mini/full player).
// The seed's own code is kept as written; replaced are only the selector wiring (`@objc` and
// `UIPanGestureRecognizer(target:action:)`, which need the Objective-C runtime) and the parts the article
// does not show (the view controllers and the helpers it refers to), written the way it describes them.
// `@MainActor` on the coordinator is what Swift 6's language mode asks of it on iOS as well.

final class TabBarController: UIViewController {
    let miniPlayer = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        miniPlayer.frame = CGRect(x: 0, y: 734, width: 390, height: 60)
        miniPlayer.backgroundColor = .systemGray6
        view.addSubview(miniPlayer)
    }
}

final class PlayerViewController: UIViewController {
    let content = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 734, width: 390, height: 844)
        content.frame = view.bounds
        content.alpha = 0
        view.addSubview(content)
    }
}

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

    // Not in the article: the travel of the player and the wiring.
    let totalAnimationDistance: CGFloat = 734
    let duration: TimeInterval = 0.8

    init(tabBarViewController: TabBarController, playerViewController: PlayerViewController) {
        self.tabBarViewController = tabBarViewController
        self.playerViewController = playerViewController
        playerViewController.view.addGestureRecognizer(panGestureRecognizer)
    }

    private func createPanGestureRecognizer() -> UIPanGestureRecognizer {
        // Replaces `UIPanGestureRecognizer(target: self, action: #selector(didPanPlayer(recognizer:)))`.
        UIPanGestureRecognizer(panHandler: { [unowned self] in self.didPanPlayer(recognizer: $0) })
    }

    // The seed's handler, with `@objc` removed.
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
            continueInteractiveTransition(cancel: isCancelled)
        case .cancelled, .failed:
            continueInteractiveTransition(cancel: true) // ➌
        default:
            break
        }
    }

    // The seed's content animators.
    private func fadeInPlayerAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeIn)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: 0.5) {
            self.updatePlayer(with: self.state)
        }
        animator.scrubsLinearly = false
        return animator
    }

    private func fadeOutMiniPlayerAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: 0.5) {
            self.updateMiniPlayer(with: self.state)
        }
        animator.scrubsLinearly = false
        return animator
    }

    // What the article describes around them.
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
        playerViewController.content.alpha = state == .open ? 1 : 0
    }

    private func updateMiniPlayer(with state: State) {
        tabBarViewController.miniPlayer.alpha = state == .open ? 0 : 1
    }

    private func frameAnimator(with duration: TimeInterval) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1)
        animator.addAnimations {
            self.playerViewController.view.frame.origin.y = self.state == .open ? 0 : self.totalAnimationDistance
        }
        return animator
    }

    private func startInteractiveTransition(for state: State) {
        self.state = state
        runningAnimators = [frameAnimator(with: duration), fadeInPlayerAnimator(with: duration), fadeOutMiniPlayerAnimator(with: duration)]
        runningAnimators.forEach { $0.pauseAnimation() }
        runningAnimators[0].addCompletion { [weak self] position in
            guard let self else { return }
            if position == .start { self.state = !self.state }
            self.runningAnimators.removeAll()
        }
    }

    private func updateInteractiveTransition(distanceTraveled: CGFloat) {
        var fraction = distanceTraveled / totalAnimationDistance
        if state == .open { fraction *= -1 }
        runningAnimators.forEach { $0.fractionComplete = fraction }
    }

    private func isGestureCancelled(with velocity: CGFloat) -> Bool {
        guard velocity != 0 else { return false }
        let isPanningDown = velocity > 0
        return (state == .open && isPanningDown) || (state == .closed && !isPanningDown)
    }

    private func continueInteractiveTransition(cancel: Bool) {
        if cancel { runningAnimators.forEach { $0.isReversed = true } }
        runningAnimators.forEach { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
    }

    var currentState: State { state }
}

@MainActor
@Suite("Seed 001: interactive player")
struct SeedPlayerPortTests {
    @MainActor
    struct Scene {
        let harness = Harness()
        let tabBar = TabBarController()
        let player = PlayerViewController()
        let coordinator: TransitionCoordinator

        init() {
            harness.window.rootViewController = tabBar
            tabBar.view.addSubview(player.view)
            coordinator = TransitionCoordinator(tabBarViewController: tabBar, playerViewController: player)
        }
    }

    @Test func dragUpScrubsAndAFlingOpens() {
        let scene = Scene()
        // Drag the mini player up 200 points at 600 points per second.
        scene.harness.drag(from: CGPoint(x: 200, y: 760), by: CGPoint(x: 0, y: -10), steps: 20, release: false)
        let fraction = 200.0 / 734
        let frame = scene.player.view.layer.presentation()!.position.y - 422
        expectClose(frame, 734 * (1 - fraction), tolerance: 1e-6, "the frame animator scrubs linearly")
        // The fades are keyframed over the first half with scrubsLinearly = false: easeIn(f), then ×2.
        let eased = CubicBezier.easeIn.value(at: fraction)
        expectClose(Double(scene.player.content.layer.presentation()!.opacity), min(1, eased / 0.5), tolerance: 1e-6)
        let miniEased = CubicBezier.easeOut.value(at: fraction)
        expectClose(Double(scene.tabBar.miniPlayer.layer.presentation()!.opacity), 1 - min(1, miniEased / 0.5), tolerance: 1e-6)
        // Release while still moving up: the transition completes to open.
        scene.harness.send(.pointerUp(position: CGPoint(x: 200, y: 560), button: .primary, time: scene.harness.now))
        scene.harness.run(until: scene.harness.now + 1)
        #expect(scene.coordinator.currentState == .open)
        #expect(scene.player.view.frame.origin.y == 0)
        #expect(scene.player.content.alpha == 1 && scene.tabBar.miniPlayer.alpha == 0)
        // The gesture's and the animators' story (appearance callbacks are traced too; not this test's).
        let story = scene.harness.tracer.events.filter { !$0.name.hasPrefix("view") }.map(\.description)
        #expect(story.first == "pan: began")
        #expect(story.contains("pan: ended"))
        #expect(story.last == "animator: completion end")
    }

    @Test func flingTheOtherWayCancelsBackToClosed() {
        let scene = Scene()
        scene.harness.drag(from: CGPoint(x: 200, y: 760), by: CGPoint(x: 0, y: -10), steps: 10, release: false)
        // Turn round: move down for a few frames, then let go moving down.
        for _ in 0..<4 {
            scene.harness.advance(to: scene.harness.now + 1.0 / 60)
            scene.harness.send(.pointerMove(position: CGPoint(x: 200, y: 700), buttons: [.primary], time: scene.harness.now))
        }
        for step in 1...6 {
            scene.harness.advance(to: scene.harness.now + 1.0 / 60)
            scene.harness.send(.pointerMove(position: CGPoint(x: 200, y: 700 + CGFloat(step) * 8), buttons: [.primary], time: scene.harness.now))
        }
        scene.harness.send(.pointerUp(position: CGPoint(x: 200, y: 748), button: .primary, time: scene.harness.now))
        scene.harness.run(until: scene.harness.now + 1)
        #expect(scene.coordinator.currentState == .closed)
        #expect(scene.player.view.frame.origin.y == 734, "finishing at .start restores the model")
        #expect(scene.player.content.alpha == 0 && scene.tabBar.miniPlayer.alpha == 1)
        let animator = scene.harness.tracer.names(of: "animator")
        #expect(animator.contains("reversed"))
        #expect(animator.last == "completion start")
    }
}
