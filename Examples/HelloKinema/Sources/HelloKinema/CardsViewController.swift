// Three cards that spring up into place, one after another — UIKit code as on iOS, with three of its
// numbers as tweaks: tuned live in Kinema's window (↑/↓ to pick, ←/→ to change), from `--set
// duration=2`, and copied back as code with C. (README.md shows this file and main.swift whole.)
import KinemaApp
import UIKit

final class CardsViewController: UIViewController {
    @Tweak("Duration", 0.8, in: 0.1...3, step: 0.05, unit: .seconds) var duration: TimeInterval
    @Tweak("Damping", 0.7, in: 0.05...1, step: 0.05) var damping: CGFloat
    @Tweak("Stagger", 0.1, in: 0...0.5, step: 0.01, unit: .seconds) var stagger: TimeInterval
    private var cards: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, color) in [UIColor.systemBlue, .systemPink, .systemOrange].enumerated() {
            let card = UIView(frame: CGRect(x: 24, y: 140 + CGFloat(index) * 180, width: view.bounds.width - 48, height: 160))
            card.backgroundColor = color
            card.layer.cornerRadius = 20
            view.addSubview(card)
            cards.append(card)
        }
        dealCards()
    }

    func dealCards() {
        for (index, card) in cards.enumerated() {
            card.transform = CGAffineTransform(translationX: 0, y: view.bounds.height)
            UIView.animate(withDuration: duration, delay: stagger * Double(index), usingSpringWithDamping: damping,
                           initialSpringVelocity: 0.2, options: [], animations: { card.transform = .identity })
        }
    }
}
