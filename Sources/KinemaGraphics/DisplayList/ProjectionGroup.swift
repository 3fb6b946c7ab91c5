import Foundation
import KinemaCore

/// A layer drawn in 3-D with perspective: see `DisplayItem.beginProjection`.
///
/// The items inside are drawn into a flat plane — the projected layer's own bounds coordinates, in
/// points, their `transform`s mapping to that plane instead of to the device — and `transform` then
/// maps the plane onto the device as a perspective (as Core Animation flattens a layer's sublayers into
/// its plane before its own transform applies). Groups nest: an inner group's `transform` maps into the
/// outer group's plane.
public struct ProjectionGroup: Sendable, Equatable {
    /// The plane's points → device points (or the enclosing group's plane).
    public var transform: ProjectiveTransform
    /// The region of the plane that is drawn, in plane points: the layer's bounds, or the union of its
    /// items. Nothing outside it shows.
    public var bounds: CGRect
    public var identifier: String?

    public init(transform: ProjectiveTransform, bounds: CGRect, identifier: String? = nil) {
        self.transform = transform
        self.bounds = bounds
        self.identifier = identifier
    }

    /// The box of the projected bounds on the device (its part in front of the eye; null when none is).
    public var deviceBounds: CGRect { transform.projectedBounds(of: bounds) }
}

extension DisplayItem {
    /// Whether the item begins a projected layer.
    package var isProjectionStart: Bool {
        if case .beginProjection = self { return true }
        return false
    }
}
