import Foundation
import KinemaCore
import KinemaTweaks
import KinemaUI

/// Core Animation's explicit animations, as tutorials write them, started together every cycle: a card
/// flipped by a `CABasicAnimation` on `transform.rotation.y` in perspective, a progress ring's
/// `strokeEnd`, an arrow following a path (`CAKeyframeAnimation`, paced, turning with it), a loader of
/// replicated dots (`instanceDelay`), a label turned over by `UIView.transition`, and a race of one spring
/// written three ways — `CASpringAnimation(perceptualDuration:bounce:)`,
/// `UIView.animate(springDuration:bounce:)` and a property animator on
/// `UISpringTimingParameters(duration:bounce:)` — which, with the same numbers, move as one.
@MainActor
package final class ExplicitScene: Scene {
    package let name = "explicit"
    package let title = "Core Animation's explicit animations"
    @Tweak("Flip duration", 1.2, in: 0.2...3, step: 0.1, unit: .seconds, decimals: 1) var flipDuration: Double
    @Tweak("Ring duration", 2, in: 0.2...5, step: 0.1, unit: .seconds, decimals: 1) var ringDuration: Double
    @Tweak("Path duration", 2.5, in: 0.2...5, step: 0.1, unit: .seconds, decimals: 1) var pathDuration: Double
    @Tweak("Spring duration", 0.5, in: 0.1...2, step: 0.05, unit: .seconds, decimals: 2) var springDuration: Double
    @Tweak("Spring bounce", 0.3, in: -0.9...0.9, step: 0.05, decimals: 2) var bounce: Double
    @Tweak("Loader dot delay", 0.12, in: 0...0.5, step: 0.01, unit: .seconds, decimals: 2) var dotDelay: Double
    let controller = ExplicitViewController()
    package var rootViewController: UIViewController { controller }
    /// When the cycle started (nil: at the next tick).
    private var start: Double?

    package init() {}

    package func replay() {
        start = nil
    }

    /// A cycle: everything starts together, then rests until the longest part has ended and a second more.
    package func tick(at time: Double) {
        guard let start, time < start + cycleLength else {
            // Each cycle starts when it is due, whatever the frame rate.
            let due = start.map { LoopRound.start(from: $0, length: cycleLength, at: time) } ?? time
            self.start = due
            controller.view.animationEngine.performing(asOf: due) {
                controller.play(ExplicitViewController.Timings(
                    flip: flipDuration, ring: ringDuration, path: pathDuration, springDuration: springDuration,
                    bounce: bounce, dotDelay: dotDelay))
            }
            return
        }
    }

    private var cycleLength: Double { max(flipDuration, ringDuration, pathDuration, 1.5) + 1.5 }
}
