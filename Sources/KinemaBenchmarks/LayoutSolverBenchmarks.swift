import Foundation
import KinemaLayout

/// KinemaLayout's costs on a grid of views, Auto Layout style: each view's x, y, width and height; the
/// first column pinned to the container's leading edge and each other view 8 pt after its left
/// neighbour, rows 8 pt apart below a 100 pt top; widths between 40 and a required maximum, pulled to
/// their intrinsic 90 by hugging and compression resistance (UIKit priorities 250 and 750, as kiwi
/// strengths in the medium tier), heights half the width (strong) and at least 30; the last column's
/// trailing edge at most 16 pt inside the container (required) and at it (weak). About 8 constraints a
/// view. Timed: building and solving from scratch, and one frame of a drag — one constraint's constant
/// moved with `setConstant`, then `updateVariables` — for the container's width (the whole grid
/// follows) and for one view's leading gap (its row follows). Most frames move constants and pivot
/// little; the worst are those where every row starts or stops being squeezed at once (about 125 dual
/// simplex pivots for the container's width).
enum LayoutSolverBenchmarks {
    struct Grid {
        var variables: [LayoutVariable] = []
        var constraints: [LayoutConstraint] = []
        let containerWidth: LayoutConstraint
        let firstGap: LayoutConstraint

        init(views: Int, columns: Int = 8) {
            let container = LayoutVariable("container.w")
            containerWidth = LayoutConstraint(container - 1200, .equal)
            constraints.append(containerWidth)
            variables.append(container)
            var frames: [(x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)] = []
            var gap: LayoutConstraint?
            for index in 0..<views {
                let (row, column) = index.quotientAndRemainder(dividingBy: columns)
                let frame = (x: LayoutVariable("x\(index)"), y: LayoutVariable("y\(index)"), w: LayoutVariable("w\(index)"), h: LayoutVariable("h\(index)"))
                variables += [frame.x, frame.y, frame.w, frame.h]
                let leading = column == 0
                    ? LayoutConstraint(frame.x - 16, .equal)
                    : LayoutConstraint(frame.x - frames[index - 1].x - frames[index - 1].w - 8, .equal)
                if index == 1 { gap = leading }
                let top = row == 0 ? LayoutConstraint(frame.y - 100, .equal) : LayoutConstraint(frame.y - frames[index - columns].y - frames[index - columns].h - 8, .equal)
                constraints += [
                    leading, top,
                    LayoutConstraint(frame.w - 40, .greaterThanOrEqual),
                    LayoutConstraint(frame.w - 90, .lessThanOrEqual, strength: LayoutStrength.create(0, 250, 0)),
                    LayoutConstraint(frame.w - 90, .greaterThanOrEqual, strength: LayoutStrength.create(0, 750, 0)),
                    LayoutConstraint(frame.h - 0.5 * frame.w, .equal, strength: LayoutStrength.strong),
                    LayoutConstraint(frame.h - 30, .greaterThanOrEqual),
                ]
                if column == columns - 1 || index == views - 1 {
                    constraints.append(LayoutConstraint(frame.x + frame.w - container + 16, .lessThanOrEqual))
                    constraints.append(LayoutConstraint(frame.x + frame.w - container + 16, .equal, strength: LayoutStrength.weak))
                }
                frames.append(frame)
            }
            firstGap = gap ?? containerWidth
        }

        func solve() -> LayoutSolver {
            let solver = LayoutSolver()
            for constraint in constraints {
                do { try solver.addConstraint(constraint) } catch { fatalError("the grid is satisfiable: \(error)") }
            }
            return solver
        }
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// Median microseconds of building and solving `views` views from scratch, and the constraint count.
    static func fullSolve(views: Int) -> (microseconds: Double, constraints: Int) {
        let grid = Grid(views: views)
        let clock = ContinuousClock()
        let times = (0..<9).map { _ in microseconds(clock.measure { grid.solve().updateVariables() }) }
        return (times.sorted()[times.count / 2], grid.constraints.count)
    }

    /// Median, 99th-percentile and worst microseconds of one frame — `setConstant` then `updateVariables` —
    /// over 600 frames of a drag that swings the constant back and forth across `range`, on a fresh grid (a drag
    /// leaves its constraint's constant where it ended).
    static func frames(
        views: Int, editing edited: KeyPath<Grid, LayoutConstraint>, range: ClosedRange<Double>
    ) -> (median: Double, p99: Double, worst: Double, constraints: Int) {
        let grid = Grid(views: views)
        let constraint = grid[keyPath: edited]
        let solver = grid.solve()
        let clock = ContinuousClock()
        var times: [Double] = []
        for frame in 0..<600 {
            let phase = 0.5 - 0.5 * cos(Double(frame) / 60 * 2 * .pi)
            let constant = -(range.lowerBound + (range.upperBound - range.lowerBound) * phase)
            times.append(microseconds(clock.measure {
                do { try solver.setConstant(constant, of: constraint) } catch { fatalError("the drag stays satisfiable: \(error)") }
                solver.updateVariables()
            }))
        }
        times.sort()
        return (times[times.count / 2], times[times.count * 99 / 100], times[times.count - 1], grid.constraints.count)
    }

    static func report() {
        print("KinemaLayout: a grid of views, 4 variables and about 8 constraints each (hugging, compression, aspect, edges)")
        for views in [69, 138] {
            let (time, count) = fullSolve(views: views)
            print(String(format: "  full solve from scratch, %4d constraints: %9.1f µs (median of 9)", count, time))
        }
        // A row's content is 808 pt wide: the container's swing squeezes every row below 824 pt, and the
        // gap's swing pushes the first row past the 1200 pt container's trailing edge above 384 pt.
        let wide = frames(views: 69, editing: \.containerWidth, range: 500...1300)
        let local = frames(views: 69, editing: \.firstGap, range: -8...500)
        print("  a drag frame (setConstant + updateVariables), 600 frames: median, 99th percentile, worst")
        print(String(format: "    %d constraints, the container's width moved: %6.1f µs, %7.1f µs, %7.1f µs",
                     wide.constraints, wide.median, wide.p99, wide.worst))
        print(String(format: "    %d constraints, one view's gap moved:        %6.1f µs, %7.1f µs, %7.1f µs",
                     local.constraints, local.median, local.p99, local.worst))
    }
}
