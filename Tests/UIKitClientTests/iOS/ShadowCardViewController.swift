//
//  ShadowCardViewController.swift
//  A card with a soft drop shadow that lifts when pressed, as card tutorials write it.
//

import UIKit

class ShadowCardViewController: UIViewController {

    let cardView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

        cardView.frame = CGRect(x: 40, y: 160, width: 310, height: 180)
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 16
        cardView.layer.shadowColor = UIColor.black.cgColor
        cardView.layer.shadowOpacity = 0.15
        cardView.layer.shadowOffset = CGSize(width: 0, height: 4)
        cardView.layer.shadowRadius = 8
        view.addSubview(cardView)
    }

    func lift() {
        UIView.animate(withDuration: 0.25) {
            self.cardView.transform = CGAffineTransform(scaleX: 1.03, y: 1.03)
        }
        cardView.layer.shadowOpacity = 0.25
        cardView.layer.shadowOffset = CGSize(width: 0, height: 12)
        cardView.layer.shadowRadius = 20
    }
}
