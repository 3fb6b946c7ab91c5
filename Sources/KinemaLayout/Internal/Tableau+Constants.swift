extension Tableau {
    /// Moves one constraint's constant without re-adding it, then restores feasibility by dual simplex.
    ///
    /// Why a shift of the marker is enough: the marker (a slack, error or dummy symbol made for this
    /// constraint alone) appears in the constraint's original equation `0 = constant + … + m × marker`
    /// and in no other, and every row of the tableau is a combination of original equations. Adding δ to
    /// the constant is therefore the same system with `marker` replaced by `marker + δ/m`: a basic marker's
    /// row loses δ/m, and every row holding the parametric marker with coefficient c gains c × δ/m. The
    /// objective keeps its coefficients, so the tableau stays optimal and only feasibility can break —
    /// what the dual simplex mends (Cassowary's edit-constant update, §4.2, which kiwi's `suggestValue`
    /// applies to edit constraints; here any constraint's constant moves the same way).
    ///
    /// - Parameter shift: δ/m, the change of the constant divided by the marker's coefficient in the
    ///   constraint's own equation (before any sign flip, which changes both alike).
    /// - Returns: nil on success; otherwise a row that can no longer be satisfied (only a required
    ///   constraint's move can do that), with the tableau mid-way — the caller puts back its copy.
    mutating func shiftConstant(marker: Symbol, by shift: Double) -> (basic: Symbol, row: Row)? {
        if let index = rows.index(of: marker) {
            rows.entries[index].row.constant -= shift
            if let broken = note(rowAt: index) { return broken }
        } else {
            for index in rows.entries.indices {
                let coefficient = rows.entries[index].row.coefficient(for: marker)
                guard coefficient != 0 else { continue }
                rows.entries[index].row.constant += coefficient * shift
                if let broken = note(rowAt: index) { return broken }
            }
        }
        return dualOptimize()
    }

    /// After a row's constant moved: a dummy's row (all dummies, from redundant required equalities) must
    /// stay at 0, or the moved constraint contradicts the others; a restricted row gone negative is noted
    /// for the dual simplex.
    private mutating func note(rowAt index: Int) -> (basic: Symbol, row: Row)? {
        let entry = rows.entries[index]
        if entry.basic.isDummy && !Row.isNearZero(entry.row.constant) { return (entry.basic, entry.row) }
        if !entry.basic.isExternal && entry.row.constant < 0 { infeasible.append(entry.basic) }
        return nil
    }
}
