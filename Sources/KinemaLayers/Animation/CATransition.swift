import Foundation
import KinemaCore

/// A transition of a layer's whole look: added to a view's layer, the look before the change gives way to
/// the look after it — `.fade` (the old fades out over the new), `.push` (the new pushes the old out,
/// from `subtype`'s side), `.moveIn` (the new slides in over the old), `.reveal` (the old slides away
/// from over the new) — over the animation's duration (0.25 s unless set) on its timing function (linear
/// without one), as Core Animation's do. Kinema differs: the old look is the layer's look when the
/// transition is added (add it before making the change, as most code does; a change made before is
/// already in it, and the transition then shows no difference), only a view's layer is transitioned (a
/// standalone layer's change shows at once, said once), `startProgress`/`endProgress` are kept but the
/// whole transition plays, and the moving looks are not clipped to the layer's bounds.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Core Image filters are not in Kinema: kept, not applied.
    open var filter: Any?

    override package func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress, filter) = (other.type, other.subtype, other.startProgress, other.endProgress, other.filter)
    }

    /// The side the new look comes from, as a unit vector in the layer's coordinates (y down): −x for
    /// `.fromLeft` (also when there is no subtype), +x for `.fromRight`, −y for `.fromTop`, +y for
    /// `.fromBottom`.
    package var arrival: CGVector {
        switch subtype {
        case .fromRight?: return CGVector(dx: 1, dy: 0)
        case .fromTop?: return CGVector(dx: 0, dy: -1)
        case .fromBottom?: return CGVector(dx: 0, dy: 1)
        default: return CGVector(dx: -1, dy: 0)
        }
    }
}
