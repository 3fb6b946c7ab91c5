import CPixelStores
import Foundation

/// What the renderer knows of each pixel row of the target it draws straight into, while a frame is
/// drawn: a row is *plain* when it is one colour — written, or still *pending*: cleared to the
/// background, or covered end to end by an opaque rectangle, and not yet written — across a range of
/// columns (the whole row, or the part a damage rectangle cleared), except, once written, in one *mixed*
/// range inside it, where something else was drawn. A pending row is written (in one
/// fill) only when something draws on part of it or reads it, or when the frame ends; a span over the
/// plain part of a row is one value — the shape's colour over the row's — written without a blend per
/// pixel, and a span across the whole row just changes its colour. Every write that mixes a row says
/// where (`willDraw`), and the mixed range grows to hold it: shapes drawn left to right along a row (a
/// grid's cells) each find the row plain beyond the ones before. The pixels come out exactly as
/// clearing first and blending would make them.
package final class ClearMap {
    private var pixels: UnsafeMutablePointer<UInt32>?
    private var pitch = 0
    private var width: Int32 = 0
    private var height: Int32 = 0

    private enum Row: UInt8 {
        case mixed, plain, pending
    }
    /// Per row: what is known of it, its colour when it is plain or pending, the columns of a plain row
    /// that are that colour (`plainStart..<plainEnd`) and those inside them that are mixed
    /// (`mixedStart..<mixedEnd`, empty when start ≥ end). Raw memory: the frame path reads it per span,
    /// without an array's checks.
    private var rows = UnsafeMutablePointer<Row>.allocate(capacity: 1)
    private var colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var plainStart = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var plainEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var mixedStart = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var mixedEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var capacity = 0
    /// Whether any row may be plain or pending (a frame without the lazy clear costs nothing to check).
    /// Read outside the module through `isTracking`: a stored property other modules can see is
    /// checked for exclusive access at run time on every read, a tenth of a grid's frame.
    private var tracking = false
    package var isTracking: Bool { tracking }

    deinit {
        deallocateRows()
    }

    /// Frees the per-row arrays.
    private func deallocateRows() {
        rows.deallocate()
        colors.deallocate()
        mixedStart.deallocate()
        mixedEnd.deallocate()
        plainStart.deallocate()
        plainEnd.deallocate()
    }

    package init() {}

    /// Starts a frame on `target`, nothing known of its rows.
    package func begin(_ target: PixelTarget) {
        pixels = target.pixels
        pitch = target.pitch
        (width, height) = (target.width, target.height)
        let count = max(1, Int(height))
        if count > capacity {
            deallocateRows()
            rows = .allocate(capacity: count)
            colors = .allocate(capacity: count)
            mixedStart = .allocate(capacity: count)
            mixedEnd = .allocate(capacity: count)
            plainStart = .allocate(capacity: count)
            plainEnd = .allocate(capacity: count)
            capacity = count
            colors.initialize(repeating: 0, count: count)
            mixedStart.initialize(repeating: 0, count: count)
            mixedEnd.initialize(repeating: 0, count: count)
            plainStart.initialize(repeating: 0, count: count)
            plainEnd.initialize(repeating: 0, count: count)
        }
        rows.initialize(repeating: .mixed, count: count)
        tracking = false
        // Another surface may lay its pixels out otherwise.
        lastComposed.alpha = -1
    }

    /// The colour of columns `x0..<x1` of row `y` when they are plain (the row pending, or written and
    /// those columns inside its plain range, clear of its mixed one).
    @inline(__always)
    package func plainColor(row y: Int32, from x0: Int32, to x1: Int32) -> UInt32? {
        switch rows[Int(y)] {
        case .mixed: return nil
        case .pending: return x0 >= plainStart[Int(y)] && x1 <= plainEnd[Int(y)] ? colors[Int(y)] : nil
        case .plain:
            guard x0 >= plainStart[Int(y)], x1 <= plainEnd[Int(y)] else { return nil }
            return x1 <= mixedStart[Int(y)] || x0 >= mixedEnd[Int(y)] ? colors[Int(y)] : nil
        }
    }

    /// The value a run last composed over a plain row, and what it was made of (`keepComposed`): the
    /// straight rows of one shape over one background compose the same value, row after row.
    private var lastComposed = (source: UInt32(0), over: UInt32(0), alpha: -1, value: UInt32(0))

    /// `source` at `alpha` over a plain row of `color`, when that is what was last kept.
    @inline(__always)
    package func composed(_ source: UInt32, over color: UInt32, alpha: Int) -> UInt32? {
        lastComposed.alpha == alpha && lastComposed.source == source && lastComposed.over == color ? lastComposed.value : nil
    }

    /// Keeps `value`, `source` at `alpha` over `color`, for the next run's `composed`.
    @inline(__always)
    package func keepComposed(_ source: UInt32, over color: UInt32, alpha: Int, _ value: UInt32) {
        lastComposed = (source, color, alpha, value)
    }

    /// `rect` takes `color`: its part of each row is pending with it, unless the row is known otherwise.
    /// The cache lines at both ends of each row are asked for now: a rectangle's edges rarely fall on a
    /// line's boundary, so those lines are written in part (a margin beside a shape) and read from memory
    /// first; asked for together, they arrive side by side rather than one row at a time as it is drawn.
    package func clear(_ rect: PixelRect, to color: UInt32) {
        let x0 = max(0, rect.x), x1 = min(width, rect.x + rect.w), y0 = max(0, rect.y), y1 = min(height, rect.y + rect.h)
        guard x0 < x1, y0 < y1, let pixels else { return }
        for y in y0..<y1 {
            let row = pixels.advanced(by: Int(y) * pitch)
            kinema_prefetch_for_write(row.advanced(by: Int(x0)))
            kinema_prefetch_for_write(row.advanced(by: Int(x1) - 1))
            fill(row: y, from: x0, to: x1, with: color)
        }
    }

    /// Row `y` from `x0` to `x1` takes `value` (already composed). Pending, not written: the whole row,
    /// a part of a row nothing was known of (a damage rectangle's clear), or a span over all of a
    /// pending part. A span inside a pending part is written with the rest of that part around it, each
    /// pixel once; over a written row it is written as it is — the row's plain part when it is its
    /// colour, or when the part covers what was known.
    @inline(__always)
    package func fill(row y: Int32, from x0: Int32, to x1: Int32, with value: UInt32) {
        guard let pixels else { return }
        tracking = true
        let i = Int(y)
        if x0 <= 0, x1 >= width {
            (rows[i], colors[i], plainStart[i], plainEnd[i]) = (.pending, value, 0, width)
            return
        }
        switch rows[i] {
        case .mixed:
            (rows[i], colors[i], plainStart[i], plainEnd[i]) = (.pending, value, x0, x1)
            return
        case .pending:
            if x0 <= plainStart[i], x1 >= plainEnd[i] {
                (colors[i], plainStart[i], plainEnd[i]) = (value, x0, x1)
                return
            }
            materialize(row: y, around: x0, x1)
        case .plain:
            break
        }
        write(pixels.advanced(by: Int(y) * pitch), value, from: x0, to: x1, streaming: true)
        if rows[Int(y)] == .plain, colors[Int(y)] != value, x0 > plainStart[Int(y)] || x1 < plainEnd[Int(y)] {
            mix(row: y, from: x0, to: x1)
        } else {
            written(row: y, from: x0, to: x1, value)
        }
    }

    /// What `fill` learns of row `y` when the part it wrote is not simply mixed into a plain row: a row
    /// nothing was known of, or whose known part the write covers, is plain in `value` over the part; a
    /// write in the row's own colour next to its plain part (nothing mixed) joins it.
    @inline(never)
    private func written(row y: Int32, from x0: Int32, to x1: Int32, _ value: UInt32) {
        let i = Int(y)
        if rows[i] == .mixed || (x0 <= plainStart[i] && x1 >= plainEnd[i]) {
            (rows[i], colors[i], plainStart[i], plainEnd[i], mixedStart[i], mixedEnd[i]) = (.plain, value, x0, x1, 0, 0)
        } else if x0 <= plainEnd[i], x1 >= plainStart[i], mixedStart[i] >= mixedEnd[i] {
            (plainStart[i], plainEnd[i]) = (min(plainStart[i], x0), max(plainEnd[i], x1))
        }
    }

    /// Before something draws into columns `x0..<x1` of row `y` as it likes (a blend, SDL): the row
    /// written if pending; those columns are mixed from now on.
    @inline(__always)
    package func willDraw(row y: Int32, from x0: Int32, to x1: Int32) {
        guard tracking, x0 < x1 else { return }
        materialize(row: y)
        mix(row: y, from: x0, to: x1)
    }

    /// `willDraw`, but only when columns `x0..<x1` of row `y` reach into what is known of it (its plain
    /// or pending columns). A write beside them changes nothing known, and a pending row stays pending:
    /// a run that `plainColor` turned away is mostly beside the row's plain part.
    @inline(__always)
    package func willDrawOver(row y: Int32, from x0: Int32, to x1: Int32) {
        guard rows[Int(y)] != .mixed, x0 < plainEnd[Int(y)], x1 > plainStart[Int(y)] else { return }
        willDraw(row: y, from: x0, to: x1)
    }

    /// Before every pixel of `rect` is written over with pixels from elsewhere (a snapshot copied back):
    /// what is pending of its rows is written beside it, not under it, and its columns are mixed.
    package func willOverwrite(_ rect: PixelRect) {
        guard tracking else { return }
        let y0 = max(0, rect.y), y1 = min(height, rect.y + rect.h)
        let x0 = max(0, rect.x), x1 = min(width, rect.x + rect.w)
        guard y0 < y1, x0 < x1 else { return }
        for y in y0..<y1 {
            materialize(row: y, around: x0, x1)
            mix(row: y, from: x0, to: x1)
        }
    }

    /// `willDraw` for the pixels `rect` reaches.
    package func willDraw(_ rect: PixelRect) {
        guard tracking else { return }
        let y0 = max(0, rect.y), y1 = min(height, rect.y + rect.h)
        guard y0 < y1, rect.w > 0 else { return }
        for y in y0..<y1 { willDraw(row: y, from: rect.x, to: rect.x + rect.w) }
    }

    /// Columns `x0..<x1` of written row `y` join its mixed range (one range: the smallest holding both).
    @inline(__always)
    private func mix(row y: Int32, from x0: Int32, to x1: Int32) {
        guard rows[Int(y)] == .plain else { return }
        let start = mixedStart[Int(y)], end = mixedEnd[Int(y)]
        let newStart = start < end ? min(start, x0) : x0, newEnd = start < end ? max(end, x1) : x1
        if newStart <= plainStart[Int(y)], newEnd >= plainEnd[Int(y)] {
            rows[Int(y)] = .mixed
        } else {
            (mixedStart[Int(y)], mixedEnd[Int(y)]) = (newStart, newEnd)
        }
    }

    /// Row `y`'s pending part written, if it has one (it stays plain, nothing of it mixed) — all of it but
    /// columns `holeStart..<holeEnd`, which are about to be written over. `streaming` when nothing else
    /// is drawn on the row in this frame (a row written, then drawn over, is better left in the cache).
    @inline(__always)
    private func materialize(row y: Int32, around holeStart: Int32 = 0, _ holeEnd: Int32 = 0, streaming: Bool = false) {
        guard rows[Int(y)] == .pending, let pixels else { return }
        let row = pixels.advanced(by: Int(y) * pitch), color = colors[Int(y)]
        let start = plainStart[Int(y)], end = plainEnd[Int(y)]
        let hole = (max(holeStart, start), min(holeEnd, end))
        if hole.0 < hole.1 {
            write(row, color, from: start, to: hole.0, streaming: streaming)
            write(row, color, from: hole.1, to: end, streaming: streaming)
        } else {
            write(row, color, from: start, to: end, streaming: streaming)
        }
        rows[Int(y)] = .plain
        (mixedStart[Int(y)], mixedEnd[Int(y)]) = (0, 0)
    }

    /// The frame is drawn: the pending rows written, and the streaming stores ordered before what
    /// follows (the surface goes to the display server next).
    package func finish() {
        guard tracking else { return }
        for y in 0..<height { materialize(row: y, streaming: true) }
        kinema_stream_fence()
        tracking = false
    }

    /// What must hold of the map between frames and while one is drawn, as broken promises (empty when
    /// it is sound; the tests run it after every frame of the renderer's "same as the long way" tests):
    /// every known row's plain columns lie inside the target; a pending row exists only while rows are
    /// tracked (the frame's end writes them all); and every pixel of a written plain row's plain columns
    /// outside its mixed range is the row's colour — what `plainColor` promises a span drawn over it. A
    /// write behind the map's back (a draw that did not say `willDraw`) breaks the last.
    package func checkInvariants() -> [String] {
        var broken: [String] = []
        for y in 0..<Int(height) where rows[y] != .mixed && broken.count < 8 {
            let (start, end) = (plainStart[y], plainEnd[y])
            guard 0 <= start, start < end, end <= width else {
                broken.append("row \(y): plain columns \(start)..<\(end) outside 0..<\(width)")
                continue
            }
            if rows[y] == .pending {
                if !tracking { broken.append("row \(y): pending after the frame's end") }
                continue
            }
            guard let pixels else { continue }
            let row = pixels.advanced(by: y * pitch)
            for x in start..<end where (x < mixedStart[y] || x >= mixedEnd[y]) && row[Int(x)] != colors[y] {
                broken.append("row \(y): pixel \(x) is \(row[Int(x)]), its plain colour \(colors[y])")
                break
            }
        }
        return broken
    }

    /// The fewest pixels a write streams (`kinema_stream_fill`): 16 cache lines. A window's pixels are
    /// cold when a frame starts (the process slept, the display server read them), and an ordinary
    /// store reads each line before it fills it; a streaming store does not. Below this, a write is a
    /// row's margin or a small shape's, left to the C library's fill.
    package static let streamedRun: Int32 = 256

    /// Pixels `start..<end` of `row` set to `value`: with `streaming`, a run of `streamedRun` or more
    /// with streaming stores (the shape's own span, or a row's background at the frame's end — pixels
    /// mostly final); otherwise with the C library's wide-character fill (32-bit values, vectorised).
    /// A streamed line drawn over again in the frame is read back from memory: a row's background
    /// written before shapes are drawn across it is not streamed.
    @inline(__always)
    private func write(_ row: UnsafeMutablePointer<UInt32>, _ value: UInt32, from start: Int32, to end: Int32, streaming: Bool) {
        guard start < end else { return }
        if streaming, end - start >= Self.streamedRun {
            kinema_stream_fill(row.advanced(by: Int(start)), value, Int(end - start))
            return
        }
        kinema_fill(row.advanced(by: Int(start)), value, Int(end - start))
    }
}
