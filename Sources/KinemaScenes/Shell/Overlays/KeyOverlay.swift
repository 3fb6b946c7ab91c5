import Foundation
import KinemaUI

/// The key overlay (`?`): every key of the shell (`ShellCommands.table`) and of the scene, over the
/// whole window.
@MainActor
final class KeyOverlay {
    private let root: UIWindow

    /// The shell's appearance changed (key D, a scrub adopted): the overlay's colours follow.
    func setAppearance(_ style: UIUserInterfaceStyle) {
        root.windowScene?.setAppearance(style)
    }
    private let panel: UIView
    private var labels: [UILabel] = []
    private var shownScene: String?

    init(size: CGSize, environment: SceneEnvironment) {
        (root, panel) = OverlayWindow.makeDimmed(size: size, environment: environment, dimming: 0.45, panelIdentifier: "keys-overlay")
    }

    func resize(to size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        shownScene = nil
    }

    /// The overlay for the scene named `sceneName` with its own keys' lines, laid out for the window's size.
    func displayList(sceneName: String, sceneKeys: [String]) -> DisplayList {
        if shownScene != sceneName {
            shownScene = sceneName
            rebuild(sceneKeys: sceneKeys, title: sceneName)
        }
        root.layoutIfNeeded()
        return root.displayList()
    }

    private func rebuild(sceneKeys: [String], title: String) {
        labels.forEach { $0.removeFromSuperview() }
        var lines: [(String, String, Bool)] = [("Keys", "", true)]
        lines += ShellCommands.table.map { ($0.keys, $0.does, false) }
        if !sceneKeys.isEmpty {
            lines.append(("The \(title) scene", "", true))
            lines += sceneKeys.map { ("", $0, false) }
        }
        let width = min(760, root.bounds.width - 40)
        let height = CGFloat(lines.count) * 22 + 32
        panel.frame = CGRect(x: (root.bounds.width - width) / 2, y: max(20, (root.bounds.height - height) / 2), width: width, height: height)
        labels = []
        for (index, line) in lines.enumerated() {
            let y = 16 + CGFloat(index) * 22
            let keys = UILabel(frame: CGRect(x: 20, y: y, width: line.2 ? width - 40 : 150, height: 20))
            keys.text = line.0
            keys.font = .systemFont(ofSize: line.2 ? 15 : 13, weight: .semibold)
            let does = UILabel(frame: CGRect(x: 176, y: y, width: width - 196, height: 20))
            does.text = line.1
            does.font = .systemFont(ofSize: 13)
            does.textColor = .secondaryLabel
            panel.addSubview(keys)
            panel.addSubview(does)
            labels += [keys, does]
        }
    }
}
