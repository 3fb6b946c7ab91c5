import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// What each tab shows behind the player: a title and a grid of album tiles (Kinema's, not the seed's:
/// the article's tabs are storyboard placeholders).
@MainActor
final class TabContentViewController: UIViewController {
    private let heading: String
    private let tint: UIColor

    init(title: String, symbol: String, tint: UIColor) {
        heading = title
        self.tint = tint
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol, withConfiguration: .init(pointSize: 22, weight: .semibold)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0.07, alpha: 1)
        root.accessibilityIdentifier = "tab-\(heading.lowercased())"
        view = root
        let title = UILabel(frame: CGRect(x: 16, y: 56, width: 358, height: 36))
        title.text = heading
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.textColor = .white
        root.addSubview(title)
        for index in 0..<6 {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            let tile = UIView(frame: CGRect(x: 16 + column * 187, y: 110 + row * 190, width: 171, height: 171))
            tile.backgroundColor = tint.withAlphaComponent(0.35 + 0.1 * CGFloat(index % 3))
            tile.layer.cornerRadius = 6
            root.addSubview(tile)
            let caption = UILabel(frame: CGRect(x: 10, y: 138, width: 150, height: 22))
            caption.text = ["Daily Mix \(index + 1)", "Focus", "Chill", "Release Radar", "Springs", "Curves"][index]
            caption.font = .systemFont(ofSize: 14, weight: .semibold)
            caption.textColor = .white
            tile.addSubview(caption)
        }
    }
}
