import Foundation
import KinemaCore

/// Core Graphics' immutable path: lines, quadratic and cubic Bézier curves and closed subpaths, in the
/// coordinates of whoever draws it (a shape layer's own). `CGMutablePath` builds one.
///
/// Two paths are equal when they hold the same elements, as `CFEqual` compares them. Arcs, ellipses and
/// rounded rectangles become cubic curves as Core Graphics makes them (see `VectorPath`).
public class CGPath: Hashable {
    /// The elements. Internal: only `CGMutablePath` changes them.
    package var path: VectorPath

    package init(path: VectorPath) {
        self.path = path
    }

    /// A closed rectangle (from its origin along the x axis first), mapped by `transform` if given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = VectorPath()
        path.addRect(rect)
        self.init(path: path.applying(transform?.pointee ?? .identity))
    }

    /// The ellipse inscribed in `rect`: four cubic curves from (max x, mid y), run as Core Graphics runs
    /// it ("clockwise" with y up: towards min y first).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = VectorPath()
        path.addEllipse(in: rect, increasingAngle: false)
        self.init(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` (clamped to half the sides;
    /// Core Graphics stops the program when they exceed them).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        var path = VectorPath()
        path.addRoundedRect(rect, radii: Array(repeating: CGSize(width: cornerWidth, height: cornerHeight), count: 4))
        self.init(path: path.applying(transform?.pointee ?? .identity))
    }

    /// The box of every point, control points included; `CGRect.null` when empty.
    public var boundingBox: CGRect { path.controlPointBounds }
    /// The smallest box holding the curves themselves; `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect { path.bounds }
    public var isEmpty: Bool { path.isEmpty }
    /// Where the next segment would start; `.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point` is inside the filled area under `rule`, the path mapped by `transform` first (every
    /// subpath counts as closed).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let shape = transform == .identity ? path : path.applying(transform)
        return shape.contains(point, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A copy mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: path.applying(transform?.pointee ?? .identity))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
