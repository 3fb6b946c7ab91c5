/// How a constraint's expression compares with 0: `expression ≤ 0`, `= 0` or `≥ 0`.
public enum LayoutRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}
