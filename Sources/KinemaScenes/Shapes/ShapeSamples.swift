import Foundation
import KinemaLayers
import KinemaUI

/// Small layers under the ring, each showing one more thing a `CAShapeLayer` strokes or fills —
/// dashes marching round a circle, a star filled by the even-odd rule, a zigzag's miter joins — and a
/// `CAGradientLayer`'s conic colour wheel.
@MainActor
enum ShapeSamples {
    /// The samples in boxes `side` points across: their views and captions.
    static func make(side: CGFloat) -> [(view: ShapeLayerView, caption: String)] {
        let box = CGRect(x: 0, y: 0, width: side, height: side)
        let dashes = CAShapeLayer()
        dashes.path = UIBezierPath(ovalIn: box.insetBy(dx: 6, dy: 6)).cgPath
        dashes.fillColor = nil
        dashes.strokeColor = UIColor.systemOrange.cgColor
        dashes.lineWidth = 4
        dashes.lineDashPattern = [8, 5]
        let star = CAShapeLayer()
        star.path = pentagram(in: box.insetBy(dx: 4, dy: 4)).cgPath
        star.fillColor = UIColor.systemPurple.cgColor
        star.fillRule = .evenOdd
        let zigzag = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 8, y: side * 0.7))
        for index in 1...4 { path.addLine(to: CGPoint(x: 8 + CGFloat(index) * (side - 16) / 4, y: side * (index % 2 == 1 ? 0.3 : 0.7))) }
        zigzag.path = path.cgPath
        zigzag.fillColor = nil
        zigzag.strokeColor = UIColor.systemGreen.cgColor
        zigzag.lineWidth = 8
        zigzag.lineJoin = .miter
        var samples = [(dashes, "dashes"), (star, "even-odd"), (zigzag, "miter joins")].map { layer, caption in
            let view = ShapeLayerView(frame: box)
            view.shapeLayers = [layer]
            return (view, caption)
        }
        let wheel = ShapeLayerView(frame: box)
        wheel.layer.addSublayer(ShapeGradients.wheel(side: side))
        samples.append((wheel, "conic"))
        return samples
    }

    /// A five-pointed star drawn in one stroke through every second point.
    static func pentagram(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let radius = min(rect.width, rect.height) / 2
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
            let point = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }
}
