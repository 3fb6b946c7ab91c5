import Foundation
import KinemaGraphics

/// What Auto Layout says on standard error, in UIKit's words: a set of constraints that cannot all hold
/// (and the one broken to recover), constraints whose items share no ancestor, and a priority changed
/// between required and optional on an installed constraint. Each situation is reported once.
@MainActor
enum LayoutReport {
    static let reports = ReportedOnce()

    static func unsatisfiable(_ conflicting: [LayoutEngine.ConstraintLabel], breaking broken: LayoutEngine.ConstraintLabel) {
        // Described once: the key and the message (written only the first time) share the descriptions.
        let described = conflicting.map(describe)
        let key = "unsatisfiable " + described.joined(separator: "|")
        reports.report(key, """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(described.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(describe(broken))
            """)
    }

    static func noCommonAncestor(_ constraint: NSLayoutConstraint) {
        reports.report("ancestor \(ObjectIdentifier(constraint))", """
            Kinema: unable to activate constraint \(LayoutDescription.describe(constraint)): its items have no \
            common ancestor. Does the constraint or its anchors reference items in different view hierarchies? \
            Add both views to one hierarchy before activating it. UIKit raises an exception here; Kinema leaves \
            the constraint inactive.
            """)
    }

    static func requiredPriorityChanged(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {
        guard constraint.isActive else { return }
        reports.report("priority \(ObjectIdentifier(constraint))", """
            Kinema: the priority of the installed constraint \(LayoutDescription.describe(constraint)) changed from \
            \(old.rawValue) to \(constraint.priority.rawValue). UIKit does not support mutating a priority between \
            required and not on an installed constraint (it raises an exception); Kinema applies it. Deactivate the \
            constraint, change the priority, and activate it again to be portable.
            """)
    }

    private static func describe(_ label: LayoutEngine.ConstraintLabel) -> String {
        switch label {
        case .user(let constraint): LayoutDescription.describe(constraint)
        case .system(let name): "<\(name)>"
        }
    }
}

/// A constraint as UIKit describes it: `<NSLayoutConstraint:0x… UILabel:0x….width == 100   (active)>`
/// (items by class and identifier rather than address, so logs and dumps are the same run to run).
@MainActor
enum LayoutDescription {
    static func describe(_ constraint: NSLayoutConstraint) -> String {
        let identifier = constraint.identifier.map { " '\($0)'" } ?? ""
        let first = "\(itemName(constraint.firstItem)).\(constraint.firstAttribute.name)"
        var right = ""
        if let second = constraint.secondItem {
            right = "\(itemName(second)).\(constraint.secondAttribute.name)"
            if constraint.multiplier != 1 { right += " * \(format(constraint.multiplier))" }
            if constraint.constant != 0 { right += constraint.constant > 0 ? " + \(format(constraint.constant))" : " - \(format(-constraint.constant))" }
        } else {
            right = format(constraint.constant)
        }
        let priority = constraint.priority == .required ? "" : " @\(format(CGFloat(constraint.priority.rawValue)))"
        let active = constraint.isActive ? "   (active)" : ""
        return "<NSLayoutConstraint\(identifier) \(first) \(constraint.relation.symbol) \(right)\(priority)\(active)>"
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView {
            let type = String(describing: Swift.type(of: view))
            return view.accessibilityIdentifier.map { "\(type)'\($0)'" } ?? type
        }
        if let guide = item as? UILayoutGuide {
            let owner = guide.owningView.map { itemName($0) } ?? "nil"
            return guide.identifier.isEmpty ? "UILayoutGuide(\(owner))" : "'\(guide.identifier)'(\(owner))"
        }
        return String(describing: Swift.type(of: item))
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
