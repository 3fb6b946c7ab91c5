import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// Shift+C's chooser: the languages the tuned motion can be copied in, one highlighted. 1–5 copy one
/// at once, ↑/↓ move the highlight and Enter (or Space, or C) copies it, Esc closes. A language the scene
/// has nothing for (no spring or curve: only its UIKit code) is shown dimmed and cannot be picked, and
/// the chooser says why under the languages.
@MainActor
final class CodeChooser {
    private let root: UIWindow
    private let panel: UIView
    private var labels: [UILabel] = []
    private(set) var highlighted = 0
    /// The languages there is code for now (set when the chooser opens).
    private(set) var available: Set<CodeDialect> = [.uikit]
    /// Why the dimmed languages cannot be picked (nil when none is dimmed).
    private(set) var reason: String?
    private var shown: (highlighted: Int, available: Set<CodeDialect>, reason: String?)?
    static let width: CGFloat = 340

    init(size: CGSize, environment: SceneEnvironment) {
        (root, panel) = OverlayWindow.makeDimmed(size: size, environment: environment, dimming: 0.25, panelIdentifier: "code-chooser")
    }

    func open(available: Set<CodeDialect>, reason: String? = nil) {
        self.available = available
        self.reason = available.count < CodeDialect.allCases.count ? reason : nil
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
        if shown.map({ $0.highlighted != highlighted || $0.available != available || $0.reason != reason }) ?? true { layout() }
        root.layoutIfNeeded()
        return root.displayList()
    }

    private func layout() {
        shown = (highlighted, available, reason)
        labels.forEach { $0.removeFromSuperview() }
        labels = []
        let lines = ["Copy the motion as"] + CodeDialect.allCases.enumerated().map { "  \($0.offset + 1)   \($0.element.title)" }
            + ["1–5, or ↑↓ and Enter · Esc closes"]
        let reasonLabel = reason.map(makeReasonLabel)
        let reasonHeight = reasonLabel.map { $0.frame.height + 8 } ?? 0
        let height = CGFloat(lines.count) * 26 + 20 + reasonHeight
        panel.frame = CGRect(x: (root.bounds.width - Self.width) / 2, y: max(20, (root.bounds.height - height) / 2), width: Self.width, height: height)
        if let reasonLabel {
            // Under the languages, above the key line: why the dimmed ones cannot be picked.
            reasonLabel.frame.origin.y = 10 + CGFloat(lines.count - 1) * 26 + 4
            labels.append(reasonLabel)
        }
        for (index, line) in lines.enumerated() {
            let isFooter = index == lines.count - 1
            let label = UILabel(frame: CGRect(x: 16, y: 10 + CGFloat(index) * 26 + (isFooter ? reasonHeight : 0), width: Self.width - 32, height: 24))
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

    /// The reason, wrapped to the panel's width in as many lines as it takes.
    private func makeReasonLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: Self.width - 32, height: 0))
        label.text = "Dimmed: " + text
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.accessibilityIdentifier = "code-chooser-reason"
        // Measured in the panel, with the window's text metrics.
        panel.addSubview(label)
        label.frame.size.height = label.sizeThatFits(CGSize(width: Self.width - 32, height: .greatestFiniteMagnitude)).height
        return label
    }
}
