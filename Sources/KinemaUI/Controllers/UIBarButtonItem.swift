import Foundation

/// A button in a navigation bar (UIKit's `UIBarButtonItem`): a `UIAction` (UIKit's iOS 14
/// `primaryAction`), or a target and action (`#selector`, through Kinema's port step). A primary action,
/// when set, is sent instead of the target–action pair, as in UIKit.
@MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable {
        case plain, done
    }

    /// UIKit's system items. Kinema shows the ones with an SF Symbol as that symbol and the others as
    /// their English title; the spaces are empty.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        /// The symbol the item shows, when it has one.
        var symbolName: String? {
            switch self {
            case .add: return "plus"
            case .close, .stop: return "xmark"
            case .play: return "play.fill"
            case .pause: return "pause.fill"
            case .rewind: return "backward.fill"
            case .fastForward: return "forward.fill"
            default: return nil
            }
        }

        /// The title the item shows when it has no symbol.
        var title: String? {
            switch self {
            case .flexibleSpace, .fixedSpace: return nil
            case .fastForward: return "Fast Forward"
            case .pageCurl: return "Page Curl"
            default: return "\(self)".prefix(1).uppercased() + "\(self)".dropFirst()
            }
        }
    }

    public var title: String? { didSet { bar?.itemsDidChange() } }
    public var image: UIImage? { didSet { bar?.itemsDidChange() } }
    public var style: Style = .plain { didSet { bar?.itemsDidChange() } }
    public var primaryAction: UIAction?
    /// The object the action is sent to (not retained, as in UIKit).
    public weak var target: AnyObject?
    /// The action sent to `target` when the item is tapped (and no `primaryAction` is set).
    public var action: Selector?
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

    package convenience init(image: UIImage?, style: Style, primaryAction: UIAction?) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
        self.style = style
    }

    package convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, primaryAction: nil)
        self.style = style
        (self.target, self.action) = (target as AnyObject?, action)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, primaryAction: nil)
        self.style = style
        (self.target, self.action) = (target as AnyObject?, action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: systemItem.title, image: systemItem.symbolName.flatMap { UIImage(systemName: $0) }, primaryAction: nil)
        style = systemItem == .done ? .done : .plain
        (self.target, self.action) = (target as AnyObject?, action)
    }

    package convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// The item was tapped: its primary action runs, or else its action is sent to its target.
    func trigger() {
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else if let action {
            TargetAction(target: target, action: action).send(from: self)
        }
    }
}
