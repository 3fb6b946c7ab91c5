import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

/// The path model against hand-computed values: Core Graphics' arcs (cubic segments of at most 90°,
/// handles 4/3·tan(φ/4)·r), bounding boxes, reversing, lengths and trimming by length.
@Suite struct VectorPathTests {
    /// 4/3·tan(π/8): a quarter circle's handle, as a fraction of the radius.
    static let kappa = 0.552_284_749_831

    static func curves(_ path: VectorPath) -> [(to: CGPoint, c1: CGPoint, c2: CGPoint)] {
        path.elements.compactMap { if case .curve(let to, let c1, let c2) = $0 { (to, c1, c2) } else { nil } }
    }

    @Test func aQuarterArcIsOneCubicWithTheCircleHandles() {
        var path = VectorPath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, increasingAngle: true)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        let curves = Self.curves(path)
        #expect(curves.count == 1)
        // From (10, 0) to (0, 10): handles along the tangents, 10κ long.
        let curve = curves[0]
        expectClose(curve.to.x, 0, tolerance: 1e-12); expectClose(curve.to.y, 10, tolerance: 1e-12)
        expectClose(curve.c1.x, 10, tolerance: 1e-12); expectClose(curve.c1.y, 10 * Self.kappa, tolerance: 1e-9)
        expectClose(curve.c2.x, 10 * Self.kappa, tolerance: 1e-9); expectClose(curve.c2.y, 10, tolerance: 1e-12)
    }

    @Test func arcsAreCutIntoAtMostQuarterTurns() {
        let pi = CGFloat.pi
        let cases: [(end: CGFloat, count: Int)] = [(pi / 2, 1), (pi / 2 + 0.01, 2), (pi, 2), (3 * pi / 2 + 0.1, 4), (2 * pi, 4), (7 * pi, 4)]
        for (end, count) in cases {
            var path = VectorPath()
            path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: end, increasingAngle: true)
            #expect(Self.curves(path).count == count, "0 → \(end)")
        }
    }

    @Test func increasingAnglesRunThroughPositiveYWhichIsDownOnScreen() {
        // UIKit's documentation: 0 to π with clockwise YES is the bottom half of the circle (y down).
        var down = VectorPath()
        down.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, increasingAngle: true)
        #expect(Self.curves(down)[0].to.y > 9.99)
        var up = VectorPath()
        up.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, increasingAngle: false)
        #expect(Self.curves(up)[0].to.y < -9.99)
        // Run the other way, a sweep of exactly 2π reduces to nothing: only the move.
        var none = VectorPath()
        none.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, increasingAngle: false)
        #expect(none.elements == [.move(to: CGPoint(x: 10, y: 0))])
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        var path = VectorPath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: 0, endAngle: .pi / 2, increasingAngle: true)
        #expect(path.elements[1] == .line(to: CGPoint(x: 25, y: 0)))
    }

    @Test func boundingBoxesOfControlPointsAndOfTheCurve() {
        var path = VectorPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.controlPointBounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's highest point is at t = ½: y = 3·(½)³·100 · 2 = 75.
        let tight = path.bounds
        expectClose(tight.height, 75, tolerance: 1e-9); expectClose(tight.width, 100, tolerance: 1e-9)
        #expect(VectorPath().bounds.isNull && VectorPath().controlPointBounds.isNull)
    }

    @Test func reversingRunsSubpathsAndSegmentsBackwards() {
        var path = VectorPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        #expect(path.reversed().elements == [
            .move(to: CGPoint(x: 60, y: 50)), .line(to: CGPoint(x: 50, y: 50)),
            .move(to: CGPoint(x: 20, y: 10)), .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 20, y: 0)),
            .line(to: .zero),
        ])
        #expect(path.reversed().reversed() == path)
    }

    /// A closed 3-4-5 triangle: 12 long, its closing line included.
    static var triangle: VectorPath {
        VectorPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 3, y: 0)), .line(to: CGPoint(x: 3, y: 4)), .close])
    }

    @Test func lengthsOfLinesAndOfACircle() {
        expectClose(Self.triangle.length, 12, tolerance: 1e-12, "3 + 4 + 5")
        var circle = VectorPath()
        circle.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200), increasingAngle: true)
        // The four cubics stray from the circle by at most 0.027 % of the radius: their length is 2π·100
        // within 2π·100·0.00027 = 0.17.
        expectClose(circle.length, 2 * .pi * 100, tolerance: 0.17, "a circle of radius 100")
    }

    @Test func trimmingCutsByLengthAlongTheWholePath() {
        // A quarter of 12 is the first leg; from half (6: three up the second leg) to the end is open.
        #expect(Self.triangle.trimmed(from: 0, to: 0.25).elements == [.move(to: .zero), .line(to: CGPoint(x: 3, y: 0))])
        #expect(Self.triangle.trimmed(from: 0.5, to: 1).elements == [
            .move(to: CGPoint(x: 3, y: 3)), .line(to: CGPoint(x: 3, y: 4)), .line(to: .zero),
        ])
        #expect(Self.triangle.trimmed(from: 0, to: 1) == Self.triangle, "the whole path stays closed")
        #expect(Self.triangle.trimmed(from: 0.6, to: 0.4).isEmpty)
        // Two subpaths of 10 and 30: 20 % to 50 % is 6…15, the end of the first and the start of the second.
        let two = VectorPath(elements: [
            .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 20, y: 10)),
        ])
        #expect(two.trimmed(from: 0.2, to: 0.5).elements == [
            .move(to: CGPoint(x: 6, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 5, y: 10)),
        ])
    }

    @Test func trimmingACurveEndsAtTheLengthsPoint() {
        var arc = VectorPath()
        arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, increasingAngle: true)
        let half = arc.trimmed(from: 0, to: 0.5)
        expectClose(half.length, arc.length / 2, tolerance: 1e-6, "half the length")
        // Half of a quarter circle ends at 45°: (70.71, 70.71), within the cubic's 0.027 of the circle.
        let end = try! #require(half.currentPoint)
        expectClose(end.x, 100 * 0.5.squareRoot(), tolerance: 0.03); expectClose(end.y, 100 * 0.5.squareRoot(), tolerance: 0.03)
    }

    @Test func flatteningStaysWithinTheTolerance() {
        var circle = VectorPath()
        circle.addEllipse(in: CGRect(x: -100, y: -100, width: 200, height: 200), increasingAngle: true)
        let polyline = circle.flattened(tolerance: 0.1)[0].points
        // Each chord's middle lies within the tolerance of the curve, the curve within 0.03 of the circle.
        for (p, q) in zip(polyline, polyline.dropFirst()) {
            let middle = hypot((p.x + q.x) / 2, (p.y + q.y) / 2)
            #expect(100 - middle <= 0.13, "chord middle at \(middle)")
        }
        #expect(polyline.count < 200, "\(polyline.count) points: not cut finer than needed")
    }

    @Test func aPentagramsMiddleIsInsideByNonzeroAndOutsideByEvenOdd() {
        let star = VectorPath(elements: (0..<5).map { index -> VectorPath.Element in
            let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
            let point = CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
            return index == 0 ? .move(to: point) : .line(to: point)
        } + [.close])
        #expect(star.contains(.zero, evenOdd: false))
        #expect(!star.contains(.zero, evenOdd: true))
        #expect(star.contains(CGPoint(x: 0, y: -80), evenOdd: true), "a point of the star")
        #expect(!star.contains(CGPoint(x: 200, y: 0), evenOdd: false))
    }
}
