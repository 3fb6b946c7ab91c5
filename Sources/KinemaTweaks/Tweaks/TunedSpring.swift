import Foundation

/// The tweaks that make a scene's UIKit spring — duration, damping ratio, initial velocity — so the
/// inspector can show the same spring in its other forms (SwiftUI's, mass-stiffness-damping) and plot it.
@MainActor
package struct TunedSpring {
    package let duration: AnyTweak
    package let damping: AnyTweak
    /// None: the spring starts at rest.
    package let velocity: AnyTweak?
    /// Seconds the code adds to the duration tweak (seed 000's bounce plays 0.2 s longer).
    package let durationOffset: Double

    package init(duration: AnyTweak, damping: AnyTweak, velocity: AnyTweak? = nil, durationOffset: Double = 0) {
        self.duration = duration
        self.damping = damping
        self.velocity = velocity
        self.durationOffset = durationOffset
    }

    /// Whether `other` is made of the same tweaks with the same offset.
    package func isSame(as other: TunedSpring) -> Bool {
        duration === other.duration && damping === other.damping && velocity === other.velocity
            && durationOffset == other.durationOffset
    }

    /// Whether `parameter` is one of the spring's own numbers.
    package func contains(_ parameter: Parameter) -> Bool {
        parameter === duration.parameter || parameter === damping.parameter || parameter === velocity?.parameter
    }
}
