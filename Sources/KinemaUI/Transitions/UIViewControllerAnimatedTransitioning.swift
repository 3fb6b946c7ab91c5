import Foundation

/// A transition's animations (UIKit's `UIViewControllerAnimatedTransitioning`).
///
/// `animationEnded(_:)` and `interruptibleAnimator(using:)` are optional: their defaults do nothing and
/// return `UIViewControllerNoInterruptibleAnimator.shared` (UIKit's "not implemented"). A subclass of an
/// animator class that adds one of them declares `UIViewControllerAnimatedTransitioningSubclassing` (see
/// README: Delegates and subclasses).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// An animator the transition can pause, scrub and continue (an interactive transition drives it).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewControllerNoInterruptibleAnimator.shared
    }
}

/// Kinema: declared by a subclass of an animator class so the optional methods it adds are called.
@MainActor
public protocol UIViewControllerAnimatedTransitioningSubclassing: AnyObject {
    func animationEnded(_ transitionCompleted: Bool)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

/// What the default `interruptibleAnimator(using:)` returns: "this animator has none". (UIKit's method is
/// optional and absent; Swift needs a value of the exact type for a user's implementation to be found.)
@MainActor
public final class UIViewControllerNoInterruptibleAnimator: UIViewPropertyAnimator {
    public static let shared = UIViewControllerNoInterruptibleAnimator(duration: 0, curve: .linear)
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's optional methods through its `…Subclassing` twin when it declares one.
    func endAnimation(_ completed: Bool) {
        if let twin = self as? UIViewControllerAnimatedTransitioningSubclassing {
            twin.animationEnded(completed)
        } else {
            animationEnded(completed)
        }
        SubclassedDelegateCheck.check(
            self, protocolName: "UIViewControllerAnimatedTransitioning",
            twinName: "UIViewControllerAnimatedTransitioningSubclassing",
            declaresTwin: self is UIViewControllerAnimatedTransitioningSubclassing,
            conforms: { $0 is UIViewControllerAnimatedTransitioning.Type })
    }

    /// The interruptible animator, or nil when the animator has none.
    func providedInterruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating? {
        let animator = (self as? UIViewControllerAnimatedTransitioningSubclassing)?.interruptibleAnimator(using: context)
            ?? interruptibleAnimator(using: context)
        return animator === UIViewControllerNoInterruptibleAnimator.shared ? nil : animator
    }
}
