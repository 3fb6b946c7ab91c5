import Foundation
import Testing
@testable import KinemaCore

@Suite("CubicBezier")
struct CubicBezierTests {
    // Reference values: the curve's y at the given x, computed with mpmath at 40 significant digits by
    // solving x(t) = x with findroot and evaluating y(t) (see the foundation issue). Tolerance 1e-9.
    static let references: [(name: String, curve: CubicBezier, x: Double, y: Double)] = [
        ("easeInEaseOut", .easeInEaseOut, 0.1, 0.019722454),
        ("easeInEaseOut", .easeInEaseOut, 0.3, 0.187395907),
        ("easeInEaseOut", .easeInEaseOut, 0.7, 0.812604093),
        ("easeInEaseOut", .easeInEaseOut, 0.9, 0.980277546),
        ("caDefault", .caDefault, 0.1, 0.094796306),
        ("caDefault", .caDefault, 0.5, 0.802403388),
        ("caDefault", .caDefault, 0.9, 0.994316477),
        ("easeIn", .easeIn, 0.5, 0.315356813),
        ("easeOut", .easeOut, 0.5, 0.684643187),
    ]

    @Test(arguments: 0..<references.count)
    func matchesHighPrecisionReference(_ index: Int) {
        let reference = Self.references[index]
        // The references are rounded to 9 decimals: allow that rounding plus the solver's 1e-10.
        expectClose(reference.curve.value(at: reference.x), reference.y, tolerance: 6e-10, reference.name)
    }

    @Test func namedCurvesHaveUIKitControlPoints() {
        #expect(CubicBezier.easeInEaseOut == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.easeIn == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(CubicBezier.easeOut == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.caDefault == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            expectClose(CubicBezier.linear.value(at: x), x, tolerance: 1e-12, "linear")
        }
    }

    @Test func solverErrorInXIsTiny() {
        // Law: for many random curves and x, the solved t reproduces x to within 1e-7 (the engines' bound).
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<2_000 {
            let curve = CubicBezier(
                x1: .random(in: 0...1, using: &generator), y1: .random(in: -1...2, using: &generator),
                x2: .random(in: 0...1, using: &generator), y2: .random(in: -1...2, using: &generator))
            let x = Double.random(in: 0.0001...0.9999, using: &generator)
            let t = curve.solveT(forX: x)
            let cx = 3 * curve.x1, bx = 3 * (curve.x2 - curve.x1) - cx, ax = 1 - cx - bx
            let solvedX = ((ax * t + bx) * t + cx) * t
            #expect(Swift.abs(solvedX - x) <= 1e-7, "x1 \(curve.x1) x2 \(curve.x2) at \(x)")
        }
    }

    @Test func curvesHitTheEndsAndMonotonicOnesNeverGoBack() {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<300 {
            // y control points inside [0, 1] make a monotonic curve.
            let curve = CubicBezier(
                x1: .random(in: 0...1, using: &generator), y1: .random(in: 0...1, using: &generator),
                x2: .random(in: 0...1, using: &generator), y2: .random(in: 0...1, using: &generator))
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            var previous = 0.0
            for step in 1...200 {
                let y = curve.value(at: Double(step) / 200)
                #expect(y >= previous - 1e-9, "not monotonic at \(step)")
                previous = y
            }
        }
    }

    @Test func symmetricCurveIsPointSymmetric() {
        // easeInEaseOut is symmetric about (0.5, 0.5): y(1 − x) = 1 − y(x).
        for step in 0...100 {
            let x = Double(step) / 100
            expectClose(CubicBezier.easeInEaseOut.value(at: 1 - x), 1 - CubicBezier.easeInEaseOut.value(at: x), tolerance: 1e-9)
        }
    }

    @Test func slopeMatchesFiniteDifferences() {
        for curve in [CubicBezier.easeInEaseOut, .easeIn, .easeOut, .caDefault, CubicBezier(x1: 0.3, y1: -0.5, x2: 0.6, y2: 1.6)] {
            for step in 1..<50 {
                let x = Double(step) / 50
                let h = 1e-6
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                expectClose(curve.slope(at: x), numeric, tolerance: 1e-5)
            }
        }
        // End slopes: easeInEaseOut starts and ends at rest; the CA default starts at y1/x1 = 0.4.
        expectClose(CubicBezier.easeInEaseOut.slope(at: 0), 0, tolerance: 1e-12)
        expectClose(CubicBezier.easeInEaseOut.slope(at: 1), 0, tolerance: 1e-12)
        expectClose(CubicBezier.caDefault.slope(at: 0), 0.4, tolerance: 1e-12)
    }

    @Test func inverseUndoesTheCurve() {
        let inverse = try! #require(CubicBezier.easeIn.inverse)
        for step in 1..<20 {
            let x = Double(step) / 20
            expectClose(inverse.value(at: CubicBezier.easeIn.value(at: x)), x, tolerance: 1e-8)
        }
        #expect(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.6, y2: 1.6).inverse == nil, "an overshooting curve has no inverse")
    }

    @Test func badInputIsClampedNotRendered() {
        let curve = CubicBezier(x1: -1, y1: .nan, x2: 2, y2: .infinity)
        #expect(curve.x1 == 0 && curve.x2 == 1 && curve.y1 == 0 && curve.y2 == 0)
        #expect(CubicBezier.easeIn.value(at: .nan) == 0)
        // A timing curve clamps its input to [0, 1] first: beyond the end it is at the end, however far.
        #expect(CubicBezier.linear.value(at: 1.5) == 1 && CubicBezier.linear.value(at: -0.5) == 0)
        #expect(CubicBezier.easeIn.value(at: 1e308) == 1 && CubicBezier.easeIn.value(at: .infinity) == 1)
        #expect(CubicBezier.easeIn.value(at: -1e308) == 0)
    }
}
