import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// A view its alpha shows transparent draws nothing whatever its other properties do, so the frame's walk
/// reads only its alpha: what is drawn is unchanged, and the window knows its picture holds until the
/// alpha changes, not only until the view's other animations end.
@MainActor
@Suite("Transparent views")
struct TransparentViewTests {
    /// A window with a 20 × 20 blue view, "faded", made transparent and sent 100 points right over 1 s
    /// (additive, UIKit's rule for the transform), then faded in over 1 s after a 2 s delay.
    static func scene() -> (Harness, UIView) {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .systemBlue
        view.accessibilityIdentifier = "faded"
        harness.window.addSubview(view)
        view.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = CGAffineTransform(translationX: 100, y: 0) })
        UIView.animate(withDuration: 1, delay: 2, options: .curveLinear, animations: { view.alpha = 1 })
        return (harness, view)
    }

    static func rect(_ list: DisplayList) -> RoundedRect? {
        for item in list.items { if case .rect(let rect) = item, rect.identifier == "faded" { return rect } }
        return nil
    }

    @Test func itDrawsNothingAndThePictureHoldsUntilItsAlphaChanges() {
        let (harness, view) = Self.scene()
        let list = harness.advance(to: 0.5)
        #expect(Self.rect(list) == nil, "transparent: nothing drawn")
        // Moving, but unseen: the picture holds until the engine takes the moving block off at 1 s (a
        // read of every property would have said it changes at once).
        #expect(harness.window.stillUntil == 1)
        _ = harness.advance(to: 1.25)
        #expect(harness.window.stillUntil == 2, "then until the fade starts")
        #expect(Self.rect(harness.advance(to: 1.99)) == nil)
        let shown = Self.rect(harness.advance(to: 2.5))
        #expect(shown != nil, "seen once the fade is under way")
        expectClose(shown?.opacity ?? 0, 0.5, tolerance: 1e-6, "half way in")
        expectClose(Double(shown?.transform.tx ?? 0), 10 + 100, tolerance: 1e-9, "where its move ended (its origin, then 100 right)")
        #expect(harness.window.stillUntil == nil, "fading: the next frame differs")
        #expect(view.layer.presentation()!.opacity == 0.5)
    }

    /// A label waiting to fade in keeps its (empty) picture until the fade begins, as a plain view does;
    /// a view that draws from state of its own (Kinema's plots) says its picture may change.
    @Test func aLabelIsStillUntilItsFadeBeginsAndAViewDrawingFromItsOwnStateIsNot() {
        let harness = Harness()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        label.text = "hidden by its alpha"
        label.alpha = 0
        harness.window.addSubview(label)
        UIView.animate(withDuration: 1, delay: 2, options: .curveLinear, animations: { label.alpha = 1 })
        _ = harness.advance(to: 0.5)
        expectClose(harness.window.stillUntil ?? -1, 2, tolerance: 1e-9, "until the fade's delay is over")
        label.drawsFromUnwatchedState = true
        _ = harness.advance(to: 0.6)
        #expect(harness.window.stillUntil == nil, "a view that draws from state Kinema does not watch")
    }
}
