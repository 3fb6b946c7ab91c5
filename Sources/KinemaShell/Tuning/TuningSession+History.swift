import Foundation
import KinemaTweaks

/// Where Ctrl+Z's history comes from: the session watches the scene's tweaks and notes each change as it
/// is made — by the keys, the panel, a drag, a preset, or the scene's own reaction to another tweak —
/// into the step of the event under way. Nothing is compared around an event that changes nothing (a
/// pointer move costs no look at the tweaks).
extension TuningSession {
    /// Each change of the scene's tweaks goes to the history's open step (the session's tweaks only:
    /// `attach` lets the last scene's go).
    func watchTweaks() {
        for (row, parameter) in sceneParameters.enumerated() {
            parameter.valueDidChange = { [weak self] parameter, old in
                self?.history.noteChange(row: row, key: parameter.key, old: old, new: parameter.value)
            }
        }
    }

    /// An event begins: the tweaks it changes make its step.
    func beginStep() {
        history.openStepForEvent()
    }

    /// The event ended: what it changed is a step of its own, or part of the last one when `continues`
    /// (a held arrow's repeat, a handle's drag); `keeps` false drops it (undo's and redo's own doing).
    func endStep(continues: Bool, keeps: Bool = true) {
        history.closeStep(continues: continues, keeps: keeps)
    }
}
