@testable import KinemaLayout
import Testing

/// The tableau's fast path against the long way: a row merged for a pivot's substitution
/// (`Row.add(_:times:skipping:scratch:)`, unsafe buffers) must equal the plain merge (`addByCopying`) bit for bit,
/// cancellations and the skipped cell included, with its symbol mask in step.
@Suite struct RowMergeTests {
    static func randomRow(_ generator: inout SeededGenerator, ids: ClosedRange<Int>) -> Row {
        var row = Row(constant: Double.random(in: -100...100, using: &generator))
        for id in ids where Bool.random(using: &generator) {
            let kind = [Symbol.Kind.external, .slack, .error, .dummy][Int.random(in: 0..<4, using: &generator)]
            row.add(Symbol(id: id, kind: kind), Double(Int.random(in: -4...4, using: &generator)) / 2 + 0.25)
        }
        return row
    }

    @Test func theFastMergeEqualsThePlainOne() {
        var generator = SeededGenerator(seed: 7)
        var scratch: [Row.Cell] = []
        for trial in 0..<2_000 {
            let own = Self.randomRow(&generator, ids: 1...Int.random(in: 1...40, using: &generator))
            var other = Self.randomRow(&generator, ids: Int.random(in: 1...30, using: &generator)...60)
            // Some cells cancel exactly: the other row repeats some of this row's cells, scaled back.
            let factor = [1.0, -1.0, 2.0, -0.5][trial % 4]
            for cell in own.cells where Int.random(in: 0..<4, using: &generator) == 0 {
                other.remove(cell.symbol)
                other.add(cell.symbol, -cell.coefficient / factor)
            }
            let skipped = own.cells.isEmpty || trial % 3 == 0 ? -1 : Int.random(in: 0..<own.cells.count, using: &generator)
            // As in a substitution, the skipped symbol (the one becoming basic) is not in the other row.
            if skipped >= 0 { other.remove(own.cells[skipped].symbol) }
            var fast = own, plain = own
            fast.add(other, times: factor, skipping: skipped, scratch: &scratch)
            plain.addByCopying(other, times: factor, skipping: skipped)
            #expect(fast.constant == plain.constant)
            #expect(fast.cells.map(\.symbol) == plain.cells.map(\.symbol), "trial \(trial)")
            #expect(fast.cells.map(\.coefficient) == plain.cells.map(\.coefficient), "trial \(trial)")
            #expect(fast.mask == Row.mask(of: fast.cells) && plain.mask == fast.mask)
            #expect(!fast.cells.contains { Row.isNearZero($0.coefficient) })
        }
    }

    @Test func aSymbolPacksItsIdAndKindAndOrdersById() {
        let symbols = [Symbol(id: 3, kind: .dummy), Symbol(id: 1, kind: .error), Symbol(id: 2, kind: .external), Symbol(id: 4, kind: .slack)]
        #expect(symbols.sorted().map(\.id) == [1, 2, 3, 4])
        #expect(symbols.map(\.kind) == [.dummy, .error, .external, .slack])
        #expect(symbols.map(\.isExternal) == [false, false, true, false])
        #expect(symbols.map(\.isSlackOrError) == [false, true, false, true])
    }
}
