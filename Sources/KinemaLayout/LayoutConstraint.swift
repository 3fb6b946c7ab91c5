/// A linear constraint, `expression (relation) 0`, with a strength: Auto Layout's `NSLayoutConstraint`
/// reduced to its arithmetic.
///
/// A constraint is an identity (equality and hashing go by identity), added to a `LayoutSolver` with
/// `addConstraint`. Its constant and strength change only through the solver that holds it
/// (`setConstant(_:of:)`, `setStrength(_:of:)`), so the solver's tableau never disagrees with it.
public final class LayoutConstraint: Hashable, CustomStringConvertible {
    /// The left side, compared with 0; terms of the same variable are combined into one, in the order
    /// the variables first appear.
    public internal(set) var expression: LayoutExpression
    public let relation: LayoutRelation
    /// Clipped to 0…`LayoutStrength.required`.
    public internal(set) var strength: Double

    /// `expression (relation) 0` at `strength` (clipped to 0…`LayoutStrength.required`).
    public init(_ expression: LayoutExpression, _ relation: LayoutRelation, strength: Double = LayoutStrength.required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
    }

    /// `lhs (relation) rhs`, stored as `lhs − rhs (relation) 0`.
    public convenience init(
        _ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression, strength: Double = LayoutStrength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// `lhs (relation) rhs` for a variable on the left, as `lhs − rhs (relation) 0`.
    public convenience init(
        _ lhs: LayoutVariable, _ relation: LayoutRelation, _ rhs: LayoutExpression, strength: Double = LayoutStrength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Whether the strength is `LayoutStrength.required`: the constraint must hold.
    public var isRequired: Bool { strength >= LayoutStrength.required }

    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// For example `1.0·w + -2.0·h + 0.0 == 0 (strength 1001001000.0)`.
    public var description: String {
        let relation = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(expression) \(relation) 0 (strength \(strength))"
    }
}
