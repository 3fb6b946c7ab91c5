import Foundation
import KinemaCore

/// The built-in presentation animations, used when the presented controller's transitioning delegate
/// gives none: `.coverVertical` slides the presented view up from below the screen (down again on
/// dismissal), `.crossDissolve` fades it. UIKit does not publish its timing; Kinema uses 0.5 s on a
/// critically damped spring, which starts fast and settles without overshoot as UIKit's sheet does.
/// Not animated, the views swap at once.
@MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5

    let style: UIModalTransitionStyle
    let animated: Bool

    init(style: UIModalTransitionStyle, animated: Bool) {
        self.style = style
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animated ? Self.duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let from = transitionContext.viewController(forKey: .from)
        let presenting = from.map { transitionContext.viewController(forKey: .to)?.presentingViewController === $0 } ?? true
        guard let moving = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        if presenting {
            moving.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.addSubview(moving)
        } else if let returning = transitionContext.view(forKey: .to) {
            container.insertSubview(returning, at: 0)
        }
        guard animated else { return transitionContext.completeTransition(true) }
        let offstage = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let fades = style == .crossDissolve
        UIView.performWithoutAnimation {
            if presenting {
                if fades { moving.alpha = 0 } else { moving.transform = offstage }
            }
        }
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            if fades {
                moving.alpha = presenting ? 1 : 0
            } else {
                moving.transform = presenting ? .identity : offstage
            }
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            // What stays on screen shows as it is; a view that left is reset for its next presentation.
            if !presenting || !completed {
                moving.transform = .identity
                moving.alpha = 1
            }
            transitionContext.completeTransition(completed)
        })
    }
}
