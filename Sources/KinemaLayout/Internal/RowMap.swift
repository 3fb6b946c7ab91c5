/// The tableau's rows keyed by their basic symbol, as one array sorted by the symbol's id.
///
/// Walking the rows in id order is what makes the simplex's choices reproducible (the kiwi solver walks
/// its sorted map the same way); a lookup is a binary search, and inserting or removing a row moves at
/// most the array's tail (a few kilobytes for a thousand rows), which costs less than the substitution
/// that always comes with it.
struct RowMap {
    struct Entry {
        let basic: Symbol
        var row: Row
    }

    var entries: [Entry] = []

    var count: Int { entries.count }

    /// The index of `basic`'s row, or where it would be inserted.
    func search(_ basic: Symbol) -> (found: Bool, index: Int) {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = entries[middle].basic.raw
            if raw == basic.raw { return (true, middle) }
            if raw < basic.raw { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    func index(of basic: Symbol) -> Int? {
        let (found, index) = search(basic)
        return found ? index : nil
    }

    func row(for basic: Symbol) -> Row? {
        let (found, index) = search(basic)
        return found ? entries[index].row : nil
    }

    /// The basic symbol's value in the current solution: its row's constant (nil when it is parametric,
    /// which means 0).
    func constant(for basic: Symbol) -> Double? {
        let (found, index) = search(basic)
        return found ? entries[index].row.constant : nil
    }

    mutating func insert(_ row: Row, basic: Symbol) {
        let (found, index) = search(basic)
        if found { entries[index].row = row } else { entries.insert(Entry(basic: basic, row: row), at: index) }
    }

    mutating func remove(at index: Int) -> Entry {
        entries.remove(at: index)
    }
}
