import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 001's TabBarController: "contains the tab bar and adds the PlayerViewController as a child". The
// article shows neither; this is it, with containment as UIKit has it (addChild, the view added under
// the tab bar, didMove(toParent:)) and the coordinator made once the player is in place.

@MainActor
final class TabBarController: UITabBarController {
    let playerViewController = PlayerViewController()
    private(set) var transitionCoordinator: TransitionCoordinator!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            TabContentViewController(title: "Home", symbol: "house.fill", tint: .systemGreen),
            TabContentViewController(title: "Search", symbol: "magnifyingglass", tint: .systemBlue),
            TabContentViewController(title: "Library", symbol: "list.bullet", tint: .systemOrange),
            TabContentViewController(title: "Premium", symbol: "music.note", tint: .systemPink),
        ]
        tabBar.backgroundColor = UIColor(white: 0.1, alpha: 0.96)
        tabBar.tintColor = .white
        tabBar.unselectedItemTintColor = UIColor(white: 0.6, alpha: 1)
        addChild(playerViewController)
        view.insertSubview(playerViewController.view, belowSubview: tabBar)
        playerViewController.didMove(toParent: self)
        transitionCoordinator = TransitionCoordinator(tabBarViewController: self, playerViewController: playerViewController)
        view.layoutIfNeeded()
        playerViewController.view.frame = transitionCoordinator.playerFrame(for: .closed)
    }
}
