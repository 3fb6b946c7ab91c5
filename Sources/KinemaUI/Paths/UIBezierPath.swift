import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

/// UIKit's path object: a `CGPath` with the stroke's style beside it (width, caps, joins, dashes) and
/// the fill rule. Give its `cgPath` to a `CAShapeLayer`, or `fill()` and `stroke()` it in `draw(_:)`
/// (`UIBezierPath+Drawing.swift`).
///
/// Its rounded rectangles have iOS 7's continuous corners, as UIKit's have had since (a curve that
/// eases into the edge, not a quarter circle; `CALayer.cornerRadius` keeps circular ones unless its
/// `cornerCurve` is `.continuous`, so a path and a layer of the same radius differ a little, as on iOS).
open class UIBezierPath: NSObject {
    /// The elements.
    var path = VectorPath()

    public override init() {
        super.init()
    }

    /// A closed rectangle, from its origin clockwise (on screen).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`: four cubic curves from (max x, mid y), clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect, increasingAngle: true)
    }

    /// A rectangle with continuous corners of `cornerRadius` (see the next initializer for how a large
    /// radius is clamped).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by iOS 7's continuous curve, drawn by the best public
    /// reconstruction (PaintCode's, `VectorPath.addContinuousRoundedRect`; Apple publishes no rule).
    /// Only `cornerRadii.width` is used, as on iOS. A corner reaches 1.52866 radii along each edge, so
    /// the radius is clamped to where two corners meet in the middle of the shorter side: as the
    /// reconstruction does and as iOS shows it, a radius past about a third of that side rounds the
    /// short ends whole (the well-known jump of iOS 7's rounded rectangles).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let limit = min(abs(rect.width), abs(rect.height)) / 2 / VectorPath.continuousCornerReach
        let radius = max(0, min(cornerRadii.width, limit))
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        path.addContinuousRoundedRect(rect, radii: order.map { corners.contains($0) ? radius : 0 })
    }

    /// An open arc. `clockwise` is as seen on screen (y down): from angle 0 to π clockwise is the lower
    /// half of the circle.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as an immutable `CGPath` (a copy); setting it replaces the elements.
    public var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    // MARK: - Building

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc joined to the current point by a line; `clockwise` as seen on screen.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
    }

    public func close() { path.close() }
    public func removeAllPoints() { path.removeAll() }
    public func append(_ bezierPath: UIBezierPath) { path.append(bezierPath.path) }

    /// A new path running the other way (subpaths in reverse order, each from its end), with this
    /// one's style.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = path.reversed()
        reversed.copyStyle(from: self)
        return reversed
    }

    /// Maps every point (control points too) by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        path = path.applying(transform)
    }

    // MARK: - Reading

    public var isEmpty: Bool { path.isEmpty }
    /// The box of every point, control points included (`CGRect.null` when empty).
    public var bounds: CGRect { path.controlPointBounds }
    /// Where the next segment starts; `.zero` when there is none.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point` is inside the filled area, by `usesEvenOddFillRule`'s rule.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, evenOdd: usesEvenOddFillRule)
    }

    // MARK: - Style (what `stroke()` and `fill()` use)

    public var usesEvenOddFillRule = false
    /// In points; 1 by default.
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a join is bevelled; 10 by default.
    public var miterLimit: CGFloat = 10
    /// The largest error allowed when curves are flattened, in pixels; 0.6 by default. Kinema's
    /// renderer flattens to its own, finer tolerance.
    public var flatness: CGFloat = 0.6
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// The dash pattern: `count` lengths (on, off, on…, in points) from `pattern`, starting `phase` into
    /// it; a nil pattern or a count of 0 draws solid lines.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (which must have room for it), its length into `count` and
    /// the phase into `phase`; each may be nil.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, value) in dashPattern.enumerated() { pattern[index] = value }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func copyStyle(from other: UIBezierPath) {
        (usesEvenOddFillRule, lineWidth, lineCapStyle, lineJoinStyle) = (other.usesEvenOddFillRule, other.lineWidth, other.lineCapStyle, other.lineJoinStyle)
        (miterLimit, flatness, dashPattern, dashPhase) = (other.miterLimit, other.flatness, other.dashPattern, other.dashPhase)
    }
}
