import KinemaLayout
import Testing

/// Expressions built with the operators, constraints' combining of terms, and kiwi's strength values.
@Suite struct LayoutExpressionTests {
    func coefficients(_ expression: LayoutExpression) -> [String] {
        expression.terms.map { "\($0.variable.name)\($0.coefficient)" }
    }

    @Test func operatorsBuildLinearExpressions() {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let expression = (2 * x + 3 - y) / 2 - (x * 4 - 1) + -y
        #expect(coefficients(expression) == ["x1.0", "y-0.5", "x-4.0", "y-1.0"])
        #expect(expression.constant == 2.5)
        #expect(coefficients(10 - x) == ["x-1.0"] && (10 - x).constant == 10)
        #expect(coefficients(x - y) == ["x1.0", "y-1.0"] && coefficients(-x) == ["x-1.0"])
        #expect(coefficients(5 + (x + y)) == ["x1.0", "y1.0"] && (5 + (x + y)).constant == 5)
    }

    @Test func anExpressionEvaluatesWithTheVariablesValues() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.addConstraint(LayoutConstraint(x - 3, .equal))
        try solver.addConstraint(LayoutConstraint(y - 5, .equal))
        solver.updateVariables()
        #expect((2 * x - y + 1).value == 2)
        #expect(LayoutExpression(constant: 7).value == 7)
    }

    @Test func aConstraintCombinesTheTermsOfOneVariable() {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let constraint = LayoutConstraint(y + x, .equal, 2 * x + 3)
        #expect(coefficients(constraint.expression) == ["y1.0", "x-1.0"])
        #expect(constraint.expression.constant == -3)
        #expect(constraint.isRequired && constraint.strength == LayoutStrength.required)
        #expect(LayoutConstraint(x + y, .lessThanOrEqual, strength: 5e9).strength == LayoutStrength.required, "clipped")
    }

    /// kiwi's `strength.h`: three tiers of 0…1000 each, packed as 1e6, 1e3 and 1.
    @Test func strengthsAreKiwis() {
        #expect(LayoutStrength.required == 1_001_001_000)
        #expect(LayoutStrength.strong == 1_000_000 && LayoutStrength.medium == 1_000 && LayoutStrength.weak == 1)
        #expect(LayoutStrength.create(1, 2, 3, weight: 2) == 2_004_006)
        #expect(LayoutStrength.create(5000, -1, 0.5) == 1_000_000_000.5)
        #expect(LayoutStrength.clip(-1) == 0 && LayoutStrength.clip(2e9) == LayoutStrength.required && LayoutStrength.clip(42) == 42)
    }

    @Test func variablesAndConstraintsAreIdentities() {
        let a = LayoutVariable("same"), b = LayoutVariable("same")
        #expect(a != b && a == a && Set([a, b, a]).count == 2)
        let first = LayoutConstraint(a - 1, .equal), second = LayoutConstraint(a - 1, .equal)
        #expect(first != second && Set([first, second, first]).count == 2)
        #expect(first.description == "1.0·same + -1.0 == 0 (strength 1001001000.0)")
    }
}
