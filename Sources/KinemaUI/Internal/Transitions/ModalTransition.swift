import Foundation

/// One presentation or dismissal in flight: the context handed to the animator (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`) and what happens around it — the container, the
/// appearance callbacks on both sides, the views UIKit moves, and the end of it, exactly once.
///
/// For `.fullScreen` the presenter's view is handed over as a transition view and taken out of the
/// window once presenting completes; dismissing hands it back and, when it is done, puts it back where
/// it was if the animator left it out of the window. For `.overFullScreen` it stays where it is and is
/// not handed over. Whatever an animator does with the views, Kinema then does what UIKit does — no more:
/// views an animator moves stay where it put them.
@MainActor
final class ModalTransition: UIViewControllerContextTransitioning {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presenter: UIViewController
    let presented: UIViewController
    let window: UIWindow
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var isComplete = false
    let animator: UIViewControllerAnimatedTransitioning
    private let completion: (() -> Void)?
    /// Where the presenter's view lives outside transitions (for `.fullScreen`, restored after dismissal).
    let presenterHome: UIViewController.ViewHome

    /// Runs when the transition has ended (the presenter clears its bookkeeping).
    var onEnd: ((ModalTransition, Bool) -> Void)?

    init(
        kind: Kind, presenter: UIViewController, presented: UIViewController, window: UIWindow, container: UIView,
        animated: Bool, style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
        presenterHome: UIViewController.ViewHome, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presenter = presenter
        self.presented = presented
        self.window = window
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.presenterHome = presenterHome
        self.completion = completion
    }

    var keepsPresenterVisible: Bool { presentationStyle.keepsPresenterVisible }

    // MARK: - UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (key, kind) {
        case (.from, .presentation), (.to, .dismissal): return presenter
        case (.to, .presentation), (.from, .dismissal): return presented
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controller = viewController(forKey: key == .from ? .from : .to)
        // UIKit hands over only the views it moves: not the presenter's when it stays on screen.
        if controller === presenter && keepsPresenterVisible { return nil }
        return controller?.view
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        viewController === self.viewController(forKey: .from) ? containerView.bounds : .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        if viewController === self.viewController(forKey: .to) { return containerView.bounds }
        // The presenter's view keeps its frame when it stays; a leaving one has no final frame.
        return viewController === presenter && keepsPresenterVisible ? containerView.bounds : .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}

    func finishInteractiveTransition() {
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {}

    /// Ends the transition. Called more than once (an animator with two completion blocks), only the
    /// first call counts.
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        switch kind {
        case .presentation: finishPresentation(didComplete)
        case .dismissal: finishDismissal(didComplete)
        }
        window.ignoresTouchesForTransition = false
        onEnd?(self, didComplete)
        animator.endAnimation(didComplete)
        if didComplete { completion?() }
    }

    // MARK: - Running

    /// Starts the animations, or the interaction controller driving them.
    func start(interactor: UIViewControllerInteractiveTransitioning?) {
        if let interactor, interactor.wantsInteractiveStart {
            isInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            // While a transition animates on its own, touches are not delivered (UIKit ignores them).
            window.ignoresTouchesForTransition = true
            if let interactor { interactor.startInteractiveTransition(self) } else { animator.animateTransition(using: self) }
        }
    }
}
