// The simplex iterations, after the kiwi solver's structure of Cassowary (Badros, Borning & Stuckey,
// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): a primal phase
// that minimises an objective from a feasible tableau, and a dual phase that restores feasibility after a
// constant moved while keeping the objective minimal. Every choice walks rows and cells in symbol-id
// order and keeps the first best candidate, so ties always go to the oldest symbol.

extension Tableau {
    /// Primal simplex: pivots until no symbol in the objective can lower it.
    ///
    /// The entering symbol is the oldest non-dummy symbol with a negative objective coefficient (Bland's
    /// rule, which cannot cycle); the leaving row the restricted row that bounds it first. The objective is
    /// bounded below (errors are ≥ 0), so a missing leaving row would be a solver bug; the loop then stops
    /// where it is rather than crash.
    mutating func optimize(_ which: Objective) {
        while true {
            let row = which == .main ? objective : (artificial ?? Row())
            guard let entering = row.cells.first(where: { !$0.symbol.isDummy && $0.coefficient < 0 })?.symbol else { return }
            guard let index = leavingRowIndex(for: entering) else {
                assertionFailure("the objective is unbounded")
                return
            }
            pivot(rowAt: index, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first as it grows: the least `−constant / coefficient`
    /// over rows where its coefficient is negative.
    func leavingRowIndex(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in rows.entries.indices where !rows.entries[index].basic.isExternal {
            let coefficient = rows.entries[index].row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows.entries[index].row.constant / coefficient
            if ratio < bestRatio { (best, bestRatio) = (index, ratio) }
        }
        return best
    }

    /// Dual simplex: while a noted row is infeasible, pivots in the symbol of that row whose objective
    /// coefficient grows least per unit (the least `objective coefficient / row coefficient` over positive
    /// row coefficients). Rows are taken last-noted first, as kiwi does.
    ///
    /// - Returns: nil when feasible again; otherwise the row (and its basic symbol) that no pivot can make
    ///   feasible — a required constraint's constant moved out of reach — with the tableau mid-way.
    mutating func dualOptimize() -> (basic: Symbol, row: Row)? {
        while let leaving = infeasible.popLast() {
            guard let index = rows.index(of: leaving) else { continue }
            let row = rows.entries[index].row
            guard !Row.isNearZero(row.constant) && row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(of: row) else {
                infeasible.removeAll()
                return (leaving, row)
            }
            pivot(rowAt: index, entering: entering)
        }
        return nil
    }

    func dualEnteringSymbol(of row: Row) -> Symbol? {
        var entering: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < bestRatio { (entering, bestRatio) = (cell.symbol, ratio) }
        }
        return entering
    }

    /// The row to pivot a parametric marker into the basis through, when its constraint is removed:
    /// first the restricted row with a negative coefficient and the least `−constant / coefficient`, then
    /// the restricted row with the least `constant / coefficient`, then the newest external row holding it.
    func markerLeavingRowIndex(for marker: Symbol) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        for index in rows.entries.indices {
            let row = rows.entries[index].row
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if rows.entries[index].basic.isExternal {
                third = index
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { (first, firstRatio) = (index, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { (second, secondRatio) = (index, ratio) }
            }
        }
        return first ?? second ?? third
    }

    /// Adds the equation `0 = row` for a required constraint that has no subject to solve for: an
    /// artificial variable takes the row, the artificial objective (the row itself) is minimised, and the
    /// constraint can hold only if it reaches 0 (Cassowary's phase one).
    ///
    /// - Returns: nil on success, with the artificial variable gone; otherwise the artificial objective as
    ///   it ended (its symbols are the constraints that prevent it), with the tableau mid-way — the caller
    ///   puts back its copy.
    mutating func addWithArtificialVariable(_ row: Row) -> Row? {
        let artificialSymbol = makeSymbol(.slack)
        rows.insert(row, basic: artificialSymbol)
        artificial = row
        optimize(.artificial)
        let reached = artificial ?? Row()
        artificial = nil
        guard Row.isNearZero(reached.constant) else { return reached }
        if let index = rows.index(of: artificialSymbol) {
            var entry = rows.remove(at: index)
            if entry.row.cells.isEmpty { return nil }
            guard let entering = entry.row.cells.first(where: { $0.symbol.isSlackOrError })?.symbol else { return entry.row }
            entry.row.solve(for: artificialSymbol, entering: entering)
            substitute(entering, with: entry.row)
            rows.insert(entry.row, basic: entering)
        }
        for index in rows.entries.indices { rows.entries[index].row.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return nil
    }
}
