/// Constraint strengths as the kiwi solver weighs them: three tiers (strong, medium, weak) packed in one
/// number, each tier's weight from 0 to 1000, a unit of a tier worth 1000 of the tier below — so a
/// weaker constraint yields unless its error is a thousand times larger (strengths are weights, not a
/// strict hierarchy).
///
/// A strength is a plain `Double`. `required` (1,001,001,000) is the largest; a constraint at `required`
/// must hold, any other is optional and is met as well as the stronger ones allow: the solver minimises
/// `Σ strength × |error|` over the optional constraints (the weighted-sum comparator of Badros, Borning
/// & Stuckey's Cassowary paper, as kiwi uses it).
public enum LayoutStrength {
    /// 1,001,001,000: the constraint must hold; adding one that cannot throws.
    public static let required = create(1000, 1000, 1000)
    /// 1,000,000.
    public static let strong = create(1, 0, 0)
    /// 1,000.
    public static let medium = create(0, 1, 0)
    /// 1.
    public static let weak = create(0, 0, 1)

    /// `a·w` strong + `b·w` medium + `c·w` weak, each product clamped to 0…1000 first:
    /// `clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Double {
        func clamped(_ value: Double) -> Double { max(0, min(1000, value * weight)) }
        return clamped(a) * 1_000_000 + clamped(b) * 1_000 + clamped(c)
    }

    /// `strength` clamped to 0…`required`.
    public static func clip(_ strength: Double) -> Double {
        max(0, min(required, strength))
    }
}
