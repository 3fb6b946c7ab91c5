extension Tableau {
    /// Moves one constraint's constant without re-adding it; `dualOptimize()` then restores feasibility.
    ///
    /// Why a shift of the marker is enough: the marker (a slack, error or dummy symbol made for this
    /// constraint alone) appears in the constraint's original equation `0 = constant + … + m × marker`
    /// and in no other, and every row of the tableau is a combination of original equations. Adding δ to
    /// the constant is therefore the same system with `marker` replaced by `marker + δ/m`: a basic marker's
    /// row loses δ/m, and every row holding the parametric marker with coefficient c gains c × δ/m. The
    /// objective keeps its coefficients, so the tableau stays optimal and only feasibility can break —
    /// what the dual simplex mends (Cassowary's update of an edit constraint's constant, which kiwi's `suggestValue`
    /// applies to edit constraints; here any constraint's constant moves the same way).
    ///
    /// This moves the constants only; `dualOptimize()` then pivots, if any row went negative.
    ///
    /// - Parameters:
    ///   - shift: δ/m, the change of the constant divided by the marker's coefficient in the constraint's
    ///     own equation (before any sign flip, which changes both alike).
    ///   - former: receives each moved row's index and former constant, for `restoreConstants`.
    /// - Returns: nil on success; otherwise a row that can no longer be satisfied (only a required
    ///   constraint's move can do that), with some constants moved — the caller restores them.
    mutating func shiftConstant(marker: Symbol, by shift: Double, former: inout [(index: Int, constant: Double)]) -> (basic: Symbol, row: Row)? {
        if let index = rows.index(of: marker) {
            former.append((index, rows.entries[index].row.constant))
            rows.entries[index].row.constant -= shift
            return note(rowAt: index)
        }
        for index in rows.entries.indices {
            let coefficient = rows.entries[index].row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            former.append((index, rows.entries[index].row.constant))
            rows.entries[index].row.constant += coefficient * shift
            if let broken = note(rowAt: index) { return broken }
        }
        return nil
    }

    /// Puts back constants saved by `shiftConstant` (exactly: no arithmetic undoes the move).
    mutating func restoreConstants(_ former: [(index: Int, constant: Double)]) {
        for (index, constant) in former { rows.entries[index].row.constant = constant }
    }

    /// Whether `dualOptimize()` will pivot: some noted row is really negative.
    var needsDualPivots: Bool {
        infeasible.contains { basic in
            guard let constant = rows.constant(for: basic) else { return false }
            return constant < 0 && !Row.isNearZero(constant)
        }
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
