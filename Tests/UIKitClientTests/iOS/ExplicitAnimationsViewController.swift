//
//  ExplicitAnimationsViewController.swift
//  Core Animation the way tutorials write it: a card flipped by a CABasicAnimation on
//  "transform.rotation.y" with perspective, a progress ring's strokeEnd, a dot following a path,
//  a spring that stays where it lands, a transaction's completion, a display link loop, and a
//  UIView.transition flip.
//

import UIKit

class ExplicitAnimationsViewController: UIViewController, CAAnimationDelegate {

    let cardView = UIView()
    let ringLayer = CAShapeLayer()
    let dotLayer = CALayer()
    let springView = UIView()
    let tickerView = UIView()
    let flipView = UILabel()

    var displayLink: CADisplayLink?
    var startTime: CFTimeInterval = 0
    var transactionDone = false
    var flipDone = false
    var stoppedAnimations: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        cardView.frame = CGRect(x: 40, y: 80, width: 140, height: 180)
        cardView.backgroundColor = .systemBlue
        cardView.layer.cornerRadius = 12
        view.addSubview(cardView)

        let circularPath = UIBezierPath(arcCenter: CGPoint(x: 290, y: 170), radius: 60, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        ringLayer.path = circularPath.cgPath
        ringLayer.strokeColor = UIColor.systemRed.cgColor
        ringLayer.fillColor = UIColor.clear.cgColor
        ringLayer.lineWidth = 12
        ringLayer.lineCap = .round
        ringLayer.strokeEnd = 0
        view.layer.addSublayer(ringLayer)

        dotLayer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dotLayer.position = CGPoint(x: 40, y: 360)
        dotLayer.cornerRadius = 10
        dotLayer.backgroundColor = UIColor.systemGreen.cgColor
        view.layer.addSublayer(dotLayer)

        springView.frame = CGRect(x: 20, y: 460, width: 60, height: 60)
        springView.backgroundColor = .systemOrange
        view.addSubview(springView)

        tickerView.frame = CGRect(x: 20, y: 560, width: 20, height: 20)
        tickerView.backgroundColor = .systemPurple
        view.addSubview(tickerView)

        flipView.frame = CGRect(x: 200, y: 600, width: 150, height: 100)
        flipView.backgroundColor = .systemTeal
        flipView.text = "Front"
        flipView.textAlignment = .center
        view.addSubview(flipView)
    }

    // The card turns about its vertical axis, in perspective.
    func flipCard() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        cardView.layer.transform = perspective

        let rotation = CABasicAnimation(keyPath: "transform.rotation.y")
        rotation.fromValue = 0
        rotation.toValue = CGFloat.pi
        rotation.duration = 1.0
        rotation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        cardView.layer.add(rotation, forKey: "flip")
    }

    // The progress ring fills over two seconds and stays full: the model is set first.
    func animateRing() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        animation.delegate = self
        animation.setValue("ring", forKey: "name")
        ringLayer.strokeEnd = 1
        ringLayer.add(animation, forKey: "progress")
    }

    // The dot follows a curve, turning with it.
    func followPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 40, y: 360))
        path.addCurve(to: CGPoint(x: 350, y: 360), controlPoint1: CGPoint(x: 120, y: 260), controlPoint2: CGPoint(x: 270, y: 460))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path.cgPath
        move.duration = 3
        move.calculationMode = .paced
        move.rotationMode = .rotateAuto
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        dotLayer.add(move, forKey: "follow")
    }

    // A spring that slides the box right and holds it there.
    func springBox() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = springView.layer.position.x
        spring.toValue = 300
        spring.damping = 8
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        springView.layer.add(spring, forKey: "spring")
    }

    // A transaction whose completion runs when its fade has finished.
    func fadeInTransaction() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { [weak self] in
            self?.transactionDone = true
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        tickerView.layer.add(fade, forKey: "fade")
        CATransaction.commit()
    }

    // A display link moves the ticker 60 points a second.
    func startTicker() {
        startTime = CACurrentMediaTime()
        displayLink = CADisplayLink(target: self, selector: #selector(step))
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc func step(_ link: CADisplayLink) {
        let elapsed = link.timestamp - startTime
        tickerView.center.x = 30 + CGFloat(elapsed) * 60
    }

    func stopTicker() {
        displayLink?.invalidate()
        displayLink = nil
    }

    // The label flips to its back with UIKit's transition.
    func flipLabel() {
        UIView.transition(with: flipView, duration: 0.6, options: [.transitionFlipFromLeft], animations: {
            self.flipView.text = "Back"
            self.flipView.backgroundColor = .systemPink
        }, completion: { finished in
            self.flipDone = finished
        })
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stoppedAnimations.append(flag ? "finished" : "removed")
    }
}
