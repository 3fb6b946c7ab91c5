/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or, while a constraint is being
/// added, the equation `0 = constant + Σ coefficient × symbol`.
///
/// The cells are kept sorted by symbol id (so walking them is deterministic and merging two rows is one
/// linear pass) and a coefficient that comes within `Row.epsilon` of zero is dropped, as in the kiwi
/// solver. A row never holds its own basic symbol.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// Below this magnitude a coefficient or a constant counts as zero (kiwi's tolerance).
    static let epsilon = 1.0e-8

    var constant: Double
    /// Changed only by the methods here and in `Row+Merge.swift`, which keep `mask` in step.
    var cells: [Cell] = []
    /// One bit per symbol id modulo 64 for each cell: a row whose mask lacks a symbol's bit cannot hold
    /// it, so the walks over every row (substitution, ratio tests) skip most rows without searching their
    /// cells — a pivot then costs little more than the rows that really hold the entering symbol.
    var mask: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.id & 63) }

    static func mask(of cells: [Cell]) -> UInt64 {
        var mask: UInt64 = 0
        for cell in cells { mask |= bit(cell.symbol) }
        return mask
    }

    /// Whether the row may hold `symbol` (it certainly does not when this is false).
    func mayHold(_ symbol: Symbol) -> Bool { mask & Self.bit(symbol) != 0 }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The index of `symbol`'s cell, or where it would be inserted.
    func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = cells[middle].symbol.raw
            if raw == symbol.raw { return (true, middle) }
            if raw < symbol.raw { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard mayHold(symbol) else { return 0 }
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    var isAllDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Self.isNearZero(sum) {
                cells.remove(at: index)
                mask = Self.mask(of: cells)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Self.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            mask |= Self.bit(symbol)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayHold(symbol) else { return }
        let (found, index) = search(symbol)
        if found {
            cells.remove(at: index)
            mask = Self.mask(of: cells)
        }
    }

    /// Multiplies the whole row by −1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = (constant + …) × (−1/c)`.
    /// `symbol` must have a cell.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = search(symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        mask = Self.mask(of: cells)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Pivots: this row of `basic` becomes the row of `entering`, which must have a cell.
    mutating func solve(for basic: Symbol, entering: Symbol) {
        add(basic, -1.0)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` (the row of `symbol` as it becomes basic), if the row holds it.
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) {
        let (found, index) = search(symbol)
        guard found else { return }
        add(row, times: cells[index].coefficient, skipping: index, scratch: &scratch)
    }
}
