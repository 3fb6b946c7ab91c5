// Which independent part (`Subsystem`) a call works on, and parts merging and going.

extension LayoutSolver {
    /// Makes `part` the one the call works on (its solution will be written at the next
    /// `updateVariables`).
    func select(_ part: Subsystem) {
        current = part.resolved
        current.needsUpdate = true
    }

    /// Selects the part of the constraint's variables: a new part when it names none the solver knows,
    /// the parts of all of them merged into the largest when it names several.
    func select(partFor constraint: LayoutConstraint) {
        var found: [Subsystem] = []
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            guard let part = variables[ObjectIdentifier(term.variable)]?.part.resolved else { continue }
            if !found.contains(where: { $0 === part }) { found.append(part) }
        }
        guard let largest = found.max(by: { $0.tableau.rows.count < $1.tableau.rows.count }) else {
            let part = Subsystem(ids: ids)
            parts.append(part)
            return select(part)
        }
        for other in found where other !== largest {
            largest.absorb(other)
            parts.removeAll { $0 === other }
        }
        select(largest)
    }

    /// Drops `part` once nothing is left in it.
    func dropIfEmpty(_ part: Subsystem) {
        guard part.isEmpty else { return }
        parts.removeAll { $0 === part }
    }
}
