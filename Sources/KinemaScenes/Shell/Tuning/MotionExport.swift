import Foundation
import KinemaCore

/// A tuned motion written for another platform, each by its documented conversion:
///
/// - **SwiftUI** (iOS 17+): `Spring(response:dampingRatio:)` is mass 1, stiffness (2π / response)²,
///   damping 4π · ζ / response, and `Spring(duration:bounce:)` is the same spring with duration =
///   response and bounce = 1 − ζ (ζ ≤ 1) or 1 / ζ − 1 (ζ > 1) — Apple's documentation of `Spring`.
///   Curves: `.timingCurve(x1, y1, x2, y2, duration:)`.
/// - **Core Animation**: `CASpringAnimation`'s mass, stiffness and damping are the spring's own;
///   UIKit's relative initial velocity is `initialVelocity` as it is (UIKit's spring animations are
///   `CASpringAnimation`s run for the given duration). Curves: `CAMediaTimingFunction(controlPoints:)`.
/// - **CSS**: `cubic-bezier(x1, y1, x2, y2)`; a spring has no CSS form, so it is sampled into
///   `linear(…)` (CSS Easing Level 2) over UIKit's duration — the motion UIKit shows, which ends at
///   the duration.
/// - **Jetpack Compose**: `spring(dampingRatio, stiffness)` takes a unit mass, so stiffness k and ζ
///   carry over (Android's `SpringForce`: ω = √(k / m), ζ = c / (2√(k m))). Curves:
///   `tween(durationMillis, easing = CubicBezierEasing(…))`.
public enum MotionExport {
    /// How many intervals CSS's `linear(…)` samples a spring at (41 points).
    public static let cssSamples = 40

    /// `motion` in `dialect` (not `.uikit`, which is the scene's own code: `TuningSession.codeToCopy`).
    public static func code(_ motion: TunedMotion, as dialect: CodeDialect) -> String {
        switch (dialect, motion) {
        case (.uikit, _): return ""
        case (.swiftui, .spring(let duration, let ratio, let velocity, let spring)): return swiftUI(spring, duration: duration, ratio: ratio, velocity: velocity)
        case (.swiftui, .curve(let curve, let duration)):
            return "// SwiftUI: the curve over \(number(duration)) s\n"
                + "withAnimation(.timingCurve(\(points(curve)), duration: \(number(duration)))) { /* change state */ }\n"
        case (.coreanimation, .spring(let duration, _, let velocity, let spring)): return coreAnimation(spring, duration: duration, velocity: velocity)
        case (.coreanimation, .curve(let curve, let duration)):
            return "// Core Animation: the curve over \(number(duration)) s\n"
                + "animation.duration = \(number(duration))\n"
                + "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(points(curve)))\n"
        case (.css, .spring(let duration, let ratio, let velocity, let spring)): return css(spring, duration: duration, ratio: ratio, velocity: velocity)
        case (.css, .curve(let curve, let duration)):
            return "/* the curve over \(number(duration)) s */\n"
                + "transition: transform \(number(duration))s cubic-bezier(\(points(curve)));\n"
        case (.compose, .spring(_, _, let velocity, let spring)): return compose(spring, velocity: velocity)
        case (.compose, .curve(let curve, let duration)):
            let millis = Int((duration * 1000).rounded())
            return "// Jetpack Compose: the curve over \(millis) ms\n"
                + "val spec = tween<Float>(durationMillis = \(millis), easing = CubicBezierEasing(\(points(curve, suffix: "f"))))\n"
        }
    }

    /// SwiftUI's bounce for damping ratio `ratio` (negative for an overdamped spring).
    public static func bounce(dampingRatio ratio: Double) -> Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }

    private static func swiftUI(_ spring: Spring, duration: Double, ratio: Double, velocity: Double) -> String {
        let response = number(spring.response), zeta = number(spring.dampingRatio), bounce = number(bounce(dampingRatio: spring.dampingRatio))
        var text = "// SwiftUI (iOS 17+): UIKit's spring of \(number(duration)) s and damping \(number(ratio)), in SwiftUI's two forms\n"
            + "withAnimation(.spring(duration: \(response), bounce: \(bounce))) { /* change state */ }\n"
            + "withAnimation(.spring(response: \(response), dampingFraction: \(zeta))) { /* change state */ }\n"
        if velocity != 0 {
            text += "// starting at UIKit's relative velocity \(number(velocity)):\n"
                + "withAnimation(.interpolatingSpring(duration: \(response), bounce: \(bounce), initialVelocity: \(number(velocity)))) { /* change state */ }\n"
        }
        return text
    }

    private static func coreAnimation(_ spring: Spring, duration: Double, velocity: Double) -> String {
        let settle = spring.settlingDuration(initialVelocity: velocity)
        return "// Core Animation: the same spring; UIKit runs it for its duration\n"
            + "let animation = CASpringAnimation(keyPath: \"position\")\n"
            + "animation.mass = \(number(spring.mass))\n"
            + "animation.stiffness = \(number(spring.stiffness))\n"
            + "animation.damping = \(number(spring.damping))\n"
            + "animation.initialVelocity = \(number(velocity))\n"
            + "animation.duration = \(number(duration)) // UIKit's; to let it come to rest: animation.settlingDuration "
            + "(Kinema measures \(number(settle)) s to within 0.1 %)\n"
    }

    private static func css(_ spring: Spring, duration: Double, ratio: Double, velocity: Double) -> String {
        "/* UIKit's spring of \(number(duration)) s and damping \(number(ratio)), sampled at \(cssSamples + 1) points over its duration */\n"
            + "transition: transform \(number(duration))s linear(\(cssPoints(spring, duration: duration, velocity: velocity).map { number($0, decimals: 4) }.joined(separator: ", ")));\n"
    }

    /// The spring's value at `cssSamples + 1` evenly spaced moments of UIKit's duration, ending at 1
    /// (where UIKit sets the model value).
    public static func cssPoints(_ spring: Spring, duration: Double, velocity: Double) -> [Double] {
        (0...cssSamples).map { index in
            index == cssSamples ? 1 : spring.value(at: duration * Double(index) / Double(cssSamples), initialVelocity: velocity)
        }
    }

    private static func compose(_ spring: Spring, velocity: Double) -> String {
        var text = "// Jetpack Compose: the same spring (unit mass)\n"
            + "val spec = spring<Float>(dampingRatio = \(number(spring.dampingRatio))f, stiffness = \(number(spring.stiffness))f)\n"
        if velocity != 0 {
            text += "// UIKit's relative velocity \(number(velocity)) is Compose's initialVelocity = \(number(velocity)) × the distance, per second\n"
        }
        return text
    }

    private static func points(_ curve: CubicBezier, suffix: String = "") -> String {
        [curve.x1, curve.y1, curve.x2, curve.y2].map { number($0) + suffix }.joined(separator: ", ")
    }

    /// `value` to at most `decimals` places, without trailing zeros ("0.5", "1", "-0.55").
    static func number(_ value: Double, decimals: Int = 3) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
