import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

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
    /// last line saying how to scroll (↑/↓ or the wheel while the list is up). The keys' column is as
    /// wide as the widest keys; what a key does wraps onto lines of its own under it, never cut short.
    private func rebuild(sceneKeys: [String], title: String) {
        labels.forEach { $0.removeFromSuperview() }
        var entries: [Line] = [("Keys", "", true)]
        // The table's words are Markdown for the README: the list shows them without backticks.
        entries += ShellCommands.table.map { ($0.keys, $0.does.replacingOccurrences(of: "`", with: ""), false) }
        if !sceneKeys.isEmpty {
            entries.append(("The \(title) scene", "", true))
            entries += sceneKeys.map { ("", $0, false) }
        }
        let room = root.bounds.height - 40 - 32
        let fits = max(2, Int(room / 16))
        let width = min(760, root.bounds.width - 40)
        // 13-point type while lines of 20 points fit, else 12.
        var size: CGFloat = 13
        var lines = Self.wrap(entries, width: width - 40, size: size)
        if lines.lines.count > fits || room / CGFloat(lines.lines.count) < 20 {
            size = 12
            lines = Self.wrap(entries, width: width - 40, size: size)
        }
        var shown = lines.lines
        if shown.count > fits {
            firstLine = max(0, min(firstLine, shown.count - (fits - 1)))
            shown = Array(shown[firstLine..<min(shown.count, firstLine + fits - 1)])
            shown.append(("", "↑/↓ or the wheel: \(lines.lines.count - shown.count) more lines", true))
        } else {
            firstLine = 0
        }
        lineCount = lines.lines.count
        let lineHeight = max(16, min(22, (room / CGFloat(shown.count)).rounded(.down)))
        let height = CGFloat(shown.count) * lineHeight + 32
        panel.frame = CGRect(x: (root.bounds.width - width) / 2, y: max(20, (root.bounds.height - height) / 2), width: width, height: height)
        labels = []
        for (index, line) in shown.enumerated() {
            let origin = CGPoint(x: 20, y: 16 + CGFloat(index) * lineHeight)
            add(line, at: origin, width: width - 40, keysWidth: lines.keysWidth, lineHeight: lineHeight, size: size)
        }
    }

    /// The list's lines at `size` points in `width`: each entry's description wrapped beside its keys,
    /// in a keys' column as wide as the widest keys (at most two fifths of the width).
    private static func wrap(_ entries: [Line], width: CGFloat, size: CGFloat) -> (lines: [Line], keysWidth: CGFloat) {
        let keysFont = UIFont.systemFont(ofSize: size, weight: .semibold), font = UIFont.systemFont(ofSize: size)
        let widest = entries.filter { !$0.isHeading }.map { TextMetrics.measure($0.keys, keysFont).width }.max() ?? 0
        let keysWidth = min((width * 0.4).rounded(.down), (widest + 1).rounded(.up))
        var lines: [Line] = []
        for entry in entries {
            guard !entry.isHeading, !entry.does.isEmpty else {
                lines.append(entry)
                continue
            }
            let wrapped = TextLayout(text: entry.does, font: font, width: width - keysWidth - gap, maximumLines: 0).lines
            lines += wrapped.enumerated().map { ($0.offset == 0 ? entry.keys : "", $0.element, false) }
        }
        return (lines, keysWidth)
    }

    /// Between the keys' column and what they do.
    private static let gap: CGFloat = 12

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

    private func add(_ line: Line, at origin: CGPoint, width: CGFloat, keysWidth: CGFloat, lineHeight: CGFloat, size: CGFloat) {
        let keys = UILabel(frame: CGRect(x: origin.x, y: origin.y, width: line.isHeading ? width : keysWidth, height: lineHeight - 2))
        keys.text = line.keys
        keys.font = .systemFont(ofSize: line.isHeading ? size + 2 : size, weight: .semibold)
        let left = keysWidth + Self.gap
        let does = UILabel(frame: CGRect(x: origin.x + left, y: origin.y, width: width - left, height: lineHeight - 2))
        does.text = line.does
        does.font = .systemFont(ofSize: size)
        does.textColor = .secondaryLabel
        panel.addSubview(keys)
        panel.addSubview(does)
        labels += [keys, does]
    }
}
