import Foundation
import KinemaCore

/// A path filled and stroked (a shape layer's), or filled with a gradient (a gradient layer's), drawn by the renderer through cairo into a bitmap that
/// it keeps while the path, its style and its transform's scale and rotation stay the same.
///
/// The path is in the drawing layer's local coordinates; `transform` maps them to device points.
/// `strokeStart`/`strokeEnd` are already applied (the path is the trimmed one).
public struct PathItem: Sendable, Hashable {
    public enum FillRule: Sendable, Hashable {
        case nonZero, evenOdd
    }

    public enum LineCap: Sendable, Hashable {
        case butt, round, square
    }

    public enum LineJoin: Sendable, Hashable {
        case miter, round, bevel
    }

    /// How the path's outline is drawn: colour, width in local points (> 0), caps, joins, the miter
    /// limit (a multiple of the width) and the dashes (on, off, … lengths in local points, from
    /// `dashPhase` into the pattern; empty for a solid line).
    public struct Stroke: Sendable, Hashable {
        public var color: RGBAColor
        public var width: CGFloat
        public var cap: LineCap
        public var join: LineJoin
        public var miterLimit: CGFloat
        public var dashPattern: [CGFloat]
        public var dashPhase: CGFloat

        public init(
            color: RGBAColor, width: CGFloat, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: CGFloat = 10,
            dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0
        ) {
            (self.color, self.width, self.cap, self.join, self.miterLimit) = (color, width, cap, join, miterLimit)
            (self.dashPattern, self.dashPhase) = (dashPattern, dashPhase)
        }

        /// How far the outline of `path` reaches beyond it, in local points: half the width, times the
        /// largest miter ratio at its corners (within the limit), or √2 for square caps' corners.
        package func reach(of path: VectorPath) -> CGFloat {
            let half = max(0, width) / 2
            let miter = join == .miter ? path.miterReach(limit: max(1, miterLimit)) : 1
            return half * max(miter, cap == .square ? 2.0.squareRoot() : 1)
        }
    }

    public let path: VectorPath
    /// The fill's colour, or nil for no fill.
    public let fillColor: RGBAColor?
    /// A gradient filling the path in place of `fillColor` (which it overrides), or nil.
    public let fillGradient: Gradient?
    public let fillRule: FillRule
    /// The outline, or nil for none.
    public let stroke: Stroke?
    public var transform: CGAffineTransform
    public var opacity: Double
    public var displayIdentifier: DisplayIdentifier
    public var identifier: String? {
        get { displayIdentifier.string }
        set { displayIdentifier = DisplayIdentifier(newValue) }
    }
    /// What the item may cover, in local points: the path's box grown by the stroke's reach (kept, as
    /// every frame asks for it several times).
    public let bounds: CGRect

    public init(
        path: VectorPath, fillColor: RGBAColor?, fillGradient: Gradient? = nil, fillRule: FillRule = .nonZero, stroke: Stroke?,
        transform: CGAffineTransform = .identity, opacity: Double = 1, identifier: String? = nil
    ) {
        (self.path, self.fillColor, self.fillGradient, self.fillRule, self.stroke) = (path, fillColor, fillGradient, fillRule, stroke)
        (self.transform, self.opacity, displayIdentifier) = (transform, opacity, DisplayIdentifier(identifier))
        let box = path.bounds
        let reach = stroke?.reach(of: path) ?? 0
        bounds = box.isNull ? CGRect(origin: path.currentPoint ?? .zero, size: .zero) : box.insetBy(dx: -reach, dy: -reach)
    }
}
