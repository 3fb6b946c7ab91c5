import Foundation
import KinemaUI

// Gesture recognizers beyond pan and tap, UIKit Dynamics, presentation controllers, view transitions,
// iOS 17's springs, storyboards and custom navigation transitions. Checked against docs/pasted-code.md.

@available(*, unavailable, message: "Kinema: only pan and tap recognizers exist yet; use UIPanGestureRecognizer or UITapGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    public override init(target: Any?, action: Selector?) { fatalError() }
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    public var numberOfTouchesRequired = 1
}

@available(*, unavailable, message: "Kinema: only pan and tap recognizers exist yet; use UIPanGestureRecognizer or UITapGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    public override init(target: Any?, action: Selector?) { fatalError() }
    public var scale: CGFloat = 1
    public var velocity: CGFloat { 0 }
}

@available(*, unavailable, message: "Kinema: only pan and tap recognizers exist yet; use UIPanGestureRecognizer or UITapGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    public override init(target: Any?, action: Selector?) { fatalError() }
    public var rotation: CGFloat = 0
    public var velocity: CGFloat { 0 }
}

@available(*, unavailable, message: "Kinema: only pan and tap recognizers exist yet; use UIPanGestureRecognizer or UITapGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    public override init(target: Any?, action: Selector?) { fatalError() }
    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
}

@available(*, unavailable, message: "Kinema: only pan and tap recognizers exist yet; use UIPanGestureRecognizer or UITapGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    public override init(target: Any?, action: Selector?) { fatalError() }
    public var edges: UIRectEdge = []
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
public protocol UIDynamicItem: AnyObject {}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UIDynamicAnimator: NSObject {
    public init(referenceView view: UIView) { fatalError() }
    public func addBehavior(_ behavior: UIDynamicBehavior) {}
    public func removeBehavior(_ behavior: UIDynamicBehavior) {}
    public func removeAllBehaviors() {}
    public var isRunning: Bool { false }
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UIDynamicBehavior: NSObject {
    public func addChildBehavior(_ behavior: UIDynamicBehavior) {}
    public var action: (() -> Void)?
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UIGravityBehavior: UIDynamicBehavior {
    public init(items: [UIView]) { fatalError() }
    public var magnitude: CGFloat = 1
    public var angle: CGFloat = 0
    public var gravityDirection = CGVector(dx: 0, dy: 1)
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UICollisionBehavior: UIDynamicBehavior {
    public init(items: [UIView]) { fatalError() }
    public var translatesReferenceBoundsIntoBoundary = false
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UISnapBehavior: UIDynamicBehavior {
    public init(item: UIView, snapTo point: CGPoint) { fatalError() }
    public var damping: CGFloat = 0.5
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UIAttachmentBehavior: UIDynamicBehavior {
    public init(item: UIView, attachedToAnchor point: CGPoint) { fatalError() }
    public var anchorPoint = CGPoint.zero
    public var length: CGFloat = 0
    public var damping: CGFloat = 0
    public var frequency: CGFloat = 0
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }
    public init(items: [UIView], mode: Mode) { fatalError() }
    public var pushDirection = CGVector.zero
    public var magnitude: CGFloat = 0
}

@available(*, unavailable, message: "Kinema: UIKit Dynamics is not implemented yet; use a spring animation (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)) (docs/pasted-code.md#not-yet-in-kinema)")
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public init(items: [UIView]) { fatalError() }
    public var elasticity: CGFloat = 0
    public var friction: CGFloat = 0
    public var resistance: CGFloat = 0
    public var allowsRotation = true
    public func addLinearVelocity(_ velocity: CGPoint, for item: UIView) {}
}

@available(*, unavailable, message: "Kinema: presentation controllers are not implemented yet; present with a transitioningDelegate's animator and .overFullScreen (docs/pasted-code.md#not-yet-in-kinema)")
open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }
    public var presentedViewController: UIViewController { fatalError() }
    public var presentingViewController: UIViewController { fatalError() }
    public var containerView: UIView? { nil }
    public var presentedView: UIView? { nil }
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
}

extension UIStoryboard {
    @available(*, unavailable, message: "Kinema has no storyboards or nibs; create views and view controllers in code (docs/pasted-code.md#not-yet-in-kinema)")
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) { fatalError() }
    @available(*, unavailable, message: "Kinema has no storyboards or nibs; create views and view controllers in code (docs/pasted-code.md#not-yet-in-kinema)")
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
    @available(*, unavailable, message: "Kinema has no storyboards or nibs; create views and view controllers in code (docs/pasted-code.md#not-yet-in-kinema)")
    public func instantiateInitialViewController() -> UIViewController? { nil }
}

@available(*, unavailable, message: "Kinema has no storyboards or nibs; create views and view controllers in code (docs/pasted-code.md#not-yet-in-kinema)")
open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] { [] }
}

@available(*, unavailable, message: "Kinema: custom navigation transitions and UITableViewController are not implemented yet; present with a transitioningDelegate, and use a UIViewController with a UITableView (docs/pasted-code.md#not-yet-in-kinema)")
public protocol UINavigationControllerDelegate: AnyObject {}

extension UINavigationController {
    @available(*, unavailable, message: "Kinema: custom navigation transitions and UITableViewController are not implemented yet; present with a transitioningDelegate, and use a UIViewController with a UITableView (docs/pasted-code.md#not-yet-in-kinema)")
    public enum Operation: Int, Sendable { case none, push, pop }
    @available(*, unavailable, message: "Kinema: custom navigation transitions and UITableViewController are not implemented yet; present with a transitioningDelegate, and use a UIViewController with a UITableView (docs/pasted-code.md#not-yet-in-kinema)")
    public var delegate: UINavigationControllerDelegate? { get { nil } set {} }
}

@available(*, unavailable, message: "Kinema: custom navigation transitions and UITableViewController are not implemented yet; present with a transitioningDelegate, and use a UIViewController with a UITableView (docs/pasted-code.md#not-yet-in-kinema)")
open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var tableView: UITableView! { fatalError() }
    public var clearsSelectionOnViewWillAppear = true
}

@available(*, unavailable, renamed: "UINavigationController.Operation", message: "Kinema: custom navigation transitions and UITableViewController are not implemented yet; present with a transitioningDelegate, and use a UIViewController with a UITableView (docs/pasted-code.md#not-yet-in-kinema)")
public typealias UINavigationControllerOperation = UINavigationController.Operation
