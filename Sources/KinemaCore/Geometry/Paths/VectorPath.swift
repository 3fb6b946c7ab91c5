import Foundation

/// A path of straight and curved segments, as Core Graphics keeps one: a list of elements (move, line,
/// quadratic and cubic Bézier curves, close), in the coordinates of whoever built it.
///
/// A plain value: `CGPath`, `UIBezierPath` and `CAShapeLayer` hold one, and the DisplayList carries it to
/// the renderer. A line or curve with no current point is dropped (Core Graphics logs it and does the
/// same); after `close`, the next segment starts where the closed subpath started.
public struct VectorPath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next segment starts, if anywhere; and where the current subpath started.
    public private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    public init() {}

    /// A path of `elements`, each added as `append(_:)` adds it (so ones with no current point are dropped).
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        (currentPoint, subpathStart) = (point, point)
    }

    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a straight line to its start (nothing when there is none).
    public mutating func close() {
        guard currentPoint != nil, let start = subpathStart, elements.last != .close else { return }
        elements.append(.close)
        currentPoint = start
    }

    public mutating func append(_ element: Element) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
        case .close: close()
        }
    }

    /// Appends every element of `other` (its first move starts a new subpath).
    public mutating func append(_ other: VectorPath) {
        for element in other.elements { append(element) }
    }

    public mutating func removeAll() {
        self = VectorPath()
    }

    /// The path with every point (control points too) mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> VectorPath {
        var result = VectorPath()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(transform))
            case .line(let p): result.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): result.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                result.addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .close: result.close()
            }
        }
        return result
    }
}
