import Foundation
import KinemaCore

/// The motion a scene tunes, as the other platforms' APIs take it: a UIKit duration spring (with the
/// spring it makes under the session's rule) or a cubic-bezier curve over a duration.
package enum TunedMotion: Equatable, Sendable {
    /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`'s numbers, and the
    /// spring (mass 1) they make under the session's `DurationSpringRule`.
    case spring(duration: Double, dampingRatio: Double, initialVelocity: Double, spring: Spring)
    /// A timing curve over `duration` seconds.
    case curve(CubicBezier, duration: Double)
}

/// The languages a tuned motion is exported in: UIKit (what C copies), SwiftUI, Core Animation, CSS
/// and Jetpack Compose (`kinema code --as NAME`, and the chooser of Shift+C).
package enum CodeDialect: String, CaseIterable, Sendable {
    case uikit, swiftui, coreanimation, css, compose

    /// How the chooser names it.
    package var title: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        case .coreanimation: "Core Animation"
        case .css: "CSS"
        case .compose: "Jetpack Compose"
        }
    }
}
