import Foundation
import KinemaCore

/// The parts of a layer's geometry that a view has no property of its own for: where the layer turns
/// about (`anchorPoint`, `anchorPointZ`), its depth among its siblings (`zPosition`), a transform with
/// depth or perspective, the perspective it gives its sublayers (`sublayerTransform`), and whether its
/// back shows (`isDoubleSided`). Core Animation's defaults; plain model values (on iOS only Core
/// Animation's explicit animations move them), so a change shows at once.
package struct LayerGeometry: Sendable, Equatable {
    /// Unit coordinates of the bounds: (0.5, 0.5), the centre, by default.
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var zPosition: CGFloat = 0
    /// Whether a view's layer transform is its 3-D track's (`UIView.transform3DTrack`): set once a
    /// transform that is not affine (a turn about x or y, a depth, `m34`) is given to the layer, until
    /// the view's own affine `transform` is set again.
    package var usesTransform3D = false
    package var sublayerTransform = Transform3D.identity
    package var isDoubleSided = true
    /// The corners `cornerRadius` rounds (all four by default) and how they curve.
    package var maskedCorners = CACornerMask.all
    package var cornerCurve = CALayerCornerCurve.circular

    /// The corners' shape as the canvas draws it.
    package var cornerShape: CornerShape { CornerShape(corners: maskedCorners, curve: cornerCurve) }

    package static let standard = LayerGeometry()

    /// Whether the layer turns about its centre with no depth: a view then needs none of this.
    package var isStandard: Bool { self == .standard }

    /// The anchor point as kept: NaN and infinite coordinates keep the old value (iOS would draw
    /// nothing; a program must not die for it here either).
    package static func anchorPoint(_ point: CGPoint, replacing old: CGPoint) -> CGPoint {
        point.x.isFinite && point.y.isFinite ? point : old
    }
}

extension Transform3D {
    /// The flat part of a transform, when it has no perspective and maps z = 0 into x and y alone:
    /// then a layer is drawn as an affine one (a depth it moves by, without perspective, changes only
    /// the order among its siblings).
    package var flatAffine: CGAffineTransform? {
        guard m14 == 0, m24 == 0, m44 == 1 else { return nil }
        return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}
