import KinemaLayout
import Testing

/// `setConstant` moves a constant in place (marker shift + dual simplex); `suggestValue` does the same to
/// an edit constraint. After every move the solution must equal a fresh solver's, built from scratch with
/// the constants as they now stand, within 1e-6 — on random problems with inequalities and optional
/// constraints (RandomLayout), several seeds and sizes. A move a required constraint cannot take must
/// throw and change nothing.
@Suite struct IncrementalEditTests {
    static let cases: [(seed: UInt64, views: Int)] = [(1, 3), (2, 6), (3, 12), (4, 25), (5, 40), (6, 60)]

    @Test(arguments: cases) func setConstantEqualsAFullSolve(seed: UInt64, views: Int) throws {
        var generator = SeededGenerator(seed: seed)
        let layout = RandomLayout(views: views, generator: &generator)
        let solver = LayoutSolver()
        for constraint in layout.constraints { try solver.addConstraint(constraint) }
        let edited = layout.variables[1 + 2 * Int.random(in: 0..<views, using: &generator)]
        try solver.addEditVariable(edited, strength: LayoutStrength.create(0, 0, 500))
        var suggestion = 0.0, refused = 0
        for edit in 0..<24 {
            if edit % 4 == 3 {
                suggestion = Double.random(in: -50...450, using: &generator)
                try solver.suggestValue(suggestion, for: edited)
            } else {
                let constraint = layout.constraints[Int.random(in: 0..<layout.constraints.count, using: &generator)]
                // Required constants move further, so some moves are refused (and must change nothing).
                let reach = constraint.isRequired ? 600.0 : 150.0
                if try !move(constraint, by: Double.random(in: -reach...reach, using: &generator), in: solver, layout) { refused += 1 }
            }
            #expect(solver.checkInvariants() == [], "seed \(seed), edit \(edit)")
            try expectSameAsFreshSolve(solver, layout, edited: edited, suggestion: suggestion, context: "seed \(seed), edit \(edit)")
        }
        #expect(refused < 24, "some moves were taken")
    }

    /// Moves the constant; false if the solver refused, after checking that the refusal changed nothing.
    func move(_ constraint: LayoutConstraint, by delta: Double, in solver: LayoutSolver, _ layout: RandomLayout) throws -> Bool {
        let before = constraint.expression.constant
        solver.updateVariables()
        let values = layout.variables.map(\.value)
        do {
            try solver.setConstant(before + delta, of: constraint)
            return true
        } catch {
            // (Not `catch .unsatisfiableConstraint(let …)`: with typed throws, Swift 6.3's SILGen crashes on it.)
            guard case .unsatisfiableConstraint(let conflicting) = error else { throw error }
            #expect(conflicting.first == ObjectIdentifier(constraint))
            #expect(constraint.expression.constant == before, "a refused constant is not kept")
            solver.updateVariables()
            let after = layout.variables.map(\.value)
            #expect(after == values, "a refused move changes no value")
            return false
        }
    }

    func expectSameAsFreshSolve(
        _ solver: LayoutSolver, _ layout: RandomLayout, edited: LayoutVariable, suggestion: Double, context: String
    ) throws {
        solver.updateVariables()
        let incremental = layout.variables.map(\.value)
        let fresh = LayoutSolver()
        for constraint in layout.copies() { try fresh.addConstraint(constraint) }
        try fresh.addEditVariable(edited, strength: LayoutStrength.create(0, 0, 500))
        try fresh.suggestValue(suggestion, for: edited)
        fresh.updateVariables()
        for (index, variable) in layout.variables.enumerated() {
            #expect(abs(incremental[index] - variable.value) <= 1e-6, "\(context): \(variable) incremental \(incremental[index]), fresh \(variable.value)")
        }
    }

    /// The sheet of the kiwi fixture dragged in small steps, as a pan gesture does every frame: the
    /// strong drag wins over the medium maximum height, the required minimum height wins over the drag.
    @Test func aDragInSmallStepsFollowsTheFreshSolution() throws {
        let y = LayoutVariable("y"), h = LayoutVariable("h")
        let drag = LayoutConstraint(y - 600, .equal, strength: LayoutStrength.strong)
        let others = [LayoutConstraint(y + h - 844, .equal), LayoutConstraint(h - 100, .greaterThanOrEqual),
                      LayoutConstraint(h - 700, .lessThanOrEqual, strength: LayoutStrength.medium)]
        let solver = LayoutSolver()
        for constraint in others + [drag] { try solver.addConstraint(constraint) }
        for frame in 0...120 {
            // From below the 100 pt minimum (y at most 744) to above the 700 pt medium maximum.
            let top = 800 - 7 * Double(frame)
            try solver.setConstant(-top, of: drag)
            solver.updateVariables()
            let expectedHeight = max(100, 844 - top)
            #expect(abs(h.value - expectedHeight) <= 1e-9 && abs(y.value + h.value - 844) <= 1e-9, "frame \(frame): y \(y.value), h \(h.value)")
            #expect(drag.expression.constant == -top)
        }
        #expect(solver.checkInvariants() == [])
    }
}
