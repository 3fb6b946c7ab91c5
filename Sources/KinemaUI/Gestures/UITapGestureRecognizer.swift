import Foundation

/// UIKit's tap: recognized (`.ended`) when the finger lifts `numberOfTapsRequired` times within
/// `allowableMovement` (10 points) of where it went down, each tap coming within `maximumTapInterval`
/// (0.35 s) of the last; moving further or waiting longer fails it. Taps on a `UIControl` inside the
/// recognizer's view go to the control, as in UIKit. A single tap that `require(toFail:)` a double tap
/// fires once the double tap's interval has passed without a second tap.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    package static let allowableMovement: CGFloat = 10
    /// Longest wait, in seconds of media time, from one tap's lift to the next tap's touch.
    package static let maximumTapInterval = 0.35

    private var origin = CGPoint.zero
    private var tapCount = 0
    private var lastTapTime = 0.0
    private var awaitingNextTap = false

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override var holdsBetweenTouches: Bool { awaitingNextTap }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        origin = touch.windowLocation
        if awaitingNextTap && touch.timestamp - lastTapTime > Self.maximumTapInterval {
            // Too late for the sequence (its timer had not run yet): start counting again.
            tapCount = 0
        }
        awaitingNextTap = false
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let point = touches.first?.windowLocation else { return }
        let dx = point.x - origin.x, dy = point.y - origin.y
        if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        tapCount += 1
        guard tapCount < max(1, numberOfTapsRequired) else {
            state = .ended
            return
        }
        // Wait for the next tap; fail if it does not come in time.
        awaitingNextTap = true
        let engine = view?.animationEngine ?? .ambient
        lastTapTime = touches.first?.timestamp ?? engine.now
        engine.addTicker(owner: self) { [weak self] now in
            guard let self, self.awaitingNextTap else { return false }
            guard now - self.lastTapTime > Self.maximumTapInterval else { return true }
            self.awaitingNextTap = false
            self.state = .failed
            self.resetToPossible()
            return false
        }
    }

    open override func reset() {
        if !awaitingNextTap { tapCount = 0 }
    }
}
