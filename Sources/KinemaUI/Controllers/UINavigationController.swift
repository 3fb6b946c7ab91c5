import Foundation
import KinemaCore

/// UIKit's navigation controller: a stack of view controllers, the top one's view under a navigation bar
/// showing its `navigationItem`. Kinema places the content below the bar (UIKit's `edgesForExtendedLayout
/// = []`) rather than under a translucent bar with adjusted insets. `pushViewController(_:animated:)`
/// slides the new view in from the right over 0.35 s while the old one moves a third of the way left;
/// `popViewController(animated:)` reverses it; the appearance callbacks come in UIKit's order.
@MainActor
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar()
    /// The status bar's height above the bar (an iPhone with a notch: 47 points).
    package static let statusBarHeight: CGFloat = 47
    /// The push and pop slide's duration.
    package static let transitionDuration: TimeInterval = 0.35

    public private(set) var viewControllers: [UIViewController] = []
    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    public var isNavigationBarHidden = false { didSet { view.setNeedsLayout() } }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Kinema has no storyboards: a decoded navigation controller is an empty one.
    public required convenience init?(coder: NSCoder) {
        self.init(nibName: nil, bundle: nil)
    }

    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = viewControllers
        for controller in old where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllers = controllers
        navigationBar.setItems(controllers.map(\.navigationItem), animated: false)
        if isViewLoaded { showTop() }
    }

    open override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
        view.addSubview(navigationBar)
        showTop()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        UIView.performWithoutAnimation {
            navigationBar.isHidden = isNavigationBarHidden
            navigationBar.frame = CGRect(x: 0, y: Self.statusBarHeight, width: bounds.width, height: UINavigationBar.barHeight)
            if let top = topViewController, top.isViewLoaded, top.view.superview === view, !isTransitioning {
                top.view.frame = contentFrame
            }
        }
    }

    /// Where the top controller's view goes: below the bar (or the whole view with the bar hidden).
    package var contentFrame: CGRect {
        let top = isNavigationBarHidden ? 0 : Self.statusBarHeight + UINavigationBar.barHeight
        return CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
    }

    private var isTransitioning = false

    /// The top controller's view in place, under the bar, and no other.
    private func showTop() {
        guard let top = topViewController else { return }
        for controller in viewControllers where controller !== top { controller.viewIfLoaded?.removeFromSuperview() }
        if top.view.superview !== view {
            view.insertSubview(top.view, belowSubview: navigationBar)
        }
        UIView.performWithoutAnimation { top.view.frame = contentFrame }
    }

    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning, !viewControllers.contains(where: { $0 === viewController }) else { return }
        let from = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        guard isViewLoaded, let from else {
            viewController.didMove(toParent: self)
            if isViewLoaded { showTop() }
            return
        }
        slide(from: from, to: viewController, forward: true, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        let from = viewControllers.removeLast()
        let to = viewControllers.last!
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        from.willMove(toParent: nil)
        guard isViewLoaded else {
            from.removeFromParent()
            return from
        }
        slide(from: from, to: to, forward: false, animated: animated) {
            from.removeFromParent()
        }
        return from
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    /// Slides `to` in over `from` (forward) or `from` out to the right (back), with appearance callbacks.
    private func slide(from: UIViewController, to: UIViewController, forward: Bool, animated: Bool, done: @escaping () -> Void) {
        let frame = contentFrame
        let width = frame.width
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        UIView.performWithoutAnimation {
            to.view.frame = frame.offsetBy(dx: forward ? width : -width / 3, dy: 0)
            if forward {
                view.insertSubview(to.view, aboveSubview: from.view)
            } else {
                view.insertSubview(to.view, belowSubview: from.view)
            }
        }
        let finish = { [weak self] in
            from.view.removeFromSuperview()
            UIView.performWithoutAnimation { from.view.frame = frame }
            self?.isTransitioning = false
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            done()
        }
        guard animated else {
            UIView.performWithoutAnimation { to.view.frame = frame }
            finish()
            return
        }
        isTransitioning = true
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut]) {
            to.view.frame = frame
            from.view.frame = frame.offsetBy(dx: forward ? -width / 3 : width, dy: 0)
        } completion: { _ in
            finish()
        }
    }
}
