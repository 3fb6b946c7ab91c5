/// The simplex tableau of a `LayoutSolver`: its rows, the objective, and the id of the next symbol.
///
/// A value, on purpose: an operation that can fail half-way (a required constraint found unsatisfiable
/// after some pivots) keeps a copy from before it started and puts it back, so a failed call leaves the
/// solver exactly as it found it. Copies share storage until written, so keeping one costs a copy of
/// the row array (not of the rows' cells) only when the operation then writes to it.
///
/// The layout follows the kiwi solver's restatement of Badros, Borning & Stuckey's Cassowary: every row
/// `basic = constant + Σ coefficient × parametric symbol`; parametric symbols are 0 in the current
/// solution, so a basic symbol's value is its row's constant; rows of restricted (non-external) symbols
/// keep constants ≥ 0 (feasible), and the objective, `Σ strength × error`, keeps no negative coefficient
/// on a symbol that could enter (optimal).
struct Tableau {
    var rows = RowMap()
    /// The weighted sum of the optional constraints' errors, minimised.
    var objective = Row()
    /// While a required constraint is added through an artificial variable: the artificial objective.
    var artificial: Row?
    /// Restricted rows that may have gone negative, for the dual simplex; a stack, as in kiwi.
    var infeasible: [Symbol] = []
    /// Where symbol ids come from: one counter for all of a solver's tableaus (its subsystems), so a
    /// symbol names one column in the whole solver.
    let ids: SymbolIds
    /// Working space for merging rows (`Row.add(_:times:skipping:scratch:)`); its contents mean nothing.
    var scratch: [Row.Cell] = []

    /// Which objective `optimize` minimises.
    enum Objective {
        case main, artificial
    }

    /// The next symbol's id, shared with every tableau made with the same `ids`.
    final class SymbolIds {
        var next = 1
    }

    init(ids: SymbolIds) {
        self.ids = ids
    }

    var nextSymbolId: Int {
        get { ids.next }
        nonmutating set { ids.next = newValue }
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { ids.next += 1 }
        return Symbol(id: ids.next, kind: kind)
    }

    /// Replaces the parametric `symbol` by `row` everywhere (rows, objective, artificial objective) and
    /// notes every restricted row left with a negative constant.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.entries.indices {
            // The mask test inline: most rows fail it, and a call per row would cost more than the test.
            if rows.entries[index].row.mayHold(symbol) { rows.entries[index].row.substitute(symbol, with: row, scratch: &scratch) }
            let basic = rows.entries[index].basic
            if !basic.isExternal && rows.entries[index].row.constant < 0 { infeasible.append(basic) }
        }
        if objective.mayHold(symbol) { objective.substitute(symbol, with: row, scratch: &scratch) }
        artificial?.substitute(symbol, with: row, scratch: &scratch)
    }

    /// Makes `entering` basic in place of the row at `index`'s basic symbol.
    mutating func pivot(rowAt index: Int, entering: Symbol) {
        var entry = rows.remove(at: index)
        entry.row.solve(for: entry.basic, entering: entering)
        substitute(entering, with: entry.row)
        rows.insert(entry.row, basic: entering)
    }

    /// Makes `subject` basic with `row` (an equation `0 = …` that holds `subject`).
    mutating func insertRow(_ row: Row, solvedFor subject: Symbol) {
        var row = row
        row.solve(for: subject)
        substitute(subject, with: row)
        rows.insert(row, basic: subject)
    }

    /// Puts `coefficient × symbol` into the objective, through the symbol's row if it is basic.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        if let row = rows.row(for: symbol) {
            objective.add(row, times: coefficient, scratch: &scratch)
        } else {
            objective.add(symbol, coefficient)
        }
    }
}
