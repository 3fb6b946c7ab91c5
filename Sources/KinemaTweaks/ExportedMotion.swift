import Foundation
import KinemaCore

/// The motion a scene's code runs now, as the exports write it (`kinema code --as`, Shift+C): its timing,
/// and — where the scene knows them — what it animates and how its items follow one another. Each
/// dialect names them in its own terms (CSS's `opacity` for UIKit's `alpha`), in code where the
/// platform has a place for them and in a comment at least.
package struct ExportedMotion: Equatable, Sendable {
    /// The curve or the spring, with the spring it makes under the session's rule.
    package var motion: TunedMotion
    /// What the animation changes, in the order the scene's code sets them; empty when the scene cannot
    /// say (a controller of one's own).
    package var properties: [AnimatedProperty]
    /// The delay between one item's start and the next's, when the scene staggers its items.
    package var stagger: MotionStagger?

    package init(motion: TunedMotion, properties: [AnimatedProperty] = [], stagger: MotionStagger? = nil) {
        self.motion = motion
        self.properties = properties
        self.stagger = stagger
    }
}

/// A property an exported animation changes, with each platform's name for it.
package enum AnimatedProperty: Sendable, Equatable, CaseIterable {
    /// UIKit's `alpha`.
    case opacity
    /// A `transform` that translates along x, or y.
    case translationX, translationY
    /// The view's `center.x`.
    case centerX
    /// The view's `frame` (its size and place: a layout change).
    case frame

    /// The property as `dialect` names it: UIKit's property, SwiftUI's modifier, Core Animation's key
    /// path, CSS's property, Compose's `graphicsLayer` or layout property.
    package func name(in dialect: CodeDialect) -> String {
        let names = self.names
        switch dialect {
        case .uikit: return names.uikit
        case .swiftui: return names.swiftUI
        case .coreanimation: return names.coreAnimation
        case .css: return names.css
        case .compose: return names.compose
        }
    }

    private var names: (uikit: String, swiftUI: String, coreAnimation: String, css: String, compose: String) {
        switch self {
        case .opacity: ("alpha", ".opacity", "opacity", "opacity", "alpha")
        case .translationX: ("transform (translation x)", ".offset(x:)", "transform.translation.x", "transform", "translationX")
        case .translationY: ("transform (translation y)", ".offset(y:)", "transform.translation.y", "transform", "translationY")
        case .centerX: ("center.x", ".offset(x:)", "position.x", "transform", "offset")
        case .frame: ("frame", ".frame and .position", "bounds and position", "left, top, width, height", "size and offset")
        }
    }
}

/// Items started one after another: each `seconds` after the one before (a delay of `seconds` × its
/// index).
package struct MotionStagger: Equatable, Sendable {
    /// Seconds between one item's start and the next's.
    package var seconds: Double
    /// What is staggered, as its index is named in the exported code: `row`, `item`.
    package var each: String
    /// How the scene counts the index, when it is not simply the item's (the table's "from the row at
    /// the top of the screen").
    package var note: String?

    package init(seconds: Double, each: String, note: String? = nil) {
        self.seconds = seconds
        self.each = each
        self.note = note
    }
}

extension Scene {
    /// The scene's tuned timing as the exports take it: its curve in focus, else its spring (the
    /// numbers UIKit is given, and the spring they make under the window's rule); nil for neither.
    package var tunedTiming: TunedMotion? {
        if let focus = curveInFocus { return .curve(focus.curve, duration: focus.duration) }
        guard let tuned = tunedSpring else { return nil }
        let duration = tuned.duration.parameter.value + tuned.durationOffset
        let ratio = tuned.damping.parameter.value, velocity = tuned.velocity?.parameter.value ?? 0
        return .spring(
            duration: duration, dampingRatio: ratio, initialVelocity: velocity,
            spring: durationSpringRule.spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
    }

    /// A duration spring as the exports take it: UIKit's numbers and the spring they make under the
    /// window's rule (a scene whose spring has a fixed damping, not a tweak).
    package func exportedSpring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> TunedMotion {
        .spring(
            duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
            spring: durationSpringRule.spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }
}
