import Foundation
import Testing
@testable import KinemaCore

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test func constructorsMatchCoreGraphicsLayout() {
        let translation = CGAffineTransform(translationX: 3, y: -4)
        #expect(translation == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
        let scale = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(scale == CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(rotation.a, 0, tolerance: 1e-15)
        expectClose(rotation.b, 1, tolerance: 1e-15)
        expectClose(rotation.c, -1, tolerance: 1e-15)
        expectClose(rotation.d, 0, tolerance: 1e-15)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!translation.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func rotationTurnsXTowardY() {
        // CoreGraphics: rotating (1, 0) by +90° gives (0, 1).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(p.x, 0, tolerance: 1e-15)
        expectClose(p.y, 1, tolerance: 1e-15)
    }

    @Test func concatenationAppliesLeftFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // scale, then move: (1, 1) → (2, 2) → (12, 2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // move, then scale: (1, 1) → (11, 1) → (22, 2)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func builderMethodsPrependAsCoreGraphicsDoes() {
        // CGAffineTransform.translatedBy applies the translation *before* the receiver.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 7)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 21))
        let s = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 10))
        let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        let p = CGPoint(x: 1, y: 0).applying(r)
        expectClose(p.x, 4, tolerance: 1e-12)
        expectClose(p.y, 0, tolerance: 1e-12)
    }

    @Test func inverseUndoes() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let t = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &generator))
                .scaledBy(x: .random(in: 0.2...3, using: &generator), y: .random(in: 0.2...3, using: &generator))
                .translatedBy(x: .random(in: -50...50, using: &generator), y: .random(in: -50...50, using: &generator))
            let p = CGPoint(x: .random(in: -100...100, using: &generator), y: .random(in: -100...100, using: &generator))
            let back = p.applying(t).applying(t.inverted())
            expectClose(back.x, Double(p.x), tolerance: 1e-9)
            expectClose(back.y, Double(p.y), tolerance: 1e-9)
        }
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular, "CoreGraphics returns a singular matrix unchanged")
    }

    @Test func rectApplyingGivesBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: 5)) == CGRect(x: 5, y: 5, width: 20, height: 10))
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(rotated.minX, -10, tolerance: 1e-12)
        expectClose(rotated.minY, 0, tolerance: 1e-12)
        expectClose(rotated.width, 10, tolerance: 1e-12)
        expectClose(rotated.height, 20, tolerance: 1e-12)
    }

    /// Scale and translation take the short path: it must give the four corners' bounding box, as the
    /// general path does, for flips (negative scales) and rectangles given with negative sizes.
    @Test func rectApplyingWithoutRotationIsTheCornersBoundingBox() {
        var generator = SplitMix64(seed: 26)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        for _ in 0..<500 {
            let rect = CGRect(x: number(-100...100), y: number(-100...100), width: number(-50...50), height: number(-50...50))
            let t = CGAffineTransform(a: number(-3...3), b: 0, c: 0, d: number(-3...3), tx: number(-20...20), ty: number(-20...20))
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { $0.applying(t) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let box = rect.applying(t)
            expectClose(box.minX, xs.min()!, tolerance: 1e-9)
            expectClose(box.maxX, xs.max()!, tolerance: 1e-9)
            expectClose(box.minY, ys.min()!, tolerance: 1e-9)
            expectClose(box.maxY, ys.max()!, tolerance: 1e-9)
        }
    }

    @Test func decompositionRoundTrips() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let t = CGAffineTransform(
                a: .random(in: -3...3, using: &generator), b: .random(in: -3...3, using: &generator),
                c: .random(in: -3...3, using: &generator), d: .random(in: -3...3, using: &generator),
                tx: .random(in: -100...100, using: &generator), ty: .random(in: -100...100, using: &generator))
            guard Swift.abs(t.determinant) > 1e-3 else { continue }
            let back = CGAffineTransform(t.decomposed)
            for (x, y) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
                expectClose(x, Double(y), tolerance: 1e-9)
            }
        }
    }

    @Test func decompositionReadsTheParts() {
        // Scale first, then rotate, then translate: the order the decomposition uses.
        let canonical = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(rotationAngle: 0.5))
            .concatenating(CGAffineTransform(translationX: 4, y: 5))
        let parts = canonical.decomposed
        expectClose(parts.scaleX, 2, tolerance: 1e-12)
        expectClose(parts.scaleY, 3, tolerance: 1e-12)
        expectClose(parts.rotation, 0.5, tolerance: 1e-12)
        expectClose(parts.shear, 0, tolerance: 1e-12)
        expectClose(parts.translationX, 4, tolerance: 1e-12)
        expectClose(parts.translationY, 5, tolerance: 1e-12)
        // A horizontal flip is a negative x scale, not a half turn.
        let flip = CGAffineTransform(scaleX: -1, y: 1).decomposed
        expectClose(flip.scaleX, -1, tolerance: 1e-12)
        expectClose(flip.scaleY, 1, tolerance: 1e-12)
        expectClose(flip.rotation, 0, tolerance: 1e-12)
    }

    @Test func freeFunctionSpellingsMatch() {
        #expect(CGAffineTransformMakeTranslation(-150, 0) == CGAffineTransform(translationX: -150, y: 0))
        #expect(CGAffineTransformMakeScale(2, 3) == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGAffineTransformMakeRotation(1) == CGAffineTransform(rotationAngle: 1))
        #expect(CGAffineTransformIdentity == .identity)
    }

    /// A move or a positive scale takes `decomposed`'s shortcut, which gives the general split's parts
    /// bit for bit (rotation and shear compared as numbers: the general split may give −0), wherever a²
    /// neither overflows nor underflows; mirrored, rotated or sheared transforms take the general split.
    @Test func movesAndScalesDecomposeAsTheGeneralSplitDoes() {
        var generator = SplitMix64(seed: 26)
        var transforms: [CGAffineTransform] = [.identity, CGAffineTransform(translationX: 0, y: 86.8), CGAffineTransform(scaleX: 1e-150, y: 1e150)]
        for _ in 0..<2000 {
            let a = Double.random(in: 1e-6...50, using: &generator), d = Double.random(in: 1e-6...50, using: &generator)
            let tx = Double.random(in: -1e4...1e4, using: &generator), ty = Double.random(in: -1e4...1e4, using: &generator)
            transforms.append(CGAffineTransform(a: CGFloat(a), b: 0, c: 0, d: CGFloat(d), tx: CGFloat(tx), ty: CGFloat(ty)))
        }
        for t in transforms {
            let quick = t.decomposed, general = t.generallyDecomposed
            #expect(quick.scaleX.bitPattern == general.scaleX.bitPattern && quick.scaleY.bitPattern == general.scaleY.bitPattern, "\(t)")
            #expect(quick.translationX == general.translationX && quick.translationY == general.translationY)
            #expect(quick.rotation == general.rotation && quick.shear == general.shear)
        }
        // Where a² underflows the general split loses the scale; the shortcut keeps it.
        #expect(CGAffineTransform(scaleX: 1e-300, y: 1).generallyDecomposed.scaleX == 0)
        #expect(CGAffineTransform(scaleX: 1e-300, y: 1).decomposed.scaleX == 1e-300)
        // Not a move or a positive scale: the general split, whatever it gives.
        for t in [CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(rotationAngle: 0.3), CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)] {
            #expect(t.decomposed == t.generallyDecomposed)
            #expect(t.decomposed.rotation != 0 || t.decomposed.shear != 0 || t.decomposed.scaleX < 0)
        }
    }
}
