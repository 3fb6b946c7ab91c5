import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 004's main screen: a feed with a "+" button that presents the menu through the transition manager.
// The storyboard's modal segue (presentation "Over Full Screen", the article's fix for the black screen)
// became `present`, its `prepareForSegue` the two lines that set the menu's delegate and style, and the
// unwind segue's `@IBAction` is the article's method in today's spelling, called by the menu's cancel
// button (no storyboard segue to pass: `sender` is the menu).

@MainActor
final class MainViewController: UIViewController {
    let transitionManager = MenuTransitionManager()
    /// Kinema: the segue's "Presentation" setting (the article changes Default to Over Full Screen).
    var menuPresentationStyle: UIModalPresentationStyle = .overFullScreen
    /// Kinema: how opaque the menu's background colour is.
    var menuBackgroundOpacity: CGFloat = 0.92
    private(set) var plusButton: UIButton!
    /// The menu while it is presented (or being presented).
    private(set) var menu: MenuViewController?

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(red: 0.21, green: 0.27, blue: 0.36, alpha: 1)
        root.accessibilityIdentifier = "feed"
        view = root
        FeedDrawing.build(in: root)
        plusButton = UIButton(primaryAction: UIAction { [weak self] _ in self?.showMenu() })
        plusButton.setImage(UIImage(systemName: "plus", withConfiguration: .init(pointSize: 26, weight: .bold)), for: .normal)
        plusButton.tintColor = .white
        plusButton.backgroundColor = .systemBlue
        plusButton.layer.cornerRadius = 30
        plusButton.accessibilityIdentifier = "plus"
        plusButton.frame = CGRect(x: root.bounds.midX - 30, y: root.bounds.height - 112, width: 60, height: 60)
        root.addSubview(plusButton)
    }

    /// The "+" button's modal segue, with the storyboard's settings.
    func showMenu() {
        let menuViewController = MenuViewController()
        // prepareForSegue: the menu is presented by our transition manager, over the feed.
        menuViewController.transitioningDelegate = self.transitionManager
        menuViewController.modalPresentationStyle = menuPresentationStyle
        menuViewController.backgroundOpacity = menuBackgroundOpacity
        menu = menuViewController
        present(menuViewController, animated: true, completion: nil)
    }

    func unwindToMainViewController (sender: AnyObject){
        // bug? exit segue doesn't dismiss so we do it manually...
        self.dismiss(animated: true, completion: { [weak self] in self?.menu = nil })
    }
}

/// The feed behind the button: a bar and a few posts, drawn with plain views.
@MainActor
enum FeedDrawing {
    static func build(in root: UIView) {
        let width = root.bounds.width
        let bar = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 96))
        bar.backgroundColor = UIColor(red: 0.17, green: 0.22, blue: 0.3, alpha: 1)
        root.addSubview(bar)
        let title = UILabel(frame: CGRect(x: 20, y: 48, width: width - 40, height: 36))
        title.text = "Dashboard"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.textColor = .white
        root.addSubview(title)
        let tints: [UIColor] = [.systemOrange, .systemTeal, .systemPink]
        var y: CGFloat = 112
        for (index, tint) in tints.enumerated() {
            let height: CGFloat = index == 1 ? 150 : 210
            let card = UIView(frame: CGRect(x: 12, y: y, width: width - 24, height: height))
            card.backgroundColor = .white
            card.layer.cornerRadius = 6
            card.clipsToBounds = true
            let avatar = UIView(frame: CGRect(x: 12, y: 12, width: 32, height: 32))
            avatar.backgroundColor = tint
            avatar.layer.cornerRadius = 16
            card.addSubview(avatar)
            let name = UILabel(frame: CGRect(x: 54, y: 14, width: 200, height: 28))
            name.text = ["kinema", "motion-notes", "springs-daily"][index]
            name.font = .systemFont(ofSize: 15, weight: .semibold)
            name.textColor = .label
            card.addSubview(name)
            let picture = UIView(frame: CGRect(x: 0, y: 56, width: card.bounds.width, height: height - 96))
            picture.backgroundColor = tint.withAlphaComponent(0.35)
            card.addSubview(picture)
            for line in 0..<2 {
                let text = UIView(frame: CGRect(x: 12, y: height - 32 + CGFloat(line) * 12, width: card.bounds.width * (line == 0 ? 0.7 : 0.45), height: 6))
                text.backgroundColor = .systemGray5
                text.layer.cornerRadius = 3
                card.addSubview(text)
            }
            root.addSubview(card)
            y += height + 12
        }
    }
}
