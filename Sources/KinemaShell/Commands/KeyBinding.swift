import Foundation
import KinemaUI
import KinemaTweaks

/// One press of the shell's key table: a key with the modifiers it takes, and the action it stands for.
/// Typed, so that a misspelt key or modifier does not compile.
struct KeyBinding: Sendable, Equatable {
    let key: ShellKey
    let modifiers: Modifiers
    let action: ShellAction
    /// Whether a held key's repeats act again (arrows do; a toggle does not).
    let repeats: Bool

    /// A binding whose held key acts once (a toggle).
    static func once(_ key: ShellKey, _ modifiers: Modifiers, _ action: ShellAction) -> KeyBinding {
        KeyBinding(key: key, modifiers: modifiers, action: action, repeats: false)
    }

    /// A binding whose held key acts again with each repeat (the arrows).
    static func repeating(_ key: ShellKey, _ modifiers: Modifiers, _ action: ShellAction) -> KeyBinding {
        KeyBinding(key: key, modifiers: modifiers, action: action, repeats: true)
    }

    /// Whether `press` is this key with modifiers it takes (a repeat included).
    func matches(_ press: KeyPress) -> Bool {
        press.key == key.key && modifiers.admit(press.modifiers)
    }

    /// A press of the binding, as a recording keeps one (the fewest modifiers it takes).
    var press: KeyPress {
        switch modifiers {
        case .scaled, .plain, .any: KeyPress(key: key.key)
        case .shift: KeyPress(key: key.key, modifiers: [.shift])
        case .control: KeyPress(key: key.key, modifiers: [.control])
        case .controlShift: KeyPress(key: key.key, modifiers: [.control, .shift])
        }
    }

    /// Which modifiers a binding takes.
    enum Modifiers: Sendable, Equatable {
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
