//
//  GradientButtonViewController.swift
//  A rounded button with a left-to-right gradient and a colour-wheel badge, as gradient tutorials write them.
//

import UIKit

class GradientButtonViewController: UIViewController {

    let button = UIButton(type: .system)
    let gradientLayer = CAGradientLayer()
    let wheelLayer = CAGradientLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        button.frame = CGRect(x: 45, y: 400, width: 300, height: 56)
        button.setTitle("Get Started", for: .normal)
        button.setTitleColor(.white, for: .normal)

        gradientLayer.frame = button.bounds
        gradientLayer.colors = [UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor]
        gradientLayer.locations = [0.0, 1.0]
        gradientLayer.startPoint = CGPoint(x: 0.0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1.0, y: 0.5)
        gradientLayer.cornerRadius = 28
        button.layer.insertSublayer(gradientLayer, at: 0)
        view.addSubview(button)

        wheelLayer.type = .conic
        wheelLayer.frame = CGRect(x: 165, y: 200, width: 60, height: 60)
        wheelLayer.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor]
        wheelLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
        wheelLayer.endPoint = CGPoint(x: 0.5, y: 0)
        wheelLayer.cornerRadius = 30
        view.layer.addSublayer(wheelLayer)
    }
}
