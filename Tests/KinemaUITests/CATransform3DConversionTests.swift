import Foundation
import KinemaCore
import Testing
@testable import KinemaLayers
@testable import KinemaUI

/// `CATransform3D` and KinemaCore's `Transform3D` carry the same sixteen entries in the same places.
@Suite("CATransform3D ↔ Transform3D")
struct CATransform3DConversionTests {
    @Test func everyEntryKeepsItsPlace() {
        // Sixteen distinct entries: a swapped pair (m12 for m21, say) would show.
        let entries = (1...16).map(Double.init)
        let core = Transform3D(rows: entries)
        let layer = CATransform3D(core)
        #expect(
            [layer.m11, layer.m12, layer.m13, layer.m14, layer.m21, layer.m22, layer.m23, layer.m24,
             layer.m31, layer.m32, layer.m33, layer.m34, layer.m41, layer.m42, layer.m43, layer.m44].map(Double.init) == entries)
        #expect(Transform3D(layer) == core)
    }

    @Test func theAffineFunctionsAgree() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3D(Transform3D(affine)) == CATransform3DMakeAffineTransform(affine))
        let m = CATransform3D(Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0))
        #expect(CATransform3DGetAffineTransform(m) == Transform3D(m).affine)
        #expect(CATransform3DIsIdentity(CATransform3D(.identity)))
        #expect(CATransform3D(.identity) == CATransform3DIdentity)
    }
}
