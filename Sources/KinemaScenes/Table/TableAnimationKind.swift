import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The table scene's ten animations: seed 000's four (`TableAnimation`) and seed 003's six
/// (the `UITableViewCell` extension), with the values each article uses.
enum TableAnimationKind: Int, CaseIterable, CustomStringConvertible {
    case fadeIn, moveUp, moveUpWithFade, moveUpBounce
    case fade, bounce, moveIn, rightIn, leftIn, side

    /// The header title (seed 000's own titles for its four).
    var title: String {
        switch self {
        case .fadeIn: return "Fade-In Animation"
        case .moveUp: return "Move-Up Animation"
        case .moveUpWithFade: return "Move-Up-Fade Animation"
        case .moveUpBounce: return "Move-Up-Bounce Animation"
        case .fade: return "Fade Animation"
        case .bounce: return "Bounce Animation"
        case .moveIn: return "Move-In Animation"
        case .rightIn: return "Right-In Animation"
        case .leftIn: return "Left-In Animation"
        case .side: return "Side Animation"
        }
    }

    /// Short name for the inspector and the command line.
    /// Its name as the tweak shows it (and presets and `--set` take it).
    var description: String { name }

    var name: String {
        switch self {
        case .fadeIn: return "fade-in"
        case .moveUp: return "move-up"
        case .moveUpWithFade: return "move-up-fade"
        case .moveUpBounce: return "move-up-bounce"
        case .fade: return "fade"
        case .bounce: return "bounce"
        case .moveIn: return "move-in"
        case .rightIn: return "right-in"
        case .leftIn: return "left-in"
        case .side: return "side"
        }
    }

    /// The button's number: 1…10.
    var number: Int { rawValue + 1 }

    var isFromSeed000: Bool { rawValue < 4 }

    /// Seed values: duration (s), delay per row (s), offset (× the row's height, or width sideways),
    /// spring damping and initial velocity.
    var defaults: (duration: Double, delay: Double, offset: Double, damping: Double, velocity: Double) {
        switch self {
        case .fadeIn: return (0.85, 0.05, 0, 0.6, 0.1)
        case .moveUp, .moveUpWithFade: return (0.85, 0.05, 1.4, 0.6, 0.1)
        // Seed 000 plays its bounce for the duration + 0.2 s.
        case .moveUpBounce: return (0.85, 0.05, 1.0, 0.6, 0.1)
        // Seed 003's fade waits duration × row: its delay is its duration.
        case .fade: return (0.1, 0.1, 0, 0.8, 0.1)
        case .bounce: return (0.8, 0.05, 1.0, 0.8, 0.1)
        case .moveIn: return (0.5, 0.08, 0.5, 0.8, 0.1)
        case .rightIn, .leftIn, .side: return (0.5, 0.08, 1.0, 0.8, 0.1)
        }
    }

    var isSpring: Bool { self == .moveUpBounce || self == .bounce }

    /// What the kind's animation changes on a cell, as its code sets them.
    var animatedProperties: [AnimatedProperty] {
        switch self {
        case .fadeIn, .fade: return [.opacity]
        case .moveUp, .moveUpBounce, .bounce: return [.translationY]
        case .moveUpWithFade: return [.translationY, .opacity]
        case .moveIn: return [.opacity, .translationY]
        case .rightIn, .leftIn, .side: return [.translationX]
        }
    }

    /// The timing a row's animation runs on, for the inspector's plot; `duration` is the tuned one, and
    /// a spring's stiffness follows `rule` (the session's).
    func timing(duration: Double, damping: Double, velocity: Double, rule: DurationSpringRule) -> (AnimationTiming, Double) {
        switch self {
        case .moveUpBounce: return (.dampedSpring(dampingRatio: damping, initialVelocity: velocity, rule: rule), duration + 0.2)
        case .bounce: return (.dampedSpring(dampingRatio: damping, initialVelocity: velocity, rule: rule), duration)
        default: return (.curve(.easeInEaseOut), duration)
        }
    }
}
