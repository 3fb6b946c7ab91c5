import Foundation
import KinemaCore

public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// UIKit's timing-parameter protocol: a cubic curve or a spring.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The core timing these parameters describe.
    var animationTiming: AnimationTiming {
        if let spring = springTimingParameters { return spring.timing }
        return .curve(cubicTimingParameters?.curve ?? .easeInEaseOut)
    }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
@MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let curve: CubicBezier

    /// easeInOut, UIKit's default.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = curve.bezier
        controlPoint1 = CGPoint(x: curve.bezier.x1, y: curve.bezier.y1)
        controlPoint2 = CGPoint(x: curve.bezier.x2, y: curve.bezier.y2)
    }

    /// A custom curve; x coordinates are clamped into [0, 1].
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        curve = CubicBezier(controlPoint1: point1, controlPoint2: point2)
        controlPoint1 = CGPoint(x: curve.x1, y: curve.y1)
        controlPoint2 = CGPoint(x: curve.x2, y: curve.y2)
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring (UIKit's `UISpringTimingParameters`).
///
/// With a damping ratio the spring runs over the animator's duration, stiffened by UIKit's duration rule
/// (or Kinema's settle rule, where the animator's window asks for it; see `Spring.init(uikitDuration:…)`);
/// a ratio above 1 behaves as 1 under UIKit's rule. With mass, stiffness and damping it
/// runs for its own settling time and the animator's duration is ignored, as in UIKit. The initial velocity
/// is relative (1 = the whole distance per second); Kinema drives all of an animator's properties with one
/// progress, so it uses `dx`, or `dy` when `dx` is zero.
@MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    let timing: AnimationTiming

    /// A critically damped spring (UIKit's default).
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        timing = UIView.durationSpring(dampingRatio: ratio, initialVelocity: Self.scalar(velocity), rule: .uikit)
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        timing = .spring(
            Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)),
            initialVelocity: Self.scalar(velocity))
    }

    /// SwiftUI-style (iOS 17): `duration` is the response, `bounce` in (−1, 1).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        timing = .spring(Spring(duration: duration, bounce: Double(bounce)), initialVelocity: Self.scalar(velocity))
    }

    static func scalar(_ velocity: CGVector) -> Double {
        let value = velocity.dx != 0 ? velocity.dx : velocity.dy
        return value.isFinite ? Double(value) : 0
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
