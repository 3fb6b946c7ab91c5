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
/// A throwing call changes nothing. Not thread-safe; use one solver from one thread (KinemaUI: the main
/// actor).
public final class LayoutSolver {
    var tableau = Tableau()
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var variables: [ObjectIdentifier: VariableRecord] = [:]
    /// The same variables sorted by symbol (new symbols are the newest, so they append), for
    /// `updateVariables` to walk beside the rows without hashing.
    var variablesBySymbol: [(symbol: Symbol, variable: LayoutVariable)] = []
    /// Edited variables and the optional `variable == value` constraint behind each.
    var edits: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Constraints added so far, for each record's `order`.
    var additions = 0

    /// An empty solver.
    public init() {}

    /// Adds `constraint` and solves again (incrementally: the constraint's row is solved for one symbol
    /// and substituted, then the objective is minimised).
    ///
    /// - Throws: `.duplicateConstraint` if the solver holds it already; `.unsatisfiableConstraint` if it
    ///   is required and contradicts the required constraints already added. Either way nothing changes.
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint }
        constraints[key] = try install(constraint, constant: constraint.expression.constant, order: additions)
        additions += 1
        retainVariables(of: constraint)
    }

    /// Removes `constraint` and solves again; the solution is the one the remaining constraints give.
    ///
    /// - Throws: `.unknownConstraint` if the solver does not hold it.
    public func removeConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { throw .unknownConstraint }
        uninstall(record)
        releaseVariables(of: constraint)
    }

    /// Whether `constraint` was added (and not removed since).
    public func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// How many constraints were added and not removed (edit variables' constraints not counted).
    public var constraintCount: Int { constraints.count - edits.count }

    /// Writes the current solution into `value` of every variable the solver's constraints and edits
    /// name. A variable the solution leaves free gets 0.
    public func updateVariables() {
        // Both lists are sorted by symbol: one walk down each.
        let entries = tableau.rows.entries
        var row = 0
        for index in variablesBySymbol.indices {
            let symbol = variablesBySymbol[index].symbol
            while row < entries.count && entries[row].basic.raw < symbol.raw { row += 1 }
            let isBasic = row < entries.count && entries[row].basic == symbol
            variablesBySymbol[index].variable.value = isBasic ? entries[row].row.constant : 0
        }
    }

    /// Forgets every constraint, edit and variable, as a new solver; variables keep their last values.
    public func reset() {
        tableau = Tableau()
        constraints.removeAll()
        variables.removeAll()
        variablesBySymbol.removeAll()
        edits.removeAll()
        additions = 0
    }

    /// The solver's internal consistency, as readable failures (empty when all holds): the tableau's
    /// invariants (see `Tableau.checkInvariants`), and every constraint's marker still in the tableau,
    /// every variable's symbol in use. Tests run it after every change.
    package func checkInvariants() -> [String] {
        var problems = tableau.checkInvariants()
        for record in constraints.values {
            let marker = record.marker
            if tableau.rows.index(of: marker) == nil && !tableau.rows.entries.contains(where: { $0.row.coefficient(for: marker) != 0 }) {
                problems.append("the marker \(marker) of \(record.constraint) is nowhere in the tableau")
            }
        }
        for record in variables.values where record.uses <= 0 && tableau.rows.index(of: record.symbol) == nil {
            problems.append("\(record.variable) is kept with no constraint naming it")
        }
        if Set(variables.values.map(\.symbol)).count != variables.count { problems.append("two variables share a symbol") }
        let sorted = variables.values.map(\.symbol).sorted()
        if variablesBySymbol.map(\.symbol) != sorted { problems.append("the variables by symbol disagree with the variables") }
        return problems
    }
}
