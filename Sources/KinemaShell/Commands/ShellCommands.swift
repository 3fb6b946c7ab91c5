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
        command("↑ / ↓", "select a parameter (the scene's, then its spring's other forms)", [.repeating(.up, .any, .selectPrevious), .repeating(.down, .any, .selectNext)], legend: [(0, "↑↓ select")]),
        command("← / →", "change it (Shift ×10, Alt fine); the scene replays", [.repeating(.left, .scaled, .decrease), .repeating(.right, .scaled, .increase)], legend: [(0, "←→ change (Shift ×10, Alt fine)")]),
        command("R / Shift-R", "reset it / reset all", [.repeating(.r, .plain, .reset), .repeating(.r, .shift, .resetAll)], legend: [(0, "R reset")]),
        command("Space, Enter", "replay", [.once(.space, .any, .replay), .once(.enter, .any, .replay)], legend: [(1, "Space replay")]),
        command("Tab / Shift-Tab", "next / previous scene", [.once(.tab, .plain, .nextScene), .once(.tab, .shift, .previousScene)], legend: [(1, "Tab scene")]),
        command("S", "slow motion ×0.1 (as the iOS Simulator's), or the slow speed last chosen with [", [.once(.s, .any, .slowMotion)], legend: [(1, "S slow")]),
        command("[ / ]", "slower / faster: ×0.1, ×0.25, ×0.5, ×1, ×2", [.repeating(.leftBracket, .any, .slower), .repeating(.rightBracket, .any, .faster)], legend: [(1, "[ ] speed")]),
        command("P, then .", "pause, then step one frame", [.once(.p, .any, .pause), .repeating(.period, .any, .step)], legend: [(1, "P pause"), (1, ". step")]),
        command("C (or Ctrl+C)", "copy the tuning as Swift, with the command line that reopens it", [.once(.c, .plain, .copyCode), .once(.c, .control, .copyCode)], legend: [(2, "C copy code")]),
        command("Shift-C", "a chooser: copy the same motion as SwiftUI, Core Animation, CSS or Jetpack Compose", [.once(.c, .shift, .chooseCode)], legend: []),
        command("Ctrl+Z / Ctrl+Shift+Z", "undo / redo the last change to a tweak (100 deep)", [.repeating(.z, .controlShift, .redo), .repeating(.z, .control, .undo)], legend: []),
        command("Ctrl+S / Ctrl+O", "save the values as a preset / load the next preset", [.once(.s, .control, .savePreset), .once(.o, .control, .loadPreset)], legend: [(2, "Ctrl+S/O presets")]),
        command("O / Shift-O", "onion skin on or off / how many earlier moments (2–12)", [.once(.o, .plain, .onionSkin), .once(.o, .shift, .onionSkinCount)], legend: [(2, "O onion skin")]),
        command("M", "Reduce Motion on or off", [.once(.m, .any, .reduceMotion)], legend: [(3, "M less motion")]),
        command("D", "dark or light appearance (`--dark` starts dark)", [.once(.d, .any, .appearance)], legend: []),
        command("T", "the timeline of the animations the scene started; drag on it to scrub, P resumes", [.once(.t, .any, .timeline)], legend: [(3, "T timeline")]),
        command("V", "the plotted motion's velocity over it, and a drag's release velocity as an arrow", [.once(.v, .any, .velocity)], legend: [(2, "V velocity")]),
        command("Y", "loop the plotted motion: off, loop, ping-pong", [.once(.y, .any, .loopMode)], legend: [(3, "Y loop")]),
        command("G", "Auto Layout's constraints and guides over the viewport", [.once(.g, .any, .constraints)], legend: []),
        command("H", "HUD on or off", [.once(.h, .any, .hud)], legend: [(3, "H HUD")]),
        command("E", "the plot (the spring editor) takes most of the panel, or gives it back", [.once(.e, .any, .enlargeEditor)], legend: [(4, "E editor")]),
        command("I", "the inspector folded to a strip, or back (under 800×560 it starts folded)", [.once(.i, .any, .inspector)], legend: [(4, "I inspector")]),
        command("? (or /)", "every key, over the window (Esc closes it)", [.once(.questionMark, .any, .keys), .once(.slash, .any, .keys)], legend: [(4, "? keys")]),
        command("Esc", "close what is open (key list, chooser, editor, timeline, menu); never quits", [.once(.escape, .any, .escape)], legend: []),
        command("Q", "quit (or close the window); unsaved tuning is kept as preset `<scene>-last-session`", [.once(.q, .plain, .quit)], legend: [(4, "Q quit")]),
    ]

    private static func command(_ keys: String, _ does: String, _ bindings: [KeyBinding], legend: [(Int, String)]) -> ShellCommand {
        ShellCommand(keys: keys, does: does, bindings: bindings, legend: legend.map { (line: $0.0, words: $0.1) })
    }

    /// The binding `press` matches (a repeat of a key that does not repeat included), or nil: the
    /// scene's own keys. The first row's that matches: a row above takes a press from one below.
    static func binding(for press: KeyPress) -> KeyBinding? {
        for command in table {
            if let binding = command.bindings.first(where: { $0.matches(press) }) { return binding }
        }
        return nil
    }

    /// The action `press` stands for, or nil (the scene's own keys, or a repeat of a key that does
    /// not repeat). The shell looks a press up once, as it arrives (`ResolvedKeyPress`).
    static func action(for press: KeyPress) -> ShellAction? { ResolvedKeyPress(press).action }

    /// The press that does `action`, as a recording keeps it: the first binding's, with the fewest
    /// modifiers it takes (P for `.pause`, Tab for `.nextScene`).
    static func press(for action: ShellAction) -> KeyPress {
        guard let binding = table.lazy.flatMap(\.bindings).first(where: { $0.action == action }) else {
            preconditionFailure("no key does \(action)")
        }
        return binding.press
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
