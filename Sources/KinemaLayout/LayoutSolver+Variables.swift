// The solver's variables: a symbol each, kept while some constraint names them.

extension LayoutSolver {
    /// The variable's symbol, made (with no uses yet) the first time a constraint names it.
    func symbol(for variable: LayoutVariable) -> Symbol {
        if let record = variables[ObjectIdentifier(variable)] { return record.symbol }
        let symbol = tableau.makeSymbol(.external)
        variables[ObjectIdentifier(variable)] = VariableRecord(variable: variable, symbol: symbol, uses: 0, part: current)
        current.variables.append((symbol, variable))
        return symbol
    }

    func retainVariables(of constraint: LayoutConstraint) {
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            variables[ObjectIdentifier(term.variable)]?.uses += 1
        }
    }

    func releaseVariables(of constraint: LayoutConstraint) {
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            variables[ObjectIdentifier(term.variable)]?.uses -= 1
        }
        forgetUnusedVariables(of: constraint)
    }

    /// Forgets the constraint's variables that no constraint names any more. With its constraints gone a
    /// variable is parametric and its cells have cancelled out (to within rounding, which is swept here),
    /// so its symbol can go. A variable still basic — which exact arithmetic rules out — is kept.
    func forgetUnusedVariables(of constraint: LayoutConstraint) {
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard let record = variables[key], record.uses <= 0 else { continue }
            let part = record.part.resolved
            guard part.tableau.rows.index(of: record.symbol) == nil else { continue }
            for index in part.tableau.rows.entries.indices { part.tableau.rows.entries[index].row.remove(record.symbol) }
            part.tableau.objective.remove(record.symbol)
            variables[key] = nil
            if let index = part.variables.firstIndex(where: { $0.symbol == record.symbol }) { part.variables.remove(at: index) }
        }
    }
}
