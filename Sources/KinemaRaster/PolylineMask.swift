/// The scratch `SurfaceRasterizer.strokePolyline` draws a line's coverage into: one byte a pixel over the
/// line's box, all zero between lines, and for each row of the box the columns its segments reached. A
/// plot's curve crosses a box of a few hundred thousand pixels while touching a few thousand: the line
/// blends and clears only the columns each row was reached in, not the whole box.
package struct PolylineMask {
    /// Coverage, row after row of the current box (zero outside the rows' reached columns).
    var coverage: [UInt8] = []
    /// Each row's reached columns, `low[row]..<high[row]` (empty when `low >= high`).
    var low: [Int32] = []
    var high: [Int32] = []

    package init() {}

    /// Room for a box of `area` pixels in `rows` rows, every row unreached.
    mutating func prepare(area: Int, rows: Int) {
        if coverage.count < area { coverage = [UInt8](repeating: 0, count: area) }
        if low.count < rows {
            low = [Int32](repeating: .max, count: rows)
            high = [Int32](repeating: 0, count: rows)
        }
        for row in 0..<rows {
            low[row] = .max
            high[row] = 0
        }
    }

    /// Whether every byte of the coverage is zero (what each line leaves behind; for tests).
    package var isClear: Bool { coverage.allSatisfy { $0 == 0 } }
}
