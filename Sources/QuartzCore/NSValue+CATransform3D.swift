import Foundation
import KinemaLayers

// Core Animation's NSValue addition: a 3-D transform boxed, as keyframe values and an animation's
// `fromValue`/`toValue` take it. Linux's NSValue boxes no structs, only numbers and C arrays of them, so
// a transform is boxed as its sixteen numbers, m11 to m44 by rows (`objCType` "[16d]"; Apple's names the
// struct, "{CATransform3D=dddddddddddddddd}"); two boxes of the same transform are equal, as on iOS.
extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
        var transform = t
        self.init(bytes: &transform, objCType: NSValue.caTransform3DType)
    }

    /// The boxed transform; the identity when the value holds something else (iOS reads its bytes as
    /// they are).
    public var caTransform3DValue: CATransform3D {
        unboxed(NSValue.caTransform3DType, or: CATransform3DIdentity)
    }

    /// The numbers boxed under `encoding` read back as a `T`, or `fallback` when the box holds something
    /// else (the transforms' boxes, here and in UIKit's `cgAffineTransformValue`).
    package func unboxed<T>(_ encoding: String, or fallback: T) -> T {
        var value = fallback
        guard String(cString: objCType) == encoding else { return value }
        withUnsafeMutableBytes(of: &value) { getValue($0.baseAddress!) }
        return value
    }

    /// Sixteen doubles (`CGFloat` is a double on 64-bit Linux, as `MemoryLayout` confirms in the tests).
    static let caTransform3DType = "[16d]"
}
