import Foundation

/// A rounded box's blurred shadow as a sum of separable terms, each a rectangle's blur — a column
/// profile times a row profile (`GaussianProfile.pixelCoverages`), exact for a rectangle. The box is one
/// term; each rounded corner takes away what lies outside its quarter circle, as rectangles: the
/// square out to where the arc crosses the corner's diagonal, and strips between there and the edges
/// (horizontal where the arc is steep, vertical where it is flat, so none crosses the arc at a glancing
/// angle), each as deep as the arc's mean depth across it, so they hold the piece's area. The strips are as thin as half σ (at least a quarter
/// pixel, at most 128 a side), well below what the blur can show (cf. Evan Wallace's "Fast rounded
/// rectangle shadows", which integrates the corner's rows numerically per pixel; here the integral is
/// laid out once per shadow and each pixel only sums products). Profiles are worked out once per
/// column and row of each term, so a pixel costs one multiply-add per term that reaches it.
struct ShadowPlan {
    /// One rectangle's blur, added (`sign` 1) or taken away (−1), over the drawn columns and rows its blur
    /// reaches; its profiles at `xTable` and `yTable` in `values`, from its first column and row.
    struct Term {
        let sign: Double
        let columns: Range<Int32>
        let rows: Range<Int32>
        let xTable: Int
        let yTable: Int
    }

    /// The pixels drawn: the shape's blur, within the clip and the target.
    let columns: Range<Int32>
    let rows: Range<Int32>
    private(set) var terms: [Term] = []
    private(set) var values: [Double] = []
    private let sigma: Double
    private let reach: Double

    /// The plan for `shadow` (σ > 0), or nil when nothing of it falls inside `clip` and the target.
    init?(_ shadow: BoxShadow, clip: PixelRect, width: Int32, height: Int32) {
        let shape = shadow.shape
        (sigma, reach) = (shadow.sigma, shadow.reach)
        let x0 = max(Int32((Double(shape.minX) - reach).rounded(.down)), clip.x, 0)
        let x1 = min(Int32((Double(shape.maxX) + reach).rounded(.up)), clip.x + clip.w, width)
        let y0 = max(Int32((Double(shape.minY) - reach).rounded(.down)), clip.y, 0)
        let y1 = min(Int32((Double(shape.maxY) + reach).rounded(.up)), clip.y + clip.h, height)
        guard x0 < x1, y0 < y1 else { return nil }
        (columns, rows) = (x0..<x1, y0..<y1)
        let (minX, maxX, minY, maxY) = (Double(shape.minX), Double(shape.maxX), Double(shape.minY), Double(shape.maxY))
        add(x: minX...maxX, y: minY...maxY, sign: 1)
        guard !terms.isEmpty else { return nil }
        let radius = shadow.corner
        guard radius > 0 else { return }
        for piece in Self.cornerPieces(radius: radius, sigma: sigma) {
            // The top-left corner's piece, measured inwards from its edges, mirrored into each corner.
            add(x: (minX + piece.u.lowerBound)...(minX + piece.u.upperBound), y: (minY + piece.v.lowerBound)...(minY + piece.v.upperBound), sign: -1)
            add(x: (maxX - piece.u.upperBound)...(maxX - piece.u.lowerBound), y: (minY + piece.v.lowerBound)...(minY + piece.v.upperBound), sign: -1)
            add(x: (minX + piece.u.lowerBound)...(minX + piece.u.upperBound), y: (maxY - piece.v.upperBound)...(maxY - piece.v.lowerBound), sign: -1)
            add(x: (maxX - piece.u.upperBound)...(maxX - piece.u.lowerBound), y: (maxY - piece.v.upperBound)...(maxY - piece.v.lowerBound), sign: -1)
        }
    }

