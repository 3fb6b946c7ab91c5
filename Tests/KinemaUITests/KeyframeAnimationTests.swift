import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

@MainActor
@Suite("UIView.animateKeyframes")
struct KeyframeAnimationTests {
    /// 2 s: center.y 0 → 100 in the first half, back to 0 in the second.
    static func upAndDown(_ harness: Harness, options: UIView.KeyframeAnimationOptions) -> UIView {
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.y = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 0 }
        })
        return view
    }

    // Reference (foundation issue, recomputed with mpmath): with the whole animation on easeInEaseOut,
    // t = 0.2 s → 3.944491, 0.5 s → 25.832386, 1.0 s → 100; with linear timing 20, 50, 100.
    @Test func wholeAnimationOnEaseInEaseOutByDefault() {
        let harness = Harness()
        let view = Self.upAndDown(harness, options: [])
        for (time, expected) in [(0.2, 3.944491), (0.5, 25.832386), (1.0, 100.0)] {
            harness.advance(to: time)
            expectClose(view.layer.presentation()!.position.y, expected, tolerance: 1e-5, "t = \(time)")
        }
        harness.advance(to: 2)
        #expect(view.layer.presentation()!.position.y == 0)
        #expect(view.center.y == 0, "the model holds the last keyframe's value")
    }

    @Test func linearCurveThroughRawOptionBits() {
        let harness = Harness()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        let view = Self.upAndDown(harness, options: linear)
        for (time, expected) in [(0.2, 20.0), (0.5, 50.0), (1.0, 100.0), (1.5, 50.0)] {
            harness.advance(to: time)
            expectClose(view.layer.presentation()!.position.y, expected, tolerance: 1e-6, "t = \(time)")
        }
    }

    /// Paced: constant speed over the whole path, ignoring the key times and the easeInEaseOut curve
    /// (Core Animation's rule): 200 points in 2 s, so 20 at 0.2 s (easeInEaseOut would show 3.944).
    @Test func pacedCalculationModeMovesAtConstantSpeed() {
        let harness = Harness()
        let view = Self.upAndDown(harness, options: .calculationModePaced)
        for (time, expected) in [(0.2, 20.0), (0.5, 50.0), (1.0, 100.0), (1.5, 50.0), (1.9, 10.0)] {
            harness.advance(to: time)
            expectClose(view.layer.presentation()!.position.y, expected, tolerance: 1e-9, "t = \(time)")
        }
    }

    @Test func discreteCalculationModeHolds() {
        let harness = Harness()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        let view = Self.upAndDown(harness, options: [linear, .calculationModeDiscrete])
        harness.advance(to: 0.9)
        #expect(view.layer.presentation()!.position.y == 0, "holds the first value until its key time")
        harness.advance(to: 1.1)
        #expect(view.layer.presentation()!.position.y == 100)
    }

    @Test func propertiesInSeparateWindowsAndCompletion() {
        let harness = Harness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var finished: Bool?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
        }, completion: { finished = $0 })
        harness.advance(to: 0.4)
        #expect(view.layer.presentation()!.opacity == 1, "before its window")
        harness.advance(to: 0.625)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        harness.advance(to: 0.9)
        #expect(view.layer.presentation()!.opacity == 0)
        #expect(finished == nil)
        harness.advance(to: 1)
        #expect(finished == true)
    }
}
