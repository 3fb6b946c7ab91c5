import Foundation

/// One drawn piece of a path, with its start point: a line, or a quadratic or cubic Bézier curve.
package enum PathSegment: Hashable, Sendable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    package var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    package var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The point at parameter `t` (0…1).
    package func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1):
            return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
        case .quad(let p0, let p1, let p2):
            let (a, b, c) = (u * u, 2 * u * t, t * t)
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The speed |B′(t)|, for the length's quadrature.
    package func speed(at t: CGFloat) -> CGFloat {
        let u = 1 - t
        let (dx, dy): (CGFloat, CGFloat)
        switch self {
        case .line(let p0, let p1):
            (dx, dy) = (p1.x - p0.x, p1.y - p0.y)
        case .quad(let p0, let p1, let p2):
            dx = 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x))
            dy = 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y))
        case .cubic(let p0, let p1, let p2, let p3):
            dx = 3 * (u * u * (p1.x - p0.x) + 2 * u * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
            dy = 3 * (u * u * (p1.y - p0.y) + 2 * u * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
        }
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The piece between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), by de Casteljau's construction.
    package func slice(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        let head = t1 >= 1 ? self : split(at: t1).head
        guard t0 > 0, t1 > 0 else { return head }
        return head.split(at: t0 / t1).tail
    }

    /// The two halves at parameter `t`.
    package func split(at t: CGFloat) -> (head: PathSegment, tail: PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        switch self {
        case .line(let p0, let p1):
            let m = lerp(p0, p1)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let p1, let p2):
            let (a, b) = (lerp(p0, p1), lerp(p1, p2))
            let m = lerp(a, b)
            return (.quad(p0, a, m), .quad(m, b, p2))
        case .cubic(let p0, let p1, let p2, let p3):
            let (a, b, c) = (lerp(p0, p1), lerp(p1, p2), lerp(p2, p3))
            let (d, e) = (lerp(a, b), lerp(b, c))
            let m = lerp(d, e)
            return (.cubic(p0, a, d, m), .cubic(m, e, c, p3))
        }
    }

    /// The same piece run backwards.
    package var reversed: PathSegment {
        switch self {
        case .line(let p0, let p1): return .line(p1, p0)
        case .quad(let p0, let p1, let p2): return .quad(p2, p1, p0)
        case .cubic(let p0, let p1, let p2, let p3): return .cubic(p3, p2, p1, p0)
        }
    }

    /// As the path element that draws it from its start.
    package var element: VectorPath.Element {
        switch self {
        case .line(_, let p): return .line(to: p)
        case .quad(_, let c, let p): return .quadCurve(to: p, control: c)
        case .cubic(_, let c1, let c2, let p): return .curve(to: p, control1: c1, control2: c2)
        }
    }
}
