import Foundation
import KinemaCore
import KinemaLayers

/// A standalone layer among a view's layer's sublayers: drawn just below the layer of the subview
/// `below`, after any other such layers there, or above every subview when `below` is nil.
struct HostedLayer {
    let layer: CALayer
    var below: UIView?
}

/// A view's layer's sublayers: its subviews' layers with standalone layers between them, in the order
/// Core Animation keeps (`addSubview` puts the view's layer above every sublayer, `insertSubview(_:belowSubview:)`
/// just below the sibling's layer, `bringSubviewToFront` on top, `sendSubviewToBack` at the back).
extension UIView {
    /// The sublayers back to front (see `HostedLayer`).
    package var orderedSublayers: [CALayer] {
        guard !hostedLayers.isEmpty else { return subviews.map(\.layer) }
        var list: [CALayer] = []
        for subview in subviews {
            for hosted in hostedLayers where hosted.below === subview { list.append(hosted.layer) }
            list.append(subview.layer)
        }
        for hosted in hostedLayers where hosted.below == nil { list.append(hosted.layer) }
        return list
    }

    /// Puts a standalone layer at `index` among the sublayers (clamped), or just above `sibling`.
    package func hostSublayer(_ layer: CALayer, at index: Int, above sibling: CALayer?) {
        let list = orderedSublayers
        var position = min(max(0, index), list.count)
        if let sibling, let found = list.firstIndex(where: { $0 === sibling }) { position = found + 1 }
        var entry = HostedLayer(layer: layer, below: nil)
        if position < list.count {
            let next = list[position]
            if let nextView = next.backedView {
                entry.below = nextView
                hostedLayers.append(entry)
            } else if let slot = hostedLayers.firstIndex(where: { $0.layer === next }) {
                entry.below = hostedLayers[slot].below
                hostedLayers.insert(entry, at: slot)
            }
        } else {
            hostedLayers.append(entry)
        }
        layer.hostView = self
        noteSublayerOrderChange()
    }

    /// Places the standalone layers as `order` (every sublayer, back to front) has them.
    func adoptSublayerOrder(_ order: [CALayer]) {
        var hosted: [HostedLayer] = []
        var waiting: [CALayer] = []
        for layer in order {
            if let view = layer.backedView {
                hosted += waiting.map { HostedLayer(layer: $0, below: view) }
                waiting.removeAll()
            } else {
                waiting.append(layer)
            }
        }
        hostedLayers = hosted + waiting.map { HostedLayer(layer: $0, below: nil) }
        noteSublayerOrderChange()
    }

    package func unhostSublayer(_ layer: CALayer) {
        hostedLayers.removeAll { $0.layer === layer }
        layer.hostView = nil
        noteSublayerOrderChange()
    }

    /// The sublayers' order changed, or a subview's depth, or the shared `sublayerTransform`: the walk
    /// draws them in the layer tree's order, sorted by `zPosition` and under the shared transform, when
    /// there are standalone layers, depths or such a transform (`WalkFields.ordersSublayers`).
    func noteSublayerOrderChange() {
        walkFields.ordersSublayers = !hostedLayers.isEmpty || layerStorage is CAReplicatorLayer
            || (walkFields.hasLayerGeometry && !layerGeometry.sublayerTransform.isIdentity)
            || subviews.contains { $0.walkFields.hasLayerGeometry && $0.layerGeometry.zPosition != 0 }
        Self.viewDisplayChanges &+= 1
        subviewMayDrawAgain()
    }

    /// `subview` is about to leave this view: the layers drawn just below it stay where they are, below
    /// the subview after it.
    func sublayersWillLose(_ subview: UIView) {
        guard !hostedLayers.isEmpty, let index = subviews.firstIndex(where: { $0 === subview }) else { return }
        let next = index + 1 < subviews.count ? subviews[index + 1] : nil
        for slot in hostedLayers.indices where hostedLayers[slot].below === subview { hostedLayers[slot].below = next }
    }

    /// `subview` was put at `index` just below the next subview's layer (or on top): the layers that were
    /// just below that one now lie below `subview`.
    func sublayersDidGain(_ subview: UIView, at index: Int) {
        if subview.walkFields.hasLayerGeometry || walkFields.ordersSublayers { noteSublayerOrderChange() }
        guard !hostedLayers.isEmpty else { return }
        let next = index + 1 < subviews.count ? subviews[index + 1] : nil
        for slot in hostedLayers.indices where hostedLayers[slot].below === next { hostedLayers[slot].below = subview }
    }
}
