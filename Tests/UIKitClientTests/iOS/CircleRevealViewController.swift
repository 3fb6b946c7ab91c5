//
//  CircleRevealViewController.swift
//  A photo revealed through a growing circle (a mask view animated with UIView.animate), a shape
//  layer's circle mask, a fade-out edge from a gradient mask, and a card whose shadow path makes an
//  oval shadow under it — as mask and shadow tutorials write them.
//

import UIKit

class CircleRevealViewController: UIViewController {

    let photoView = UIView()
    let revealCircle = UIView()
    let avatarView = UIView()
    let fadingView = UIView()
    let cardView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        // The photo, shown only inside a circle that grows from its centre.
        photoView.frame = CGRect(x: 20, y: 60, width: 200, height: 200)
        photoView.backgroundColor = .systemIndigo
        view.addSubview(photoView)
        revealCircle.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
        revealCircle.layer.cornerRadius = 10
        revealCircle.backgroundColor = .black
        photoView.mask = revealCircle

        // An avatar cut to a circle by a shape layer.
        avatarView.frame = CGRect(x: 240, y: 60, width: 120, height: 120)
        avatarView.backgroundColor = .systemOrange
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: avatarView.bounds).cgPath
        avatarView.layer.mask = circle
        view.addSubview(avatarView)

        // A strip that fades out to the right.
        fadingView.frame = CGRect(x: 20, y: 300, width: 340, height: 40)
        fadingView.backgroundColor = .systemTeal
        let fade = CAGradientLayer()
        fade.frame = fadingView.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        fadingView.layer.mask = fade
        view.addSubview(fadingView)

        // A card with an oval shadow beneath it, drawn from a shadow path.
        cardView.frame = CGRect(x: 40, y: 400, width: 300, height: 160)
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 12
        cardView.layer.shadowColor = UIColor.black.cgColor
        cardView.layer.shadowOpacity = 0.4
        cardView.layer.shadowRadius = 6
        cardView.layer.shadowOffset = .zero
        let ovalRect = CGRect(x: 20, y: cardView.bounds.height - 10, width: cardView.bounds.width - 40, height: 24)
        cardView.layer.shadowPath = UIBezierPath(ovalIn: ovalRect).cgPath
        view.addSubview(cardView)
    }

    func reveal() {
        UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseInOut) {
            self.revealCircle.transform = CGAffineTransform(scaleX: 15, y: 15)
        }
    }
}
