import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

@MainActor
@Suite("Gestures and hit testing")
struct GestureTests {
    @Test func panReportsTranslationVelocityAndStates() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var translations: [CGPoint] = []
        var releaseVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer
            translations.append(pan.translation(in: view))
            if pan.state == .ended { releaseVelocity = pan.velocity(in: view) }
        }
        view.addGestureRecognizer(pan)
        // 12 moves of 5 points up, one per frame: 300 points per second.
        harness.drag(from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -5), steps: 12)
        #expect(harness.tracer.names(of: "pan") == ["began"] + Array(repeating: "changed", count: 10) + ["ended"])
        #expect(translations.first == CGPoint(x: 0, y: -10), "begins after 10 points, measured from touch-down")
        #expect(translations.last == CGPoint(x: 0, y: -60))
        expectClose(releaseVelocity.y, -300, tolerance: 1e-6)
        expectClose(releaseVelocity.x, 0, tolerance: 1e-9)
        #expect(pan.state == .possible, "reset after the gesture")
    }

    @Test func restingBeforeReleaseKillsTheVelocity() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var velocity = CGPoint(x: 1, y: 1)
        view.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            if recognizer.state == .ended { velocity = recognizer.velocity(in: nil) }
        })
        harness.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 8, y: 0), steps: 6, release: false)
        harness.advance(to: harness.now + 0.3)
        harness.send(.pointerUp(position: CGPoint(x: 148, y: 100), button: .primary, time: harness.now))
        #expect(velocity == .zero, "the finger rested 300 ms: no fling")
    }

    @Test func setTranslationRebasesAndViewSpaceScales() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        harness.window.addSubview(view)
        var seen: [CGPoint] = []
        view.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            let pan = recognizer
            seen.append(pan.translation(in: view))
            pan.setTranslation(.zero, in: view)
        })
        harness.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 20, y: 0), steps: 3)
        // In the view's (scaled ×2) space a 20-point window move is 10 points; after each reset, a delta.
        #expect(seen == [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
    }

    @Test func tapRecognizesAndAMoveFailsIt() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        harness.send(.pointerDown(position: CGPoint(x: 50, y: 50), button: .primary, time: 0))
        harness.send(.pointerUp(position: CGPoint(x: 52, y: 51), button: .primary, time: 0.1))
        #expect(taps == 1)
        harness.drag(from: CGPoint(x: 50, y: 50), by: CGPoint(x: 6, y: 0), steps: 3)
        #expect(taps == 1)
        #expect(harness.tracer.names(of: "tap") == ["ended", "failed"])
    }

    @Test func innerPanWinsOverTheScrollViewAndButtonsCancel() {
        let harness = Harness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 3000)
        harness.window.addSubview(scroll)
        let handle = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        scroll.addSubview(handle)
        var panned = 0
        handle.addGestureRecognizer(UIPanGestureRecognizer { _ in panned += 1 })
        harness.drag(from: CGPoint(x: 100, y: 50), by: CGPoint(x: 0, y: -10), steps: 5)
        #expect(panned > 0)
        #expect(scroll.contentOffset == .zero, "the scroll view did not move")
        #expect(harness.tracer.names(of: "scroll") == ["failed"])

        // A button in the scroll view: a tap presses it; a drag scrolls and cancels the press.
        var presses = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 200, width: 390, height: 60)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 230), button: .primary, time: harness.now))
        #expect(button.isHighlighted)
        harness.send(.pointerUp(position: CGPoint(x: 100, y: 230), button: .primary, time: harness.now))
        #expect(presses == 1 && !button.isHighlighted)
        harness.drag(from: CGPoint(x: 100, y: 230), by: CGPoint(x: 0, y: -10), steps: 5)
        #expect(presses == 1, "dragging scrolled instead")
        #expect(!button.isHighlighted)
        expectClose(scroll.contentOffset.y, 50, tolerance: 1e-9)
    }

    @Test func requireToFailHoldsThePanUntilTheTapFails() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var panStates: [UIGestureRecognizer.State] = []
        var taps = 0
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        pan.require(toFail: tap)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        // Moving fails the tap (beyond 10 points) — only then may the pan begin.
        harness.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 6), steps: 4)
        #expect(panStates.first == .began && panStates.last == .ended)
        #expect(harness.tracer.names(of: "tap") == ["failed"])
        #expect(harness.tracer.names(of: "pan").first == "began", "began after the tap failed, never before")
        // A tap recognizes: the pan, which waited, never acts.
        panStates = []
        harness.tracer.removeAll()
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 100), button: .primary, time: harness.now))
        harness.send(.pointerUp(position: CGPoint(x: 101, y: 100), button: .primary, time: harness.now + 0.1))
        #expect(taps == 1)
        #expect(panStates.isEmpty)
    }

    /// A single tap that waits for a double tap to fail, the classic pairing.
    static func tapPair(_ harness: Harness) -> (single: () -> Int, double: () -> Int) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var singles = 0, doubles = 0
        let single = UITapGestureRecognizer { _ in singles += 1 }
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        double.traceName = "double"
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return ({ singles }, { doubles })
    }

    static func tap(_ harness: Harness, at point: CGPoint = CGPoint(x: 100, y: 100)) {
        harness.send(.pointerDown(position: point, button: .primary, time: harness.now))
        harness.advance(to: harness.now + 0.05)
        harness.send(.pointerUp(position: point, button: .primary, time: harness.now))
    }

    @Test func aSingleTapWaitsOutTheDoubleTapsInterval() {
        let harness = Harness()
        let (singles, doubles) = Self.tapPair(harness)
        Self.tap(harness)
        harness.run(until: harness.now + 0.3)
        #expect(singles() == 0, "still waiting for a second tap")
        harness.run(until: harness.now + 0.1)
        #expect(singles() == 1 && doubles() == 0, "the double tap timed out, so the single tap fires")
        #expect(harness.tracer.names(of: "double") == ["failed"])
    }

    @Test func twoQuickTapsAreADoubleTapAndNoSingle() {
        let harness = Harness()
        let (singles, doubles) = Self.tapPair(harness)
        Self.tap(harness)
        harness.run(until: harness.now + 0.15)
        Self.tap(harness)
        harness.run(until: harness.now + 1)
        #expect(doubles() == 1 && singles() == 0)
        // And the pair works again afterwards.
        Self.tap(harness)
        harness.run(until: harness.now + 1)
        #expect(singles() == 1 && doubles() == 1)
    }

    @Test func tapsTooFarApartAreNotADoubleTap() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var doubles = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        Self.tap(harness)
        harness.run(until: harness.now + 0.5)
        Self.tap(harness)
        harness.run(until: harness.now + 0.5)
        #expect(doubles == 0)
        Self.tap(harness)
        harness.run(until: harness.now + 0.1)
        Self.tap(harness)
        #expect(doubles == 1)
    }

    @Test func aPanWaitingForARecognizerThatRecognizesFails() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        var outerStates: [UIGestureRecognizer.State] = []
        let inner = UIPanGestureRecognizer { _ in }
        let outer = UIPanGestureRecognizer { outerStates.append($0.state) }
        outer.traceName = "outer"
        outer.require(toFail: inner)
        view.addGestureRecognizer(outer)
        view.addGestureRecognizer(inner)
        harness.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 6), steps: 4)
        #expect(outerStates.isEmpty, "the one it waited for recognized, so it fails")
        #expect(harness.tracer.names(of: "outer") == ["failed"])
    }

    @Test func delegateCanVetoAPan() {
        final class Veto: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        harness.window.addSubview(view)
        let veto = Veto()
        var actions = 0
        let pan = UIPanGestureRecognizer { _ in actions += 1 }
        pan.delegate = veto
        view.addGestureRecognizer(pan)
        harness.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 10), steps: 4)
        #expect(actions == 0)
        #expect(harness.tracer.names(of: "pan") == ["failed"])
    }

    @Test func hitTestingThroughTransformedViews() {
        let harness = Harness()
        let parent = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        harness.window.addSubview(parent)
        // The parent turns a quarter about its centre (150, 200): its top-left strip (0…100, 0…20)
        // lands at window x 230…250, y 100…200.
        #expect(harness.window.hitTest(CGPoint(x: 240, y: 150), with: nil) === child)
        #expect(harness.window.hitTest(CGPoint(x: 100, y: 105), with: nil) === parent, "where the child was unrotated")
        let corner = child.convert(CGPoint(x: 0, y: 0), to: nil)
        expectClose(corner.x, 250, tolerance: 1e-9)
        expectClose(corner.y, 100, tolerance: 1e-9)
        let back = child.convert(CGPoint(x: 240, y: 150), from: nil)
        expectClose(back.x, 50, tolerance: 1e-9)
        expectClose(back.y, 10, tolerance: 1e-9)
        // Hidden, transparent and non-interactive views are skipped.
        child.isHidden = true
        #expect(harness.window.hitTest(CGPoint(x: 240, y: 150), with: nil) === parent)
        child.isHidden = false
        child.alpha = 0.005
        #expect(harness.window.hitTest(CGPoint(x: 240, y: 150), with: nil) === parent)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        #expect(harness.window.hitTest(CGPoint(x: 240, y: 150), with: nil) === parent)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === harness.window)
        harness.advance(to: 1)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    /// UIKit: a property animator hit-tests the views it moves at their presentation values unless
    /// `isManualHitTestingEnabled`; block animations leave hit-testing on the model.
    @Test func viewsAnAnimatorMovesAreHitWhereTheyAreOnScreen() {
        for manual in [false, true] {
            let harness = Harness()
            let card = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            card.addSubview(badge)
            harness.window.addSubview(card)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                card.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            }
            animator.isManualHitTestingEnabled = manual
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            // On screen the card is at (0, 300) and 150 × 150; its model is at (0, 0), 200 × 200.
            let onScreen = harness.window.hitTest(CGPoint(x: 140, y: 440), with: nil)
            let atModel = harness.window.hitTest(CGPoint(x: 180, y: 100), with: nil)
            #expect(onScreen === (manual ? harness.window : card), "manual \(manual)")
            #expect(atModel === (manual ? card : harness.window), "manual \(manual)")
            // Subviews follow their moving parent: the badge is 10 points in from the card's corner.
            #expect(harness.window.hitTest(CGPoint(x: 15, y: 315), with: nil) === (manual ? harness.window : badge))
            animator.stopAnimation(true)
            #expect(harness.window.hitTest(CGPoint(x: 140, y: 440), with: nil) === card, "stopped where it was")
        }
        // A block animation leaves hit-testing on the model (UIKit).
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear], animations: {
            view.frame.origin.y = 0
        })
        harness.advance(to: 0.5)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 350), with: nil) === harness.window)
    }
}
