import Foundation
import KinemaLayout

/// How much a constraint (or a view's hugging and compression resistance) matters: 1…1000, where 1000
/// (`.required`) must hold. UIKit's type and named levels.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The weight the engine gives the priority's errors: required is a hard constraint; below it, every
    /// 150 points weigh ten times more (10^(p/150): 250 → 46, 750 → 100,000, 999 → 4.6 million), so a
    /// higher priority wins a trade of equal points. Apple publishes no rule; this is Kinema's
    /// reconstruction (docs/autolayout.md).
    var strength: Double {
        rawValue >= 1000 ? LayoutStrength.required : pow(10, Double(max(1, rawValue)) / 150)
    }
}
