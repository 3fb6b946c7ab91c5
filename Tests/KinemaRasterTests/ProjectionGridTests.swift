import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaRaster

/// The SDL path's grid: each cell's triangles mapped affinely must put every plane point within half a
/// pixel of its perspective place. Checked by measuring the real error — plane points sampled densely in
/// each triangle, mapped both ways — not by the bound the grid is chosen with.
@Suite("Projection grid")
struct ProjectionGridTests {
    /// A 300 × 200 layer at (200, 150) turned by `degrees` about y with m34 = −1/500, at `scale` pixels a point.
    static func flip(degrees: Double, scale: CGFloat = 1) -> ProjectiveTransform {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        return ProjectiveTransform(.layer(
            bounds: bounds, position: CGPoint(x: 200, y: 150), anchorPoint: CGPoint(x: 0.5, y: 0.5),
            transform: perspective.rotated(by: CGFloat(degrees * .pi / 180), x: 0, y: 1, z: 0)))
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }
    static let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)

    /// The largest gap, in pixels, between where the affine mapping of each cell's two triangles puts a
    /// plane point and where the perspective does, over `steps`² points per triangle.
    static func measuredError(_ grid: ProjectionGrid, rect: CGRect, transform: ProjectiveTransform, steps: Int = 12) -> Double {
        var worst = 0.0
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid.cell(column, row, of: rect)
                let corners = [CGPoint(x: cell.minX, y: cell.minY), CGPoint(x: cell.maxX, y: cell.minY), CGPoint(x: cell.maxX, y: cell.maxY), CGPoint(x: cell.minX, y: cell.maxY)]
                for triangle in [[corners[0], corners[1], corners[2]], [corners[0], corners[2], corners[3]]] {
                    let images = triangle.map { transform.apply($0)! }
                    for i in 0...steps {
                        for j in 0...(steps - i) {
                            let (a, b) = (Double(i) / Double(steps), Double(j) / Double(steps))
                            let c = 1 - a - b
                            let plane = CGPoint(x: a * triangle[0].x + b * triangle[1].x + c * triangle[2].x, y: a * triangle[0].y + b * triangle[1].y + c * triangle[2].y)
                            let affine = CGPoint(x: a * images[0].x + b * images[1].x + c * images[2].x, y: a * images[0].y + b * images[1].y + c * images[2].y)
                            let exact = transform.apply(plane)!
                            worst = max(worst, Double(hypot(affine.x - exact.x, affine.y - exact.y)))
                        }
                    }
                }
            }
        }
        return worst
    }

    @Test(arguments: [(45.0, 1.0), (45, 2), (70, 2), (20, 3), (0, 2)])
    func theChosenGridKeepsWithinHalfAPixel(degrees: Double, scale: CGFloat) {
        let transform = Self.flip(degrees: degrees, scale: scale)
        let grid = ProjectionGrid(rect: Self.bounds, transform: transform)
        #expect(grid.columns < ProjectionGrid.maximumCells && grid.rows < ProjectionGrid.maximumCells, "the bound is met below the cap")
        #expect(grid.worstBound(rect: Self.bounds, transform: transform) <= ProjectionGrid.maximumAffineError)
        let measured = Self.measuredError(grid, rect: Self.bounds, transform: transform)
        #expect(measured <= ProjectionGrid.maximumAffineError, "\(degrees)° ×\(scale): \(grid.columns)×\(grid.rows) cells, \(measured) px")
    }

    @Test func aSingleCellIsFarOff() {
        // Two triangles for the whole 45° flip: the top edge alone (222 pixels, its ends' W 0.788 and 1.212)
        // has an exact worst of 222·(1 − √0.65)/(1 + √0.65) ≈ 24 pixels.
        let transform = Self.flip(degrees: 45)
        let measured = Self.measuredError(ProjectionGrid(columns: 1, rows: 1), rect: Self.bounds, transform: transform, steps: 60)
        #expect(measured > 20, "\(measured)")
        #expect(ProjectionGrid(columns: 1, rows: 1).worstBound(rect: Self.bounds, transform: transform) >= measured, "the bound bounds it")
        // Unturned (affine) a single cell is exact.
        #expect(ProjectionGrid(rect: Self.bounds, transform: Self.flip(degrees: 0)).columns == 1)
    }

    @Test func theBoundHoldsOverManyCells() {
        // The law behind the grid, over generated cells and turns: measured ≤ (ρ − 1)/2 · diameter.
        var generator = SplitMix64(seed: 49)
        for _ in 0..<200 {
            let degrees = Double.random(in: -80...80, using: &generator)
            let transform = Self.flip(degrees: degrees, scale: CGFloat.random(in: 0.5...3, using: &generator))
            let x = CGFloat.random(in: 0...250, using: &generator), y = CGFloat.random(in: 0...150, using: &generator)
            let cell = CGRect(x: x, y: y, width: CGFloat.random(in: 1...50, using: &generator), height: CGFloat.random(in: 1...50, using: &generator))
            let measured = Self.measuredError(ProjectionGrid(columns: 1, rows: 1), rect: cell, transform: transform, steps: 8)
            #expect(measured <= ProjectionGrid.errorBound(of: cell, transform: transform) + 1e-9, "\(degrees)° \(cell)")
        }
    }
}
