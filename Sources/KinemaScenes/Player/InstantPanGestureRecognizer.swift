import Foundation
import KinemaUI
import KinemaTweaks

/// A pan that begins the moment the finger lands (Apple's WWDC 2017 "Advanced Animations with UIKit"):
/// touching the moving player pauses it at once, before the finger has moved, so it can be caught.
@MainActor
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }
}
