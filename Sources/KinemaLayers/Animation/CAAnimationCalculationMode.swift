import Foundation

/// How a keyframe animation moves between its values (`CAKeyframeAnimation.calculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from one value to the next, each segment its share of the time (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// At one speed: each segment's time in proportion to its length.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (Kochanek–Bartels, shaped by tension, continuity and bias).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The smooth curve at one speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns with it (`CAKeyframeAnimation.rotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned to the opposite of the path's direction.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
