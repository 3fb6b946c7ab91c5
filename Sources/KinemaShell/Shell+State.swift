import Foundation
import KinemaUI
import KinemaTweaks

/// The session's state apart from its input (`SessionState`): read for a hand-over, and brought back
/// when a replay cannot bring it.
extension Shell {
    /// Why the session's recording stopped (a full disk, a file-size limit), or nil while it records or
    /// when it never did.
    package var recordingProblem: String? { recording.stopReason }

    /// Where the session stands now.
    package var state: SessionState {
        var settings = Preset(of: tuning).settings
        settings.append(Preset.Setting(key: tuning.springRuleRow.key, value: tuning.springRule.rawValue))
        return SessionState(
            scene: scene.name, settings: settings, selection: tuning.selectedParameter?.key, isPaused: isPaused,
            isSlowMotion: isSlowMotion, recordingProblem: recordingProblem)
    }

    /// Brings the session to `state` through its own input — Tab to its scene, then settings, the row
    /// selected, P and S as needed — so that the session's recording holds them too, and the next
    /// hand-over's replay brings them. Returns what it changed, in words ("2 values", "the selected
    /// row"…), empty when nothing differed; a scene this build lacks leaves the session where it is.
    @discardableResult
    package func restore(_ state: SessionState) -> [String] {
        var restored: [String] = []
        let names = catalog.names
        if scene.name != state.scene, let target = names.firstIndex(of: state.scene), let current = names.firstIndex(of: scene.name) {
            let presses = (target - current + names.count) % names.count
            advance(events: Array(repeating: .input(.key(ShellCommands.press(for: .nextScene))), count: presses), realDelta: 0, countsInterval: false)
            if scene.name == state.scene { restored.append("scene \(state.scene)") }
        }
        guard scene.name == state.scene else { return restored }
        let now = Dictionary(self.state.settings.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        var events = state.settings.filter { now[$0.key] != nil && now[$0.key] != $0.value }.map { SessionEvent.setting(key: $0.key, value: $0.value) }
        if !events.isEmpty { restored.append(events.count == 1 ? "1 value" : "\(events.count) values") }
        if let key = state.selection, tuning.selectedParameter?.key != key {
            events.append(.selection(key: key))
            restored.append("the selected row")
        }
        if isPaused != state.isPaused {
            events.append(.input(.key(ShellCommands.press(for: .pause))))
            restored.append(state.isPaused ? "pause" : "play")
        }
        if isSlowMotion != state.isSlowMotion {
            events.append(.input(.key(ShellCommands.press(for: .slowMotion))))
            restored.append(state.isSlowMotion ? "slow motion" : "full speed")
        }
        advance(events: events, realDelta: 0, countsInterval: false)
        return restored
    }
}
