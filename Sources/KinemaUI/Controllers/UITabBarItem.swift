import Foundation

/// One tab's title and images (UIKit's `UITabBarItem`).
@MainActor
open class UITabBarItem: NSObject {
    // A tab bar draws these (see `StillFrame`).
    public var title: String? { didSet { if title != oldValue { UIView.viewDisplayChanges &+= 1 } } }
    public var image: UIImage? { didSet { if image != oldValue { UIView.viewDisplayChanges &+= 1 } } }
    public var selectedImage: UIImage? { didSet { if selectedImage != oldValue { UIView.viewDisplayChanges &+= 1 } } }
    public var tag: Int

    public init(title: String?, image: UIImage?, selectedImage: UIImage? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
        self.tag = tag
    }
}

extension UIViewController {
    /// The controller's tab in a tab bar controller: made from its title on first use, as UIKit does.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}
