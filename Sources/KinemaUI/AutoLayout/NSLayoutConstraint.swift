import Foundation

/// Auto Layout's constraint: `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier +
/// constant`, between views and layout guides, solved by the engine of their hierarchy (KinemaLayout's
/// incremental simplex; see docs/autolayout.md).
///
/// As in UIKit: a new constraint is inactive; `isActive = true` (or `NSLayoutConstraint.activate`) installs
/// it on its items' nearest common ancestor (`constraints` of that view lists it), and the engine solves at
/// once. Changing `constant` or `priority` of an active constraint edits the engine incrementally and marks
/// the moved views' superviews for layout, so `UIView.animate { view.layoutIfNeeded() }` animates the
/// change. `priority` is 1…1000; 1000 (`.required`) must hold, lower priorities are kept as far as they can
/// be, higher winning (how priorities weigh against each other is Kinema's reconstruction: docs).
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item: a view or a layout guide (held weakly, as UIKit's engine does not keep views alive).
    public var firstItem: AnyObject? { firstItemStorage }
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { secondItemStorage }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Named in UIKit's log lines (`NSLayoutConstraint` descriptions) and in Kinema's dump.
    public var identifier: String?
    /// Archived with a nib in UIKit; Kinema has none, so it is only kept.
    public var shouldBeArchived = false

    weak var firstItemStorage: AnyObject?
    weak var secondItemStorage: AnyObject?
    /// The view `constraints` lists it in while it is active (the items' nearest common ancestor).
    weak var installedOn: UIView?
    /// Made by Kinema for a view with `translatesAutoresizingMaskIntoConstraints`, a stack view or a
    /// guide (named in logs as UIKit names its own: `NSAutoresizingMaskLayoutConstraint`, `UISV-…`).
    var systemName: String?

    /// The added value, in points. NaN or infinite values are ignored (the constant keeps its value).
    public var constant: CGFloat {
        didSet {
            guard constant.isFinite else { return constant = oldValue }
            if constant != oldValue { engine?.constantDidChange(self) }
        }
    }

    /// 1…1000: values outside are clamped. UIKit refuses to change an installed constraint between required
    /// and optional; Kinema reports it and does it.
    public var priority: UILayoutPriority = .required {
        didSet {
            priority = UILayoutPriority(min(1000, max(1, priority.rawValue.isNaN ? 1000 : priority.rawValue)))
            if priority != oldValue { engine?.priorityDidChange(self, from: oldValue) }
        }
    }

    /// Whether the constraint is installed (`NSLayoutConstraint.activate`).
    public var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activateConstraint() : deactivateConstraint() }
    }

    /// UIKit's designated initializer: `view1.attr1 (relation) view2.attr2 × multiplier + c`. `view2` nil with
    /// `.notAnAttribute` makes a constant (a width or height).
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItemStorage = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItemStorage = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        super.init()
    }

    /// The engine the constraint is in, while it is active in a hierarchy that has one.
    var engine: LayoutEngine? { installedOn?.layoutRoot.layoutState?.engine }

    /// The first item's anchor (UIKit's `firstAnchor`).
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The second item's anchor, nil for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem == nil ? nil : NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { LayoutDescription.describe(self) }
    }
}
