import Foundation
import KinemaCore
import KinemaTweaks

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
package enum MotionExport {
    /// How many intervals CSS's `linear(…)` samples a spring at (41 points).
    package static let cssSamples = 40

    /// `motion` in `dialect` (not `.uikit`, which is the scene's own code: `TuningSession.codeToCopy`).
    package static func code(_ motion: TunedMotion, as dialect: CodeDialect) -> String {
        code(ExportedMotion(motion: motion), as: dialect)
    }

    /// `exported` in `dialect`: what it animates and its stagger, where known, in a comment, then the
    /// timing — with the property and the stagger's delay in the code where the platform takes them
    /// (Core Animation's key path and `beginTime`, CSS's `transition-property` and `transition-delay`,
    /// SwiftUI's `.delay`, Compose's `delayMillis`).
    package static func code(_ exported: ExportedMotion, as dialect: CodeDialect) -> String {
        let subject = Subject(exported, dialect: dialect)
        switch (dialect, exported.motion) {
        case (.uikit, _): return ""
        case (.swiftui, .spring(let duration, let ratio, let velocity, let spring)):
            return swiftUI(spring, duration: duration, ratio: ratio, velocity: velocity, subject: subject)
        case (.swiftui, .curve(let curve, let duration)):
            return "// SwiftUI: the curve over \(number(duration)) s\n" + subject.comments
                + "withAnimation(.timingCurve(\(points(curve)), duration: \(number(duration)))\(subject.swiftUIDelay)) { /* change state */ }\n"
        case (.coreanimation, .spring(let duration, _, let velocity, let spring)):
            return coreAnimation(spring, duration: duration, velocity: velocity, subject: subject)
        case (.coreanimation, .curve(let curve, let duration)):
            return "// Core Animation: the curve over \(number(duration)) s\n" + subject.comments
                + "let animation = CABasicAnimation(keyPath: \"\(subject.keyPaths[0])\")\n"
                + "animation.duration = \(number(duration))\n"
                + "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(points(curve)))\n"
                + subject.coreAnimationTail
        case (.css, .spring(let duration, let ratio, let velocity, let spring)):
            return css(spring, duration: duration, ratio: ratio, velocity: velocity, subject: subject)
        case (.css, .curve(let curve, let duration)):
            return "/* the curve over \(number(duration)) s */\n" + subject.comments
                + subject.cssTransition(duration: duration, timing: "cubic-bezier(\(points(curve)))")
        case (.compose, .spring(_, _, let velocity, let spring)):
            return compose(spring, velocity: velocity, subject: subject)
        case (.compose, .curve(let curve, let duration)):
            let millis = millis(duration)
            return "// Jetpack Compose: the curve over \(millis) ms\n" + subject.comments
                + "val spec = tween<Float>(durationMillis = \(millis), \(subject.composeDelay)easing = CubicBezierEasing(\(points(curve, suffix: "f"))))\n"
        }
    }

    /// SwiftUI's bounce for damping ratio `ratio` (negative for an overdamped spring).
    package static func bounce(dampingRatio ratio: Double) -> Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }

    private static func swiftUI(_ spring: Spring, duration: Double, ratio: Double, velocity: Double, subject: Subject) -> String {
        let response = number(spring.response), zeta = number(spring.dampingRatio), bounce = number(bounce(dampingRatio: spring.dampingRatio))
        let delay = subject.swiftUIDelay
        var text = "// SwiftUI (iOS 17+): UIKit's spring of \(number(duration)) s and damping \(number(ratio)), in SwiftUI's two forms\n"
            + subject.comments
            + "withAnimation(.spring(duration: \(response), bounce: \(bounce))\(delay)) { /* change state */ }\n"
            + "withAnimation(.spring(response: \(response), dampingFraction: \(zeta))\(delay)) { /* change state */ }\n"
        if velocity != 0 {
            text += "// starting at UIKit's relative velocity \(number(velocity)):\n"
                + "withAnimation(.interpolatingSpring(duration: \(response), bounce: \(bounce), initialVelocity: \(number(velocity)))\(delay)) { /* change state */ }\n"
        }
        return text
    }

    private static func coreAnimation(_ spring: Spring, duration: Double, velocity: Double, subject: Subject) -> String {
        let settle = spring.settlingDuration(initialVelocity: velocity)
        return "// Core Animation: the same spring; UIKit runs it for its duration\n" + subject.comments
            + "let animation = CASpringAnimation(keyPath: \"\(subject.keyPaths[0])\")\n"
            + "animation.mass = \(number(spring.mass))\n"
            + "animation.stiffness = \(number(spring.stiffness))\n"
            + "animation.damping = \(number(spring.damping))\n"
            + "animation.initialVelocity = \(number(velocity))\n"
            + "animation.duration = \(number(duration)) // UIKit's; to let it come to rest: animation.settlingDuration "
            + "(Kinema measures \(number(settle)) s to within 0.1 %)\n"
            + subject.coreAnimationTail
    }

    private static func css(_ spring: Spring, duration: Double, ratio: Double, velocity: Double, subject: Subject) -> String {
        let points = cssPoints(spring, duration: duration, velocity: velocity).map { number($0, decimals: 4) }.joined(separator: ", ")
        return "/* UIKit's spring of \(number(duration)) s and damping \(number(ratio)), sampled at \(cssSamples + 1) points over its duration */\n"
            + subject.comments + subject.cssTransition(duration: duration, timing: "linear(\(points))")
    }

    /// The spring's value at `cssSamples + 1` evenly spaced moments of UIKit's duration, ending at 1
    /// (where UIKit sets the model value).
    package static func cssPoints(_ spring: Spring, duration: Double, velocity: Double) -> [Double] {
        (0...cssSamples).map { index in
            index == cssSamples ? 1 : spring.value(at: duration * Double(index) / Double(cssSamples), initialVelocity: velocity)
        }
    }

    private static func compose(_ spring: Spring, velocity: Double, subject: Subject) -> String {
        var text = "// Jetpack Compose: the same spring (unit mass)\n" + subject.comments
            + "val spec = spring<Float>(dampingRatio = \(number(spring.dampingRatio))f, stiffness = \(number(spring.stiffness))f)\n"
        if velocity != 0 {
            text += "// UIKit's relative velocity \(number(velocity)) is Compose's initialVelocity = \(number(velocity)) × the distance, per second\n"
        }
        if let stagger = subject.stagger {
            // A spring spec has no delay of its own.
            text += "// spring() has no delay: start each \(stagger.each)'s animation after delay(\(millis(stagger.seconds))L * \(stagger.each))\n"
        }
        return text
    }

    /// Seconds as whole milliseconds; beyond what an `Int` holds, the largest (a user's tweak may be 1e300 s).
    static func millis(_ seconds: Double) -> Int {
        let millis = (seconds * 1000).rounded()
        if millis.isNaN { return 0 }
        return Int(exactly: millis) ?? (millis > 0 ? Int.max : Int.min)
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
