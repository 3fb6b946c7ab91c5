import Foundation
import KinemaCore

/// How finely a projected quad is cut for a renderer that maps textures affinely (SDL's geometry call):
/// each cell's pieces are mapped affinely, which puts a plane point off its perspective place by at most
/// `maximumAffineError` pixels.
///
/// The bound, for a triangle with vertices Pᵢ on screen and Wᵢ their homogeneous weights: a plane point
/// with barycentric λ lands, mapped affinely, at Σλᵢ·Pᵢ, and in perspective at Σμᵢ·Pᵢ with
/// μᵢ = λᵢ·Wᵢ / Σλⱼ·Wⱼ. Since Σ(λᵢ − μᵢ) = 0, the gap is at most ½·Σ|λᵢ − μᵢ|·diameter, and
/// |λᵢ − μᵢ| ≤ λᵢ·(ρ − 1) with ρ = max W / min W; so the error is at most (ρ − 1)/2 × the triangle's
/// diameter on screen. A cell's bound uses its whole polygon's ρ and diameter, which bound each of its
/// triangles'. (Along one edge the exact worst is the edge's length × (1 − √r)/(1 + √r), r the ratio
/// of its ends' W: the bound is about twice that for nearly flat cells.)
package struct ProjectionGrid {
    /// Pixels.
    package static let maximumAffineError = 0.5
    /// Cells a side at most: past it the bound is not met (a quad reaching within a few points of the eye).
    package static let maximumCells = 64

    package let columns: Int
    package let rows: Int

    /// The coarsest uniform grid over `rect` (the plane, as `transform` maps it to pixels) whose every
    /// cell keeps within `tolerance`, or the finest allowed.
    package init(rect: CGRect, transform: ProjectiveTransform, tolerance: Double = ProjectionGrid.maximumAffineError) {
        var (columns, rows) = (1, 1)
        for _ in 0..<12 {
            let worst = Self.worstBound(rect: rect, columns: columns, rows: rows, transform: transform)
            guard worst > tolerance, columns < Self.maximumCells || rows < Self.maximumCells else { break }
            // The bound shrinks about as the square of the cell's size.
            let factor = max(1.5, (worst / tolerance).squareRoot())
            columns = min(Self.maximumCells, Int((Double(columns) * factor).rounded(.up)))
            rows = min(Self.maximumCells, Int((Double(rows) * factor).rounded(.up)))
        }
        (self.columns, self.rows) = (columns, rows)
    }

    package init(columns: Int, rows: Int) {
        (self.columns, self.rows) = (max(1, columns), max(1, rows))
    }

    /// The cell at (`column`, `row`) of `rect`.
    package func cell(_ column: Int, _ row: Int, of rect: CGRect) -> CGRect {
        Self.cell(column, row, of: rect, columns: columns, rows: rows)
    }

    static func cell(_ column: Int, _ row: Int, of rect: CGRect, columns: Int, rows: Int) -> CGRect {
        let x0 = rect.minX + rect.width * CGFloat(column) / CGFloat(columns), x1 = rect.minX + rect.width * CGFloat(column + 1) / CGFloat(columns)
        let y0 = rect.minY + rect.height * CGFloat(row) / CGFloat(rows), y1 = rect.minY + rect.height * CGFloat(row + 1) / CGFloat(rows)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest of the cells' bounds.
    package func worstBound(rect: CGRect, transform: ProjectiveTransform) -> Double {
        Self.worstBound(rect: rect, columns: columns, rows: rows, transform: transform)
    }

    static func worstBound(rect: CGRect, columns: Int, rows: Int, transform: ProjectiveTransform) -> Double {
        var worst = 0.0
        for row in 0..<rows {
            for column in 0..<columns {
                worst = max(worst, errorBound(of: cell(column, row, of: rect, columns: columns, rows: rows), transform: transform))
            }
        }
        return worst
    }

    /// (ρ − 1)/2 × the diameter on screen of the part of `cell` in front of the eye (pixels).
    package static func errorBound(of cell: CGRect, transform: ProjectiveTransform) -> Double {
        let polygon = transform.frontPolygon(of: cell)
        let weights = polygon.map { Double(transform.w(at: $0)) }
        let projected = polygon.compactMap(transform.apply)
        guard let least = weights.min(), let most = weights.max(), least > 0, projected.count == polygon.count else { return 0 }
        var diameter = 0.0
        for a in projected {
            for b in projected { diameter = max(diameter, Double(hypot(a.x - b.x, a.y - b.y))) }
        }
        return (most / least - 1) / 2 * diameter
    }
}
