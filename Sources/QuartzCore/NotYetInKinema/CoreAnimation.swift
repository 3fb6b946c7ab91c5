import Foundation
import KinemaUI
import CoreGraphics

// Core Animation beyond a view's own layer: explicit animations and transactions, sublayers and layer
// classes, shadow paths and masks, paths, and 3-D transforms. Each says what to do instead; a later
// Kinema brings them. Checked against the table in docs/pasted-code.md ("Not yet in Kinema") by a test.

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CAAnimation: NSObject {
    public var duration: CFTimeInterval = 0
    public var beginTime: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    public var isRemovedOnCompletion = true
    public var timingFunction: CAMediaTimingFunction?
    public weak var delegate: CAAnimationDelegate?
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { fatalError() }
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    public var settlingDuration: CFTimeInterval { 0 }
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode = "linear"
    public var path: CGPath?
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CATransition: CAAnimation {
    public var type: CATransitionType = .fade
    public var subtype: CATransitionSubtype?
}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
public protocol CAAnimationDelegate: AnyObject {}

@available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
open class CATransaction: NSObject {
    public class func begin() {}
    public class func commit() {}
    public class func setAnimationDuration(_ duration: CFTimeInterval) {}
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public class func setCompletionBlock(_ block: (() -> Void)?) {}
    public class func setDisableActions(_ flag: Bool) {}
}

extension CALayer {
    @available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
    public func add(_ animation: CAAnimation, forKey key: String?) {}
    @available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
    public func removeAnimation(forKey key: String) {}
    @available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
    public func animation(forKey key: String) -> CAAnimation? { nil }
    @available(*, unavailable, message: "Kinema: Core Animation's explicit animations are not implemented yet; animate the view with UIView.animate or UIViewPropertyAnimator (docs/pasted-code.md#not-yet-in-kinema)")
    public func animationKeys() -> [String]? { nil }
}

@available(*, unavailable, message: "Kinema: these layer classes are not drawn yet; build the look from views and plain sublayers (docs/pasted-code.md#not-yet-in-kinema)")
open class CATextLayer: CALayer {
    public var string: Any?
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor?
}

@available(*, unavailable, message: "Kinema: these layer classes are not drawn yet; build the look from views and plain sublayers (docs/pasted-code.md#not-yet-in-kinema)")
open class CAEmitterLayer: CALayer {
    public var emitterCells: [CAEmitterCell]?
    public var emitterPosition = CGPoint.zero
    public var emitterSize = CGSize.zero
    public var emitterShape = "point"
    public var birthRate: Float = 1
}

@available(*, unavailable, message: "Kinema: these layer classes are not drawn yet; build the look from views and plain sublayers (docs/pasted-code.md#not-yet-in-kinema)")
open class CAEmitterCell: NSObject {
    public var birthRate: Float = 0
    public var lifetime: Float = 0
    public var velocity: CGFloat = 0
    public var scale: CGFloat = 1
    public var contents: Any?
    public var color: CGColor?
    public var emissionRange: CGFloat = 0
}
