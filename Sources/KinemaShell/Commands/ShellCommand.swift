import Foundation
import KinemaUI
import KinemaTweaks

/// One row of the shell's key table: the keys as people name them ("↑ / ↓"), what they do, the presses
/// that do it, and the words the inspector's legend gives them. The behaviour, the key overlay (?),
/// `--help` and the README's key table all come from `ShellCommands.table`.
package struct ShellCommand: Sendable {
    /// The keys as the key overlay and the README name them ("Tab / Shift-Tab").
    package let keys: String
    /// What they do.
    package let does: String
    /// Each press and what it does.
    let bindings: [Binding]
    /// The inspector's legend: which of its lines, and the words there ("Tab scene").
    let legend: [(line: Int, words: String)]

    /// A key with the modifiers it takes, and its action.
    struct Binding: Sendable {
        let key: KeyPress.Key
        let modifiers: Modifiers
        let action: ShellAction
        /// Whether a held key's repeats act again (arrows do; a toggle does not).
        let repeats: Bool
    }

    /// Which modifiers a binding takes.
    enum Modifiers: Sendable {
        /// Shift and Alt change how much (the arrows: ×10, a tenth); never Ctrl.
        case scaled
        /// Neither Shift nor Ctrl (Alt is ignored).
        case plain
        case shift
        case control
        /// Ctrl with Shift.
        case controlShift
        /// Any but Ctrl.
        case any

        func admit(_ modifiers: KeyPress.Modifiers) -> Bool {
            let control = modifiers.contains(.control), shift = modifiers.contains(.shift)
            switch self {
            case .scaled, .any: return !control
            case .plain: return !control && !shift
            case .shift: return !control && shift
            case .control: return control
            case .controlShift: return control && shift
            }
        }
    }
}
