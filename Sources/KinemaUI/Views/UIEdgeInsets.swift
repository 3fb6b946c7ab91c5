import Foundation

/// Insets for each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

/// Auto Layout's constraint. KinemaUI has only its `Axis` (the type of `UIStackView.axis`): views are
/// laid out by frames and `layoutSubviews`. A constraint can be named (an `@IBOutlet` of this type
/// compiles) but not made or changed: those members say so (docs/pasted-code.md#not-yet-in-kinema).
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    private override init() {}
}
