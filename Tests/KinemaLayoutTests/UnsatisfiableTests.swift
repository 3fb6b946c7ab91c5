import KinemaLayout
import Testing

/// A required constraint that cannot hold is refused with the set it conflicts with (itself first, then
/// the required constraints in the failing row, in the order they were added), and the solver is left
/// exactly as it was: same values, same answers to later calls, bit for bit.
@Suite struct UnsatisfiableTests {
    func ids(_ constraints: LayoutConstraint...) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

    @Test func twoRequiredWidthsConflict() throws {
        let w = LayoutVariable("w")
        let first = LayoutConstraint(w - 100, .equal), second = LayoutConstraint(w - 200, .equal)
        let solver = LayoutSolver()
        try solver.addConstraint(first)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint(conflicting: ids(second, first))) { try solver.addConstraint(second) }
        solver.updateVariables()
        #expect(w.value == 100)
        #expect(!solver.hasConstraint(second) && solver.constraintCount == 1)
        #expect(solver.checkInvariants() == [])
        let atLeast = LayoutConstraint(w - 50, .greaterThanOrEqual)
        try solver.addConstraint(atLeast)
        try solver.removeConstraint(first)
        try solver.addConstraint(second)
        solver.updateVariables()
        #expect(w.value == 200, "the refused constraint goes in once its rival is gone")
    }

    @Test func requiredInequalitiesConflict() throws {
        let w = LayoutVariable("w")
        let atMost = LayoutConstraint(w - 200, .lessThanOrEqual), atLeast = LayoutConstraint(w - 300, .greaterThanOrEqual)
        let solver = LayoutSolver()
        try solver.addConstraint(atMost)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint(conflicting: ids(atLeast, atMost))) { try solver.addConstraint(atLeast) }
        #expect(solver.checkInvariants() == [])
        try solver.addConstraint(LayoutConstraint(w - 150, .greaterThanOrEqual))
        solver.updateVariables()
        // Anything in 150…200 is a solution; the basic one keeps w on the row of `atMost`, its slack 0.
        #expect(w.value == 200)
    }

    /// a + b = 100 with b ≥ 0 caps a at 100: a ≥ 150 conflicts with those two, not with a ≥ 0 or c's.
    @Test func theConflictNamesOnlyTheConstraintsInvolved() throws {
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let aPositive = LayoutConstraint(a, .greaterThanOrEqual, LayoutExpression())
        let bPositive = LayoutConstraint(b, .greaterThanOrEqual, LayoutExpression())
        let sum = LayoutConstraint(a + b - 100, .equal)
        let unrelated = LayoutConstraint(c - 7, .equal)
        let tooMuch = LayoutConstraint(a - 150, .greaterThanOrEqual)
        let solver = LayoutSolver()
        for constraint in [aPositive, bPositive, unrelated, sum] { try solver.addConstraint(constraint) }
        #expect(throws: LayoutSolverError.unsatisfiableConstraint(conflicting: ids(tooMuch, bPositive, sum))) {
            try solver.addConstraint(tooMuch)
        }
    }

    /// Two solvers given the same calls, one of them also refused adds along the way (one through an
    /// artificial variable, one of only dummies), answer every later call bit-identically: a refusal rolls
    /// back the tableau and the symbol ids too.
    @Test func aRefusedAddLeavesNoTrace() throws {
        func build(refusing: Bool) throws -> [Double] {
            let x = LayoutVariable("x"), w = LayoutVariable("w"), y = LayoutVariable("y")
            let solver = LayoutSolver()
            try solver.addConstraint(LayoutConstraint(x - 10, .greaterThanOrEqual))
            try solver.addConstraint(LayoutConstraint(x + w - 300, .lessThanOrEqual))
            try solver.addConstraint(LayoutConstraint(w - 500, .equal, strength: LayoutStrength.weak))
            try solver.addConstraint(LayoutConstraint(y - 5, .equal))
            if refusing {
                #expect(throws: LayoutSolverError.self) { try solver.addConstraint(LayoutConstraint(x + w - 400, .greaterThanOrEqual)) }
                #expect(throws: LayoutSolverError.self) { try solver.addConstraint(LayoutConstraint(y - 6, .equal)) }
            }
            try solver.addConstraint(LayoutConstraint(x + y - 50, .equal, strength: LayoutStrength.medium))
            try solver.addEditVariable(x, strength: LayoutStrength.strong)
            try solver.suggestValue(42, for: x)
            #expect(solver.checkInvariants() == [])
            solver.updateVariables()
            return [x.value, w.value, y.value]
        }
        let plain = try build(refusing: false)
        #expect(plain == [42, 258, 5])
        #expect(try build(refusing: true) == plain)
    }

    @Test func aRequiredConstantMovedOutOfReachIsRefused() throws {
        let w = LayoutVariable("w")
        let atLeast = LayoutConstraint(w - 100, .greaterThanOrEqual), atMost = LayoutConstraint(w - 200, .lessThanOrEqual)
        let prefer = LayoutConstraint(w - 180, .equal, strength: LayoutStrength.weak)
        let solver = LayoutSolver()
        for constraint in [atLeast, atMost, prefer] { try solver.addConstraint(constraint) }
        #expect(throws: LayoutSolverError.unsatisfiableConstraint(conflicting: ids(atMost, atLeast))) { try solver.setConstant(-50, of: atMost) }
        #expect(atMost.expression.constant == -200)
        solver.updateVariables()
        #expect(w.value == 180)
        try solver.setConstant(-150, of: atMost)
        solver.updateVariables()
        #expect(w.value == 150)
        #expect(solver.checkInvariants() == [])
    }

    /// Redundant required equalities (the second's marker becomes basic in a row of dummies) may not drift
    /// apart.
    @Test func redundantEqualitiesMayNotDriftApart() throws {
        let w = LayoutVariable("w")
        let first = LayoutConstraint(w - 100, .equal), second = LayoutConstraint(w - 100, .equal)
        let solver = LayoutSolver()
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint(conflicting: ids(second, first))) { try solver.setConstant(-200, of: second) }
        try solver.removeConstraint(first)
        try solver.setConstant(-200, of: second)
        solver.updateVariables()
        #expect(w.value == 200)
        #expect(solver.checkInvariants() == [])
    }

    @Test func aStrengthRaisedToRequiredIntoAConflictIsRefused() throws {
        let w = LayoutVariable("w")
        let hard = LayoutConstraint(w - 100, .equal), soft = LayoutConstraint(w - 200, .equal, strength: LayoutStrength.strong)
        let solver = LayoutSolver()
        try solver.addConstraint(hard)
        try solver.addConstraint(soft)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint(conflicting: ids(soft, hard))) {
            try solver.setStrength(LayoutStrength.required, of: soft)
        }
        #expect(soft.strength == LayoutStrength.strong && solver.hasConstraint(soft))
        try solver.removeConstraint(hard)
        solver.updateVariables()
        #expect(w.value == 200, "the soft constraint is still there, still strong")
        #expect(solver.checkInvariants() == [])
    }
}
