import Foundation
import KinemaLayout

/// UIKit's debugging aids for ambiguous layouts: whether an item's frame is not fixed by its constraints,
/// and another solution that satisfies them as well.
///
/// An item is ambiguous when one of its variables can move without any constraint giving way: the engine
/// pulls each variable 100 points each way with an edit far weaker than any priority (a thousandth of the
/// weakest) and sees whether it follows.
extension LayoutEngine {
    /// Whether `item`'s solved frame is one of several equally good ones.
    func isAmbiguous(_ item: LayoutItemRef) -> Bool {
        flush()
        guard let entry = entries[ObjectIdentifier(item.object)] else { return false }
        let ambiguous = entry.variables.contains { pull($0, by: 100) || pull($0, by: -100) }
        // The probes may have left the solver at another of the equally good solutions: rebuilt, it is
        // back at the one it published.
        needsRebuild = true
        flush()
        return ambiguous
    }

    /// Moves `item` to another solution of its constraints where it has one (UIKit's
    /// `exerciseAmbiguityInLayout`), publishing it: the next layout shows it.
    func exerciseAmbiguity(of item: LayoutItemRef) {
        flush()
        guard let entry = entries[ObjectIdentifier(item.object)] else { return }
        for variable in entry.variables where pull(variable, by: 100) || pull(variable, by: -100) {
            break
        }
        publishAfterProbe()
    }

    /// Pulls `variable` by `distance` with the weakest edit; returns whether it moved.
    private func pull(_ variable: LayoutVariable, by distance: Double) -> Bool {
        let start = variable.value
        do {
            try solver.addEditVariable(variable, strength: 1e-3)
            try solver.suggestValue(start + distance, for: variable)
            solver.updateVariables()
            let moved = abs(variable.value - start) > 1e-6
            try solver.removeEditVariable(variable)
            solver.updateVariables()
            return moved
        } catch {
            return false
        }
    }
}

extension UIView {
    /// Whether the view's frame is not fully determined by its constraints (a debugging aid).
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutRoot.layoutState?.engine else { return false }
        return engine.isAmbiguous(.view(self))
    }

    /// Moves an ambiguous view to another frame its constraints allow (a debugging aid).
    public func exerciseAmbiguityInLayout() {
        layoutRoot.layoutState?.engine?.exerciseAmbiguity(of: .view(self))
    }

    /// The active constraints that relate the view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsReferring(to: self).filter { $0.firstAttribute.axis == axis || $0.secondAttribute.axis == axis }
    }
}

extension UILayoutGuide {
    public var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.layoutRoot.layoutState?.engine else { return false }
        return engine.isAmbiguous(.guide(self))
    }

    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        (owningView?.constraintsReferring(to: self) ?? []).filter { $0.firstAttribute.axis == axis || $0.secondAttribute.axis == axis }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies along (nil for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }
}
