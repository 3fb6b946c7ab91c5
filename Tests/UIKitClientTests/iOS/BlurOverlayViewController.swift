//
//  BlurOverlayViewController.swift
//  A blurred overlay over a photo, animated in with a property animator, and the classic trick of a
//  paused animator whose fractionComplete sets a partial blur — as blur tutorials write them.
//

import UIKit

class BlurOverlayViewController: UIViewController {

    let backgroundView = UIView()
    let blurView = UIVisualEffectView(effect: nil)
    let titleLabel = UILabel()
    var blurAnimator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        backgroundView.frame = view.bounds
        backgroundView.backgroundColor = .systemOrange
        view.addSubview(backgroundView)

        let stripe = UIView(frame: CGRect(x: 0, y: 300, width: view.bounds.width, height: 40))
        stripe.backgroundColor = .systemBlue
        backgroundView.addSubview(stripe)

        blurView.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 240)
        blurView.layer.cornerRadius = 20
        blurView.clipsToBounds = true
        view.addSubview(blurView)

        titleLabel.text = "Hello, blur"
        titleLabel.textAlignment = .center
        titleLabel.frame = blurView.bounds
        blurView.contentView.addSubview(titleLabel)
    }

    func showBlur() {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            self.blurView.effect = UIBlurEffect(style: .light)
        }
        animator.startAnimation()
    }

    func prepareScrubbing() {
        blurView.effect = nil
        blurAnimator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [unowned self] in
            self.blurView.effect = UIBlurEffect(style: .dark)
        }
        blurAnimator?.pausesOnCompletion = true
    }

    func setBlur(amount: CGFloat) {
        blurAnimator?.fractionComplete = amount
    }
}
