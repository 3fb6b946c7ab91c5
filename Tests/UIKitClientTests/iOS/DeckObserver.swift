import UIKit

// Conforms to CardDelegate without its optional title; observes a notification and waits for a timer
// and a delayed perform, all by selector.
class DeckObserver: NSObject, CardDelegate {
    private(set) var events: [String] = []
    static let shuffled = Notification.Name("DeckShuffled")
    var timer: Timer?

    func cardDidFlip(_ card: UIView) { events.append("flipped") }
    func cardCount() -> Int { 52 }

    func observe() {
        NotificationCenter.default.addObserver(self, selector: #selector(deckShuffled(_:)), name: DeckObserver.shuffled, object: nil)
    }

    func stopObserving() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func deckShuffled(_ notification: Notification) {
        events.append("shuffled \(notification.object as? String ?? "?")")
    }

    func startTimer() {
        timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
    }

    @objc func tick(_ timer: Timer) { events.append("tick") }

    func performLater() {
        perform(#selector(later(_:)), with: "soon", afterDelay: 0.01)
    }

    @objc func later(_ value: Any?) { events.append("later \(value as? String ?? "?")") }
}
