/// One independent part of a `LayoutSolver`: the constraints that share variables, directly or through
/// one another, with a tableau and an objective of their own.
///
/// Constraints over disjoint sets of variables never meet in a pivot: a row of one part never holds a
/// symbol of another, the dual simplex only visits rows a move touched, and the objective's
/// coefficients on one part's errors only change when that part changes. So the single tableau of
/// kiwi's solver can be kept as one tableau per part with the same pivots, the same ties and the same
/// values — while every walk over "all rows" (substitution, ratio tests, the copy a failed required
/// constraint puts back) and over "all variables" (`updateVariables`) covers one part. A window of
/// fifty self-sized cells is fifty small tableaus, not one of two thousand rows: a cell whose stack
/// changes axis pays for its own rows. (UIKit's engine has scaled the same way with independent
/// subtrees since iOS 12.)
///
/// Parts only merge — when a constraint names variables of two — and a merged part forwards to the one
/// that took it in; a part whose constraints and variables have all gone is dropped.
final class Subsystem {
    var tableau: Tableau
    /// The part's variables sorted by symbol (new symbols are the newest, so they append), for
    /// `updateVariables` to walk beside the rows without hashing.
    var variables: [(symbol: Symbol, variable: LayoutVariable)] = []
    /// The part that took this one in, once merged.
    private(set) var mergedInto: Subsystem?
    /// Whether the solution changed since `updateVariables` last wrote it.
    var needsUpdate = true

    init(ids: Tableau.SymbolIds) {
        tableau = Tableau(ids: ids)
    }

    /// The live part this one is (itself, or the one it was merged into, transitively).
    var resolved: Subsystem {
        var part = self
        while let next = part.mergedInto { part = next }
        if mergedInto != nil && mergedInto !== part { mergedInto = part }
        return part
    }

    var isEmpty: Bool { tableau.rows.count == 0 && variables.isEmpty && tableau.objective.cells.isEmpty }

    /// Takes in `other` (a different live part, at rest: no artificial objective, nothing infeasible):
    /// its rows, its objective terms and its variables, each list kept sorted by symbol.
    func absorb(_ other: Subsystem) {
        precondition(other !== self && other.mergedInto == nil && other.tableau.artificial == nil)
        tableau.rows.entries = Self.merged(tableau.rows.entries, other.tableau.rows.entries) { $0.basic.raw }
        var scratch: [Row.Cell] = []
        tableau.objective.add(other.tableau.objective, times: 1, scratch: &scratch)
        variables = Self.merged(variables, other.variables) { $0.symbol.raw }
        other.tableau = Tableau(ids: tableau.ids)
        other.variables = []
        other.mergedInto = self
        needsUpdate = true
    }

    /// Two lists sorted by `key` (with no key in both) as one sorted list.
    private static func merged<Element>(_ first: [Element], _ second: [Element], by key: (Element) -> Int) -> [Element] {
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        var result: [Element] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count && j < second.count {
            if key(first[i]) < key(second[j]) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }
}