    /// What a corner of `radius` takes away from the box, as rectangles measured inwards from its two
    /// edges (`u` across, `v` down): the square to the point where the arc meets the diagonal, then
    /// strips to the arc, horizontal below that point and vertical beside it.
    static func cornerPieces(radius r: Double, sigma: Double) -> [(u: ClosedRange<Double>, v: ClosedRange<Double>)] {
        let diagonal = r * (1 - 1 / 2.0.squareRoot()), band = r - diagonal
        let count = min(128, max(1, Int((band / max(sigma / 2, 0.25)).rounded(.up))))
        var pieces = [(u: 0...diagonal, v: 0...diagonal)]
        for k in 0..<count {
            let v0 = diagonal + band * Double(k) / Double(count), v1 = diagonal + band * Double(k + 1) / Double(count)
            // How far in the arc lies on average over the strip (so the strips hold the piece's area
            // exactly): r less the mean of √(r² − m²), m the distance from the circle's centre, r in.
            func area(_ m: Double) -> Double { 0.5 * (m * (r * r - m * m).squareRoot() + r * r * asin(m / r)) }
            let inset = r - (area(r - v0) - area(r - v1)) / (v1 - v0)
            pieces.append((u: 0...inset, v: v0...v1))
            pieces.append((u: v0...v1, v: 0...inset))
        }
        return pieces
    }

    /// A term for the rectangle `x` × `y`, its profiles laid out over the drawn columns and rows it reaches.
    private mutating func add(x: ClosedRange<Double>, y: ClosedRange<Double>, sign: Double) {
        guard x.upperBound > x.lowerBound, y.upperBound > y.lowerBound else { return }
        let c0 = max(columns.lowerBound, Int32((x.lowerBound - reach).rounded(.down)))
        let c1 = min(columns.upperBound, Int32((x.upperBound + reach).rounded(.up)))
        let r0 = max(rows.lowerBound, Int32((y.lowerBound - reach).rounded(.down)))
        let r1 = min(rows.upperBound, Int32((y.upperBound + reach).rounded(.up)))
        guard c0 < c1, r0 < r1 else { return }
        let xTable = values.count, yTable = xTable + Int(c1 - c0), sigma = sigma
        values.append(contentsOf: repeatElement(0, count: Int(c1 - c0) + Int(r1 - r0)))
        values.withUnsafeMutableBufferPointer { values in
            let columns = UnsafeMutableBufferPointer(rebasing: values[xTable..<yTable])
            GaussianProfile.pixelCoverages(into: columns, first: Int(c0), from: x.lowerBound, to: x.upperBound, sigma: sigma)
            let rows = UnsafeMutableBufferPointer(rebasing: values[yTable..<(yTable + Int(r1 - r0))])
            GaussianProfile.pixelCoverages(into: rows, first: Int(r0), from: y.lowerBound, to: y.upperBound, sigma: sigma)
        }
        terms.append(Term(sign: sign, columns: c0..<c1, rows: r0..<r1, xTable: xTable, yTable: yTable))
    }

    /// The shadow's coverage (0…1) of row `y`'s drawn pixels, into `coverage` (one per drawn column, from
    /// the first): the sum of the terms that reach the row.
    func coverage(row y: Int32, into coverage: UnsafeMutableBufferPointer<Double>) {
        self.coverage(row: y, columns: columns, into: coverage)
    }

    /// The coverage of columns `part` (within the drawn ones) of row `y`, into `coverage` from its first
    /// element. The first term is the box's, over every drawn column and row: it sets the row, the
    /// others add where they reach.
    func coverage(row y: Int32, columns part: Range<Int32>, into coverage: UnsafeMutableBufferPointer<Double>) {
        let count = part.count
        values.withUnsafeBufferPointer { values in
            let box = terms[0], weight = values[box.yTable + Int(y - box.rows.lowerBound)]
            let boxProfile = values.baseAddress! + box.xTable + Int(part.lowerBound - columns.lowerBound)
            for i in 0..<count { coverage[i] = weight * boxProfile[i] }
            for term in terms.dropFirst() where term.rows.contains(y) {
                let start = max(part.lowerBound, term.columns.lowerBound), end = min(part.upperBound, term.columns.upperBound)
                guard start < end else { continue }
                let weight = term.sign * values[term.yTable + Int(y - term.rows.lowerBound)]
                guard weight != 0 else { continue }
                let profile = values.baseAddress! + term.xTable + Int(start - term.columns.lowerBound)
                let first = Int(start - part.lowerBound)
                for i in 0..<Int(end - start) { coverage[first + i] += weight * profile[i] }
            }
        }
        for i in 0..<count { coverage[i] = min(1, max(0, coverage[i])) }
    }
}
