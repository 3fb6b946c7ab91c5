/// How a stroke's corners are drawn: sharp (a bevel past the miter limit), rounded, or cut flat.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
