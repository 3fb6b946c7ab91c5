// Putting a constraint's row into the tableau and taking it out, after the kiwi solver's structure.

extension LayoutSolver {
    /// Adds the constraint's row to the tableau, optimises, and returns its record; on failure the tableau
    /// and the variables are as before.
    func install(_ constraint: LayoutConstraint, constant: Double, order: Int) throws(LayoutSolverError) -> ConstraintRecord {
        let firstSymbolId = tableau.nextSymbolId
        let (row, record) = makeRow(for: constraint, constant: constant, order: order)
        do {
            try enter(row, of: record)
        } catch {
            tableau.nextSymbolId = firstSymbolId
            forgetUnusedVariables(of: constraint)
            throw error
        }
        tableau.optimize(.main)
        return record
    }

    /// The constraint as a row `0 = constant + Σ …` over the current parametric symbols (basic variables
    /// replaced by their rows), with its slack, error or dummy symbols, and its constant made ≥ 0; an
    /// optional constraint's errors join the objective at its strength.
    func makeRow(for constraint: LayoutConstraint, constant: Double, order: Int) -> (Row, ConstraintRecord) {
        var row = Row(constant: constant)
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau.rows.row(for: symbol) {
                row.add(basicRow, times: term.coefficient, scratch: &tableau.scratch)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let (marker, other, markerCoefficient) = addMarkers(for: constraint, to: &row)
        if row.constant < 0 { row.negate() }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            strength: constraint.strength, constant: constant, order: order, part: current)
        return (row, record)
    }

    /// The constraint's own symbols, added to its row: a slack for an inequality (plus an error when
    /// optional), a dummy for a required equality, two errors for an optional one; errors join the
    /// objective at the constraint's strength.
    private func addMarkers(for constraint: LayoutConstraint, to row: inout Row) -> (marker: Symbol, other: Symbol?, coefficient: Double) {
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤ (slack ≥ 0), expression − slack = 0 for ≥; an optional one
            // also has an error that lets the slack go negative, at a cost.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(slack, coefficient)
            guard !constraint.isRequired else { return (slack, nil, coefficient) }
            let error = tableau.makeSymbol(.error)
            row.add(error, -coefficient)
            tableau.objective.add(error, strength)
            return (slack, error, coefficient)
        case .equal where constraint.isRequired:
            let dummy = tableau.makeSymbol(.dummy)
            row.add(dummy, 1)
            return (dummy, nil, 1)
        case .equal:
            // expression = plus − minus, both errors ≥ 0 and weighed.
            let (plus, minus) = (tableau.makeSymbol(.error), tableau.makeSymbol(.error))
            row.add(plus, -1)
            row.add(minus, 1)
            tableau.objective.add(plus, strength)
            tableau.objective.add(minus, strength)
            return (plus, minus, -1)
        }
    }

    /// Solves the new row for a subject and substitutes it everywhere; failing a subject, a row of only
    /// dummies must be 0 (a redundant required equality, whose marker then becomes basic), and any other
    /// goes in through an artificial variable.
    private func enter(_ row: Row, of record: ConstraintRecord) throws(LayoutSolverError) {
        var subject = chooseSubject(row, record)
        if subject == nil && row.isAllDummies {
            guard Row.isNearZero(row.constant) else { throw conflict(record.constraint, row: row, basic: nil) }
            subject = record.marker
        }
        if let subject {
            tableau.insertRow(row, solvedFor: subject)
            return
        }
        let saved = tableau
        if let failed = tableau.addWithArtificialVariable(row) {
            tableau = saved
            throw conflict(record.constraint, row: failed, basic: nil)
        }
    }

    /// The oldest external symbol in the row (unrestricted, so any value is fine); else the constraint's
    /// own slack or error if its coefficient is negative (so solving for it keeps it ≥ 0); else none.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
        for candidate in [record.marker, record.other] {
            if let candidate, candidate.isSlackOrError, row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Takes the constraint out: its errors leave the objective first (a later pivot would otherwise carry
    /// their cost along), then its marker's row is dropped — after pivoting the marker into the basis if
    /// it is parametric — and the objective is minimised again.
    func uninstall(_ record: ConstraintRecord) {
        for symbol in [record.marker, record.other] {
            if let symbol, symbol.kind == .error { tableau.addToObjective(symbol, -record.strength) }
        }
        if let index = tableau.rows.index(of: record.marker) {
            _ = tableau.rows.remove(at: index)
        } else if let index = tableau.markerLeavingRowIndex(for: record.marker) {
            var entry = tableau.rows.remove(at: index)
            entry.row.solve(for: entry.basic, entering: record.marker)
            tableau.substitute(record.marker, with: entry.row)
        } else {
            assertionFailure("the marker of \(record.constraint) is nowhere in the tableau")
        }
        tableau.optimize(.main)
    }

    /// `.unsatisfiableConstraint` for `constraint`: it first, then the other required constraints whose
    /// markers are in `row` (or are its basic symbol), in the order they were added.
    func conflict(_ constraint: LayoutConstraint, row: Row, basic: Symbol?) -> LayoutSolverError {
        var symbols = Set(row.cells.map(\.symbol))
        if let basic { symbols.insert(basic) }
        let others = constraints.values
            .filter { $0.isRequired && $0.constraint !== constraint && symbols.contains($0.marker) }
            .sorted { $0.order < $1.order }
        return .unsatisfiableConstraint(conflicting: [ObjectIdentifier(constraint)] + others.map { ObjectIdentifier($0.constraint) })
    }
}
