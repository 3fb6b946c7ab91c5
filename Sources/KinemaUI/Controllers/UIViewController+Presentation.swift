import Foundation
import KinemaGraphics

/// UIKit's modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`,
/// animated by the presented controller's transitioning delegate or by the built-in cover-vertical and
/// cross-dissolve animations, interactively when the delegate hands out an interaction controller.
///
/// As in UIKit, a second `present` or a `dismiss` while a transition is in flight, presenting from a
/// controller that already presents one, or from one whose view is not in a window, is refused with
/// UIKit's warning on standard error, and nothing changes — never a crash, never a stuck state.
extension UIViewController {
    /// Where UIKit's warnings go (standard error; tests collect them).
    static var reportWarning: (String) -> Void = { message in
        StandardError.writeLine(message)
    }

    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        guard let window = view.window else {
            return Self.reportWarning("Warning: Attempt to present \(presented.pointerDescription) on \(pointerDescription) whose view is not in the window hierarchy!")
        }
        guard window.transition == nil else {
            return Self.reportWarning("Warning: Attempt to present \(presented.pointerDescription) on \(pointerDescription) while a presentation is in progress!")
        }
        if let current = presentedViewController {
            return Self.reportWarning("Warning: Attempt to present \(presented.pointerDescription) on \(pointerDescription) which is already presenting \(current.pointerDescription)")
        }
        guard presented !== self, presented.presentingViewController == nil else {
            return Self.reportWarning("Warning: Attempt to present \(presented.pointerDescription) which is already presented")
        }
        let style = presented.modalPresentationStyle == .automatic ? .fullScreen : presented.modalPresentationStyle
        presentedViewController = presented
        presented.presentingViewController = self
        presented.isBeingPresented = true
        presentedStyle = style
        homeBeforePresenting = ViewHome(superview: view.superview, index: view.superview?.subviews.firstIndex(of: view) ?? 0)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        presentationContainer = container
        window.engine.whileRunning {
            // The presented controller's view is loaded and sized before any callback, as in UIKit. Will-
            // callbacks go from the side leaving to the side arriving; did-callbacks the other way round.
            presented.view.frame = container.bounds
            if !style.keepsPresenterVisible { beginAppearanceTransition(false, animated: flag) }
            presented.beginAppearanceTransition(true, animated: flag)
            let delegate = presented.transitioningDelegate
            let custom = flag ? delegate?.askAnimationController(forPresented: presented, presenting: self, source: self) : nil
            let animator = custom ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, animated: flag)
            let transition = ModalTransition(
                kind: .presentation, presenter: self, presented: presented, window: window, container: container,
                animated: flag, style: style, animator: animator, presenterHome: homeBeforePresenting, completion: completion)
            begin(transition, interactor: flag ? delegate?.askInteractionControllerForPresentation(using: animator) : nil)
        }
    }

    /// Dismisses the controller this one presents, or, when it presents none, this one (UIKit's rule).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController != nil ? self : presentingViewController
        guard let presenter, let presented = presenter.presentedViewController, let container = presenter.presentationContainer else { return }
        guard let window = container.window else { return }
        guard window.transition == nil else {
            return Self.reportWarning("Warning: Attempt to dismiss from view controller \(presenter.pointerDescription) while a presentation or dismiss is in progress!")
        }
        presented.isBeingDismissed = true
        let style = presenter.presentedStyle
        window.engine.whileRunning {
            presented.beginAppearanceTransition(false, animated: flag)
            if !style.keepsPresenterVisible { presenter.beginAppearanceTransition(true, animated: flag) }
            let delegate = presented.transitioningDelegate
            let custom = flag ? delegate?.askAnimationController(forDismissed: presented) : nil
            let animator = custom ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, animated: flag)
            let transition = ModalTransition(
                kind: .dismissal, presenter: presenter, presented: presented, window: window, container: container,
                animated: flag, style: style, animator: animator, presenterHome: presenter.homeBeforePresenting,
                completion: completion)
            presenter.begin(transition, interactor: flag ? delegate?.askInteractionControllerForDismissal(using: animator) : nil)
        }
    }

    /// Runs a transition and, when it ends, the bookkeeping of who presents whom.
    private func begin(_ transition: ModalTransition, interactor: UIViewControllerInteractiveTransitioning?) {
        transition.window.transition = transition
        transition.onEnd = { transition, didComplete in
            let presenter = transition.presenter, presented = transition.presented
            transition.window.transition = nil
            presented.isBeingPresented = false
            presented.isBeingDismissed = false
            let unlinks = transition.kind == .presentation ? !didComplete : didComplete
            if unlinks {
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presenter.presentationContainer = nil
            }
        }
        transition.start(interactor: interactor)
    }

    /// Where a view lived: its superview, held weakly (the presenter's home is usually the window, which
    /// holds the presenter: a strong reference kept both alive for good), and its place there.
    struct ViewHome {
        weak var superview: UIView?
        var index: Int
    }

    /// `<ClassName: 0x…>`, as UIKit's warnings name controllers.
    var pointerDescription: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }
}

extension UIViewControllerTransitioningDelegate {
    /// The delegate's methods through its `…Subclassing` twin when it declares one.
    private var twin: UIViewControllerTransitioningDelegateSubclassing? {
        SubclassedDelegateCheck.check(
            self, protocolName: "UIViewControllerTransitioningDelegate",
            twinName: "UIViewControllerTransitioningDelegateSubclassing",
            declaresTwin: self is UIViewControllerTransitioningDelegateSubclassing,
            conforms: { $0 is UIViewControllerTransitioningDelegate.Type })
        return self as? UIViewControllerTransitioningDelegateSubclassing
    }

    func askAnimationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if let twin { return twin.animationController(forPresented: presented, presenting: presenting, source: source) }
        return animationController(forPresented: presented, presenting: presenting, source: source)
    }

    func askAnimationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let twin { return twin.animationController(forDismissed: dismissed) }
        return animationController(forDismissed: dismissed)
    }

    func askInteractionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if let twin { return twin.interactionControllerForPresentation(using: animator) }
        return interactionControllerForPresentation(using: animator)
    }

    func askInteractionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if let twin { return twin.interactionControllerForDismissal(using: animator) }
        return interactionControllerForDismissal(using: animator)
    }
}
