extension Tableau {
    /// What must hold between public calls, as readable failures (empty when all holds); tests run it
    /// after every mutation, as the house does for its other fast paths.
    ///
    /// - rows sorted by basic symbol, cells sorted by symbol, no near-zero cell, no basic symbol inside
    ///   any row or the objective;
    /// - no external symbol in a restricted row or in the objective (so the simplex never pivots on an
    ///   unrestricted variable);
    /// - feasible: restricted rows' constants ≥ 0, dummies' rows at 0 (within `tolerance`);
    /// - optimal: no negative objective coefficient on a symbol that could enter (within `tolerance`
    ///   relative to the objective's largest coefficient);
    /// - no artificial objective and no symbol id at or beyond the next one.
    func checkInvariants(tolerance: Double = 1e-6) -> [String] {
        var problems: [String] = []
        let basics = Set(rows.entries.map(\.basic))
        if artificial != nil { problems.append("an artificial objective outlived its constraint") }
        for (index, entry) in rows.entries.enumerated() {
            if index > 0 && rows.entries[index - 1].basic >= entry.basic { problems.append("rows out of order at \(index)") }
            problems += check(entry.row, named: "row of \(entry.basic)", basics: basics, restricted: !entry.basic.isExternal)
            if !entry.basic.isExternal && entry.row.constant < -tolerance {
                problems.append("row of \(entry.basic) infeasible: \(entry.row.constant)")
            }
            if entry.basic.isDummy && abs(entry.row.constant) > tolerance {
                problems.append("dummy row of \(entry.basic) away from 0: \(entry.row.constant)")
            }
            if entry.basic.id >= nextSymbolId { problems.append("row of \(entry.basic) newer than the next id") }
        }
        problems += check(objective, named: "objective", basics: basics, restricted: true)
        let scale = objective.cells.reduce(1.0) { max($0, abs($1.coefficient)) }
        for cell in objective.cells where !cell.symbol.isDummy && cell.coefficient < -tolerance * scale {
            problems.append("objective not minimal: \(cell.symbol) has \(cell.coefficient)")
        }
        return problems
    }

    private func check(_ row: Row, named name: String, basics: Set<Symbol>, restricted: Bool) -> [String] {
        var problems: [String] = []
        if row.mask != Row.mask(of: row.cells) { problems.append("\(name): stale symbol mask") }
        for (index, cell) in row.cells.enumerated() {
            if index > 0 && row.cells[index - 1].symbol >= cell.symbol { problems.append("\(name): cells out of order") }
            if Row.isNearZero(cell.coefficient) { problems.append("\(name): near-zero cell \(cell.symbol)") }
            if basics.contains(cell.symbol) { problems.append("\(name): holds basic \(cell.symbol)") }
            if restricted && cell.symbol.isExternal { problems.append("\(name): holds external \(cell.symbol)") }
            if cell.symbol.id >= nextSymbolId { problems.append("\(name): \(cell.symbol) newer than the next id") }
        }
        return problems
    }
}

extension Symbol: CustomStringConvertible {
    var description: String {
        let letter = switch kind {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
        return "\(letter)\(id)"
    }
}
