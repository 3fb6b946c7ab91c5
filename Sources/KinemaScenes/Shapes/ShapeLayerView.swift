import Foundation
import KinemaUI

/// A view that shows `CAShapeLayer`s over its background, in its bounds' coordinates.
///
/// Until Kinema draws standalone layers through the layer tree (`addSublayer`), the view draws its
/// shape layers itself: `draw(in:bounds:time:)` hands its canvas to each layer's `drawContents`.
class ShapeLayerView: UIView {
    var shapeLayers: [CAShapeLayer] = []

    override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        for layer in shapeLayers { layer.drawContents(in: &canvas, bounds: bounds) }
    }
}
