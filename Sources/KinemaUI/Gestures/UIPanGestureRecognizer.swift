import Foundation
import KinemaCore

/// UIKit's pan: begins once the finger has moved `hysteresis` (10 points) from where it went down, then
/// reports `changed` on every move and `ended` on release.
///
/// `translation(in:)` is the displacement since the touch went down (so a dragged view follows the finger
/// exactly), or since the last `setTranslation`. `velocity(in:)` is estimated from the last 100 ms of
/// samples, in points per second.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Movement in points before the pan begins.
    package static let hysteresis: CGFloat = 10

    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    private var origin = CGPoint.zero
    private var current = CGPoint.zero
    private var tracker = VelocityTracker()

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    /// Kinema's closure form typed for pans: `UIPanGestureRecognizer { pan in … }`.
    public convenience init(panHandler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init(handler: { panHandler($0 as! UIPanGestureRecognizer) })
    }

    /// Displacement of the finger since the pan's reference point, in `view`'s coordinate space.
    public func translation(in view: UIView?) -> CGPoint {
        vectorInView(CGPoint(x: current.x - origin.x, y: current.y - origin.y), view)
    }

    /// Makes `translation(in: view)` read `translation` now.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vectorInWindow(translation, view)
        origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
    }

    /// Velocity in points per second in `view`'s coordinate space.
    public func velocity(in view: UIView?) -> CGPoint {
        vectorInView(tracker.velocity(), view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        origin = touch.windowLocation
        current = origin
        tracker.reset()
        tracker.add(current, at: touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        current = touch.windowLocation
        tracker.add(current, at: touch.timestamp)
        switch state {
        case .possible:
            let dx = current.x - origin.x, dy = current.y - origin.y
            if (dx * dx + dy * dy).squareRoot() >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first {
            current = touch.windowLocation
            tracker.add(current, at: touch.timestamp)
        }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        tracker.reset()
    }

    /// A window-space vector in a view's space (only the view's linear transform matters).
    private func vectorInView(_ vector: CGPoint, _ view: UIView?) -> CGPoint {
        guard let view else { return vector }
        var linear = view.transformToWindow
        linear.tx = 0
        linear.ty = 0
        return vector.applying(linear.inverted())
    }

    private func vectorInWindow(_ vector: CGPoint, _ view: UIView?) -> CGPoint {
        guard let view else { return vector }
        var linear = view.transformToWindow
        linear.tx = 0
        linear.ty = 0
        return vector.applying(linear)
    }
}
