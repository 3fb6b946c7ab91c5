import Foundation
import KinemaLayers
import KinemaUI

/// A progress ring as iOS tutorials build one: a grey track and a coloured ring, each a `CAShapeLayer`
/// with the same circular `UIBezierPath` (from the top, clockwise), round caps, no fill; `progress` is
/// the ring's `strokeEnd`.
final class ProgressRingView: ShapeLayerView {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    /// 0…1: how much of the ring is drawn.
    var progress: CGFloat {
        get { progressLayer.strokeEnd }
        set { progressLayer.strokeEnd = newValue }
    }

    init(frame: CGRect, lineWidth: CGFloat) {
        super.init(frame: frame)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        let circle = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for (layer, color) in [(trackLayer, UIColor.systemGray5), (progressLayer, UIColor.systemBlue)] {
            layer.path = circle.cgPath
            layer.strokeColor = color.cgColor
            layer.fillColor = UIColor.clear.cgColor
            layer.lineWidth = lineWidth
            layer.lineCap = .round
        }
        progressLayer.strokeEnd = 0
        shapeLayers = [trackLayer, progressLayer]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
