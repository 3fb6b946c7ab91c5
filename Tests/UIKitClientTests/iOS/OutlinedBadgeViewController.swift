//
//  OutlinedBadgeViewController.swift
//  A pill-shaped badge with a white outline, as animation tutorials style their buttons and tags.
//

import UIKit

class OutlinedBadgeViewController: UIViewController {

    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        badge.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 22
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.white.cgColor
        badge.layer.masksToBounds = true
        view.addSubview(badge)
    }

    func highlight() {
        badge.layer.borderColor = UIColor.systemYellow.cgColor
        badge.layer.borderWidth = 4
    }
}
