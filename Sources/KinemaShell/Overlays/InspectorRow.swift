import Foundation
import KinemaUI
import KinemaTweaks

/// One parameter's row of the inspector: its name, what it does beside its value ("behaves as 1
/// (UIKit)"), and the value, on a background that shows the selection.
@MainActor
struct InspectorRow {
    let background = UIView()
    let name = UILabel()
    let note = UILabel()
    let value = UILabel()
    /// What the row was last laid out for.
    private struct LayoutKey: Equatable {
        var frame: CGRect, name: String?, value: String?
    }

    private final class LaidOut {
        var key: LayoutKey?
    }

    private let laidOut = LaidOut()
    /// The heading of the group the row begins (a `TweakGroup`'s), in a slot of its own above it.
    let heading: UILabel?

    init(key: String, label: String, heading text: String? = nil) {
        heading = text.map { text in
            let heading = UILabel()
            heading.text = text
            heading.font = .systemFont(ofSize: 11, weight: .semibold)
            heading.textColor = .secondaryLabel
            heading.accessibilityIdentifier = "param-heading"
            return heading
        }
        background.layer.cornerRadius = 6
        background.accessibilityIdentifier = "param-\(key)"
        name.text = label
        name.font = .systemFont(ofSize: 14)
        value.font = .systemFont(ofSize: 14, weight: .semibold)
        value.textAlignment = .right
        note.font = .systemFont(ofSize: 11)
        note.textColor = .secondaryLabel
        note.textAlignment = .right
        background.addSubview(name)
        background.addSubview(note)
        background.addSubview(value)
    }

    /// The row across `width` points of text: the name from the left, the value at the right as wide as
    /// it needs, the note between them (it gives way; the name keeps what it needs up to 60 %).
    func layout(in frame: CGRect) {
        // Measured again only when the frame or a text changed (a value changes while its key is held).
        let key = LayoutKey(frame: frame, name: name.text, value: value.text)
        guard key != laidOut.key else { return }
        laidOut.key = key
        background.frame = frame
        let inner = frame.width - 16, height = frame.height
        let valueWidth = min(inner * 0.5, (value.text.map { TextMetrics.measure($0, value.font).width } ?? 0).rounded(.up) + 2)
        let nameWidth = min(inner * 0.6, (name.text.map { TextMetrics.measure($0, name.font).width } ?? 0).rounded(.up) + 2)
        name.frame = CGRect(x: 8, y: 0, width: min(nameWidth, inner - valueWidth - 8), height: height)
        value.frame = CGRect(x: 8 + inner - valueWidth, y: 0, width: valueWidth, height: height)
        let noteLeft = name.frame.maxX + 10, noteRight = value.frame.minX - 10
        note.frame = CGRect(x: noteLeft, y: 0, width: max(0, noteRight - noteLeft), height: height)
        note.isHidden = note.frame.width < 24
    }

    /// The row's look for its parameter, selected or not.
    func show(_ parameter: Parameter, note text: String?, selected: Bool) {
        background.backgroundColor = selected ? UIColor.systemBlue.withAlphaComponent(0.14) : .clear
        name.textColor = selected ? .systemBlue : .label
        value.text = parameter.displayValue
        value.textColor = selected ? .systemBlue : .label
        note.text = text
    }
}
