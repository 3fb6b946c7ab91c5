// Changes to what the solver holds that keep the tableau: edit variables and their suggested values,
// constants and strengths.

extension LayoutSolver {
    /// Starts editing `variable`: an optional constraint `variable == suggestion` at `strength`, with the
    /// suggestion 0 until `suggestValue` moves it (kiwi's edit variables, after Cassowary's).
    ///
    /// - Throws: `.duplicateEditVariable` if it is being edited; `.badRequiredStrength` if `strength`
    ///   clips to `LayoutStrength.required` (an edit must be able to yield).
    public func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(LayoutSolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable }
        let strength = LayoutStrength.clip(strength)
        guard strength < LayoutStrength.required else { throw .badRequiredStrength }
        let constraint = LayoutConstraint(LayoutExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = constraint
    }

    /// Stops editing `variable` and solves again without its suggestion.
    ///
    /// - Throws: `.unknownEditVariable` if it is not being edited.
    public func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try removeConstraint(constraint)
    }

    /// Whether `variable` is being edited.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edited variable: the solver moves the edit constraint's constant and
    /// re-solves by dual simplex (no constraint is added or removed), so a drag costs a few pivots a frame.
    ///
    /// - Throws: `.unknownEditVariable` if it is not being edited.
    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable }
        try setConstant(-value, of: constraint)
    }

    /// Changes the constant of an added constraint's expression in place and re-solves incrementally —
    /// the constant's change is pushed through the rows that hold the constraint's marker, then a dual
    /// simplex restores feasibility (see `Tableau.shiftConstant`) — rather than removing and adding the
    /// constraint. `constraint.expression.constant` becomes `constant`. This is what a pan gesture that
    /// edits a constraint's constant every frame uses.
    ///
    /// - Parameter constant: a finite number; NaN or an infinity is ignored (nothing changes).
    /// - Throws: `.unknownConstraint` if the solver does not hold it; `.unsatisfiableConstraint` if it is
    ///   required and the new constant contradicts the other required constraints (nothing changes then).
    public func setConstant(_ constant: Double, of constraint: LayoutConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard var record = constraints[key] else { throw .unknownConstraint }
        guard constant.isFinite else { return }
        select(record.part)
        let delta = constant - record.constant
        if delta != 0 {
            try move(record, by: delta)
            record.constant = constant
            constraints[key] = record
        }
        constraint.expression.constant = constant
    }

    /// Moves the constant of the constraint's rows, then pivots as needed; a refused move (a required
    /// constraint's) leaves the tableau bit for bit as it was. Most frames of a drag need no pivot, so the
    /// tableau is copied for the refusal's sake only when a pivot is coming.
    private func move(_ record: ConstraintRecord, by delta: Double) throws(LayoutSolverError) {
        var former: [(index: Int, constant: Double)] = []
        let noted = tableau.infeasible
        func refuse(_ broken: (basic: Symbol, row: Row)) -> LayoutSolverError {
            tableau.restoreConstants(former)
            tableau.infeasible = noted
            return conflict(record.constraint, row: broken.row, basic: broken.basic)
        }
        if let broken = tableau.shiftConstant(marker: record.marker, by: delta / record.markerCoefficient, former: &former) {
            throw refuse(broken)
        }
        let saved = record.isRequired && tableau.needsDualPivots ? tableau : nil
        if let broken = tableau.dualOptimize() {
            // Only a required constraint can break; an optional one always yields.
            guard let saved else {
                assertionFailure("an optional constraint's move broke the tableau")
                return
            }
            tableau = saved
            throw refuse(broken)
        }
    }

    /// Changes the strength of an added constraint (to or from `required` too) by taking it out and
    /// putting it back; it keeps its place in the order conflicts are listed in.
    ///
    /// - Parameter strength: clipped to 0…`LayoutStrength.required`.
    /// - Throws: `.unknownConstraint` if the solver does not hold it; `.unsatisfiableConstraint` if it
    ///   becomes required and contradicts the other required constraints (nothing changes then).
    public func setStrength(_ strength: Double, of constraint: LayoutConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = constraints[key] else { throw .unknownConstraint }
        let strength = LayoutStrength.clip(strength)
        guard strength != record.strength else { return }
        select(record.part)
        let saved = tableau
        constraints[key] = nil
        uninstall(record)
        constraint.strength = strength
        do {
            constraints[key] = try install(constraint, constant: record.constant, order: record.order)
        } catch {
            tableau = saved
            constraints[key] = record
            constraint.strength = record.strength
            throw error
        }
    }
}
