/// Adding a multiple of one row to another: the step every pivot repeats for each row that holds the
/// entering symbol (and for the objective), so it is written for speed — one allocation, no bounds
/// checks, the symbol mask built on the way — with `addByCopying` beside it as the plain version the
/// tests hold it to.
extension Row {
    /// Adds `factor × other`, constant and cells, in one merge of the two sorted cell lists, leaving out
    /// the cell at index `skipped` of this row (how `substitute` drops its symbol); a sum within
    /// `epsilon` of zero is dropped, as in kiwi.
    mutating func add(_ other: Row, times factor: Double, skipping skipped: Int = -1) {
        constant += other.constant * factor
        var merged: UInt64 = 0
        cells = cells.withUnsafeBufferPointer { own in
            other.cells.withUnsafeBufferPointer { theirs in
                Array(unsafeUninitializedCapacity: own.count + theirs.count) { output, count in
                    count = Self.merge(own, skipping: skipped, theirs, times: factor, into: output, mask: &merged)
                }
            }
        }
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
            (output.baseAddress! + count).initialize(to: cell)
            mask |= bit(cell.symbol)
            count += 1
        }
        while j < theirs.count {
            if i == skipped {
                i += 1
                continue
            }
            let mine = i < own.count ? own[i].symbol.raw : Int.max, their = theirs[j].symbol.raw
            if mine < their {
                emit(own[i])
                i += 1
                continue
            }
            let sum = (mine == their ? own[i].coefficient : 0) + theirs[j].coefficient * factor
            if !isNearZero(sum) { emit(Cell(symbol: theirs[j].symbol, coefficient: sum)) }
            if mine == their { i += 1 }
            j += 1
        }
        while i < own.count {
            if i != skipped { emit(own[i]) }
            i += 1
        }
        return count
    }

    /// `add(_:times:skipping:)` the plain way, into a new array: the reference the in-place merge is
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
