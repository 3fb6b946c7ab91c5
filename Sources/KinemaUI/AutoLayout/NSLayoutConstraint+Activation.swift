import Foundation

/// Activating and deactivating: a constraint is installed on its items' nearest common ancestor, as UIKit
/// does, and joins that hierarchy's engine.
extension NSLayoutConstraint {
    /// Activates each constraint (UIKit's preferred way over `isActive` one by one: one solve for all).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activateConstraint() }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivateConstraint() }
    }

    func activateConstraint() {
        guard installedOn == nil else { return }
        guard let view = commonAncestor else { return LayoutReport.noCommonAncestor(self) }
        view.install(self)
    }

    func deactivateConstraint() {
        guard let view = installedOn else { return }
        view.uninstall(self)
    }

    /// The view a constraint is installed on: the nearest view that is, or is an ancestor of, both items
    /// (a guide counts as a child of its owning view). nil when they share none, or an item is gone.
    var commonAncestor: UIView? {
        guard let first = firstItem.flatMap(LayoutItemRef.init) else { return nil }
        guard let secondObject = secondItem else { return first.containerView }
        guard let second = LayoutItemRef(secondObject) else { return nil }
        return Self.nearestCommonAncestor(first.containerView, second.containerView)
    }

    /// The deepest view that is `a` or an ancestor of it and `b` or an ancestor of it: both walked up to
    /// the same depth, then together (no set of ancestors made for every constraint activated).
    static func nearestCommonAncestor(_ a: UIView?, _ b: UIView?) -> UIView? {
        guard var a, var b else { return nil }
        func depth(_ view: UIView) -> Int {
            var count = 0, current = view.superview
            while let next = current { (count, current) = (count + 1, next.superview) }
            return count
        }
        var (depthA, depthB) = (depth(a), depth(b))
        while depthA > depthB, let up = a.superview { (a, depthA) = (up, depthA - 1) }
        while depthB > depthA, let up = b.superview { (b, depthB) = (up, depthB - 1) }
        while a !== b {
            guard let upA = a.superview, let upB = b.superview else { return nil }
            (a, b) = (upA, upB)
        }
        return a
    }

    /// Whether the constraint relates `item` (as either item).
    func refers(to item: AnyObject) -> Bool {
        firstItem === item || secondItem === item
    }
}

/// A view or a layout guide, as a constraint's item.
@MainActor
enum LayoutItemRef {
    case view(UIView)
    case guide(UILayoutGuide)

    init?(_ object: AnyObject) {
        if let view = object as? UIView { self = .view(view) }
        else if let guide = object as? UILayoutGuide { self = .guide(guide) }
        else { return nil }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    /// The view itself, or a guide's owning view: what finds the common ancestor.
    var containerView: UIView? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// The view whose coordinate space the item's frame is in: the superview, or a guide's owning view.
    var parent: UIView? {
        switch self {
        case .view(let view): view.superview
        case .guide(let guide): guide.owningView
        }
    }
}
