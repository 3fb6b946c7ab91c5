/// One term of a linear expression: `coefficient × variable`.
public struct LayoutTerm {
    public var variable: LayoutVariable
    /// Any finite number; a term whose coefficient is within 1e-8 of zero is ignored by the solver.
    public var coefficient: Double

    public init(variable: LayoutVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `coefficient × variable.value`, with the variable's current value.
    public var value: Double { coefficient * variable.value }
}
