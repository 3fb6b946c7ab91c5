import Foundation
import KinemaCore

extension UIView {
    /// The layer's anchor, depth and 3-D transform (see `LayerGeometry`); setting it is a display change,
    /// and, as the anchor and a transform move the view, a presentation change.
    var layerGeometry: LayerGeometry {
        get { geometry ?? .standard }
        set {
            guard newValue != layerGeometry else { return }
            let zChanged = newValue.zPosition != layerGeometry.zPosition
            geometry = newValue.isStandard ? nil : newValue
            walkFields.hasLayerGeometry = geometry != nil
            presentationDidChange()
            if zChanged { superview?.noteSublayerOrderChange() }
        }
    }

    /// The anchor point in unit coordinates ((0.5, 0.5) unless the layer's was moved).
    @inline(__always)
    var anchorPoint: CGPoint {
        walkFields.hasLayerGeometry ? layerGeometry.anchorPoint : CGPoint(x: 0.5, y: 0.5)
    }

    /// The layer's transform, affine or not: the view's own (model) unless a 3-D one was set on its layer.
    var layerTransform3D: Transform3D {
        if walkFields.hasLayerGeometry, let transform = layerGeometry.transform3D { return transform }
        return Transform3D(transformModel)
    }

    /// Sets the layer's transform: an affine one is the view's `transform` (and animates as it does);
    /// any other is kept as a 3-D model value, shown at once, and the view's `transform` reads its affine
    /// part, as UIKit's does.
    func setLayerTransform3D(_ transform: Transform3D) {
        let entries = transform.rows
        guard entries.allSatisfy(\.isFinite) else { return }
        if transform.isAffine {
            if layerGeometry.transform3D != nil { layerGeometry.transform3D = nil }
            setModelTransform(transform.affine)
        } else {
            layerGeometry.transform3D = transform
        }
    }
}
