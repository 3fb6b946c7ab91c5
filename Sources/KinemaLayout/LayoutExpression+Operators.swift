// Arithmetic that builds linear expressions, so constraints read as written on paper:
// `LayoutConstraint(right - (left + width), .equal)`, `LayoutConstraint(width, .equal, 2 * height)`.
// Only linear forms exist: a variable or expression times or over a number, never two variables.

extension LayoutExpression {
    public static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs + LayoutExpression(rhs) }
    public static func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { LayoutExpression(lhs) + rhs }

    public static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func + (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs + lhs }

    public static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression { lhs + -rhs }
    public static func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs + -rhs }
    public static func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { LayoutExpression(lhs) + -rhs }
    public static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }
    public static func - (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { lhs + -rhs }

    public static func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(
            rhs.terms.map { LayoutTerm(variable: $0.variable, coefficient: lhs * $0.coefficient) }, constant: lhs * rhs.constant)
    }

    public static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { rhs * lhs }
    /// Division by 0 gives infinite coefficients, which no solver can use: divide by a non-zero number.
    public static func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { (1 / rhs) * lhs }
    public static prefix func - (operand: LayoutExpression) -> LayoutExpression { -1 * operand }
}

extension LayoutVariable {
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(lhs) + rhs }
    public static func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) + rhs }
    public static func + (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { lhs + LayoutExpression(rhs) }
    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(lhs) - rhs }
    public static func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) - rhs }
    public static func - (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { lhs - LayoutExpression(rhs) }
    public static func * (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { lhs * LayoutExpression(rhs) }
    public static func * (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { rhs * LayoutExpression(lhs) }
    public static func / (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) / rhs }
    public static prefix func - (operand: LayoutVariable) -> LayoutExpression { -1 * LayoutExpression(operand) }
}
