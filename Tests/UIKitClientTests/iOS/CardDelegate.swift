import UIKit

// An @objc protocol with optional requirements, declared in one file and called in another.
@objc protocol CardDelegate: AnyObject {
    @objc optional func cardDidFlip(_ card: UIView)
    @objc optional func cardTitle(for card: UIView) -> String?
    func cardCount() -> Int
}

class CardDeck {
    weak var delegate: CardDelegate?
    let card = UIView()

    func flip() -> String {
        delegate?.cardDidFlip?(card)
        let title = delegate?.cardTitle?(for: card) ?? "untitled"
        return "\(title) of \(delegate?.cardCount() ?? 0)"
    }
}
