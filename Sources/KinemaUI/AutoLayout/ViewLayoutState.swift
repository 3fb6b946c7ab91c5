import Foundation

/// What a view keeps for Auto Layout, made the first time it is asked for (a view that never meets Auto
/// Layout carries one nil reference): its flags and priorities, the constraints installed on it, its
/// guides, the frame the engine solved for it, and — on the root of a hierarchy using Auto Layout — the
/// engine.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (UIKit's `constraints`), in the order they were.
    var installed: [NSLayoutConstraint] = []
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// Set margins (nil: the default, which depends on whether the view is a controller's root view).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// Whether `updateConstraints()` is due (`setNeedsUpdateConstraints`); true for a view that just met
    /// Auto Layout, as UIKit updates a constraint-based view's constraints before its first layout.
    var needsUpdateConstraints = true
    /// The frame the engine solved for the view (with `translatesAutoresizingMaskIntoConstraints` false),
    /// applied by its superview's next layout.
    var engineFrame: CGRect?
    /// Whether a subview has an `engineFrame` to apply.
    var hasEngineSubviews = false
    /// An arranged view hidden inside an animation block: hidden to code at once, drawn until its
    /// collapse has run (see `setArrangedHidden`).
    var hidesAfterCollapse = false
    /// The engine of this view's hierarchy, on its root only.
    var engine: LayoutEngine?
    /// The engine that has variables for this view (any view of the hierarchy).
    weak var memberOf: LayoutEngine?
}
