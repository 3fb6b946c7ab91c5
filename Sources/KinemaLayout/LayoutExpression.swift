/// A linear expression, `Σ coefficient × variable + constant`: one side of a constraint.
///
/// Build one with the operators in `LayoutExpression+Operators.swift` (`2 * width + 8`, `right - left`)
/// or from terms. The same variable may appear in several terms; a `LayoutConstraint` combines them.
public struct LayoutExpression: CustomStringConvertible {
    public var terms: [LayoutTerm]
    public var constant: Double

    public init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: LayoutVariable) {
        self.init([LayoutTerm(variable: variable)])
    }

    /// The expression evaluated with its variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// The same expression with the terms of each variable summed into one, in the order the variables
    /// first appear (as kiwi reduces a constraint's expression).
    func reduced() -> LayoutExpression {
        var combined: [LayoutTerm] = []
        var index: [ObjectIdentifier: Int] = [:]
        for term in terms {
            if let at = index[ObjectIdentifier(term.variable)] {
                combined[at].coefficient += term.coefficient
            } else {
                index[ObjectIdentifier(term.variable)] = combined.count
                combined.append(term)
            }
        }
        return LayoutExpression(combined, constant: constant)
    }

    /// For example `2.0·w + -1.0·h + 8.0`.
    public var description: String {
        (terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
    }
}
