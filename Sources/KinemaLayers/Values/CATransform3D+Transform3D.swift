import Foundation
import KinemaCore

// Core Animation's matrix and KinemaCore's carry the same sixteen entries in the same layout (row
// vectors, m34 the perspective); these conversions are the seam between them (Core Animation's
// functions in `CATransform3D+Functions.swift` are Transform3D's underneath). Package access only.

extension CATransform3D {
    package init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
}

extension Transform3D {
    package init(_ t: CATransform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
}
