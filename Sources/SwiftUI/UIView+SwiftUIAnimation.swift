import Foundation
import KinemaCore
import KinemaUI

extension UIView {
    /// iOS 18: animates the changes `changes` makes with a SwiftUI animation — a curve over its duration, or
    /// a spring timed by Core Animation's settling estimate (as `animate(springDuration:bounce:)` is) — and
    /// runs `completion` when it is over.
    public class func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        let speed = animation.speed
        let timing: AnimationTiming
        let duration: Double
        switch animation.motion {
        case .curve(let curve, let seconds):
            (timing, duration) = (.curve(curve), seconds / speed)
        case .spring(let spring):
            let faster = KinemaCore.Spring(mass: spring.mass, stiffness: spring.stiffness * speed * speed, damping: spring.damping * speed)
            (timing, duration) = (.perceptualSpring(faster, initialVelocity: 0), 0)
        }
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(
                timing: timing, duration: duration, delay: animation.delay, options: [], animations: changes,
                completion: completion.map { done in { _ in done() } })
        }
    }
}
