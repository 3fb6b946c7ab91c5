import Foundation
import KinemaCore

/// Building the current path (each point mapped by the transform in force as it is added, as Core
/// Graphics does) and painting it, or shapes directly.
extension CGContext {
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: ctm) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: ctm)
    }

    /// An arc joined to the current point by a line. `clockwise` is Core Graphics' (y up): in UIKit's
    /// flipped context `clockwise: true` runs counterclockwise on screen, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: ctm)
    }

    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }
    public func closePath() { currentPath.closeSubpath() }

    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// In user space, as Core Graphics gives it.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(ctm.inverted()) }
    /// In user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.path.applying(ctm.inverted()).bounds
    }

    // MARK: - Painting the current path (which it empties)

    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    public func strokePath() { drawPath(using: .stroke) }

    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takeCurrentPath()
        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        draw(path: path, fill: fills, stroke: strokes, evenOdd: evenOdd)
    }

    // MARK: - Shapes, leaving the current path alone

    public func fill(_ rect: CGRect) { draw(path: Self.rectPath(rect), fill: true, stroke: false, evenOdd: false) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func stroke(_ rect: CGRect) { draw(path: Self.rectPath(rect), fill: false, stroke: true, evenOdd: false) }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) { draw(path: Self.ellipsePath(rect), fill: true, stroke: false, evenOdd: false) }
    public func strokeEllipse(in rect: CGRect) { draw(path: Self.ellipsePath(rect), fill: false, stroke: true, evenOdd: false) }

    /// Lines between each pair of points (the first to the second, the third to the fourth…).
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = VectorPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[index])
            path.addLine(to: points[index + 1])
        }
        draw(path: path, fill: false, stroke: true, evenOdd: false)
    }

    /// Core Graphics paints `rect` transparent. A recorder cannot erase what is under it: the items
    /// drawn so far that lie wholly inside `rect` are dropped (a `clear(bounds)` before drawing clears
    /// everything); others stay (docs/drawing.md).
    public func clear(_ rect: CGRect) {
        let area = rect.applying(ctm).insetBy(dx: -0.001, dy: -0.001)
        canvas.items.removeAll { item in item.deviceBounds.map { area.contains($0) } ?? false }
    }

    // MARK: - Recording

    /// `path` (user space, under the current transform) filled with the fill colour and stroked with the
    /// line style, as one item, inside the current clip.
    package func draw(path: VectorPath, fill: Bool, stroke: Bool, evenOdd: Bool) {
        guard !path.isEmpty else { return }
        canvas.path(
            path, fillColor: fill ? state.fillColor : nil, fillRule: evenOdd ? .evenOdd : .nonZero,
            stroke: stroke ? currentStroke : nil)
    }

    /// The current path in user space, emptied.
    package func takeCurrentPath() -> VectorPath {
        let path = currentPath.path
        currentPath = CGMutablePath()
        return ctm.isIdentity ? path : path.applying(ctm.inverted())
    }

    package static func rectPath(_ rect: CGRect) -> VectorPath {
        var path = VectorPath()
        path.addRect(rect.standardized)
        return path
    }

    package static func ellipsePath(_ rect: CGRect) -> VectorPath {
        var path = VectorPath()
        path.addEllipse(in: rect, increasingAngle: false)
        return path
    }
}

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
