import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// UIKit's duration spring through UIKit's own calls: `usingSpringWithDamping`,
/// `UIViewPropertyAnimator(duration:dampingRatio:)` and `UISpringTimingParameters(dampingRatio:…)`.
/// Two checks: against the reconstruction's published stiffness and damping (0.3 % of the distance, the
/// check of the rule from outside), and against the core's closed form with the spring it resolves (1e-6
/// of the distance, the check of the wiring). Kinema's settle rule applies only where a window asks.
@MainActor
@Suite("Duration springs through UIKit's calls")
struct DurationSpringTests {
    /// k and c at d = 1 s, v = 0, mass 1 (UIKit's `parametersOfSpringAnimation` as UXKit's decompiled
    /// copy and Framer's `findSpring` reconstruct it; four figures). ζ 2.0 behaves as 1.
    static let references: [(ratio: CGFloat, stiffness: Double, damping: Double)] = [
        (0.3, 367.5, 11.50), (0.6, 121.7, 13.24), (0.74, 89.6, 14.01), (0.9, 71.9, 15.27), (2.0, 85.3, 18.47),
    ]
    static let samples = stride(from: 0.1, through: 0.8, by: 0.1).map { $0 }

    /// 100 points of travel over 1 s, sampled at 0.1…0.8 s, for each reference through `start`.
    static func expectPositions(_ label: String, start: (UIView, CGFloat) -> Void) {
        for reference in references {
            let harness = Harness()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(view)
            start(view, reference.ratio)
            let published = Spring(mass: 1, stiffness: reference.stiffness, damping: reference.damping)
            let resolved = Spring(uikitDuration: 1, dampingRatio: Double(reference.ratio))
            for time in samples {
                harness.advance(to: time)
                let shown = Double(view.layer.presentation()!.position.y) - 5
                expectClose(shown, 100 * published.value(at: time), tolerance: 0.3, "\(label) ζ \(reference.ratio) at \(time) s: the rule")
                expectClose(shown, 100 * resolved.value(at: time), tolerance: 1e-4, "\(label) ζ \(reference.ratio) at \(time) s: the wiring")
            }
            harness.advance(to: 1)
            #expect(view.layer.presentation()!.position.y == 105, "\(label): the model value at the duration")
        }
    }

    @Test func animateWithASpringFollowsUIKitsRule() {
        Self.expectPositions("UIView.animate") { view, ratio in
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0, options: [], animations: {
                view.center.y = 105
            })
        }
    }

    @Test func propertyAnimatorWithADampingRatioFollowsUIKitsRule() {
        Self.expectPositions("UIViewPropertyAnimator") { view, ratio in
            UIViewPropertyAnimator(duration: 1, dampingRatio: ratio) { view.center.y = 105 }.startAnimation()
        }
    }

    @Test func springTimingParametersFollowUIKitsRuleOverTheAnimatorsDuration() {
        Self.expectPositions("UISpringTimingParameters") { view, ratio in
            let parameters = UISpringTimingParameters(dampingRatio: ratio, initialVelocity: .zero)
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
            animator.addAnimations { view.center.y = 105 }
            animator.startAnimation()
        }
    }

    /// A window whose engine asks for Kinema's settle rule runs every duration spring on it — blocks and
    /// animators, even when the block began outside that window — while another window keeps UIKit's.
    @Test func aWindowCanAskForTheSettleRule() {
        let settle = Harness(), uikit = Harness()
        settle.window.engine.durationSpringRule = .settle
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIView(frame: a.frame), c = UIView(frame: a.frame)
        settle.window.addSubview(a)
        uikit.window.addSubview(b)
        settle.window.addSubview(c)
        // One block, two windows: each view follows its own window's rule.
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.1, options: [], animations: {
            a.center.y = 105
            b.center.y = 105
        })
        UIViewPropertyAnimator(duration: 1, dampingRatio: 0.6) { c.center.y = 105 }.startAnimation()
        let settled = Spring(settlingDuration: 1, dampingRatio: 0.6, initialVelocity: 0.1)
        let uikits = Spring(uikitDuration: 1, dampingRatio: 0.6, initialVelocity: 0.1)
        let animatorSpring = Spring(settlingDuration: 1, dampingRatio: 0.6)
        for time in [0.2, 0.5] {
            settle.advance(to: time)
            uikit.advance(to: time)
            expectClose(Double(a.layer.presentation()!.position.y) - 5, 100 * settled.value(at: time, initialVelocity: 0.1), tolerance: 1e-4)
            expectClose(Double(b.layer.presentation()!.position.y) - 5, 100 * uikits.value(at: time, initialVelocity: 0.1), tolerance: 1e-4)
            expectClose(Double(c.layer.presentation()!.position.y) - 5, 100 * animatorSpring.value(at: time), tolerance: 1e-4)
        }
        #expect(abs(settled.stiffness - uikits.stiffness) > 10, "the two rules differ here")
    }

    /// Under UIKit's rule a damping ratio above 1 is critical damping; under the settle rule it is
    /// over-damped, as before.
    @Test func dampingAboveOneBehavesAsOneUnderUIKitsRule() {
        #expect(UIView.durationSpring(dampingRatio: 1.5, initialVelocity: 0, rule: .uikit).resolved(duration: 1).kind
            == UIView.durationSpring(dampingRatio: 1, initialVelocity: 0, rule: .uikit).resolved(duration: 1).kind)
        #expect(UIView.durationSpring(dampingRatio: 1.5, initialVelocity: 0, rule: .settle).resolved(duration: 1).kind
            != UIView.durationSpring(dampingRatio: 1, initialVelocity: 0, rule: .settle).resolved(duration: 1).kind)
        // NaN is critical; a non-finite velocity is none.
        #expect(UIView.durationSpring(dampingRatio: .nan, initialVelocity: .infinity, rule: .uikit)
            == .dampedSpring(dampingRatio: 1, initialVelocity: 0, rule: .uikit))
    }
}
