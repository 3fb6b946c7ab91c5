import Foundation
import KinemaTweaks

/// What Ctrl+Z undoes and Ctrl+Shift+Z redoes: the changes to the scene's tweaks, from keys, the panel,
/// presets, R or recorded settings, a step each (a held arrow's repeats on one tweak are one step),
/// `depth` steps deep. A new change after an undo drops what could have been redone.
struct TuningHistory {
    /// One tweak's value before and after.
    struct Change: Equatable {
        var key: String
        var old: Double
        var new: Double
    }

    static let depth = 100
    private(set) var undoSteps: [[Change]] = []
    private(set) var redoSteps: [[Change]] = []

    /// The values of the tweaks `keys` went from `before` to `after` (one event's doing); `continues`
    /// when it is the same gesture as the last step (a key's repeat, a handle's drag): the step then
    /// takes the changes in, each tweak keeping the value it had before the gesture.
    mutating func note(keys: [String], before: [Double], after: [Double], continues: Bool) {
        let changes = zip(keys, zip(before, after)).filter { $0.1.0 != $0.1.1 }.map { Change(key: $0.0, old: $0.1.0, new: $0.1.1) }
        guard !changes.isEmpty else { return }
        redoSteps = []
        if continues, !undoSteps.isEmpty {
            for change in changes {
                if let index = undoSteps[undoSteps.count - 1].firstIndex(where: { $0.key == change.key }) {
                    undoSteps[undoSteps.count - 1][index].new = change.new
                } else {
                    undoSteps[undoSteps.count - 1].append(change)
                }
            }
            return
        }
        undoSteps.append(changes)
        if undoSteps.count > Self.depth { undoSteps.removeFirst(undoSteps.count - Self.depth) }
    }

    /// The last step, moved to the redo list: the values to set (each tweak's old one); nil when none.
    mutating func undo() -> [(key: String, value: Double)]? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step.map { ($0.key, $0.old) }
    }

    /// The last undone step, back on the undo list: each tweak's new value; nil when none.
    mutating func redo() -> [(key: String, value: Double)]? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step.map { ($0.key, $0.new) }
    }
}
