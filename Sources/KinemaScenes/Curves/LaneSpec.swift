import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// One lane's motion.
struct LaneSpec {
    enum Kind {
        case curve(CubicBezier)
        case customCurve
        case spring(damping: Double, velocity: Double)
        case tunedSpring
    }

    let name: String
    let kind: Kind
    let color: UIColor
}
