import Foundation
import KinemaLayers
import KinemaTweaks

/// What Ctrl+Z undoes and Ctrl+Shift+Z redoes: the changes to the scene's tweaks, from keys, the panel,
/// presets, R or recorded settings, a step each (a held arrow's repeats on one tweak are one step),
/// `depth` steps deep. A new change after an undo drops what could have been redone. The changes come
/// as they are made (`TuningSession` watches the scene's tweaks), gathered per event.
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
    /// The changes of the event under way, by the place of their tweak among the scene's rows (a step
    /// lists its changes in the rows' order, as undo sets them); nil between events, when a change is
    /// no step's (a test's direct call, the change a frame's end tells the scene).
    private var openStep: [Int: Change]?

    /// An event begins: what changes until `closeStep` is its doing.
    mutating func openStepForEvent() {
        openStep = [:]
    }

    /// The scene changed under the event: what its last scene's tweaks did is no step of the new one's.
    mutating func forgetOpenChanges() {
        if openStep != nil { openStep = [:] }
    }

    /// The tweak at `row` among the scene's went from `old` to `new` (noted while an event is under way).
    mutating func noteChange(row: Int, key: String, old: Double, new: Double) {
        guard openStep != nil else { return }
        if openStep?[row] != nil { openStep?[row]?.new = new } else { openStep?[row] = Change(key: key, old: old, new: new) }
    }

    /// The event ended: what it changed becomes a step (`continues`: see `note`); `keeps` false drops it
    /// (undo's and redo's own doing).
    mutating func closeStep(continues: Bool, keeps: Bool = true) {
        let changes = (openStep ?? [:]).sorted { $0.key < $1.key }.map(\.value)
        openStep = nil
        if keeps { note(changes.filter { $0.old != $0.new }, continues: continues) }
    }

    /// The values of the tweaks `keys` went from `before` to `after` (one event's doing); see `note(_:continues:)`.
    mutating func note(keys: [String], before: [Double], after: [Double], continues: Bool) {
        note(zip(keys, zip(before, after)).filter { $0.1.0 != $0.1.1 }.map { Change(key: $0.0, old: $0.1.0, new: $0.1.1) }, continues: continues)
    }

    /// One event's `changes` become a step; `continues` when it is the same gesture as the last step (a
    /// key's repeat, a handle's drag): the step then takes the changes in, each tweak keeping the value
    /// it had before the gesture.
    mutating func note(_ changes: [Change], continues: Bool) {
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
