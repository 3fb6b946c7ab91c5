import Foundation
import KinemaUI
import KinemaTweaks

/// The shell's keys, in one table: what each does in the window (`action(for:)`), the key overlay's
/// rows, the inspector's legend lines, `--help`'s key list and the README's key table (a test compares
/// the README with `markdownTable`).
///
/// Keys are what the keyboard types, on any layout (the window's `TypedKeys`): letters and named keys
/// by their keys, symbols (`?`, `/`, `[`, `]`, `.`) by the character typed, with the modifiers held but
/// the Shift or AltGr that chose it — so `?` is `?` whether Shift+/ (US) or Shift+ß (German) typed it.
/// With Ctrl held a keyboard types no text: a key with Ctrl is its key's unshifted character, and no
/// binding here puts Ctrl on a symbol.
package enum ShellCommands {
    package static let table: [ShellCommand] = [
        command("↑ / ↓", "select a parameter (the scene's, then its spring's other forms)", [("up", .any, .selectPrevious, true), ("down", .any, .selectNext, true)], legend: [(0, "↑↓ select")]),
        command("← / →", "change it (Shift ×10, Alt fine); the scene replays", [("left", .scaled, .decrease, true), ("right", .scaled, .increase, true)], legend: [(0, "←→ change (Shift ×10, Alt fine)")]),
        command("R / Shift-R", "reset it / reset all", [("r", .plain, .reset, true), ("r", .shift, .resetAll, true)], legend: [(0, "R reset")]),
        command("Space, Enter", "replay", [("space", .any, .replay, false), ("enter", .any, .replay, false)], legend: [(1, "Space replay")]),
        command("Tab / Shift-Tab", "next / previous scene", [("tab", .plain, .nextScene, false), ("tab", .shift, .previousScene, false)], legend: [(1, "Tab scene")]),
        command("S", "slow motion ×0.1 (as the iOS Simulator's), or the slow speed last chosen with [", [("s", .any, .slowMotion, false)], legend: [(1, "S slow")]),
        command("[ / ]", "slower / faster: ×0.1, ×0.25, ×0.5, ×1, ×2", [("[", .any, .slower, true), ("]", .any, .faster, true)], legend: [(1, "[ ] speed")]),
        command("P, then .", "pause, then step one frame", [("p", .any, .pause, false), (".", .any, .step, true)], legend: [(1, "P pause"), (1, ". step")]),
        command("C (or Ctrl+C)", "copy the tuning as Swift, with the command line that reopens it", [("c", .plain, .copyCode, false), ("c", .control, .copyCode, false)], legend: [(2, "C copy code")]),
        command("Shift-C", "a chooser: copy the same motion as SwiftUI, Core Animation, CSS or Jetpack Compose", [("c", .shift, .chooseCode, false)], legend: []),
        command("Ctrl+Z / Ctrl+Shift+Z", "undo / redo the last change to a tweak (100 deep)", [("z", .controlShift, .redo, true), ("z", .control, .undo, true)], legend: []),
        command("Ctrl+S / Ctrl+O", "save the values as a preset / load the next preset", [("s", .control, .savePreset, false), ("o", .control, .loadPreset, false)], legend: [(2, "Ctrl+S/O presets")]),
        command("O / Shift-O", "onion skin on or off / how many earlier moments (2–12)", [("o", .plain, .onionSkin, false), ("o", .shift, .onionSkinCount, false)], legend: [(2, "O onion skin")]),
        command("M", "Reduce Motion on or off", [("m", .any, .reduceMotion, false)], legend: [(3, "M less motion")]),
        command("D", "dark or light appearance (`--dark` starts dark)", [("d", .any, .appearance, false)], legend: []),
        command("T", "the timeline of the animations the scene started; drag on it to scrub, P resumes", [("t", .any, .timeline, false)], legend: [(3, "T timeline")]),
        command("V", "the plotted motion's velocity over it, and a drag's release velocity as an arrow", [("v", .any, .velocity, false)], legend: [(2, "V velocity")]),
        command("Y", "loop the plotted motion: off, loop, ping-pong", [("y", .any, .loopMode, false)], legend: [(3, "Y loop")]),
        command("H", "HUD on or off", [("h", .any, .hud, false)], legend: [(3, "H HUD")]),
        command("E", "the plot (the spring editor) takes most of the panel, or gives it back", [("e", .any, .enlargeEditor, false)], legend: [(4, "E editor")]),
        command("I", "the inspector folded to a strip, or back (under 800×560 it starts folded)", [("i", .any, .inspector, false)], legend: [(4, "I inspector")]),
        command("? (or /)", "every key, over the window (Esc closes it)", [("?", .any, .keys, false), ("/", .any, .keys, false)], legend: [(4, "? keys")]),
        command("Esc", "close what is open (key list, chooser, editor, timeline, menu); never quits", [("escape", .any, .escape, false)], legend: []),
        command("Q", "quit (or close the window); unsaved tuning is kept as preset `<scene>-last-session`", [("q", .plain, .quit, false)], legend: [(4, "Q quit")]),
    ]

    private static func command(
        _ keys: String, _ does: String, _ bindings: [(String, ShellCommand.Modifiers, ShellAction, Bool)], legend: [(Int, String)]
    ) -> ShellCommand {
        ShellCommand(
            keys: keys, does: does,
            bindings: bindings.map { ShellCommand.Binding(key: KeyPress.Key(rawValue: $0.0), modifiers: $0.1, action: $0.2, repeats: $0.3) },
            legend: legend.map { (line: $0.0, words: $0.1) })
    }

    /// The action `press` stands for, or nil (the scene's own keys, or a repeat of a key that does
    /// not repeat).
    static func action(for press: KeyPress) -> ShellAction? {
        for command in table {
            for binding in command.bindings where binding.key == press.key && binding.modifiers.admit(press.modifiers) {
                return press.isRepeat && !binding.repeats ? nil : binding.action
            }
        }
        return nil
    }

    /// Whether `press` is one of the table's keys at all (a repeat of a toggle included): those never
    /// reach the scene.
    static func isShellKey(_ press: KeyPress) -> Bool {
        table.contains { $0.bindings.contains { $0.key == press.key && $0.modifiers.admit(press.modifiers) } }
    }

    /// The inspector's legend, group by group (a group starts a line): each group's words ("R reset").
    static let legendGroups: [[String]] = {
        let entries = table.flatMap(\.legend)
        let count = (entries.map(\.line).max() ?? -1) + 1
        return (0..<count).map { line in entries.filter { $0.line == line }.map(\.words) }
    }()

    /// The legend's lines at `width` points: each group on lines of its own, wrapped between entries
    /// where a line would be wider than `width` (`measure` gives a text's width).
    static func legendLines(fitting width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        legendGroups.flatMap { group -> [String] in
            var lines: [String] = []
            for words in group {
                if let last = lines.last, measure(last + legendSeparator + words) <= width {
                    lines[lines.count - 1] = last + legendSeparator + words
                } else {
                    lines.append(words)
                }
            }
            return lines
        }
    }

    static let legendSeparator = "   "

    /// The key list of `--help`.
    package static var helpText: String {
        let width = (table.map(\.keys.count).max() ?? 0) + 2
        return "keys (in the window):\n" + table.map { "  " + $0.keys.padding(toLength: width, withPad: " ", startingAt: 0) + $0.does }
            .joined(separator: "\n")
    }

    /// The README's key table, as markdown.
    package static var markdownTable: String {
        (["| key | does |", "|---|---|"] + table.map { "| \($0.keys) | \($0.does) |" }).joined(separator: "\n")
    }
}
