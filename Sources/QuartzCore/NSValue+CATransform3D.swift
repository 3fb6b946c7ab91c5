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
}
