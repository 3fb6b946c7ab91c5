import Foundation
import Testing
import UIKit

/// Transforms boxed in `NSValue`, as keyframe values and `fromValue`/`toValue` take them in iOS code:
/// what goes in comes back, equal boxes are equal, and a box of something else reads as the identity.
@Suite struct PastedValueTests {
    @Test func aTransformComesBackAsItWentIn() {
        var turned = CATransform3DIdentity
        turned.m34 = -1.0 / 500
        turned = CATransform3DRotate(turned, .pi / 3, 0, 1, 0)
        turned = CATransform3DTranslate(turned, 12.5, -3, 40)
        let boxed = NSValue(caTransform3D: turned)
        #expect(boxed.caTransform3DValue == turned)
        #expect(boxed == NSValue(caTransform3D: turned), "two boxes of one transform are equal")
        #expect(boxed != NSValue(caTransform3D: CATransform3DIdentity))
        #expect(MemoryLayout<CATransform3D>.size == 16 * MemoryLayout<Double>.size, "sixteen doubles, as boxed")

        let affine = CGAffineTransform(a: 0.5, b: 1, c: -1, d: 0.5, tx: 20, ty: -7.25)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(MemoryLayout<CGAffineTransform>.size == 6 * MemoryLayout<Double>.size, "six doubles, as boxed")
    }

    @Test func aBoxOfSomethingElseReadsAsTheIdentity() {
        let point = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        #expect(point.caTransform3DValue == CATransform3DIdentity)
        #expect(point.cgAffineTransformValue == .identity)
        #expect(NSValue(cgAffineTransform: .identity).caTransform3DValue == CATransform3DIdentity)
    }
}
