/// A column of the simplex tableau: one of the user's variables or a variable the solver made for a
/// constraint, named by its creation id.
///
/// Ids grow by one with every symbol made, starting at 1 after `reset()`. Rows keep their cells sorted by
/// id and every choice the simplex makes between symbols or rows breaks ties by id (as the kiwi solver's
/// sorted maps do), so the same calls in the same order give the same answer in every process — never
/// an answer that depends on a dictionary's per-process order.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for, after Badros, Borning & Stuckey's Cassowary paper (2001).
    enum Kind: Int {
        /// A user's variable: unrestricted in sign.
        case external = 0
        /// An inequality's slack, or an artificial variable: at least 0.
        case slack = 1
        /// One side of an optional constraint's error: at least 0, and weighted in the objective.
        case error = 2
        /// A required equality's marker: held at 0, so it never enters the basis.
        case dummy = 3
    }

    /// `id << 2 | kind`: ordering by `raw` is ordering by id (ids are unique), and a cell stays 16 bytes.
    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    var id: Int { raw >> 2 }

    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// External symbols are the only unrestricted ones; a row whose basic symbol is not external must keep
    /// a constant of at least 0 for the solution to be feasible.
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols: the ones the simplex may pivot on freely.
    var isSlackOrError: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
