import Foundation
import KinemaCore

/// Animations run together, timed in the group's time: each child's `beginTime` is from the group's
/// start, and a child is cut off where the group's duration ends (Apple's `CAAnimationGroup`). The
/// children's own delegates and `isRemovedOnCompletion` are not consulted; the group's are.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override package func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override package func apply(to target: inout AnimatedLayerValues, progress: Double, iteration: Int) {
        let time = progress * effectiveDuration
        for child in animations ?? [] {
            child.apply(to: &target, at: time, begin: child.beginTime)
        }
    }

    override package var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }
}
