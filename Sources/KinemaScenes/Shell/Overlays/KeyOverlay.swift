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
        firstLine = 0
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

    /// Lines of the list: (keys, what they do, whether a heading).
    private typealias Line = (keys: String, does: String, isHeading: Bool)

    /// Lays the list out to fit the window: lines of 22 points, closer (down to 16, in smaller type)
    /// in a short window; in a window too short even so, the lines that fit from `firstLine`, with a
    /// last line saying how to scroll (↑/↓ or the wheel while the list is up).
    private func rebuild(sceneKeys: [String], title: String) {
        labels.forEach { $0.removeFromSuperview() }
        var lines: [Line] = [("Keys", "", true)]
        // The table's words are Markdown for the README: the list shows them without backticks.
        lines += ShellCommands.table.map { ($0.keys, $0.does.replacingOccurrences(of: "`", with: ""), false) }
        if !sceneKeys.isEmpty {
            lines.append(("The \(title) scene", "", true))
            lines += sceneKeys.map { ("", $0, false) }
        }
        let room = root.bounds.height - 40 - 32
        let fits = max(2, Int(room / 16))
        var shown = lines
        if lines.count > fits {
            firstLine = max(0, min(firstLine, lines.count - (fits - 1)))
            shown = Array(lines[firstLine..<min(lines.count, firstLine + fits - 1)])
            shown.append(("", "↑/↓ or the wheel: \(lines.count - shown.count) more lines", true))
        } else {
            firstLine = 0
        }
        lineCount = lines.count
        let lineHeight = max(16, min(22, (room / CGFloat(shown.count)).rounded(.down)))
        let width = min(760, root.bounds.width - 40)
        let height = CGFloat(shown.count) * lineHeight + 32
        panel.frame = CGRect(x: (root.bounds.width - width) / 2, y: max(20, (root.bounds.height - height) / 2), width: width, height: height)
        labels = []
        for (index, line) in shown.enumerated() {
            add(line, at: CGPoint(x: 20, y: 16 + CGFloat(index) * lineHeight), width: width - 40, lineHeight: lineHeight)
        }
    }

    /// The first line shown of a list too long for the window, and how many lines it has.
    private(set) var firstLine = 0
    private var lineCount = 0

    /// ↑/↓ or the wheel while the list is up: it scrolls by `lines` (when it does not fit).
    func scroll(by lines: Int) {
        let next = max(0, min(lineCount - 1, firstLine + lines))
        guard next != firstLine else { return }
        firstLine = next
        shownScene = nil
    }

    private func add(_ line: Line, at origin: CGPoint, width: CGFloat, lineHeight: CGFloat) {
        let size: CGFloat = lineHeight >= 20 ? 13 : 12
        let keysWidth: CGFloat = 150
        let keys = UILabel(frame: CGRect(x: origin.x, y: origin.y, width: line.isHeading ? width : keysWidth, height: lineHeight - 2))
        keys.text = line.keys
        keys.font = .systemFont(ofSize: line.isHeading ? size + 2 : size, weight: .semibold)
        let does = UILabel(frame: CGRect(x: origin.x + keysWidth + 6, y: origin.y, width: width - keysWidth - 6, height: lineHeight - 2))
        does.text = line.does
        does.font = .systemFont(ofSize: size)
        does.textColor = .secondaryLabel
        panel.addSubview(keys)
        panel.addSubview(does)
        labels += [keys, does]
    }
}
