import Foundation
import KinemaUI
import KinemaTweaks

/// A key press with what the shell's key table makes of it, looked up once as the press arrives
/// (`ShellCommands.binding(for:)`) and passed along: whether it is recorded or its doing is, then what
/// it does.
struct ResolvedKeyPress {
    let press: KeyPress
    /// The binding it matches, or nil: the scene's key.
    let binding: KeyBinding?

    init(_ press: KeyPress) {
        self.press = press
        binding = ShellCommands.binding(for: press)
    }

    /// The action it stands for, or nil: the scene's own keys, or a repeat of a key that does not
    /// repeat.
    var action: ShellAction? {
        guard let binding, binding.repeats || !press.isRepeat else { return nil }
        return binding.action
    }

    /// Whether it is one of the shell's keys at all (a repeat of a toggle included): those never reach
    /// the scene.
    var isShellKey: Bool { binding != nil }
}
