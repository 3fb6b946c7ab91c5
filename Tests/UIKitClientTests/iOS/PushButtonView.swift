//
//  PushButtonView.swift
//  Custom drawing as Core Graphics tutorials write it: a round button drawn with UIBezierPath in
//  draw(_:), a graph panel with a clipped gradient drawn with the context, and a badge image made
//  once with UIGraphicsImageRenderer.
//

import UIKit

class PushButtonView: UIButton {

    var fillColor: UIColor = .systemGreen
    var isAddButton = true

    private struct Constants {
        static let plusLineWidth: CGFloat = 3.0
        static let plusButtonScale: CGFloat = 0.6
        static let halfPointShift: CGFloat = 0.5
    }

    private var halfWidth: CGFloat {
        return bounds.width / 2
    }

    private var halfHeight: CGFloat {
        return bounds.height / 2
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(ovalIn: rect)
        fillColor.setFill()
        path.fill()

        let plusWidth = min(bounds.width, bounds.height) * Constants.plusButtonScale
        let halfPlusWidth = plusWidth / 2

        let plusPath = UIBezierPath()
        plusPath.lineWidth = Constants.plusLineWidth

        plusPath.move(to: CGPoint(
            x: halfWidth - halfPlusWidth + Constants.halfPointShift,
            y: halfHeight + Constants.halfPointShift))
        plusPath.addLine(to: CGPoint(
            x: halfWidth + halfPlusWidth + Constants.halfPointShift,
            y: halfHeight + Constants.halfPointShift))

        if isAddButton {
            plusPath.move(to: CGPoint(
                x: halfWidth + Constants.halfPointShift,
                y: halfHeight - halfPlusWidth + Constants.halfPointShift))
            plusPath.addLine(to: CGPoint(
                x: halfWidth + Constants.halfPointShift,
                y: halfHeight + halfPlusWidth + Constants.halfPointShift))
        }

        UIColor.white.setStroke()
        plusPath.stroke()
    }
}

class GraphPanelView: UIView {

    var startColor: UIColor = .red
    var endColor: UIColor = .orange

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8.0, height: 8.0))
        path.addClip()

        guard let context = UIGraphicsGetCurrentContext() else {
            return
        }
        let colors = [startColor.cgColor, endColor.cgColor]
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let colorLocations: [CGFloat] = [0.0, 1.0]

        guard let gradient = CGGradient(colorsSpace: colorSpace, colors: colors as CFArray, locations: colorLocations) else {
            return
        }

        let startPoint = CGPoint.zero
        let endPoint = CGPoint(x: 0, y: bounds.height)
        context.drawLinearGradient(gradient, start: startPoint, end: endPoint, options: [])

        context.saveGState()
        context.translateBy(x: 20, y: bounds.height / 2)
        context.rotate(by: -.pi / 4)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 40, y: 0))
        context.strokePath()
        context.restoreGState()

        let title = "Graph" as NSString
        title.draw(at: CGPoint(x: 8, y: 8), withAttributes: [
            .font: UIFont.boldSystemFont(ofSize: 14),
            .foregroundColor: UIColor.white,
        ])
    }
}

class BadgeViewController: UIViewController {

    let pushButton = PushButtonView(frame: CGRect(x: 145, y: 500, width: 100, height: 100))
    let graphPanel = GraphPanelView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    let badgeView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(graphPanel)
        view.addSubview(pushButton)

        badgeView.frame = CGRect(x: 20, y: 320, width: 64, height: 64)
        badgeView.image = makeBadge(count: 7)
        view.addSubview(badgeView)
    }

    func makeBadge(count: Int) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32))
        return renderer.image { ctx in
            let rect = CGRect(x: 0, y: 0, width: 32, height: 32)
            ctx.cgContext.setFillColor(UIColor.systemRed.cgColor)
            ctx.cgContext.fillEllipse(in: rect)
            ctx.cgContext.setStrokeColor(UIColor.white.cgColor)
            ctx.cgContext.setLineWidth(2)
            ctx.cgContext.strokeEllipse(in: rect.insetBy(dx: 1, dy: 1))
            let text = "\(count)"
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 16),
                .foregroundColor: UIColor.white,
            ]
            text.draw(at: CGPoint(x: 11, y: 6), withAttributes: attributes)
        }
    }
}
