import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// A transition animator that fades the presented view and, on a cancelled interactive transition,
/// puts back what its block changed (UIKit leaves that to the animator).
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var presenting = true
    var ended: [Bool] = []
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let menu = presenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        container.addSubview(menu)
        if presenting { menu.alpha = 0 }
        let item = menu.subviews.first
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            menu.alpha = self.presenting ? 1 : 0
            item?.transform = self.presenting ? .identity : CGAffineTransform(translationX: -100, y: 0)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled && !self.presenting {
                menu.alpha = 1
                item?.transform = .identity
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

@MainActor
@Suite("Presentation and transitions")
struct PresentationTests {
    /// A window whose root logs its callbacks, and a presented controller with one item view.
    static func setUp(_ log: @escaping (String) -> Void) -> (Harness, LoggingController, LoggingController) {
        let harness = Harness()
        let root = LoggingController("root", log: log)
        harness.window.rootViewController = root
        let menu = LoggingController("menu", log: log)
        menu.onLoad = { controller in
            let item = UIView(frame: CGRect(x: 50, y: 100, width: 80, height: 80))
            item.backgroundColor = .systemRed
            controller.view.addSubview(item)
        }
        return (harness, root, menu)
    }

    @Test func fullScreenPresentationCoversTheWindowAndComesBack() {
        var log: [String] = []
        let (harness, root, menu) = Self.setUp { log.append($0) }
        log.removeAll()
        var presented = 0
        root.present(menu, animated: true) { presented += 1 }
        #expect(menu.isBeingPresented && root.presentedViewController === menu && menu.presentingViewController === root)
        // UIKit's order: the leaving side's will- first; the arriving side's did- first.
        #expect(log == ["root willDisappear", "menu willAppear"])
        harness.advance(to: 0.25)
        let y = menu.view.layer.presentation()!.affineTransform().ty
        #expect(y > 0 && y < 844, "covering vertically: \(y)")
        harness.advance(to: 0.5)
        #expect(presented == 1 && !menu.isBeingPresented)
        #expect(log == ["root willDisappear", "menu willAppear", "menu didAppear", "root didDisappear"])
        #expect(root.view.window == nil, ".fullScreen: the presenter's view leaves the window")
        log.removeAll()
        var dismissed = 0
        menu.dismiss(animated: true) { dismissed += 1 }
        #expect(root.view.window === harness.window, "handed back for the dismissal")
        harness.advance(to: 1.0)
        #expect(dismissed == 1 && presented == 1, "each completion once")
        #expect(log == ["menu willDisappear", "root willAppear", "root didAppear", "menu didDisappear"])
        #expect(root.presentedViewController == nil && menu.presentingViewController == nil)
        #expect(harness.window.subviews.map { $0 } == [root.view], "the window holds the root again, nothing else")
        #expect(menu.view.superview == nil)
    }

    @Test func overFullScreenKeepsThePresenterUnderneath() {
        var log: [String] = []
        let (harness, root, menu) = Self.setUp { log.append($0) }
        menu.modalPresentationStyle = .overFullScreen
        menu.modalTransitionStyle = .crossDissolve
        log.removeAll()
        root.present(menu, animated: true)
        harness.advance(to: 0.5)
        #expect(log == ["menu willAppear", "menu didAppear"], "the presenter does not disappear")
        #expect(root.view.window === harness.window)
        #expect(harness.window.subviews.count == 2 && harness.window.subviews[0] === root.view)
        menu.dismiss(animated: true)
        harness.advance(to: 0.75)
        expectClose(Double(menu.view.layer.presentation()!.opacity), 1 - 0.75, tolerance: 0.25, "fading out")
        harness.advance(to: 1.0)
        #expect(harness.window.subviews.map { $0 } == [root.view])
    }

    @Test func aSecondPresentOrADismissDuringATransitionIsRefusedWithUIKitsWarning() {
        var warnings: [String] = []
        let saved = UIViewController.reportWarning
        UIViewController.reportWarning = { warnings.append($0) }
        defer { UIViewController.reportWarning = saved }
        let (harness, root, menu) = Self.setUp { _ in }
        root.present(menu, animated: true)
        let other = UIViewController()
        root.present(other, animated: true)
        menu.dismiss(animated: true)
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("Warning: Attempt to present <UIViewController: 0x") == true)
        #expect(warnings.first?.hasSuffix("while a presentation is in progress!") == true)
        #expect(warnings.last?.contains("Attempt to dismiss from view controller <LoggingController: 0x") == true)
        #expect(root.presentedViewController === menu && other.presentingViewController == nil)
        harness.advance(to: 0.5)
        #expect(root.presentedViewController === menu && menu.view.window === harness.window, "nothing stuck")
        root.present(other, animated: false)
        #expect(warnings.last?.hasSuffix("whose view is not in the window hierarchy!") == true, ".fullScreen took the root off screen")
        other.modalPresentationStyle = .overFullScreen
        menu.present(other, animated: false)
        menu.present(UIViewController(), animated: false)
        #expect(warnings.last?.contains("which is already presenting <UIViewController: 0x") == true)
    }

    @Test func touchesWaitForANonInteractiveTransition() {
        let (harness, root, menu) = Self.setUp { _ in }
        var taps = 0
        menu.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        menu.modalPresentationStyle = .overFullScreen
        menu.modalTransitionStyle = .crossDissolve
        root.present(menu, animated: true)
        harness.send(.pointerDown(position: CGPoint(x: 200, y: 400), button: .primary, time: harness.now))
        harness.send(.pointerUp(position: CGPoint(x: 200, y: 400), button: .primary, time: harness.now))
        #expect(taps == 0, "ignored while the transition animates")
        harness.advance(to: 0.5)
        harness.send(.pointerDown(position: CGPoint(x: 200, y: 400), button: .primary, time: harness.now))
        harness.send(.pointerUp(position: CGPoint(x: 200, y: 400), button: .primary, time: harness.now))
        #expect(taps == 1)
    }

    /// A percent-driven dismissal scrubbed half way and cancelled plays back to the start; the animator
    /// puts its values back, the menu stays presented, and both sides' callbacks turn round.
    @Test func aCancelledPercentDrivenDismissalLeavesTheMenuUp() {
        var log: [String] = []
        let (harness, root, menu) = Self.setUp { log.append($0) }
        let manager = FadeAnimator()
        menu.modalPresentationStyle = .overFullScreen
        menu.transitioningDelegate = manager
        root.present(menu, animated: true)
        harness.advance(to: 1)
        let item = menu.view.subviews[0]
        #expect(menu.view.layer.presentation()!.opacity == 1)
        manager.interactive = true
        log.removeAll()
        var dismissed = false
        menu.dismiss(animated: true) { dismissed = true }
        manager.interaction.update(0.5)
        harness.advance(to: 1.1)
        expectClose(Double(menu.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6, "scrubbed, not timed")
        expectClose(item.layer.presentation()!.affineTransform().tx, -50, tolerance: 1e-9)
        manager.interaction.update(0.8)
        expectClose(item.layer.presentation()!.affineTransform().tx, -80, tolerance: 1e-9)
        manager.interaction.cancel()
        harness.advance(to: 1.5)
        let back = item.layer.presentation()!.affineTransform().tx
        #expect(back > -80 && back < 0, "playing back: \(back)")
        harness.run(until: 2.5)
        #expect(!dismissed && root.presentedViewController === menu && menu.view.window === harness.window)
        #expect(item.transform == .identity && menu.view.alpha == 1)
        #expect(item.layer.presentation()!.affineTransform() == .identity && menu.view.layer.presentation()!.opacity == 1)
        #expect(log == ["menu willDisappear", "menu willAppear", "menu didAppear"])
        #expect(manager.ended == [true, false])
        // And it can be dismissed for real afterwards.
        manager.interactive = false
        menu.dismiss(animated: true)
        #expect(menu.isBeingDismissed)
        #expect(menu.view.animationEngine === harness.window.engine, "back on the window's clock")
        harness.run(until: 3.6)
        #expect(root.presentedViewController == nil && menu.view.window == nil)
    }

    @Test func aFinishedPercentDrivenDismissalCompletes() {
        let (harness, root, menu) = Self.setUp { _ in }
        let manager = FadeAnimator()
        menu.modalPresentationStyle = .overFullScreen
        menu.transitioningDelegate = manager
        root.present(menu, animated: true)
        harness.advance(to: 1)
        manager.interactive = true
        var dismissed = 0
        menu.dismiss(animated: true) { dismissed += 1 }
        manager.interaction.update(0.6)
        manager.interaction.completionSpeed = 2
        manager.interaction.finish()
        harness.advance(to: 1.1)
        #expect(dismissed == 0)
        harness.run(until: 1.3)
        #expect(dismissed == 1 && root.presentedViewController == nil)
        #expect(harness.window.subviews.map { $0 } == [root.view])
    }

    /// An animator with an interruptible animator (iOS 10's way): the percent-driven controller pauses,
    /// scrubs and continues that animator instead of a time domain.
    @Test func aPercentDrivenPresentationDrivesTheInterruptibleAnimator() {
        @MainActor final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            var animator: UIViewPropertyAnimator?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext).startAnimation()
            }
            func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                if let animator { return animator }
                let view = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(view)
                view.transform = CGAffineTransform(translationX: 300, y: 0)
                let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.transform = .identity }
                made.addCompletion { position in transitionContext.completeTransition(position == .end) }
                animator = made
                return made
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
            func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let (harness, root, menu) = Self.setUp { _ in }
        let slide = SlideIn()
        menu.modalPresentationStyle = .overFullScreen
        menu.transitioningDelegate = slide
        var presented = false
        root.present(menu, animated: true) { presented = true }
        slide.interaction.update(0.25)
        expectClose(menu.view.layer.presentation()!.affineTransform().tx, 225, tolerance: 1e-9)
        #expect(slide.animator?.state == .active && slide.animator?.isRunning == false, "paused, scrubbed")
        slide.interaction.finish()
        harness.advance(to: 0.5)
        // The rest (0.75 of it) over 0.75 s on the completion curve (ease in–out by default).
        let progress = 0.25 + 0.75 * CubicBezier.easeInEaseOut.value(at: 0.5 / 0.75)
        expectClose(menu.view.layer.presentation()!.affineTransform().tx, 300 * (1 - progress), tolerance: 1e-6, "continued over the rest")
        harness.advance(to: 0.75)
        #expect(presented && root.presentedViewController === menu)
    }
}
