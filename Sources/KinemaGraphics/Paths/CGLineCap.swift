/// How a stroke's open ends are drawn: flat at the end point, with a half-disc, or with a half-square.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
