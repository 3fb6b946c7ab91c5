/// Adding a multiple of one row to another: the step every pivot repeats for each row that holds the
/// entering symbol (and for the objective), so it is written for speed — merged into the tableau's
/// scratch buffer without bounds checks, the symbol mask built on the way, then copied back into the
/// row's own array, which keeps its capacity (no allocation once the arrays have grown) — with
/// `addByCopying` beside it as the plain version the tests hold it to.
extension Row {
    /// Adds `factor × other`, constant and cells, in one merge of the two sorted cell lists, leaving out
    /// the cell at index `skipped` of this row (how `substitute` drops its symbol, which `other` never
    /// holds); a sum within `epsilon` of zero is dropped, as in kiwi. `scratch` is working space, its
    /// contents meaningless.
    mutating func add(_ other: Row, times factor: Double, skipping skipped: Int = -1, scratch: inout [Cell]) {
        constant += other.constant * factor
        let needed = cells.count + other.cells.count
        if scratch.count < needed { scratch = Array(repeating: Cell(symbol: Symbol(id: 0, kind: .external), coefficient: 0), count: max(64, 2 * needed)) }
        var merged: UInt64 = 0
        let count = cells.withUnsafeBufferPointer { own in
            other.cells.withUnsafeBufferPointer { theirs in
                scratch.withUnsafeMutableBufferPointer { output in
                    Self.merge(own, skipping: skipped, theirs, times: factor, into: output, mask: &merged)
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: scratch[0..<count])
        mask = merged
    }

    /// The merge itself: writes `own` (less `skipped`) plus `factor × theirs` into `output`, sorted, and
    /// returns how many cells it wrote.
    private static func merge(
        _ own: UnsafeBufferPointer<Cell>, skipping skipped: Int, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
        into output: UnsafeMutableBufferPointer<Cell>, mask: inout UInt64
    ) -> Int {
        var i = 0, j = 0, count = 0
        func emit(_ cell: Cell) {
            output[count] = cell
            mask |= bit(cell.symbol)
            count += 1
        }
        // The skipped cell's symbol is never in `theirs` (a row never holds its own basic symbol), so only
        // the branches that copy this row's cells look for it.
        while i < own.count && j < theirs.count {
            let mine = own[i].symbol.raw, their = theirs[j].symbol.raw
            if mine < their {
                if i != skipped { emit(own[i]) }
                i += 1
            } else if mine > their {
                let product = theirs[j].coefficient * factor
                if !isNearZero(product) { emit(Cell(symbol: theirs[j].symbol, coefficient: product)) }
                j += 1
            } else {
                let sum = own[i].coefficient + theirs[j].coefficient * factor
                if !isNearZero(sum) { emit(Cell(symbol: theirs[j].symbol, coefficient: sum)) }
                (i, j) = (i + 1, j + 1)
            }
        }
        for index in i..<own.count where index != skipped { emit(own[index]) }
        for index in j..<theirs.count {
            let product = theirs[index].coefficient * factor
            if !isNearZero(product) { emit(Cell(symbol: theirs[index].symbol, coefficient: product)) }
        }
        return count
    }

    /// `add(_:times:skipping:scratch:)` the plain way, into a new array: the reference the fast merge is
    /// tested against.
    mutating func addByCopying(_ other: Row, times factor: Double, skipping skipped: Int = -1) {
        constant += other.constant * factor
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var mergedMask: UInt64 = 0
        var i = 0, j = 0
        while i < cells.count || j < other.cells.count {
            if i == skipped {
                i += 1
            } else if j == other.cells.count || (i < cells.count && cells[i].symbol.raw < other.cells[j].symbol.raw) {
                merged.append(cells[i])
                mergedMask |= Self.bit(cells[i].symbol)
                i += 1
            } else {
                let ownsIt = i < cells.count && cells[i].symbol.raw == other.cells[j].symbol.raw
                let sum = (ownsIt ? cells[i].coefficient : 0) + other.cells[j].coefficient * factor
                if !Self.isNearZero(sum) {
                    merged.append(Cell(symbol: other.cells[j].symbol, coefficient: sum))
                    mergedMask |= Self.bit(other.cells[j].symbol)
                }
                if ownsIt { i += 1 }
                j += 1
            }
        }
        cells = merged
        mask = mergedMask
    }

}
