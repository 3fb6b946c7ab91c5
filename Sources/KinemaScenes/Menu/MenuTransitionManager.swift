import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 004 ("Transitions in Swift"): the transition manager that presents the menu, as the article and
// its series write it. Changed, and why: Swift 2 names became today's (`viewControllerForKey(...)` →
// `viewController(forKey:)`, `animateWithDuration` → `animate(withDuration:)`, `options: nil` → `[]`,
// `sharedApplication().keyWindow` → `shared.keyWindow`); `@MainActor` (Swift 6 asks for it, as it would on
// iOS); the numbers the article hard-codes (0.5 s, damping 0.7, velocity 0.8, row offsets 50/150/300) are
// read from `tuning`, whose defaults are those numbers (MenuTransitionManager+Tuning.swift). The article's
// final variant swaps the offsets to 300/150/50 ("bottom first"): that is the `order` setting.

@MainActor
final class MenuTransitionManager: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    private var presenting = false
    /// Kinema: the article's numbers, tunable (defaults are the article's).
    var tuning = MenuTransitionTuning()

    // MARK: UIViewControllerAnimatedTransitioning protocol methods

    // animate a change from one viewcontroller to another
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // get reference to our fromView, toView and the container view that we should perform the transition in
        let container = transitionContext.containerView

        // create a tuple of our screens
        let screens: (from: UIViewController, to: UIViewController) = (transitionContext.viewController(forKey: .from)!, transitionContext.viewController(forKey: .to)!)

        // assign references to our menu view controller and the 'bottom' view controller from the tuple
        // remember that our menuViewController will alternate between the from and to view controller depending if we're presenting or dismissing
        let menuViewController = !self.presenting ? screens.from as! MenuViewController : screens.to as! MenuViewController
        let bottomViewController = !self.presenting ? screens.to as UIViewController : screens.from as UIViewController

        let menuView = menuViewController.view!
        let bottomView = bottomViewController.view!

        // prepare menu items to slide in
        if (self.presenting){
            self.offStageMenuController(menuViewController: menuViewController)
        }

        // add the both views to our view controller
        container.addSubview(bottomView)
        container.addSubview(menuView)

        let duration = self.transitionDuration(using: transitionContext)

        // perform the animation!
        UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: tuning.damping, initialSpringVelocity: tuning.velocity, options: [], animations: {
            if (self.presenting){
                self.onStageMenuController(menuViewController: menuViewController) // onstage items: slide in
            }
            else {
                self.offStageMenuController(menuViewController: menuViewController) // offstage items: slide out
            }
        }, completion: { finished in
            // tell our transitionContext object that we've finished animating
            transitionContext.completeTransition(true)

            // bug: we have to manually add our 'to view' back http://openradar.appspot.com/radar?id=5320103646199808
            UIApplication.shared.keyWindow?.addSubview(screens.to.view)
        })
    }

    func offStage(amount: CGFloat) -> CGAffineTransform {
        // Reduce Motion (Kinema's addition to the seed): the rows stay in place and the menu cross-fades.
        if UIAccessibility.isReduceMotionEnabled { return .identity }
        return CGAffineTransformMakeTranslation(amount, 0)
    }

    func offStageMenuController(menuViewController: MenuViewController){
        menuViewController.view.alpha = 0

        // setup paramaters for 2D transitions for animations
        let topRowOffset: CGFloat = tuning.topRowOffset
        let middleRowOffset: CGFloat = tuning.middleRowOffset
        let bottomRowOffset: CGFloat = tuning.bottomRowOffset

        menuViewController.textPostIcon.transform = self.offStage(amount: -topRowOffset)
        menuViewController.textPostLabel.transform = self.offStage(amount: -topRowOffset)

        menuViewController.quotePostIcon.transform = self.offStage(amount: -middleRowOffset)
        menuViewController.quotePostLabel.transform = self.offStage(amount: -middleRowOffset)

        menuViewController.chatPostIcon.transform = self.offStage(amount: -bottomRowOffset)
        menuViewController.chatPostLabel.transform = self.offStage(amount: -bottomRowOffset)

        menuViewController.photoPostIcon.transform = self.offStage(amount: topRowOffset)
        menuViewController.photoPostLabel.transform = self.offStage(amount: topRowOffset)

        menuViewController.linkPostIcon.transform = self.offStage(amount: middleRowOffset)
        menuViewController.linkPostLabel.transform = self.offStage(amount: middleRowOffset)

        menuViewController.audioPostIcon.transform = self.offStage(amount: bottomRowOffset)
        menuViewController.audioPostLabel.transform = self.offStage(amount: bottomRowOffset)
    }

    func onStageMenuController(menuViewController: MenuViewController){
        // prepare menu to fade in
        menuViewController.view.alpha = 1

        menuViewController.textPostIcon.transform = CGAffineTransformIdentity
        menuViewController.textPostLabel.transform = CGAffineTransformIdentity

        menuViewController.quotePostIcon.transform = CGAffineTransformIdentity
        menuViewController.quotePostLabel.transform = CGAffineTransformIdentity

        menuViewController.chatPostIcon.transform = CGAffineTransformIdentity
        menuViewController.chatPostLabel.transform = CGAffineTransformIdentity

        menuViewController.photoPostIcon.transform = CGAffineTransformIdentity
        menuViewController.photoPostLabel.transform = CGAffineTransformIdentity

        menuViewController.linkPostIcon.transform = CGAffineTransformIdentity
        menuViewController.linkPostLabel.transform = CGAffineTransformIdentity

        menuViewController.audioPostIcon.transform = CGAffineTransformIdentity
        menuViewController.audioPostLabel.transform = CGAffineTransformIdentity
    }

    // return how many seconds the transiton animation will take
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return tuning.duration
    }

    // MARK: UIViewControllerTransitioningDelegate protocol methods

    // return the animataor when presenting a viewcontroller
    // rememeber that an animator (or animation controller) is any object that aheres to the UIViewControllerAnimatedTransitioning protocol
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    // return the animator used when dismissing from a viewcontroller
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = false
        return self
    }
}
