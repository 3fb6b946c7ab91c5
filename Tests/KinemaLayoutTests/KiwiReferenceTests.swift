import KinemaLayout
import Testing

/// LayoutSolver replays kiwisolver's problems (`Fixtures/kiwi-reference.json`, from `scripts/layout-fixtures`)
/// and must give kiwi's value for every variable at every `expect` step, within the fixture's tolerance
/// (1e-6 points). kiwi re-adds a constraint to change its constant or strength; LayoutSolver changes the
/// constant in place (`setConstant`) — the values must agree all the same.
@Suite struct KiwiReferenceTests {
    /// The problems' names, or one that fails loudly if the fixture cannot be read.
    static let problemNames: [String] = (try? KiwiFixture.load().problems.map(\.name)) ?? ["(the fixture could not be read)"]

    @Test func theFixtureHoldsEveryProblemTheBriefNames() throws {
        let fixture = try KiwiFixture.load()
        #expect(fixture.generator.contains("kiwisolver"))
        #expect(fixture.tolerance == 1e-6)
        let names = Set(fixture.problems.map(\.name))
        for name in ["pinned-edges", "centred", "aspect-ratio", "competing-priorities", "labels-too-small", "labels-too-large",
                     "chain", "grid", "edit-drag", "sheet", "ties"] {
            #expect(names.contains(name), "missing \(name)")
        }
    }

    @Test(arguments: problemNames) func matchesKiwi(_ name: String) throws {
        let fixture = try KiwiFixture.load()
        let problem = try #require(fixture.problems.first { $0.name == name })
        var replay = Replay()
        var checked = 0
        for (index, step) in problem.steps.enumerated() {
            if case .expect(let values) = step {
                replay.solver.updateVariables()
                for (variable, expected) in values.sorted(by: { $0.key < $1.key }) {
                    let actual = replay.variable(variable).value
                    #expect(abs(actual - expected) <= fixture.tolerance, "\(name) step \(index): \(variable) = \(actual), kiwi \(expected)")
                    checked += 1
                }
            } else {
                try replay.apply(step)
            }
            #expect(replay.solver.checkInvariants() == [], "\(name) step \(index)")
        }
        #expect(checked > 0)
    }
}

/// A problem's steps applied to a LayoutSolver, variables and constraints found by name.
struct Replay {
    let solver = LayoutSolver()
    var variables: [String: LayoutVariable] = [:]
    var constraints: [String: LayoutConstraint] = [:]

    mutating func variable(_ name: String) -> LayoutVariable {
        if let variable = variables[name] { return variable }
        let made = LayoutVariable(name)
        variables[name] = made
        return made
    }

    mutating func apply(_ step: KiwiFixture.Step) throws {
        switch step {
        case .add(let name, let terms, let constant, let relation, let strength):
            var made: [LayoutTerm] = []
            for term in terms { made.append(LayoutTerm(variable: variable(term.variable), coefficient: term.coefficient)) }
            let expression = LayoutExpression(made, constant: constant)
            let constraint = LayoutConstraint(expression, relation, strength: strength)
            constraints[name] = constraint
            try solver.addConstraint(constraint)
        case .remove(let name):
            let removed = constraints.removeValue(forKey: name)
            try solver.removeConstraint(try #require(removed))
        case .setConstant(let name, let constant): try solver.setConstant(constant, of: try #require(constraints[name]))
        case .setStrength(let name, let strength): try solver.setStrength(strength, of: try #require(constraints[name]))
        case .addEdit(let name, let strength): try solver.addEditVariable(variable(name), strength: strength)
        case .suggest(let name, let value): try solver.suggestValue(value, for: variable(name))
        case .removeEdit(let name): try solver.removeEditVariable(variable(name))
        case .expect: break
        }
    }
}
