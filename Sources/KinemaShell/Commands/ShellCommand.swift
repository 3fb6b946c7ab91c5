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
    let bindings: [KeyBinding]
    /// The inspector's legend: which of its lines, and the words there ("Tab scene").
    let legend: [(line: Int, words: String)]
}
