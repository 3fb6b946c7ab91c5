import Foundation
import KinemaCore

/// Core Graphics' mutable path. Every method takes an optional `transform`, applied to what it adds
/// (an arc's joining line starts from the untransformed current point, as in Core Graphics).
public final class CGMutablePath: CGPath {
    public init() {
        super.init(path: VectorPath())
    }

    package override init(path: VectorPath) {
        super.init(path: path)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// A line from the current point (nothing when there is none).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for point in points.dropFirst() { path.addLine(to: point.applying(transform)) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// An arc of a circle, joined to the current point by a line. `clockwise` is as Core Graphics means
    /// it, with y up: in UIKit's y-down coordinates `clockwise: true` runs towards smaller angles, which
    /// looks counterclockwise on screen (`UIBezierPath`'s `clockwise` is the visual one).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        add(joining: true, transform: transform) {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: !clockwise)
        }
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(joining: false, transform: transform) { $0.addRect(rect) }
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)` makes it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(joining: false, transform: transform) { $0.addEllipse(in: rect, increasingAngle: false) }
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let radius = CGSize(width: cornerWidth, height: cornerHeight)
        add(joining: false, transform: transform) { $0.addRoundedRect(rect, radii: Array(repeating: radius, count: 4)) }
    }

    /// Every element of `path` (mapped by `transform`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.append(transform == .identity ? path.path : path.path.applying(transform))
    }

    public func closeSubpath() {
        path.close()
    }

    /// What `build` adds to an empty path, mapped by `transform` and appended; `joining` turns its first
    /// move into a line when there is a current point (an arc's).
    private func add(joining: Bool, transform: CGAffineTransform, _ build: (inout VectorPath) -> Void) {
        var piece = VectorPath()
        build(&piece)
        piece = piece.applying(transform)
        for (index, element) in piece.elements.enumerated() {
            if index == 0, joining, path.currentPoint != nil, case .move(let start) = element {
                path.addLine(to: start)
            } else {
                path.append(element)
            }
        }
    }
}
