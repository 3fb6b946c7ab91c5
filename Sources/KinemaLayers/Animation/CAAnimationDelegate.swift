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
