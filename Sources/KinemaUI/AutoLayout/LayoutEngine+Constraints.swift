import Foundation
import KinemaLayout

/// The user's constraints in the engine: added, removed, and edited in place.
extension LayoutEngine {
    /// Adds an active constraint (solved at the next pass). A required constraint that cannot hold with
    /// the others is logged as UIKit logs it and left out ("broken"), never a crash.
    func add(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, installed[ObjectIdentifier(constraint)] == nil else { return }
        guard let space = constraint.installedOn, isInside(space),
            let first = constraint.firstItem.flatMap(LayoutItemRef.init)
        else { return }
        let lhs = expression(first, constraint.firstAttribute, in: space)
        var rhs = LayoutExpression()
        if let second = constraint.secondItem.flatMap(LayoutItemRef.init) {
            rhs = expression(second, constraint.secondAttribute, in: space) * Double(constraint.multiplier)
        }
        var difference = lhs - rhs
        let base = difference.constant
        difference.constant = base - Double(constraint.constant)
        let made = LayoutConstraint(difference, constraint.relation.layoutRelation, strength: constraint.priority.strength)
        if addToSolver(made, broken: .user(constraint)) {
            installed[ObjectIdentifier(constraint)] = InstalledConstraint(constraint: made, baseConstant: base)
        }
        needsSolve = true
    }

    /// Whether an active constraint was left out of the solution for a conflict.
    func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.isActive && !needsRebuild && installed[ObjectIdentifier(constraint)] == nil
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(entry.constraint)
        labels[ObjectIdentifier(entry.constraint)] = nil
        solverConstraints[ObjectIdentifier(entry.constraint)] = nil
        needsSolve = true
    }

    /// A new constant is edited in place; one that contradicts the required constraints goes through the
    /// conflict rule (logged, one constraint broken) as an added constraint does.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, constraint.isActive else { return }
        needsSolve = true
        guard let entry = installed[ObjectIdentifier(constraint)] else { return add(constraint) }
        do {
            try solver.setConstant(entry.baseConstant - Double(constraint.constant), of: entry.constraint)
        } catch {
            remove(constraint)
            add(constraint)
        }
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint, from old: UILayoutPriority) {
        if (old == .required) != (constraint.priority == .required) { LayoutReport.requiredPriorityChanged(constraint, from: old) }
        // A broken constraint is tried again at its new priority (the usual fix: lower it below 1000).
        guard !needsRebuild, constraint.isActive else { return }
        remove(constraint)
        add(constraint)
    }

    /// Adds one of the engine's own constraints for `entry`.
    func addSystem(_ entry: LayoutItemEntry, _ expression: LayoutExpression, _ relation: LayoutRelation, strength: Double, name: String) {
        let made = LayoutConstraint(expression, relation, strength: strength)
        if remade != nil {
            remade?.append((made, name))
            return
        }
        if addToSolver(made, broken: .system(name)) { entry.system.append(made) }
    }

    /// Makes `entry`'s system constraints again with `make` (which adds them by `addSystem`). Where the
    /// new ones are the old ones with other constants — a view moved, a label's text changed — the old
    /// ones take the new constants in place (`LayoutSolver.setConstant`: the constant's change pushed
    /// through the tableau, a few pivots) instead of being removed and added, which rebuilt the rows
    /// around them: the collection's layout change moved its cells' 80 autoresizing constraints in a
    /// frame of 99 million instructions, 35 of them the solver's.
    func replaceSystem(_ entry: LayoutItemEntry, _ make: () -> Void) {
        remade = []
        make()
        let made = remade ?? []
        remade = nil
        let old = entry.system
        if old.count == made.count, zip(old, made).allSatisfy({ Self.sameShape($0, $1.constraint) }),
            takeConstants(of: made.map(\.constraint), into: old)
        {
            return
        }
        removeSystem(entry)
        for (constraint, name) in made where addToSolver(constraint, broken: .system(name)) { entry.system.append(constraint) }
    }

    /// Gives each of `old` (in the solver) the constant of its counterpart in `new`; false when the solver
    /// refuses one (a required constraint that would break).
    private func takeConstants(of new: [LayoutConstraint], into old: [LayoutConstraint]) -> Bool {
        for (constraint, made) in zip(old, new) where constraint.expression.constant != made.expression.constant {
            do { try solver.setConstant(made.expression.constant, of: constraint) } catch { return false }
        }
        return true
    }

    /// Whether two constraints differ at most in their expressions' constants.
    static func sameShape(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength, a.expression.terms.count == b.expression.terms.count else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    func removeSystem(_ entry: LayoutItemEntry) {
        for constraint in entry.system {
            try? solver.removeConstraint(constraint)
            labels[ObjectIdentifier(constraint)] = nil
            solverConstraints[ObjectIdentifier(constraint)] = nil
        }
        entry.system = []
    }
}

extension NSLayoutConstraint.Relation {
    var layoutRelation: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
