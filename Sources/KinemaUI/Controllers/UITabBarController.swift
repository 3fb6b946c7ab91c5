import Foundation
import KinemaCore

/// UIKit's tab bar controller: a tab bar at the bottom and the selected controller's view under it. Its
/// controllers are its children; only the selected one's view is in the hierarchy, so switching tabs
/// makes one disappear and the other appear (their appearance callbacks run, as in UIKit).
@MainActor
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()

    /// Asked before a touch on the tab bar selects a tab, and told after (not for selections in code).
    public weak var delegate: UITabBarControllerDelegate? {
        didSet {
            delegateTwin = delegate as? UITabBarControllerDelegateSubclassing
            guard let delegate else { return }
            SubclassedDelegateCheck.check(
                delegate, protocolName: "UITabBarControllerDelegate", twinName: "UITabBarControllerDelegateSubclassing",
                declaresTwin: delegateTwin != nil, conforms: { $0 is UITabBarControllerDelegate.Type })
        }
    }
    /// The delegate again when it declares `UITabBarControllerDelegateSubclassing`: asked first.
    private weak var delegateTwin: UITabBarControllerDelegateSubclassing?

    /// The controllers, one per tab, in order.
    public var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
                old.willMove(toParent: nil)
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            for controller in viewControllers ?? [] where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            tabBar.items = viewControllers?.map(\.tabBarItem)
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
            showSelected()
        }
    }

    /// The selected tab (out-of-range values are ignored).
    public var selectedIndex: Int = 0 {
        didSet {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
                selectedIndex = oldValue
                return
            }
            if selectedIndex != oldValue { showSelected() }
        }
    }

    public var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    private weak var shownController: UIViewController?
    /// The size the tab bar was last placed for: it is placed again only when the view's size changes,
    /// so an app that moves it (slides it away under a player) keeps it where it put it.
    private var tabBarPlacedFor: CGSize?

    open override func loadView() {
        super.loadView()
        tabBar.onSelect = { [weak self] index in self?.tabBarDidSelect(index) }
        view.addSubview(tabBar)
        layoutTabBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabBar()
    }

    /// The tab bar at the bottom, full width, and the selected content: as UIKit lays it out, the whole
    /// view under a translucent bar (UIKit's default), above an opaque one (see `contentFrame(for:)`).
    private func layoutTabBar() {
        let bounds = view.bounds
        let height = tabBar.sizeThatFits(bounds.size).height
        UIView.performWithoutAnimation {
            if tabBarPlacedFor != bounds.size {
                tabBarPlacedFor = bounds.size
                tabBar.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
            }
            if let shown = shownController { shown.view.frame = contentFrame(for: shown, barHeight: height) }
        }
    }

    /// Where `controller`'s view goes: down to the bottom of the screen, under the bar, when it extends
    /// along `.bottom` and the bar is translucent or it includes opaque bars; else down to the bar's top.
    /// (Kinema has no safe-area insets: content that must stay clear of the bar keeps clear itself. Under
    /// a bar that slides away, what shows is the content, as in UIKit, not the view behind it.)
    func contentFrame(for controller: UIViewController, barHeight: CGFloat) -> CGRect {
        let bounds = view.bounds
        let extends = controller.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
        return CGRect(x: 0, y: 0, width: bounds.width, height: extends ? bounds.height : bounds.height - barHeight)
    }

    /// Puts the selected controller's view in (under the tab bar and anything added above it) and takes
    /// the previous one out.
    private func showSelected() {
        guard isViewLoaded else { return }
        let selected = selectedViewController
        tabBar.selectedItem = selected?.tabBarItem
        guard selected !== shownController else { return }
        shownController?.viewIfLoaded?.removeFromSuperview()
        shownController = selected
        if let selected {
            view.insertSubview(selected.view, at: 0)
            layoutTabBar()
        }
    }

    /// A touch on the tab bar chose tab `index`: the delegate may refuse it; it hears about it after, even
    /// when the tab was already selected (UIKit tells it then too).
    private func tabBarDidSelect(_ index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        if let twin = delegateTwin {
            guard twin.tabBarController(self, shouldSelect: controller) else { return }
        } else if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            return
        }
        selectedIndex = index
        if let twin = delegateTwin {
            twin.tabBarController(self, didSelect: controller)
        } else {
            delegate?.tabBarController(self, didSelect: controller)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }
}
