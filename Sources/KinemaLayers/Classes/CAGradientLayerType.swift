/// How a gradient layer spreads its colours, by Core Animation's names ("axial", "radial", "conic").
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Along the line from `startPoint` to `endPoint`; lines across it are one colour.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outward from `startPoint` in ellipses whose half-axes `endPoint` sets.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round `startPoint`, from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
