import Foundation

/// What happens when a presentation or dismissal ends: the views UIKit keeps or removes, and the
/// appearance callbacks that close each side.
extension ModalTransition {
    func finishPresentation(_ didComplete: Bool) {
        if didComplete {
            // `.fullScreen`: the presenter's view leaves the window once covered.
            if !keepsPresenterVisible { presenter.view.removeFromSuperview() }
        } else {
            presented.view.removeFromSuperview()
            restorePresenterView()
            containerView.removeFromSuperview()
        }
        endAppearance(appearing: presented, disappearing: keepsPresenterVisible ? nil : presenter, didComplete)
    }

    func finishDismissal(_ didComplete: Bool) {
        if didComplete {
            presented.view.removeFromSuperview()
            restorePresenterView()
            containerView.removeFromSuperview()
        } else if !keepsPresenterVisible, presenter.view.superview != nil, presenter.view.isDescendant(of: containerView) {
            // A cancelled `.fullScreen` dismissal: the presenter is covered again.
            presenter.view.removeFromSuperview()
        }
        endAppearance(appearing: keepsPresenterVisible ? nil : presenter, disappearing: presented, didComplete)
    }

    /// Puts the presenter's view back where it lived if it is out of the window or inside the container
    /// about to go (an animator moved it there), as UIKit does after a full-screen dismissal. Called before
    /// the container is removed, so a view that never leaves the window is never told it did.
    func restorePresenterView() {
        let view = presenter.view!
        guard view.window == nil || view.isDescendant(of: containerView), let home = presenterHome.superview else { return }
        home.insertSubview(view, at: min(presenterHome.index, home.subviews.count))
    }

    /// Closes the appearance callbacks begun when the transition started; a cancelled transition turns
    /// both sides back first (UIKit: viewWillAppear, then viewWillDisappear and viewDidDisappear).
    private func endAppearance(appearing: UIViewController?, disappearing: UIViewController?, _ didComplete: Bool) {
        if !didComplete {
            appearing?.beginAppearanceTransition(false, animated: isAnimated)
            disappearing?.beginAppearanceTransition(true, animated: isAnimated)
        }
        appearing?.endAppearanceTransition()
        disappearing?.endAppearanceTransition()
    }
}
