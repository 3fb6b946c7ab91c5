import Foundation
import KinemaUI

// Auto Layout, as animation code touches it: anchors, constraints, guides and priorities. Each says what
// to do instead; a later Kinema brings Auto Layout itself. Checked against the table in
// docs/pasted-code.md ("Not yet in Kinema") by a test.

@available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { fatalError() }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { fatalError() }
}

@available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint { fatalError() }
}

@available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
open class UILayoutGuide: NSObject {
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    public var widthAnchor: NSLayoutDimension { fatalError() }
    public var heightAnchor: NSLayoutDimension { fatalError() }
}

@available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

extension NSLayoutConstraint {
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case notAnAttribute = 0
    }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var constant: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var isActive: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var priority: UILayoutPriority { get { fatalError() } set {} }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var multiplier: CGFloat { fatalError() }
}

extension UIView {
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var widthAnchor: NSLayoutDimension { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var heightAnchor: NSLayoutDimension { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var layoutMarginsGuide: UILayoutGuide { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var safeAreaInsets: UIEdgeInsets { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public var constraints: [NSLayoutConstraint] { fatalError() }
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func addConstraint(_ constraint: NSLayoutConstraint) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func removeConstraint(_ constraint: NSLayoutConstraint) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func setNeedsUpdateConstraints() {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func updateConstraintsIfNeeded() {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @available(*, unavailable, message: "Kinema: Auto Layout is not implemented yet; set frames in viewDidLayoutSubviews or layoutSubviews (docs/pasted-code.md#not-yet-in-kinema)")
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}
