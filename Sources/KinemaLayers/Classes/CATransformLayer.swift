import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's transform layer: a true 3-D hierarchy. Its sublayers are not flattened into its
/// plane; each is placed in its superlayer's space through the transform layer's own transform (and
/// `sublayerTransform`), so the faces of a cube or the two sides of a card each keep their depth.
///
/// As Apple documents: only the sublayers are drawn (the layer's background, contents, border and
/// shadow are ignored, and so are `mask` and `masksToBounds`); `opacity` applies to each sublayer on its
/// own (no compositing group); `hitTest(_:)` finds nothing in it, having no plane to map a point into.
/// Kinema orders the sublayers back to front by the depth of their centres (the painter's rule): faces
/// that cut through each other are not split.
open class CATransformLayer: CALayer {}

extension CALayer {
    /// Appends a transform layer's sublayers, each in the 3-D space of its superlayer: `matrix` (the
    /// transform layer's bounds → its superlayer's, perspective included) after its `sublayerTransform`
    /// becomes the sublayers' shared transform, and they are drawn farthest first.
    @MainActor
    package func displayInSpace(into canvas: inout DisplayCanvas, matrix: Transform3D, values: Snapshot, parent: LayerParent, opacity: Double, time: Double) {
        let space = Transform3D.sublayer(values.geometry.sublayerTransform, bounds: values.bounds, anchorPoint: values.geometry.anchorPoint)
            .concatenating(matrix)
        let inner = LayerParent(transform: parent.transform, opacity: opacity, sublayerTransform: space)
        for child in Self.farthestFirst(children, in: space) {
            child.display(into: &canvas, parent: inner, time: time)
        }
    }

    /// `layers` ordered by the depth of their centres under `space` (smaller z is farther from the
    /// viewer, who looks down −z), those at equal depth in their own order.
    package static func farthestFirst(_ layers: [CALayer], in space: Transform3D) -> [CALayer] {
        let depths = layers.map { layer -> Double in
            let values = layer.currentValues
            let matrix = values.toSuperlayer.concatenating(space)
            let centre = matrix.applying(x: values.bounds.midX, y: values.bounds.midY, z: 0)
            return centre.w > 0 ? centre.z / centre.w : -.infinity
        }
        return layers.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { layers[$0] }
    }
}
