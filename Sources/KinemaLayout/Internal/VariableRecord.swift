/// A variable a `LayoutSolver` knows: its symbol, and how many of the solver's constraints name it.
///
/// When the count falls to 0 the solver forgets the variable (its symbol then appears in no row), so
/// views that come and go leave nothing behind; kiwi instead keeps every variable it has seen.
struct VariableRecord {
    let variable: LayoutVariable
    let symbol: Symbol
    var uses: Int
    /// The part the variable's constraints are in (resolve it: parts merge).
    var part: Subsystem
}
