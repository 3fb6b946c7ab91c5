import Foundation
import Testing
@testable import KinemaCore

@Suite("Animatable values")
struct AnimatableTests {
    @Test func vectorArithmetic() {
        #expect(CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4) == CGPoint(x: 4, y: 6))
        #expect(CGSize(width: 5, height: 6) - CGSize(width: 1, height: 2) == CGSize(width: 4, height: 4))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).scaled(by: 2) == CGRect(x: 2, y: 4, width: 6, height: 8))
        #expect(CGPoint(x: 3, y: 4).vectorMagnitude == 5)
        #expect(CGRect(x: 1, y: 1, width: 1, height: 1).vectorMagnitude == 2)
        #expect((-2.5).vectorMagnitude == 2.5)
        #expect(CGFloat(-3).vectorMagnitude == 3)
        let color = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color - color == .zero)
        #expect(RGBAColor(red: 0.3, green: 0.4, blue: 0, alpha: 0).vectorMagnitude == 0.5)
    }

    @Test func linearInterpolation() {
        let from = CGRect(x: 0, y: 0, width: 100, height: 50)
        let to = CGRect(x: 100, y: 20, width: 50, height: 50)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        #expect(from.interpolated(to: to, fraction: 0.5) == CGRect(x: 50, y: 10, width: 75, height: 50))
        // Springs overshoot: fractions beyond 1 extrapolate.
        expectClose(CGFloat(0).interpolated(to: 100, fraction: 1.1), 110, tolerance: 1e-12)
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let clearBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
        #expect(red.interpolated(to: clearBlue, fraction: 0.25) == RGBAColor(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
    }

    @Test func colourHexAndClamping() {
        let color = RGBAColor(hex: 0xFF3B30)
        expectClose(color.red, 1, tolerance: 1e-12)
        expectClose(color.green, 59.0 / 255, tolerance: 1e-12)
        expectClose(color.blue, 48.0 / 255, tolerance: 1e-12)
        #expect(RGBAColor(red: 1.2, green: -0.1, blue: .nan, alpha: 0.5).clamped() == RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func transformInterpolatesRotationNotEntries() {
        // Entry-wise, identity → rotation(π) passes through the zero matrix at 0.5.
        // By decomposition it is a quarter turn at scale 1.
        let half = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi), fraction: 0.5)
        let parts = half.decomposed
        expectClose(Swift.abs(parts.rotation), .pi / 2, tolerance: 1e-12)
        expectClose(parts.scaleX, 1, tolerance: 1e-12)
        expectClose(parts.scaleY, 1, tolerance: 1e-12)
        expectClose(half.determinant, 1, tolerance: 1e-12)
    }

    @Test func transformRotationNeverShrinks() {
        // Law: between two pure rotations (any angles) every intermediate transform is a rotation:
        // determinant 1, and the angle moves monotonically the short way round.
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let angleA = Double.random(in: -Double.pi...Double.pi, using: &generator)
            let angleB = Double.random(in: -Double.pi...Double.pi, using: &generator)
            let a = CGAffineTransform(rotationAngle: angleA)
            let b = CGAffineTransform(rotationAngle: angleB)
            var delta = angleB - angleA
            if delta > .pi { delta -= 2 * .pi }
            if delta < -.pi { delta += 2 * .pi }
            for step in 0...10 {
                let f = Double(step) / 10
                let t = a.interpolated(to: b, fraction: f)
                expectClose(t.determinant, 1, tolerance: 1e-9)
                let expected = CGAffineTransform(rotationAngle: angleA + delta * f)
                expectClose(t.a, Double(expected.a), tolerance: 1e-9)
                expectClose(t.b, Double(expected.b), tolerance: 1e-9)
            }
        }
    }

    @Test func transformInterpolatesScaleAndTranslationLinearly() {
        let from = CGAffineTransform.identity
        let to = CGAffineTransform(scaleX: 0.8, y: 0.8).concatenating(CGAffineTransform(translationX: 10, y: -20))
        let mid = from.interpolated(to: to, fraction: 0.5)
        expectClose(mid.a, 0.9, tolerance: 1e-12)
        expectClose(mid.d, 0.9, tolerance: 1e-12)
        expectClose(mid.tx, 5, tolerance: 1e-12)
        expectClose(mid.ty, -10, tolerance: 1e-12)
        // A slide-in (pure translation) is exact.
        let slide = CGAffineTransform(translationX: -150, y: 0).interpolated(to: .identity, fraction: 0.25)
        #expect(slide == CGAffineTransform(translationX: -112.5, y: 0))
    }

    @Test func transformEndpointsAreExact() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<100 {
            let a = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &generator)).scaledBy(x: 2, y: 0.5)
            let b = CGAffineTransform(scaleX: .random(in: 0.5...2, using: &generator), y: 1).translatedBy(x: 4, y: 2)
            let start = a.interpolated(to: b, fraction: 0)
            let end = a.interpolated(to: b, fraction: 1)
            for (x, y) in [(start.a, a.a), (start.b, a.b), (start.c, a.c), (start.d, a.d), (end.a, b.a), (end.d, b.d), (end.tx, b.tx)] {
                expectClose(x, Double(y), tolerance: 1e-9)
            }
        }
    }
}
