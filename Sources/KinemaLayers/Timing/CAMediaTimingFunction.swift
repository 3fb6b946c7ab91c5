import Foundation
import KinemaCore

/// Core Animation's timing function: one cubic Bézier from (0, 0) to (1, 1) through two control points,
/// mapping the fraction of an animation's duration that has passed to the fraction of its change shown.
/// Kinema evaluates it with KinemaCore's `CubicBezier`, the curve `UIView.animate`'s options and the
/// timeline use, so a curve shows the same whichever dialect names it.
///
/// The predefined curves are the control points Core Animation hands back through
/// `getControlPoint(at:values:)` (iOS SDK): `default` (0.25, 0.1) (0.25, 1) — the curve of its implicit
/// animations —, `easeIn` (0.42, 0) (1, 1), `easeOut` (0, 0) (0.58, 1), `easeInEaseOut` (0.42, 0)
/// (0.58, 1), `linear` (0, 0) (1, 1). An unknown name is `default`, said once (Core Animation's
/// `functionWithName:` answers nil, which Swift's initializer cannot).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two control points as given (Core Animation keeps them as floats).
    private let controlPoints: (c1x: Float, c1y: Float, c2x: Float, c2y: Float)
    /// The curve evaluated (x clamped to 0…1, NaN as 0: see `CubicBezier`).
    package let curve: CubicBezier

    /// The curve through (0, 0), (c1x, c1y), (c2x, c2y) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        curve = CubicBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// One of the predefined curves (see the type's summary).
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = Self.predefined[name] ?? {
            CALayer.reports.report("timing \(name.rawValue)", "Kinema: no timing function is named '\(name.rawValue)'; using .default")
            return Self.predefined[.default]!
        }()
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    private static let predefined: [CAMediaTimingFunctionName: (Float, Float, Float, Float)] = [
        .linear: (0, 0, 1, 1), .easeIn: (0.42, 0, 1, 1), .easeOut: (0, 0, 0.58, 1),
        .easeInEaseOut: (0.42, 0, 0.58, 1), .default: (0.25, 0.1, 0.25, 1),
    ]

    /// Writes point `idx` of the four that define the curve — 0 is (0, 0), 1 and 2 the control points,
    /// 3 is (1, 1) — into `ptr[0]` (x) and `ptr[1]` (y). Another index writes nothing (Core Animation's
    /// header allows 0 to 3).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.c1x, controlPoints.c1y)
        case 2: point = (controlPoints.c2x, controlPoints.c2y)
        case 3: point = (1, 1)
        default: return
        }
        (ptr[0], ptr[1]) = point
    }

    /// The fraction of the change shown when `fraction` of the duration has passed (Kinema's; Core
    /// Animation applies the function inside its animations).
    package func value(at fraction: Double) -> Double { curve.value(at: fraction) }

    /// Two timing functions with the same control points are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    open override var hash: Int {
        var hasher = Hasher()
        for value in [controlPoints.c1x, controlPoints.c1y, controlPoints.c2x, controlPoints.c2y] { hasher.combine(value) }
        return hasher.finalize()
    }

    open override var description: String {
        "CAMediaTimingFunction(\(controlPoints.c1x), \(controlPoints.c1y), \(controlPoints.c2x), \(controlPoints.c2y))"
    }
}
