/// What a `LayoutSolver` keeps for each constraint it holds: the symbols that track the constraint
/// through the tableau, and the constant and strength its rows were built with.
struct ConstraintRecord {
    let constraint: LayoutConstraint
    /// The symbol made for this constraint alone (slack, dummy, or an optional equality's positive
    /// error): it finds the constraint's rows when the constant moves or the constraint goes.
    let marker: Symbol
    /// An optional constraint's other error symbol (for an equality, its negative error).
    let other: Symbol?
    /// The marker's coefficient in the constraint's equation `0 = expression + … + m × marker`:
    /// +1 for ≤ and required =, −1 for ≥ and optional =.
    let markerCoefficient: Double
    let strength: Double
    /// The expression's constant as this solver's rows know it.
    var constant: Double
    /// When it was added: conflicts list required constraints in this order.
    let order: Int
    /// The part the constraint's rows are in (resolve it: parts merge).
    let part: Subsystem

    var isRequired: Bool { strength >= LayoutStrength.required }
}
