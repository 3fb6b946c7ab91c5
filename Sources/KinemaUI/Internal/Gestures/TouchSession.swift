import Foundation

/// One touch from down to up: which view it hit, which recognizers watch it, and who has claimed it.
///
/// Recognizers are collected from the touched view up to the window, deepest first, so an inner pan
/// wins over an enclosing scroll view's: the first recognizer to begin makes the others that cannot
/// recognize simultaneously fail. A recognizer that begins with `cancelsTouchesInView` cancels the touch
/// for the view (a button stops tracking when its scroll view starts dragging). Tap recognizers above a
/// `UIControl` are left out, so controls keep their taps, as in UIKit.
@MainActor
final class TouchSession {
    private let touch: UITouch
    private let hitView: UIView?
    private var recognizers: [UIGestureRecognizer]
    private var viewReceivesTouches = true

    init(window: UIWindow, location: CGPoint, time: Double) {
        let hit = window.hitTest(location, with: nil)
        hitView = hit
        touch = UITouch(location: location, time: time, view: hit, window: window)
        recognizers = Self.recognizers(from: hit)
        let event = UIEvent(timestamp: time, touches: [touch])
        // A recognizer already decided but held back by `require(toFail:)` takes no new touches.
        recognizers.removeAll { $0.pendingState != nil }
        for recognizer in recognizers {
            recognizer.touches = [touch]
            recognizer.touchesBegan([touch], with: event)
        }
        arbitrate()
        if viewReceivesTouches { hitView?.touchesBegan([touch], with: event) }
    }

    static func recognizers(from view: UIView?) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var passedControl = false
        var current = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers ?? [] where recognizer.isEnabled {
                if passedControl && recognizer is UITapGestureRecognizer { continue }
                found.append(recognizer)
            }
            if candidate is UIControl { passedControl = true }
            current = candidate.superview
        }
        return found
    }

    func move(to location: CGPoint, time: Double) {
        let event = advance(to: location, time: time, phase: .moved)
        deliver { $0.touchesMoved([touch], with: event) }
        if viewReceivesTouches { hitView?.touchesMoved([touch], with: event) }
    }

    func end(at location: CGPoint, time: Double) {
        let event = advance(to: location, time: time, phase: .ended)
        deliver { $0.touchesEnded([touch], with: event) }
        // Recognizers still waiting for one that ended undecided: it failed by ending.
        for recognizer in recognizers where recognizer.state == .possible && recognizer.pendingState == nil {
            recognizer.touches = []
        }
        arbitrate()
        if viewReceivesTouches { hitView?.touchesEnded([touch], with: event) }
        for recognizer in recognizers {
            // A tap between taps, or one held back waiting for it, stays as it is until decided.
            if recognizer.holdsBetweenTouches || (recognizer.pendingState != nil && recognizer.isWaitingForFailure) {
                recognizer.touches = []
                continue
            }
            recognizer.resetToPossible()
        }
    }

    private func advance(to location: CGPoint, time: Double, phase: UITouch.Phase) -> UIEvent {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.timestamp = time
        touch.phase = phase
        return UIEvent(timestamp: time, touches: [touch])
    }

    /// Feeds the recognizers still in the running, applying the rules after each.
    private func deliver(_ feed: (UIGestureRecognizer) -> Void) {
        for recognizer in recognizers where recognizer.state != .failed && recognizer.state != .cancelled {
            feed(recognizer)
            arbitrate()
        }
    }

    /// Applies the rules once a recognizer has recognized: exclusivity, and cancelling the view's touches.
    /// (The delegate's veto happens in the recognizer, before it leaves `.possible`.)
    private func arbitrate() {
        for recognizer in recognizers { recognizer.resolvePendingRecognition() }
        for recognizer in recognizers where recognizer.isRecognizing && !claimed.contains(ObjectIdentifier(recognizer)) {
            claimed.insert(ObjectIdentifier(recognizer))
            for other in recognizers where other !== recognizer && other.state == .possible {
                if !recognizer.canRecognizeSimultaneously(with: other) { other.state = .failed }
            }
            if recognizer.cancelsTouchesInView && viewReceivesTouches {
                viewReceivesTouches = false
                touch.phase = .cancelled
                hitView?.touchesCancelled([touch], with: UIEvent(timestamp: touch.timestamp, touches: [touch]))
            }
        }
    }

    private var claimed: Set<ObjectIdentifier> = []
}
