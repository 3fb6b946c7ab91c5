import Foundation
import KinemaCore
import KinemaLayers
import KinemaUI

/// The explicit-animations scene's six panels (see `ExplicitScene`), each built and animated the way an
/// iOS tutorial builds it.
final class ExplicitViewController: UIViewController {
    struct Timings {
        var flip, ring, path, springDuration, bounce, dotDelay: Double
    }

    let card = UIView()
    let ring = CAShapeLayer()
    let track = CAShapeLayer()
    let arrow = CAShapeLayer()
    let loader = CAReplicatorLayer()
    let dot = CALayer()
    let note = UILabel()
    /// The spring race's three runners and their lane names.
    let runners = [UIView(), UIView(), UIView()]
    let lanes = ["CASpringAnimation", "UIView.animate", "UIViewPropertyAnimator"]
    var captions: [UILabel] = []
    /// Where the path panel's arrow travels, in the view's coordinates.
    var arrowPath = UIBezierPath()
    var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 14
        card.accessibilityIdentifier = "card"
        card.addSubview(Self.label("CA", size: 34, color: .white))
        view.addSubview(card)
        for layer in [track, ring] {
            layer.fillColor = nil
            layer.lineWidth = 10
            layer.lineCap = .round
            view.layer.addSublayer(layer)
        }
        track.strokeColor = UIColor.systemGray4.cgColor
        ring.strokeColor = UIColor.systemRed.cgColor
        ring.name = "ring"
        makeArrow()
        makeLoader()
        note.text = "Front"
        note.textAlignment = .center
        note.font = .systemFont(ofSize: 22, weight: .semibold)
        note.textColor = .white
        note.backgroundColor = .systemTeal
        note.accessibilityIdentifier = "note"
        view.addSubview(note)
        for (runner, color) in zip(runners, [UIColor.systemOrange, .systemGreen, .systemPurple]) {
            runner.backgroundColor = color
            runner.layer.cornerRadius = 10
            view.addSubview(runner)
        }
        for text in ["transform.rotation.y", "strokeEnd", "path, .rotateAuto", "instanceDelay", "UIView.transition"] + lanes {
            let caption = Self.label(text, size: 12, color: .secondaryLabel)
            captions.append(caption)
            view.addSubview(caption)
        }
    }

    static func label(_ text: String, size: CGFloat, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size, weight: size > 20 ? .bold : .regular)
        label.textColor = color
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return label
    }

    private func makeArrow() {
        let shape = UIBezierPath()
        shape.move(to: CGPoint(x: 12, y: 0))
        shape.addLine(to: CGPoint(x: -8, y: -8))
        shape.addLine(to: CGPoint(x: -4, y: 0))
        shape.addLine(to: CGPoint(x: -8, y: 8))
        shape.close()
        arrow.path = shape.cgPath
        arrow.fillColor = UIColor.systemIndigo.cgColor
        arrow.bounds = .zero
        arrow.name = "arrow"
        view.layer.addSublayer(arrow)
    }

    private func makeLoader() {
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.systemPink.cgColor
        dot.name = "loader-dot"
        loader.addSublayer(dot)
        loader.instanceCount = 8
        loader.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        view.layer.addSublayer(loader)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, column = width / 2
        card.bounds = CGRect(x: 0, y: 0, width: 110, height: 140)
        card.center = CGPoint(x: column / 2, y: 120)
        card.subviews.first?.frame = card.bounds
        let center = CGPoint(x: column * 1.5, y: 120)
        let circle = UIBezierPath(arcCenter: center, radius: 55, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = circle.cgPath
        ring.path = circle.cgPath
        arrowPath = UIBezierPath()
        arrowPath.move(to: CGPoint(x: 30, y: 330))
        arrowPath.addCurve(to: CGPoint(x: column - 20, y: 330), controlPoint1: CGPoint(x: 60, y: 240), controlPoint2: CGPoint(x: column - 50, y: 420))
        arrow.position = CGPoint(x: 30, y: 330)
        loader.frame = CGRect(x: column * 1.5 - 45, y: 285, width: 90, height: 90)
        dot.position = CGPoint(x: 45, y: 8)
        note.bounds = CGRect(x: 0, y: 0, width: 150, height: 80)
        note.center = CGPoint(x: column / 2, y: 500)
        // The lanes' heights only: the race moves the runners along them.
        for (index, runner) in runners.enumerated() {
            runner.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            runner.center.y = 460 + CGFloat(index) * 42
        }
        layoutCaptions(column: column)
    }

    private func layoutCaptions(column: CGFloat) {
        let places = [CGPoint(x: column / 2, y: 205), CGPoint(x: column * 1.5, y: 205), CGPoint(x: column / 2, y: 395),
                      CGPoint(x: column * 1.5, y: 395), CGPoint(x: column / 2, y: 560)]
        for (caption, place) in zip(captions, places) {
            caption.frame = CGRect(x: place.x - column / 2, y: place.y, width: column, height: 16)
        }
        for (index, caption) in captions.dropFirst(places.count).enumerated() {
            caption.textAlignment = .left
            caption.frame = CGRect(x: column + 20, y: 472 + CGFloat(index) * 42, width: column - 20, height: 14)
        }
    }
}
