//
//  FlipCardTutorialViewController.swift
//  Layers the way tutorials build them: a badge made of sublayers, a progress ring from two
//  CAShapeLayers, a card with a shadow, and a card that flips with perspective (m34).
//

import UIKit

class FlipCardTutorialViewController: UIViewController {

    let cardView = UIView()
    let frontView = UIView()
    let backView = UIView()
    let ringView = UIView()
    let progressLayer = CAShapeLayer()
    let badgeLayer = CALayer()
    var isFlipped = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        setupBadge()
        setupRing()
        setupCard()
    }

    // A status badge: a layer with a dot sublayer, added to the view's layer.
    func setupBadge() {
        badgeLayer.frame = CGRect(x: 20, y: 60, width: 120, height: 36)
        badgeLayer.backgroundColor = UIColor.systemGreen.cgColor
        badgeLayer.cornerRadius = 18
        let dot = CALayer()
        dot.frame = CGRect(x: 12, y: 12, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = UIColor.white.cgColor
        badgeLayer.addSublayer(dot)
        view.layer.addSublayer(badgeLayer)
    }

    // A circular progress bar: a track and a progress layer with the same path.
    func setupRing() {
        ringView.frame = CGRect(x: 240, y: 40, width: 120, height: 120)
        view.addSubview(ringView)
        let circularPath = UIBezierPath(arcCenter: CGPoint(x: 60, y: 60), radius: 50, startAngle: -CGFloat.pi / 2, endAngle: 3 * CGFloat.pi / 2, clockwise: true)
        let trackLayer = CAShapeLayer()
        trackLayer.path = circularPath.cgPath
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        trackLayer.lineWidth = 10
        trackLayer.fillColor = UIColor.clear.cgColor
        ringView.layer.addSublayer(trackLayer)
        progressLayer.path = circularPath.cgPath
        progressLayer.strokeColor = UIColor.systemRed.cgColor
        progressLayer.lineWidth = 10
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        ringView.layer.addSublayer(progressLayer)
    }

    func setProgress(_ progress: CGFloat) {
        progressLayer.strokeEnd = progress
    }

    // The card: a shadow on the container, a front and a back that flip together.
    func setupCard() {
        cardView.frame = CGRect(x: 45, y: 300, width: 300, height: 200)
        cardView.layer.shadowColor = UIColor.black.cgColor
        cardView.layer.shadowOpacity = 0.2
        cardView.layer.shadowOffset = CGSize(width: 0, height: 6)
        cardView.layer.shadowRadius = 10
        view.addSubview(cardView)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        cardView.layer.sublayerTransform = perspective

        for face in [backView, frontView] {
            face.frame = cardView.bounds
            face.layer.cornerRadius = 12
            face.layer.isDoubleSided = false
            cardView.addSubview(face)
        }
        frontView.backgroundColor = .systemBlue
        backView.backgroundColor = .systemOrange
        backView.layer.transform = CATransform3DMakeRotation(-.pi, 0, 1, 0)
    }

    @objc func flip() {
        isFlipped.toggle()
        let angle: CGFloat = isFlipped ? .pi : 0
        UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseInOut, animations: {
            self.frontView.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            self.backView.layer.transform = CATransform3DMakeRotation(angle - .pi, 0, 1, 0)
        }, completion: nil)
    }
}
