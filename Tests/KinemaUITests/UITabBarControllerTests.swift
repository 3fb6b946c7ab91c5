import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// Records a tab bar controller's delegate calls; refuses the tabs named in `refused`.
@MainActor
class TabsDelegate: UITabBarControllerDelegate {
    var calls: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("should \(viewController.title ?? "?")")
        return !refused.contains(viewController.title ?? "")
    }
}

/// A subclass that adds `didSelect`: with the twin declared, Kinema calls it.
@MainActor
final class TellingTabsDelegate: TabsDelegate {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("did \(viewController.title ?? "?")")
    }
}
extension TellingTabsDelegate: UITabBarControllerDelegateSubclassing {}

/// UIKit's tab bar controller: children, the selected view alone in the hierarchy with the appearance
/// callbacks UIKit sends, the bar at the bottom, selection by touch through the delegate.
@MainActor
@Suite("UITabBarController")
struct UITabBarControllerTests {
    @MainActor
    struct Tabs {
        let harness = Harness()
        let tabs = UITabBarController()
        var log: [String] = []
        let controllers: [LoggingController]

        init(log: @escaping (String) -> Void) {
            controllers = ["A", "B", "C", "D"].map { name in
                let controller = LoggingController(name, log: log)
                controller.title = name
                return controller
            }
            tabs.viewControllers = controllers
            harness.window.rootViewController = tabs
            harness.advance(to: 0)
        }

        /// A tap on tab `index` of the bar (four items share the 390-point width).
        func tap(_ index: Int) {
            let point = CGPoint(x: 97.5 * CGFloat(index) + 48, y: 844 - 83 + 20)
            harness.send(.pointerDown(position: point, button: .primary, time: harness.now))
            harness.send(.pointerUp(position: point, button: .primary, time: harness.now))
            harness.advance(to: harness.now + 1.0 / 60)
        }
    }

    @Test func controllersBecomeChildrenAndTabsFromTheirTitles() {
        var log: [String] = []
        let setup = Tabs { log.append($0) }
        #expect(setup.tabs.children.map(\.title) == ["A", "B", "C", "D"])
        #expect(setup.controllers.allSatisfy { $0.tabBarController === setup.tabs })
        #expect(setup.tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D"])
        #expect(setup.tabs.tabBar.selectedItem === setup.controllers[0].tabBarItem)
        #expect(log.filter { $0.hasSuffix("Appear") } == ["A willAppear", "A didAppear"], "only the selected tab appears")
        // The bar sits at the bottom over the content, which goes under the translucent bar (UIKit's
        // default); only A's view is in.
        #expect(setup.tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(setup.controllers[0].view.superview === setup.tabs.view)
        #expect(setup.controllers[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(setup.tabs.view.subviews.last === setup.tabs.tabBar)
        #expect(setup.controllers[1...].allSatisfy { $0.viewIfLoaded?.superview == nil })
    }

    @Test func switchingTabsSwapsViewsWithAppearanceCallbacks() {
        var log: [String] = []
        let setup = Tabs { log.append($0) }
        log.removeAll()
        setup.tabs.selectedIndex = 2
        #expect(log == ["A willDisappear", "A didDisappear", "C willAppear", "C didAppear"])
        #expect(setup.tabs.selectedViewController === setup.controllers[2])
        #expect(setup.controllers[0].view.superview == nil && setup.controllers[2].view.superview === setup.tabs.view)
        #expect(setup.tabs.tabBar.selectedItem === setup.controllers[2].tabBarItem)
        // Out of range is ignored; selecting the shown tab again changes nothing.
        log.removeAll()
        setup.tabs.selectedIndex = 9
        setup.tabs.selectedIndex = 2
        #expect(setup.tabs.selectedIndex == 2 && log.isEmpty)
        setup.tabs.selectedViewController = setup.controllers[3]
        #expect(setup.tabs.selectedIndex == 3)
    }

