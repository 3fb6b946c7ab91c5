import Foundation
import KinemaCore
import KinemaLayers

extension UIView {
    /// The layer's anchor, depth and 3-D transform (see `LayerGeometry`); setting it is a display change,
    /// and, as the anchor and a transform move the view, a presentation change.
    package var layerGeometry: LayerGeometry {
        get { geometry ?? .standard }
        set {
            guard newValue != layerGeometry else { return }
            let zChanged = newValue.zPosition != layerGeometry.zPosition
            let sharedChanged = newValue.sublayerTransform != layerGeometry.sublayerTransform
            geometry = newValue.isStandard ? nil : newValue
            walkFields.hasLayerGeometry = geometry != nil || hasMask || hasExplicitAnimations
            presentationDidChange()
            if zChanged { superview?.noteSublayerOrderChange() }
            if sharedChanged { noteSublayerOrderChange() }
        }
    }

    /// The corners the corner radius rounds and how they curve (four circular ones unless the layer's
    /// `maskedCorners` or `cornerCurve` say otherwise).
    @inline(__always)
    var cornerShape: CornerShape {
        walkFields.hasLayerGeometry ? layerGeometry.cornerShape : .plain
    }

    /// The anchor point in unit coordinates ((0.5, 0.5) unless the layer's was moved).
    @inline(__always)
    var anchorPoint: CGPoint {
        walkFields.hasLayerGeometry ? layerGeometry.anchorPoint : CGPoint(x: 0.5, y: 0.5)
    }

    /// The layer's transform, affine or not: the 3-D track's model once the layer has one in use, else
    /// the view's own (affine) transform.
    package var layerTransform3D: Transform3D {
        if walkFields.hasLayerGeometry, layerGeometry.usesTransform3D { return transform3DTrack.model }
        return Transform3D(transformModel)
    }

    /// The layer's transform on screen at `time`.
    func presentationTransform3D(at time: Double) -> Transform3D {
        if walkFields.hasLayerGeometry, layerGeometry.usesTransform3D { return transform3DTrack.presentation(at: time) }
        return Transform3D(presentationTransform(at: time))
    }

    /// The layer's 3-D transform and its animations, made the first time it is needed (a view that
    /// never turns in depth carries no seventh track).
    var transform3DTrack: PropertyTrack<Transform3D> {
        if let transform3DTrackStorage { return transform3DTrackStorage }
        let track = PropertyTrack<Transform3D>(Transform3D(transformModel), kind: .layerTransform)
        track.owner = self
        transform3DTrackStorage = track
        return track
    }

    /// Sets the layer's transform. One that is not affine (or any, once the layer turns in depth) goes to
    /// the 3-D track, which a block animates as Core Animation does, by decomposition: a flip passes
    /// edge-on. An affine one on a flat layer is the view's `transform`. The view's `transform` then
    /// reads the affine part, as UIKit's does.
    package func setLayerTransform3D(_ transform: Transform3D) {
        guard transform.rows.allSatisfy(\.isFinite) else { return }
        if !layerGeometry.usesTransform3D, transform.isAffine { return setModelTransform(transform.affine) }
        let track = transform3DTrack
        if !layerGeometry.usesTransform3D {
            track.model = Transform3D(transformModel)
            layerGeometry.usesTransform3D = true
        }
        record(track, transform, additive: false, keyPath: \.transform3DTrack)
    }

    /// The view's own `transform` was set: the layer is flat again, its transform the view's.
    func leaveTransform3D() {
        guard walkFields.hasLayerGeometry, layerGeometry.usesTransform3D else { return }
        transform3DTrackStorage?.removeAll()
        layerGeometry.usesTransform3D = false
    }
}
