import Foundation
import KinemaCore
import KinemaUI

/// The tweaks of a UIKit animation on a timing curve — duration, delay, and a named curve or two control
/// points — as one group, with the calls that run it:
///
///     let fade = CurveAnimationTweaks(duration: 0.3, curve: .easeOut)
///     …
///     fade.animate { view.alpha = 1 }
///
/// Keys: `duration`, `delay`, `curve`, `cp1x`, `cp1y`, `cp2x`, `cp2y` (after `keyPrefix`); the control
/// points count when the curve is `custom`. The inspector plots the curve.
@MainActor
public final class CurveAnimationTweaks: TweakGroup {
    /// A named curve of UIKit's, or the control points.
    public enum Curve: String, CaseIterable, CustomStringConvertible, Sendable {
        case easeInOut, easeIn, easeOut, linear, custom
        public var description: String { rawValue }
    }

    @Tweak public var duration: TimeInterval
    @Tweak public var delay: TimeInterval
    @Tweak public var curve: Curve
    @Tweak public var cp1x: Double
    @Tweak public var cp1y: Double
    @Tweak public var cp2x: Double
    @Tweak public var cp2y: Double
    public let keyPrefix: String

    public init(
        duration: TimeInterval = 0.3, delay: TimeInterval = 0, curve: Curve = .easeInOut,
        controlPoint1: CGPoint = CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint = CGPoint(x: 0.25, y: 1), keyPrefix: String = ""
    ) {
        _duration = Tweak("Duration", duration, in: 0.05...5, step: 0.05, unit: .seconds)
        _delay = Tweak("Delay", delay, in: 0...3, step: 0.01, unit: .seconds)
        _curve = Tweak("Curve", curve)
        _cp1x = Tweak("Control point 1 x", Double(controlPoint1.x), in: 0...1, step: 0.01)
        _cp1y = Tweak("Control point 1 y", Double(controlPoint1.y), in: -1...2, step: 0.01)
        _cp2x = Tweak("Control point 2 x", Double(controlPoint2.x), in: 0...1, step: 0.01)
        _cp2y = Tweak("Control point 2 y", Double(controlPoint2.y), in: -1...2, step: 0.01)
        self.keyPrefix = keyPrefix
    }

    /// The curve in force.
    public var bezier: CubicBezier {
        switch curve {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        case .custom: return CubicBezier(x1: cp1x, y1: cp1y, x2: cp2x, y2: cp2y)
        }
    }

    /// The curve as UIKit timing parameters (for a `UIViewPropertyAnimator`).
    public var timingParameters: UICubicTimingParameters {
        let curve = bezier
        return UICubicTimingParameters(controlPoint1: CGPoint(x: curve.x1, y: curve.y1), controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
    }

    /// A `UIViewPropertyAnimator` on the curve over the duration, started after the delay (plus
    /// `extraDelay`), running `animations`.
    @discardableResult
    public func animate(
        extraDelay: TimeInterval = 0, animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay + extraDelay)
        return animator
    }
}
