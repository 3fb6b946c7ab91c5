import Foundation

/// What a view controller shows in its navigation controller's bar (UIKit's `UINavigationItem`).
@MainActor
open class UINavigationItem: NSObject {
    public var title: String? { didSet { bar?.itemsDidChange() } }
    public var leftBarButtonItem: UIBarButtonItem? { didSet { bar?.itemsDidChange() } }
    public var rightBarButtonItem: UIBarButtonItem? { didSet { bar?.itemsDidChange() } }
    weak var bar: UINavigationBar?

    public init(title: String? = nil) {
        self.title = title
        super.init()
    }
}

extension UIViewController {
    /// The controller's item in a navigation bar, made on first use with the controller's `title`.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
