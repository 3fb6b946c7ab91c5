/// Which areas of a path are filled: where the winding number is nonzero, or odd.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
