import Foundation

extension Transform3D {
    /// The inverse, or nil when the matrix is singular (a pivot below 1e-14 of its largest entry, so
    /// that a flattening such as scale z = 0 counts as singular despite rounding).
    package var inverse: Transform3D? {
        Self.inverse(ofRows: rows).map(Transform3D.init(rows:))
    }

    /// The inverse, or `self` unchanged when it has none: `CATransform3DInvert`, which Apple documents
    /// as "returns the original matrix if t has no inverse" (as `CGAffineTransform.inverted()` does).
    package func inverted() -> Transform3D { inverse ?? self }

    /// Gauss–Jordan elimination with partial pivoting on a row-major 4 × 4 matrix.
    static func inverse(ofRows entries: [Double]) -> [Double]? {
        let largest = entries.map(abs).max() ?? 0
        guard largest > 0, largest.isFinite else { return nil }
        var a = entries, result = Transform3D.identity.rows
        for column in 0..<4 {
            let pivotRow = (column..<4).max { abs(a[$0 * 4 + column]) < abs(a[$1 * 4 + column]) } ?? column
            let pivot = a[pivotRow * 4 + column]
            guard abs(pivot) > 1e-14 * largest else { return nil }
            for k in 0..<4 {
                a.swapAt(column * 4 + k, pivotRow * 4 + k)
                result.swapAt(column * 4 + k, pivotRow * 4 + k)
            }
            for k in 0..<4 {
                a[column * 4 + k] /= pivot
                result[column * 4 + k] /= pivot
            }
            for row in 0..<4 where row != column {
                let factor = a[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= factor * a[column * 4 + k]
                    result[row * 4 + k] -= factor * result[column * 4 + k]
                }
            }
        }
        return result
    }
}
