import Foundation

/// UIKit's tap: recognized (`.ended`) when the finger lifts within `allowableMovement` (10 points) of where
/// it went down; moving further fails it. Taps on a `UIControl` inside the recognizer's view go to the
/// control, as in UIKit.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public static let allowableMovement: CGFloat = 10

    private var origin = CGPoint.zero

    public override init(handler: ((UIGestureRecognizer) -> Void)? = nil) {
        super.init(handler: handler)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        origin = touches.first?.windowLocation ?? .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let point = touches.first?.windowLocation else { return }
        let dx = point.x - origin.x, dy = point.y - origin.y
        if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = .ended
    }
}
