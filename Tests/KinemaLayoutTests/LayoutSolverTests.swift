import KinemaLayout
import Testing

/// The solver's bookkeeping: errors for duplicate and unknown things, removal undoing addition,
/// strengths changing in place, edit variables, reset, and reproducible answers.
@Suite struct LayoutSolverTests {
    @Test func duplicateAndUnknownThingsAreRefused() throws {
        let w = LayoutVariable("w"), h = LayoutVariable("h")
        let constraint = LayoutConstraint(w - 10, .equal), stranger = LayoutConstraint(h - 10, .equal)
        let solver = LayoutSolver()
        try solver.addConstraint(constraint)
        #expect(throws: LayoutSolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.removeConstraint(stranger) }
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.setConstant(5, of: stranger) }
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.setStrength(LayoutStrength.weak, of: stranger) }
        try solver.addEditVariable(h, strength: LayoutStrength.strong)
        #expect(throws: LayoutSolverError.duplicateEditVariable) { try solver.addEditVariable(h, strength: LayoutStrength.weak) }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.removeEditVariable(w) }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.suggestValue(3, for: w) }
        #expect(throws: LayoutSolverError.badRequiredStrength) { try solver.addEditVariable(w, strength: LayoutStrength.required) }
        #expect(throws: LayoutSolverError.badRequiredStrength) { try solver.addEditVariable(w, strength: 2 * LayoutStrength.required) }
        #expect(solver.constraintCount == 1 && solver.hasConstraint(constraint) && !solver.hasConstraint(stranger))
        #expect(solver.hasEditVariable(h) && !solver.hasEditVariable(w))
        #expect(solver.checkInvariants() == [])
    }

    /// A constant that is not a number changes nothing (a NaN would poison every row it reached).
    @Test func nonFiniteConstantsAreIgnored() throws {
        let w = LayoutVariable("w")
        let constraint = LayoutConstraint(w - 10, .equal)
        let solver = LayoutSolver()
        try solver.addConstraint(constraint)
        for bad in [Double.nan, .infinity, -.infinity] {
            try solver.setConstant(bad, of: constraint)
            solver.updateVariables()
            #expect(w.value == 10 && constraint.expression.constant == -10)
        }
        #expect(solver.checkInvariants() == [])
    }

    /// Optional constraints added on top of a solved layout and removed again leave every value as before.
    @Test func removingConstraintsRestoresTheSolution() throws {
        var generator = SeededGenerator(seed: 11)
        let layout = RandomLayout(views: 20, generator: &generator)
        let solver = LayoutSolver()
        for constraint in layout.constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let before = layout.variables.map(\.value)
        let extra = layout.variables.dropFirst().enumerated().map { index, variable in
            LayoutConstraint(variable - Double(index * 7 % 90), index % 2 == 0 ? .equal : .lessThanOrEqual, strength: LayoutStrength.strong)
        }
        for constraint in extra { try solver.addConstraint(constraint) }
        solver.updateVariables()
        #expect(layout.variables.map(\.value) != before, "the extra constraints moved something")
        for constraint in extra.reversed() { try solver.removeConstraint(constraint) }
        solver.updateVariables()
        for (index, variable) in layout.variables.enumerated() {
            #expect(abs(variable.value - before[index]) <= 1e-9, "\(variable): \(variable.value), was \(before[index])")
        }
        #expect(solver.constraintCount == layout.constraints.count)
        #expect(solver.checkInvariants() == [])
    }

    @Test func setStrengthReweighsInPlace() throws {
        let w = LayoutVariable("w")
        let fifty = LayoutConstraint(w - 50, .equal, strength: LayoutStrength.strong)
        let threeHundred = LayoutConstraint(w - 300, .equal, strength: LayoutStrength.weak)
        let solver = LayoutSolver()
        try solver.addConstraint(fifty)
        try solver.addConstraint(threeHundred)
        func width() -> Double { solver.updateVariables(); return w.value }
        #expect(width() == 50)
        try solver.setStrength(LayoutStrength.create(2, 0, 0), of: threeHundred)
        #expect(width() == 300 && threeHundred.strength == 2_000_000)
        try solver.setStrength(LayoutStrength.required, of: threeHundred)
        #expect(width() == 300 && threeHundred.isRequired)
        try solver.setStrength(-5, of: threeHundred)
        #expect(width() == 50 && threeHundred.strength == 0, "clipped to 0: present but weightless")
        #expect(solver.constraintCount == 2 && solver.checkInvariants() == [])
    }

    @Test func editVariablesFollowSuggestionsAndLetGo() throws {
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        let solver = LayoutSolver()
        for constraint in [LayoutConstraint(w - 100, .equal), LayoutConstraint(x, .greaterThanOrEqual, LayoutExpression()),
                           LayoutConstraint(x + w - 390, .lessThanOrEqual), LayoutConstraint(x - 20, .equal, strength: LayoutStrength.weak)] {
            try solver.addConstraint(constraint)
        }
        try solver.addEditVariable(x, strength: LayoutStrength.strong)
        for (suggestion, expected) in [(50.0, 50.0), (400, 290), (-30, 0), (120.5, 120.5)] {
            try solver.suggestValue(suggestion, for: x)
            solver.updateVariables()
            #expect(x.value == expected, "suggested \(suggestion)")
            #expect(solver.checkInvariants() == [])
        }
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(x.value == 20 && !solver.hasEditVariable(x) && solver.constraintCount == 4)
    }

    /// A variable no constraint names any more is forgotten: it keeps its last value, and a later
    /// constraint on it starts afresh.
    @Test func variablesAreForgottenWithTheirLastConstraint() throws {
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        let tie = LayoutConstraint(a + b - 30, .equal), pin = LayoutConstraint(b - 10, .equal)
        let solver = LayoutSolver()
        try solver.addConstraint(tie)
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(a.value == 20 && b.value == 10)
        try solver.removeConstraint(tie)
        try solver.removeConstraint(pin)
        #expect(solver.checkInvariants() == [])
        try solver.addConstraint(LayoutConstraint(b - 4, .equal))
        solver.updateVariables()
        #expect(a.value == 20 && b.value == 4, "a, forgotten, keeps its value; b is solved again")
    }

    @Test func resetForgetsEverything() throws {
        let w = LayoutVariable("w")
        let constraint = LayoutConstraint(w - 10, .equal)
        let solver = LayoutSolver()
        try solver.addConstraint(constraint)
        try solver.addEditVariable(w, strength: LayoutStrength.weak)
        solver.reset()
        #expect(solver.constraintCount == 0 && !solver.hasConstraint(constraint) && !solver.hasEditVariable(w))
        try solver.addConstraint(constraint)
        try solver.setConstant(-25, of: constraint)
        solver.updateVariables()
        #expect(w.value == 25 && solver.checkInvariants() == [])
    }
}
