/// An incremental linear constraint solver for layout: Auto Layout's engine.
///
/// The algorithm is Cassowary (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001) in the structure of the kiwi solver: a simplex tableau of
/// rows over external (the user's variables), slack, error and dummy symbols; required constraints hold
/// exactly, optional ones minimise `Σ strength × error`; a required constraint with nothing to solve for
/// goes in through an artificial variable; a moved constant (an edit variable's suggestion, or any
/// constraint's via `setConstant`) is absorbed by a dual simplex, without re-adding anything.
///
/// Every call leaves a solution that is feasible for the required constraints and optimal for the
/// optional ones; `updateVariables()` copies it into the variables. Results are reproducible: the same
/// calls in the same order give bit-identical values in every process (ties go to the oldest symbol,
/// never to dictionary order). When several solutions are equally good (an under-determined system),
/// the one given is the tableau's basic solution: variables nothing pins keep 0, and among variables
/// tied by a constraint the one first named is solved for.
///
/// Constraints that share no variable are kept in separate tableaus (`Subsystem`), merged when a
/// constraint joins them: the same pivots and values as one tableau, at the cost of the part a call
/// changes.
///
/// A throwing call changes nothing. Not thread-safe; use one solver from one thread (KinemaUI: the main
/// actor).
public final class LayoutSolver {
    /// Where every part's symbol ids come from.
    let ids = Tableau.SymbolIds()
    /// The independent parts (see `Subsystem`), live ones only.
    var parts: [Subsystem] = []
    /// The part the call in progress works on: `tableau` is its tableau.
    var current: Subsystem
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var variables: [ObjectIdentifier: VariableRecord] = [:]
    /// Edited variables and the optional `variable == value` constraint behind each.
    var edits: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Constraints added so far, for each record's `order`.
    var additions = 0

    /// The tableau of the part the call in progress works on.
    var tableau: Tableau {
        get { current.tableau }
        _modify { yield &current.tableau }
        set { current.tableau = newValue }
    }

    /// An empty solver.
    public init() {
        current = Subsystem(ids: ids)
    }

    /// Adds `constraint` and solves again (incrementally: the constraint's row is solved for one symbol
    /// and substituted, then the objective is minimised).
    ///
    /// - Throws: `.duplicateConstraint` if the solver holds it already; `.unsatisfiableConstraint` if it
    ///   is required and contradicts the required constraints already added. Either way nothing changes.
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint }
        select(partFor: constraint)
        defer { dropIfEmpty(current) }
        constraints[key] = try install(constraint, constant: constraint.expression.constant, order: additions)
        additions += 1
        retainVariables(of: constraint)
    }

    /// Removes `constraint` and solves again; the solution is the one the remaining constraints give.
    ///
    /// - Throws: `.unknownConstraint` if the solver does not hold it.
    public func removeConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { throw .unknownConstraint }
        select(record.part)
        uninstall(record)
        releaseVariables(of: constraint)
        dropIfEmpty(current)
    }

    /// Whether `constraint` was added (and not removed since).
    public func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// How many independent parts the constraints form (see `Subsystem`).
    package var partCount: Int { parts.count }

    /// How many constraints were added and not removed (edit variables' constraints not counted).
    public var constraintCount: Int { constraints.count - edits.count }

    /// Writes the current solution into `value` of every variable the solver's constraints and edits
    /// name. A variable the solution leaves free gets 0.
    public func updateVariables() {
        for part in parts { write(part) }
    }

    /// `updateVariables()` for the parts changed since the last write only: the same values when no
    /// other solver writes these variables (a layout engine's own), at the cost of the parts that
    /// changed rather than of every variable.
    package func updateChangedVariables() {
        for part in parts where part.needsUpdate { write(part) }
    }

    private func write(_ part: Subsystem) {
        part.needsUpdate = false
        // Both lists are sorted by symbol: one walk down each.
        let entries = part.tableau.rows.entries
        var row = 0
        for (symbol, variable) in part.variables {
            while row < entries.count && entries[row].basic.raw < symbol.raw { row += 1 }
            let isBasic = row < entries.count && entries[row].basic == symbol
            variable.value = isBasic ? entries[row].row.constant : 0
        }
    }

    /// Forgets every constraint, edit and variable, as a new solver; variables keep their last values.
    public func reset() {
        parts.removeAll()
        current = Subsystem(ids: ids)
        ids.next = 1
        constraints.removeAll()
        variables.removeAll()
        edits.removeAll()
        additions = 0
    }

    /// The solver's internal consistency, as readable failures (empty when all holds): the tableau's
    /// invariants (see `Tableau.checkInvariants`), and every constraint's marker still in the tableau,
    /// every variable's symbol in use. Tests run it after every change.
    package func checkInvariants() -> [String] {
        var problems = parts.flatMap { $0.tableau.checkInvariants() }
        if parts.contains(where: \.isEmpty) { problems.append("an empty part is kept") }
        for record in constraints.values {
            let marker = record.marker, rows = record.part.resolved.tableau.rows
            if rows.index(of: marker) == nil && !rows.entries.contains(where: { $0.row.coefficient(for: marker) != 0 }) {
                problems.append("the marker \(marker) of \(record.constraint) is nowhere in its part's tableau")
            }
        }
        for record in variables.values {
            let part = record.part.resolved
            if !parts.contains(where: { $0 === part }) { problems.append("\(record.variable) belongs to a dropped part") }
            if record.uses <= 0 && part.tableau.rows.index(of: record.symbol) == nil {
                problems.append("\(record.variable) is kept with no constraint naming it")
            }
        }
        if Set(variables.values.map(\.symbol)).count != variables.count { problems.append("two variables share a symbol") }
        for part in parts {
            let symbols = part.variables.map(\.symbol)
            if symbols != symbols.sorted() { problems.append("a part's variables are out of order") }
            if symbols.contains(where: { symbol in variables.values.first { $0.symbol == symbol }.map { $0.part.resolved !== part } ?? true }) {
                problems.append("a part lists a variable that is not its own")
            }
        }
        if parts.reduce(0, { $0 + $1.variables.count }) != variables.count { problems.append("the parts' variables disagree with the variables") }
        return problems
    }
}
