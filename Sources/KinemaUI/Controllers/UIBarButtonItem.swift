import Foundation

/// A button in a navigation bar (UIKit's `UIBarButtonItem`). Kinema takes a `UIAction` (UIKit's iOS 14
/// `primaryAction`) instead of `target:action:`, which needs the Objective-C runtime.
@MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable {
        case plain, done
    }

    public var title: String? { didSet { bar?.itemsDidChange() } }
    public var image: UIImage? { didSet { bar?.itemsDidChange() } }
    public var style: Style = .plain { didSet { bar?.itemsDidChange() } }
    public var primaryAction: UIAction?
    public var isEnabled = true { didSet { bar?.itemsDidChange() } }
    public var tintColor: UIColor? { didSet { bar?.itemsDidChange() } }
    public var accessibilityIdentifier: String? { didSet { bar?.itemsDidChange() } }
    /// The bar showing the item (it redraws when the item changes).
    weak var bar: UINavigationBar?

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction?) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
        self.style = style
    }

    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }
}
