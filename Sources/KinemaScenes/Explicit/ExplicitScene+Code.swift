import Foundation
import KinemaCore
import KinemaTweaks

extension ExplicitScene {
    /// The race's spring: iOS 17's perceptual duration and bounce, timed by Core Animation's estimate.
    var raceSpring: Spring { Spring(duration: springDuration, bounce: bounce) }

    /// The race's spring for the other dialects (Shift+C): the runner's `center.x` on that spring.
    package var exportedMotion: ExportedMotion? {
        let spring = raceSpring
        let motion = TunedMotion.spring(
            duration: spring.coreAnimationSettlingDuration(), dampingRatio: spring.dampingRatio, initialVelocity: 0, spring: spring)
        return ExportedMotion(motion: motion, properties: [.centerX])
    }

    /// The race as the scene writes it (C): one spring in three of Apple's dialects — Core Animation's
    /// `CASpringAnimation` as itself, UIKit's block and its property animator — with the tuned numbers.
    package func swiftCode() -> String? {
        let n = SwiftSource.number
        let (duration, bounce) = (n(springDuration), n(self.bounce))
        return """
            // The explicit scene's race: one spring, three ways (they move as one)
            let spring = CASpringAnimation(perceptualDuration: \(duration), bounce: \(bounce))
            spring.keyPath = "position.x"
            spring.fromValue = start
            spring.toValue = end
            runners[0].layer.position.x = end
            runners[0].layer.add(spring, forKey: "race")
            UIView.animate(springDuration: \(duration), bounce: \(bounce)) { self.runners[1].center.x = end }
            let parameters = UISpringTimingParameters(duration: \(duration), bounce: \(bounce))
            let animator = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
            animator.addAnimations { self.runners[2].center.x = end }
            animator.startAnimation()
            // and the others' durations: flip \(n(flipDuration)) s, ring \(n(ringDuration)) s, path \(n(pathDuration)) s, loader delay \(n(dotDelay)) s

            """
    }
}
