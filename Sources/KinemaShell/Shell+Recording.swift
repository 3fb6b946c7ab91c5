import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The session's recording: each event as it is delivered (or what a key did, where the key would not
/// do the same in a replay), into the history and `--record`'s file.
extension Shell {
    /// Whether what a press does is recorded rather than the key: loading or saving presets (Ctrl+O,
    /// Ctrl+S, ←/→ on the presets row: presets live outside the window), undo and redo (their history
    /// is this session's, not a replay's).
    func recordsItsDoing(_ resolved: ResolvedKeyPress) -> Bool {
        let action = resolved.action
        if action == .loadPreset || action == .savePreset || action == .undo || action == .redo { return true }
        return tuning.selectedParameter === tuning.presetRow && (action == .decrease || action == .increase)
    }

    /// Runs `body` and records the values it changed as settings (a preset loaded), so that a replay
    /// sets them alike without the preset's file.
    func recordingWhatPresetsDo(_ body: () -> Void) {
        let before = tuning.sceneParameters.map(\.value), ruleBefore = tuning.springRule
        body()
        for (parameter, old) in zip(tuning.sceneParameters, before) where parameter.value != old {
            record(.setting(key: parameter.key, value: parameter.commandLineValue))
        }
        if tuning.springRule != ruleBefore { record(.setting(key: tuning.springRuleRow.key, value: tuning.springRule.rawValue)) }
    }

    /// Writes `event` to the recording and the session's history, at the session's time.
    func record(_ event: SessionEvent) {
        recording.record(event, at: sessionTime)
        scrubber.eventRecorded(at: sessionTime)
    }

    /// Records every event into `file` (`--record`). If the file cannot be written any more, the
    /// recording stops — said in the status line and on stderr — and everything else goes on. A
    /// recording begins with the session's spring rule when it is not UIKit's, so it replays alike.
    package func startRecording(to file: RecordingFile) {
        let rule = tuning.springRule
        let firstLines = rule == .uikit ? [] : [InputRecording.encode(.setting(key: tuning.springRuleRow.key, value: rule.rawValue), at: 0)]
        recording.start(into: file, firstLines: firstLines)
    }
}
