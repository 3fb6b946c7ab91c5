import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 004's menu: twelve outlets, an icon and a label for each kind of post, over a background whose
// *colour* is translucent (not the view's alpha: the article insists). The storyboard became views built in
// code (`loadView`, laid out as the storyboard's 2 × 3 grid), the outlets plain properties, and the cancel
// button's unwind segue a call to the main screen's `unwindToMainViewController`. A tap on the background
// closes the menu too.

@MainActor
final class MenuViewController: UIViewController {
    var textPostIcon: UIImageView!
    var textPostLabel: UILabel!

    var photoPostIcon: UIImageView!
    var photoPostLabel: UILabel!

    var quotePostIcon: UIImageView!
    var quotePostLabel: UILabel!

    var linkPostIcon: UIImageView!
    var linkPostLabel: UILabel!

    var chatPostIcon: UIImageView!
    var chatPostLabel: UILabel!

    var audioPostIcon: UIImageView!
    var audioPostLabel: UILabel!

    /// Kinema: the close control (the storyboard's cancel button).
    private(set) var closeButton: UIButton!
    /// Kinema: how opaque the background colour is (the article: translucent).
    var backgroundOpacity: CGFloat = 0.92 {
        didSet { view.backgroundColor = Self.background.withAlphaComponent(backgroundOpacity) }
    }
    static let background = UIColor(red: 0.21, green: 0.27, blue: 0.36, alpha: 1)

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = Self.background.withAlphaComponent(backgroundOpacity)
        root.accessibilityIdentifier = "menu"
        view = root
        (textPostIcon, textPostLabel) = Self.item("Text", symbol: "textformat", color: .white)
        (photoPostIcon, photoPostLabel) = Self.item("Photo", symbol: "camera", color: UIColor(red: 1, green: 0.29, blue: 0.18, alpha: 1))
        (quotePostIcon, quotePostLabel) = Self.item("Quote", symbol: "quote.opening", color: UIColor(red: 1, green: 0.54, blue: 0, alpha: 1))
        (linkPostIcon, linkPostLabel) = Self.item("Link", symbol: "link", color: UIColor(red: 0, green: 0.81, blue: 0.21, alpha: 1))
        (chatPostIcon, chatPostLabel) = Self.item("Chat", symbol: "bubble.left.and.bubble.right.fill", color: UIColor(red: 0, green: 0.72, blue: 1, alpha: 1))
        (audioPostIcon, audioPostLabel) = Self.item("Audio", symbol: "headphones", color: UIColor(red: 0.49, green: 0.36, blue: 1, alpha: 1))
        for item in items { root.addSubview(item) }
        closeButton = UIButton(primaryAction: UIAction { [weak self] _ in self?.close() })
        closeButton.setImage(UIImage(systemName: "xmark", withConfiguration: .init(pointSize: 22, weight: .semibold)), for: .normal)
        closeButton.tintColor = .white
        closeButton.accessibilityIdentifier = "menu-close"
        root.addSubview(closeButton)
        root.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.close() })
        layout(in: root.bounds)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layout(in: view.bounds)
    }

    /// The storyboard's grid: two columns, three rows (Text Photo / Quote Link / Chat Audio), each an icon
    /// above its label, and the cancel button at the bottom.
    private func layout(in bounds: CGRect) {
        let columns = [bounds.midX - 85, bounds.midX + 85]
        let rowTops = [0.3, 0.48, 0.66].map { bounds.height * $0 - 60 }
        let pairs: [(UIImageView, UILabel)] = [
            (textPostIcon, textPostLabel), (photoPostIcon, photoPostLabel), (quotePostIcon, quotePostLabel),
            (linkPostIcon, linkPostLabel), (chatPostIcon, chatPostLabel), (audioPostIcon, audioPostLabel),
        ]
        for (index, (icon, label)) in pairs.enumerated() {
            let x = columns[index % 2], top = rowTops[index / 2]
            icon.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            icon.center = CGPoint(x: x, y: top + 40)
            label.bounds = CGRect(x: 0, y: 0, width: 120, height: 24)
            label.center = CGPoint(x: x, y: top + 98)
        }
        closeButton.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        closeButton.center = CGPoint(x: bounds.midX, y: bounds.height - 90)
    }

    /// The twelve outlets, icon then label, in the storyboard's order.
    var items: [UIView] {
        [textPostIcon, textPostLabel, photoPostIcon, photoPostLabel, quotePostIcon, quotePostLabel,
         linkPostIcon, linkPostLabel, chatPostIcon, chatPostLabel, audioPostIcon, audioPostLabel]
    }

    /// The cancel button's unwind segue: back to the main screen.
    func close() {
        (presentingViewController as? MainViewController)?.unwindToMainViewController(sender: self)
    }

    private static func item(_ title: String, symbol: String, color: UIColor) -> (UIImageView, UILabel) {
        let icon = UIImageView(image: UIImage(systemName: symbol, withConfiguration: .init(pointSize: 40, weight: .semibold)))
        icon.tintColor = color
        icon.contentMode = .center
        icon.accessibilityIdentifier = "menu-\(title.lowercased())-icon"
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        label.accessibilityIdentifier = "menu-\(title.lowercased())-label"
        return (icon, label)
    }
}
