import Foundation
import KinemaCore
import Testing
@testable import KinemaLayers

/// `CAMediaTimingFunction`: the predefined curves' control points as Core Animation hands them back
/// (`getControlPoint(at:values:)`, iOS SDK; its header: "the points defining the Bezier curve are
/// [(0,0), c1, c2, (1,1)]"), and the curve's values against the Bézier solved independently here.
@Suite("Media timing functions")
struct MediaTimingFunctionTests {
    static func points(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [-9, -9]
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return values
        }
    }

    @Test func predefinedCurvesHaveCoreAnimationsControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, controls) in expected {
            let points = Self.points(CAMediaTimingFunction(name: name))
            #expect(points == [[0, 0], [controls[0], controls[1]], [controls[2], controls[3]], [1, 1]], "\(name.rawValue)")
        }
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
    }

    @Test func anIndexPastTheFourPointsWritesNothing() {
        var values: [Float] = [-9, -9]
        values.withUnsafeMutableBufferPointer { CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: $0.baseAddress!) }
        #expect(values == [-9, -9])
    }

    /// y at x on the Bézier through (0,0), c1, c2, (1,1), found by bisecting the parameter (x grows
    /// with it when both control x's lie in 0…1): an independent reference for the core's solver.
    static func reference(_ c: [Double], at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if coordinate(c[0], c[2], mid) < x { low = mid } else { high = mid }
        }
        return coordinate(c[1], c[3], (low + high) / 2)
    }

    @Test func theCurveIsTheBezierOfItsControlPoints() {
        let cases: [(CAMediaTimingFunctionName, [Double])] = [
            (.default, [0.25, 0.1, 0.25, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        ]
        for (name, controls) in cases {
            // The Float control points, as Core Animation keeps them.
            let stored = controls.map { Double(Float($0)) }
            let function = CAMediaTimingFunction(name: name)
            for x in stride(from: 0.0, through: 1.0, by: 0.05) {
                #expect(abs(function.value(at: x) - Self.reference(stored, at: x)) < 1e-7, "\(name.rawValue) at \(x)")
            }
        }
        // Symmetric about the middle, ease-in-ease-out is halfway at half time (within 1e-7: 0.42 and 0.58
        // as floats do not add up to 1 exactly); linear is the identity.
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5) - 0.5) < 1e-7)
        #expect(CAMediaTimingFunction(name: .linear).value(at: 0.3) == 0.3)
    }

    @Test func anUnknownNameIsTheDefaultCurve() {
        let unknown = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        #expect(unknown == CAMediaTimingFunction(name: .default))
    }
}
