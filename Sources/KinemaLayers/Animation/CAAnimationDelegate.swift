import Foundation

/// What an animation tells its delegate: that it started, and that it stopped — `finished` false when it
/// was removed (or replaced under its key) before its active duration ended. Each method has a default
/// that does nothing (Objective-C's optional methods). Called on the main thread, from the frame that
/// reaches the moment, in capture, bench and tests as in the window.
@MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Kinema: declared by a subclass of a `CAAnimationDelegate` class so the methods it adds are called
/// (UIKit's rule for every delegate with optional methods, `docs/uikit.md`); the same methods as
/// `CAAnimationDelegate`, whose defaults serve it too.
@MainActor
public protocol CAAnimationDelegateSubclassing: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

/// Tells an animation's delegate, through its `…Subclassing` twin when it declares one; a delegate whose
/// class inherits its conformance without the twin is reported once per class (its own methods could not
/// be seen).
@MainActor
enum AnimationDelegateCall {
    static func didStart(_ animation: CAAnimation) {
        guard let delegate = animation.delegate else { return }
        if let twin = twin(of: delegate) { twin.animationDidStart(animation) } else { delegate.animationDidStart(animation) }
    }

    static func didStop(_ animation: CAAnimation, finished: Bool) {
        guard let delegate = animation.delegate else { return }
        if let twin = twin(of: delegate) {
            twin.animationDidStop(animation, finished: finished)
        } else {
            delegate.animationDidStop(animation, finished: finished)
        }
    }

    private static func twin(of delegate: CAAnimationDelegate) -> CAAnimationDelegateSubclassing? {
        if let twin = delegate as? CAAnimationDelegateSubclassing { return twin }
        let type: AnyClass = Swift.type(of: delegate)
        if let parent = _getSuperclass(type), parent is CAAnimationDelegate.Type {
            let name = String(describing: type)
            CALayer.reports.report("animation delegate \(name)", """
                Kinema: \(name) inherits its CAAnimationDelegate conformance. Without the Objective-C runtime Kinema \
                cannot see delegate methods a subclass adds, so \(name)'s own would never be called. Declare \
                `extension \(name): CAAnimationDelegateSubclassing {}` (docs/uikit.md).
                """)
        }
        return nil
    }
}
