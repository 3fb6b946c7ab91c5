import Foundation

/// Hears about a tab bar controller's selections (UIKit's `UITabBarControllerDelegate`; every method is
/// optional). Only a selection by a touch on the tab bar asks and tells it; setting `selectedIndex` or
/// `selectedViewController` in code does not, as in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Kinema: declared by a subclass of a `UITabBarControllerDelegate` class so the methods it adds are
/// called (see `SubclassedDelegateCheck`); the same methods as `UITabBarControllerDelegate`, whose defaults serve it too (one body each: Swift takes them as the twin's witnesses).
@MainActor
public protocol UITabBarControllerDelegateSubclassing: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
