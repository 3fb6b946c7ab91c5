import Foundation
import KinemaCore
import KinemaUI

/// Shift+C's chooser: the languages the tuned motion can be copied in, one highlighted. 1–5 copy one
/// at once, ↑/↓ move the highlight and Enter (or Space, or C) copies it, Esc closes. A language the scene
/// has nothing for (no spring or curve: only its UIKit code) is shown dimmed and cannot be picked.
@MainActor
final class CodeChooser {
    private let root: UIWindow
    private let panel: UIView
    private var labels: [UILabel] = []
    private(set) var highlighted = 0
    /// The languages there is code for now (set when the chooser opens).
    private(set) var available: Set<CodeDialect> = [.uikit]
    private var shown: (highlighted: Int, available: Set<CodeDialect>)?
    static let width: CGFloat = 340

    init(size: CGSize, environment: SceneEnvironment) {
        (root, panel) = OverlayWindow.makeDimmed(size: size, environment: environment, dimming: 0.25, panelIdentifier: "code-chooser")
    }

    func open(available: Set<CodeDialect>) {
        self.available = available
        highlighted = 0
    }

    func resize(to size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        shown = nil
    }

    /// Moves the highlight by `step` rows, skipping languages there is no code for.
    func move(by step: Int) {
        let all = CodeDialect.allCases
        var index = highlighted
        repeat { index = (index + step + all.count) % all.count } while !available.contains(all[index]) && index != highlighted
        highlighted = index
    }

    var highlightedDialect: CodeDialect { CodeDialect.allCases[highlighted] }

    func setAppearance(_ style: UIUserInterfaceStyle) { root.windowScene?.setAppearance(style) }

    func displayList() -> DisplayList {
        if shown.map({ $0.highlighted != highlighted || $0.available != available }) ?? true { layout() }
        root.layoutIfNeeded()
        return root.displayList()
    }

    private func layout() {
        shown = (highlighted, available)
        labels.forEach { $0.removeFromSuperview() }
        labels = []
        let lines = ["Copy the motion as"] + CodeDialect.allCases.enumerated().map { "  \($0.offset + 1)   \($0.element.title)" }
            + ["1–5, or ↑↓ and Enter · Esc closes"]
        let height = CGFloat(lines.count) * 26 + 20
        panel.frame = CGRect(x: (root.bounds.width - Self.width) / 2, y: max(20, (root.bounds.height - height) / 2), width: Self.width, height: height)
        for (index, line) in lines.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: 10 + CGFloat(index) * 26, width: Self.width - 32, height: 24))
            label.text = line
            let row = index - 1
            let isRow = CodeDialect.allCases.indices.contains(row)
            label.font = index == 0 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: isRow ? 14 : 12)
            label.textColor = !isRow ? (index == 0 ? .label : .secondaryLabel)
                : available.contains(CodeDialect.allCases[row]) ? (row == highlighted ? .white : .label) : .tertiaryLabel
            if isRow && row == highlighted {
                label.backgroundColor = .systemBlue
                label.layer.cornerRadius = 6
            }
            panel.addSubview(label)
            labels.append(label)
        }
    }
}
