import Foundation
import KinemaCore

extension PathItem {
    /// A colour that varies across a path's fill, as a `CAGradientLayer` draws it: a parameter t at each
    /// point (`parameter(at:)`), and the colour at t interpolated between the stops (`color(at:)`).
    ///
    /// Points are in the item's local coordinates. The rule for each kind:
    /// - axial: t is the point's projection on `start` → `end`, 0 at `start` and 1 at `end`;
    /// - radial: t is the point's elliptical distance from `start`, with half-axes |end.x − start.x| and
    ///   |end.y − start.y| (1 on the ellipse in the box whose corners are `start` mirrored about `end`);
    /// - conic: t is the angle about `start` from the direction of `end`, increasing clockwise on screen
    ///   (y down), as a fraction of a turn in 0..<1.
    /// A degenerate axis (`start` = `end`, or a radial half-axis of 0) puts every point at t = +∞: the
    /// last colour fills, the limit of the closed form as the axis shrinks.
    public struct Gradient: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case axial, radial, conic
        }

        /// A colour at a location along the gradient (0 at its start, 1 at its end; outside 0…1 allowed).
        public struct Stop: Sendable, Hashable {
            public var location: CGFloat
            public var color: RGBAColor

            public init(location: CGFloat, color: RGBAColor) {
                (self.location, self.color) = (location, color)
            }
        }

        public let kind: Kind
        /// In increasing location; stops at one location keep their order (a hard edge).
        public let stops: [Stop]
        public let start: CGPoint
        public let end: CGPoint

        /// `stops` (at least one) are sorted by location, keeping the order of equal ones.
        public init(kind: Kind, stops: [Stop], start: CGPoint, end: CGPoint) {
            precondition(!stops.isEmpty, "a gradient has a colour")
            self.stops = stops.enumerated()
                .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
                .map(\.element)
            (self.kind, self.start, self.end) = (kind, start, end)
        }

        /// Whether every number in it is finite (one that is not is not drawn).
        public var isFinite: Bool {
            [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) && stops.allSatisfy { $0.location.isFinite }
        }

        /// The gradient's parameter at `point` (see the type's rule); +∞ on a degenerate axis.
        public func parameter(at point: CGPoint) -> CGFloat {
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let (px, py) = (point.x - start.x, point.y - start.y)
            switch kind {
            case .axial:
                let length = dx * dx + dy * dy
                return length > 0 ? (px * dx + py * dy) / length : .infinity
            case .radial:
                guard dx != 0, dy != 0 else { return .infinity }
                return ((px / dx) * (px / dx) + (py / dy) * (py / dy)).squareRoot()
            case .conic:
                let turn = (atan2(py, px) - atan2(dy, dx)) / (2 * .pi)
                return turn - turn.rounded(.down)
            }
        }

        /// The colour at `t`: the stops' colours interpolated linearly in their unpremultiplied
        /// components (as Core Animation does) between the two stops about t; the first colour before
        /// the first stop, the last after the last (at a hard edge, the later one).
        public func color(at t: CGFloat) -> RGBAColor {
            guard let after = stops.firstIndex(where: { $0.location > t }) else { return stops[stops.count - 1].color }
            guard after > 0 else { return stops[0].color }
            let (a, b) = (stops[after - 1], stops[after])
            let f = Double((t - a.location) / (b.location - a.location))
            return a.color + (b.color - a.color).scaled(by: f)
        }
    }
}
