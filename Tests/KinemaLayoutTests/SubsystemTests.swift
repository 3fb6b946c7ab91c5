import KinemaLayout
import Testing

/// Constraints that share no variable are solved in parts of their own (`Subsystem`): each part gives,
/// bit for bit, the values its constraints give in a solver of their own — added interleaved with other
/// parts' constraints, after constants move, after a part goes — and parts merge when a constraint
/// joins them and go when emptied. `checkInvariants` (which checks each part and which part each
/// variable is in) holds after every call.
@Suite struct SubsystemTests {
    static let seeds: [UInt64] = [11, 12, 13, 14]

    static func layouts() -> [RandomLayout] {
        seeds.map { seed in
            var generator = SeededGenerator(seed: seed)
            return RandomLayout(views: 8, generator: &generator)
        }
    }

    /// Each layout alone, in a solver of its own.
    static func aloneValues() throws -> [[Double]] {
        try layouts().map { layout in
            let solver = LayoutSolver()
            for constraint in layout.constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            return layout.variables.map(\.value)
        }
    }

    /// All four layouts in one solver, their constraints added in turn (one of each, round robin).
    static func interleaved() throws -> (LayoutSolver, [RandomLayout]) {
        let layouts = layouts(), solver = LayoutSolver()
        let longest = layouts.map(\.constraints.count).max() ?? 0
        for index in 0..<longest {
            for layout in layouts where index < layout.constraints.count {
                try solver.addConstraint(layout.constraints[index])
                #expect(solver.checkInvariants() == [])
            }
        }
        return (solver, layouts)
    }

    @Test func independentLayoutsSolveAsIfAlone() throws {
        let (solver, layouts) = try Self.interleaved()
        #expect(solver.partCount == 4)
        solver.updateVariables()
        #expect(layouts.map { $0.variables.map(\.value) } == (try Self.aloneValues()))
    }

    /// The same moves of constants, in the shared solver and in solvers of their own, give the same values.
    @Test func movedConstantsGiveTheValuesOfSolversOfTheirOwn() throws {
        let (shared, layouts) = try Self.interleaved()
        let alone = Self.layouts()
        let solvers = try alone.map { layout in
            let solver = LayoutSolver()
            for constraint in layout.constraints { try solver.addConstraint(constraint) }
            return solver
        }
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<40 {
            let which = Int.random(in: 0..<layouts.count, using: &generator)
            let index = Int.random(in: 0..<layouts[which].constraints.count, using: &generator)
            let constant = layouts[which].constraints[index].expression.constant + Double.random(in: -80...80, using: &generator)
            let sharedTook = (try? shared.setConstant(constant, of: layouts[which].constraints[index])) != nil
            let aloneTook = (try? solvers[which].setConstant(constant, of: alone[which].constraints[index])) != nil
            #expect(sharedTook == aloneTook, "both take the move or both refuse it")
            #expect(shared.checkInvariants() == [])
        }
        // Each solver writes its own variables: the changed parts only, then every part.
        shared.updateChangedVariables()
        for solver in solvers { solver.updateVariables() }
        #expect(layouts.map { $0.variables.map(\.value) } == alone.map { $0.variables.map(\.value) })
    }

    @Test func aJoiningConstraintMergesPartsAndEmptiedPartsGo() throws {
        let (solver, layouts) = try Self.interleaved()
        let link = LayoutConstraint(layouts[0].variables[1] - layouts[1].variables[1], .equal, strength: LayoutStrength.weak)
        try solver.addConstraint(link)
        #expect(solver.partCount == 3)
        #expect(solver.checkInvariants() == [])
        // The merged part solves as one solver holding both layouts and the link from the start
        // (one part throughout; the optimum is unique here, so within rounding).
        let (first, second) = (Self.layouts()[0], Self.layouts()[1])
        let whole = LayoutSolver()
        try whole.addConstraint(LayoutConstraint(first.variables[1] - second.variables[1], .equal, strength: LayoutStrength.weak))
        for constraint in first.constraints + second.constraints { try whole.addConstraint(constraint) }
        whole.updateVariables()
        solver.updateVariables()
        let merged = layouts[0].variables + layouts[1].variables, reference = first.variables + second.variables
        for (value, expected) in zip(merged.map(\.value), reference.map(\.value)) { #expect(abs(value - expected) < 1e-6) }
        for constraint in layouts[2].constraints {
            try solver.removeConstraint(constraint)
            #expect(solver.checkInvariants() == [])
        }
        #expect(solver.partCount == 2)
        // What is left still solves as the last layout alone.
        solver.updateVariables()
        #expect(layouts[3].variables.map(\.value) == (try Self.aloneValues())[3])
    }

    /// A strength changed in one part and an edit variable in another act on their parts alone: each
    /// part's values are those of its layout alone with the same change; `reset` leaves no part.
    @Test func strengthsAndEditsActOnTheirOwnPart() throws {
        let (shared, layouts) = try Self.interleaved()
        let alone = Self.layouts()
        let first = LayoutSolver(), second = LayoutSolver()
        for constraint in alone[0].constraints { try first.addConstraint(constraint) }
        for constraint in alone[1].constraints { try second.addConstraint(constraint) }
        // The fourth constraint of each layout is optional (a view's preferred width).
        try shared.setStrength(LayoutStrength.strong, of: layouts[0].constraints[4])
        try first.setStrength(LayoutStrength.strong, of: alone[0].constraints[4])
        try shared.addEditVariable(layouts[1].variables[1], strength: LayoutStrength.strong)
        try shared.suggestValue(120, for: layouts[1].variables[1])
        try second.addEditVariable(alone[1].variables[1], strength: LayoutStrength.strong)
        try second.suggestValue(120, for: alone[1].variables[1])
        #expect(shared.checkInvariants() == [])
        #expect(shared.partCount == 4)
        shared.updateVariables()
        first.updateVariables()
        second.updateVariables()
        #expect(layouts[0].variables.map(\.value) == alone[0].variables.map(\.value))
        #expect(layouts[1].variables.map(\.value) == alone[1].variables.map(\.value))
        shared.reset()
        #expect(shared.partCount == 0 && shared.checkInvariants() == [])
    }

    /// A required constraint that fails between two parts changes no value (the parts stay merged: they
    /// solve as before).
    @Test func aRefusedJoiningConstraintChangesNoValue() throws {
        let (solver, layouts) = try Self.interleaved()
        solver.updateVariables()
        let before = layouts.map { $0.variables.map(\.value) }
        // Both containers are 400 (required): making them differ by 10 cannot hold.
        let contradiction = LayoutConstraint(layouts[0].variables[0] - layouts[1].variables[0] - 10, .equal)
        #expect(throws: LayoutSolverError.self) { try solver.addConstraint(contradiction) }
        #expect(solver.checkInvariants() == [])
        solver.updateVariables()
        #expect(layouts.map { $0.variables.map(\.value) } == before)
    }
}
