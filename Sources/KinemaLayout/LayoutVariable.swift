/// A quantity the solver finds: a view's edge, width or centre, in points.
///
/// A variable is an identity, not a value: two variables with the same name are different variables,
/// and equality and hashing go by identity. The solver writes `value` in `LayoutSolver.updateVariables()`;
/// until then (and for a variable no solver knows) it stays as it was, 0 at first.
public final class LayoutVariable: Hashable, CustomStringConvertible {
    /// A name for reading dumps and failures; the solver never looks at it.
    public let name: String
    /// The value of the last solution written by `LayoutSolver.updateVariables()`.
    public internal(set) var value: Double = 0

    /// A new variable, distinct from every other, with the value 0.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `variable` when it has none.
    public var description: String { name.isEmpty ? "variable" : name }
}