    @Test func aTouchSelectsThroughTheDelegate() {
        var log: [String] = []
        let setup = Tabs { log.append($0) }
        let delegate = TellingTabsDelegate()
        delegate.refused = ["C"]
        setup.tabs.delegate = delegate
        setup.tap(1)
        #expect(setup.tabs.selectedIndex == 1)
        setup.tap(2)
        #expect(setup.tabs.selectedIndex == 1, "the delegate refused C")
        setup.tap(1)
        #expect(delegate.calls == ["should B", "did B", "should C", "should B", "did B"], "told even when already selected")
        // Selecting in code does not ask the delegate.
        setup.tabs.selectedIndex = 3
        #expect(delegate.calls.count == 5)
    }

    @Test func aPlainDelegateIsAskedAndASubclassWithoutItsTwinIsReported() {
        var reports: [String] = []
        let saved = SubclassedDelegateCheck.report
        SubclassedDelegateCheck.report = { reports.append($0) }
        defer { SubclassedDelegateCheck.report = saved }
        let setup = Tabs { _ in }
        let plain = TabsDelegate()
        setup.tabs.delegate = plain
        setup.tap(3)
        #expect(plain.calls == ["should D"] && setup.tabs.selectedIndex == 3)
        #expect(reports.isEmpty)
        final class Undeclared: TabsDelegate {}
        let undeclared = Undeclared()
        setup.tabs.delegate = undeclared
        #expect(reports.count == 1 && reports[0].contains("UITabBarControllerDelegateSubclassing"), "\(reports)")
    }

    /// UIKit's layout under the bar: the selected view reaches the screen's bottom under a translucent
    /// bar (the default), stops at the bar's top under an opaque one, and reaches the bottom again with
    /// `extendedLayoutIncludesOpaqueBars`; without `.bottom` in `edgesForExtendedLayout` it stops at the
    /// bar's top whatever the bar. A tab shown later is laid out by the same rule.
    @Test func contentExtendsUnderATranslucentBarAndStopsAboveAnOpaqueOne() {
        let setup = Tabs { _ in }
        let full = CGRect(x: 0, y: 0, width: 390, height: 844)
        let aboveBar = CGRect(x: 0, y: 0, width: 390, height: 844 - 83)
        #expect(setup.tabs.tabBar.isTranslucent)
        #expect(setup.controllers[0].edgesForExtendedLayout == .all && !setup.controllers[0].extendedLayoutIncludesOpaqueBars)
        var frames = [setup.controllers[0].view.frame]
        setup.tabs.tabBar.isTranslucent = false
        setup.harness.advance(to: 1.0 / 60)
        frames.append(setup.controllers[0].view.frame)
        setup.controllers[0].extendedLayoutIncludesOpaqueBars = true
        setup.tabs.view.setNeedsLayout()
        setup.harness.advance(to: 2.0 / 60)
        frames.append(setup.controllers[0].view.frame)
        setup.tabs.tabBar.isTranslucent = true
        setup.controllers[1].edgesForExtendedLayout = [.top]
        setup.tap(1)
        frames.append(setup.controllers[1].view.frame)
        #expect(frames == [full, aboveBar, full, aboveBar])
    }

    /// UITabBarController places its bar when its size changes; a bar the app moved (a player sliding it
    /// away) stays where the app put it through other layouts.
    @Test func theBarIsPlacedOnlyWhenTheSizeChanges() {
        let setup = Tabs { _ in }
        setup.tabs.tabBar.frame.origin.y = 800
        setup.tabs.view.setNeedsLayout()
        setup.harness.advance(to: 1.0 / 60)
        #expect(setup.tabs.tabBar.frame.origin.y == 800)
        setup.harness.send(.resize(size: CGSize(width: 430, height: 932)))
        setup.harness.advance(to: 2.0 / 60)
        #expect(setup.tabs.tabBar.frame == CGRect(x: 0, y: 932 - 83, width: 430, height: 83))
    }
}
