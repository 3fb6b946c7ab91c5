import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

/// How the walk draws what a view's layer adds to the view: standalone sublayers among the subviews,
/// depths (`zPosition`), a moved anchor point, 3-D transforms and a shared `sublayerTransform`.
extension UIView {
    /// The subviews and standalone layers in the layer tree's order, sorted by depth (see
    /// `WalkFields.ordersSublayers`); subviews are not culled on this path (it is taken by few views).
    /// A view backed by a replicator draws them once per copy.
    func displaySublayers(into canvas: inout DisplayCanvas, bounds: CGRect, transform: CGAffineTransform, opacity: Double, time: Double) {
        let parent = LayerParent(transform: transform, opacity: opacity, sublayerTransform: sublayerTransform(bounds: bounds))
        guard let replicator = layerStorage as? CAReplicatorLayer else { return displaySublayersOnce(into: &canvas, parent: parent, time: time) }
        replicator.replicate(into: &canvas, parent: parent) { canvas, copy, _ in
            displaySublayersOnce(into: &canvas, parent: copy, time: time)
        }
    }

    private func displaySublayersOnce(into canvas: inout DisplayCanvas, parent: LayerParent, time: Double) {
        for layer in CALayer.byDepth(orderedSublayers) {
            if let view = layer.backedView {
                canvas.sharedSublayerTransform = parent.sublayerTransform
                view.display(into: &canvas, parentTransform: parent.transform, parentOpacity: parent.opacity, time: time)
                canvas.sharedSublayerTransform = nil
            } else {
                layer.display(into: &canvas, parent: parent, time: time)
            }
        }
    }

    /// The layer's `sublayerTransform` about its anchor point, nil when it is the identity.
    func sublayerTransform(bounds: CGRect) -> Transform3D? {
        guard walkFields.hasLayerGeometry else { return nil }
        let geometry = layerGeometry
        guard !geometry.sublayerTransform.isIdentity else { return nil }
        return Transform3D.sublayer(geometry.sublayerTransform, bounds: bounds, anchorPoint: geometry.anchorPoint)
    }

    /// A view placed through its layer's 3-D geometry: its 3-D transform about the anchor point (or its
    /// affine one), its depth, and its superview's shared `sublayerTransform`. A layer turned away with
    /// `isDoubleSided` false draws nothing.
    func displayInDepth(
        into canvas: inout DisplayCanvas, presented: PresentedValues, parentTransform: CGAffineTransform, opacity: Double,
        shared: Transform3D?, time: Double
    ) -> DisplayOutcome {
        let (geometry, transform3D) = presentedDepth(at: time)
        let bounds = presented.bounds
        let anchor = CGPoint(x: bounds.minX + bounds.width * geometry.anchorPoint.x, y: bounds.minY + bounds.height * geometry.anchorPoint.y)
        var matrix = Transform3D.layer(
            bounds: bounds, position: anchor.applying(presented.toSuperview),
            anchorPoint: geometry.anchorPoint, transform: transform3D,
            anchorPointZ: geometry.anchorPointZ, zPosition: geometry.zPosition)
        if let shared { matrix = matrix.concatenating(shared) }
        if !geometry.isDoubleSided, matrix.showsFront(of: bounds) == false { return .drawn }
        canvas.drawing(matrix, in: bounds, parentTransform: parentTransform) { canvas, transform in
            guard hasMask else { return displayBody(into: &canvas, presented: presented, transform: transform, opacity: opacity, time: time) }
            layer.drawMasked(into: &canvas, transform: transform, time: time) { canvas in
                displayBody(into: &canvas, presented: presented, transform: transform, opacity: opacity, time: time)
            }
        }
        return .drawn
    }
}
