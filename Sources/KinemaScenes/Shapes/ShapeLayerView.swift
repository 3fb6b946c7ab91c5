import Foundation
import KinemaLayers
import KinemaUI

/// A view showing `CAShapeLayer`s as iOS code adds them: sublayers of its layer, filling its bounds.
class ShapeLayerView: UIView {
    /// The shape layers, back to front; setting it replaces them as sublayers.
    var shapeLayers: [CAShapeLayer] = [] {
        didSet {
            for old in oldValue { old.removeFromSuperlayer() }
            for shape in shapeLayers {
                shape.frame = bounds
                layer.addSublayer(shape)
            }
        }
    }
}
