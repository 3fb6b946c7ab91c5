import Foundation
import KinemaCore

/// Core Animation's 4 × 4 transform; Kinema draws only its affine part.
public struct CATransform3D: Equatable, Sendable {
    public var m11, m12, m13, m14: CGFloat
    public var m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34: CGFloat
    public var m41, m42, m43, m44: CGFloat
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D {
    var m = CATransform3DIdentity
    (m.m11, m.m12, m.m21, m.m22, m.m41, m.m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    return m
}

public func CATransform3DGetAffineTransform(_ m: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
}

public func CATransform3DIsIdentity(_ m: CATransform3D) -> Bool { m == CATransform3DIdentity }
