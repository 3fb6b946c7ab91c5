import Foundation

/// A rectangle in a view that takes part in Auto Layout without being a view (UIKit's layout guide): its
/// frame is solved from constraints, in its owning view's coordinates. A view's safe-area, margins and
/// readable-content guides are guides whose edges Kinema pins to the view's insets.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to (`addLayoutGuide`).
    public internal(set) weak var owningView: UIView?
    public var identifier = ""
    /// What the engine solved, in the owning view's coordinates (zero until the first layout pass).
    public internal(set) var layoutFrame: CGRect = .zero
    /// For a view's own guides: which insets its edges follow.
    var systemInsets: SystemInsets?

    enum SystemInsets {
        case safeArea, layoutMargins, readableContent
    }

    public override init() { super.init() }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<UILayoutGuide: \(identifier.isEmpty ? "guide" : identifier) \(layoutFrame)>" }
    }
}
