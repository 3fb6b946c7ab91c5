import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// UIKit's navigation controller: the bar shows the top controller's item and runs its buttons' actions;
/// push and pop slide with the appearance callbacks in UIKit's order.
@MainActor
@Suite("UINavigationController")
struct UINavigationControllerTests {
    @Test func theBarShowsTheTopItemAndRunsItsButton() {
        let harness = Harness()
        var log: [String] = []
        let root = LoggingController("root") { log.append($0) }
        root.title = "Fruits"
        var taps = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "list.bullet"), style: .plain, primaryAction: UIAction { _ in taps += 1 })
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.advance(to: 0)
        #expect(navigation.navigationBar.topItem?.title == "Fruits" && root.navigationController === navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        let button = CGPoint(x: 390 - 8 - 22, y: 47 + 22)
        harness.send(.pointerDown(position: button, button: .primary, time: 0), .pointerUp(position: button, button: .primary, time: 0))
        #expect(taps == 1)
        // A disabled item does nothing; a new title shows.
        root.navigationItem.rightBarButtonItem?.isEnabled = false
        harness.send(.pointerDown(position: button, button: .primary, time: 0), .pointerUp(position: button, button: .primary, time: 0))
        #expect(taps == 1)
        root.title = "Fruit"
        #expect(navigation.navigationBar.topItem?.title == "Fruit")
    }

    @Test func pushAndPopSlideWithAppearanceCallbacks() {
        let harness = Harness()
        var log: [String] = []
        let root = LoggingController("root") { log.append($0) }
        let next = LoggingController("next") { log.append($0) }
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.advance(to: 0)
        log.removeAll()
        navigation.pushViewController(next, animated: true)
        #expect(log == ["next willMove(parent)", "root willDisappear", "next willAppear"])
        harness.advance(to: UINavigationController.transitionDuration / 2)
        let midway = next.view.layer.presentation()!.frame.minX
        #expect(midway > 0 && midway < 390, "sliding in: \(midway)")
        harness.run(until: 0.5)
        #expect(log.suffix(3) == ["root didDisappear", "next didAppear", "next didMove(parent)"])
        #expect(navigation.topViewController === next && root.view.superview == nil && next.view.frame.minX == 0)
        log.removeAll()
        #expect(navigation.popViewController(animated: false) === next)
        #expect(log == ["next willMove(nil)", "next willDisappear", "root willAppear", "next didDisappear", "root didAppear", "next didMove(nil)"])
        #expect(navigation.viewControllers.count == 1 && next.parent == nil && root.view.superview === navigation.view)
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }
}
