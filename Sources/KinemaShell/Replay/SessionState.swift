import Foundation
import KinemaTweaks

/// Where a session stands, read from its own state rather than from its input: the scene, every tweak's
/// value and the spring rule, the selected row, pause and slow motion. A hand-over under `kinema watch`
/// carries it, so that a new build whose replay cannot bring the session back — the recording stopped,
/// on a full disk — still comes back to what the old app showed (`Shell.restore`).
package struct SessionState: Codable, Equatable, Sendable {
    package var scene: String
    /// Every tweak of the scene by key, choices by name, then the spring rule.
    package var settings: [Preset.Setting]
    /// The selected row's key.
    package var selection: String?
    package var isPaused: Bool
    package var isSlowMotion: Bool
    /// Why the session's recording stopped, if it did: a replay of it then falls short of this state.
    package var recordingProblem: String?

    package init(
        scene: String, settings: [Preset.Setting], selection: String?, isPaused: Bool, isSlowMotion: Bool, recordingProblem: String?
    ) {
        self.scene = scene
        self.settings = settings
        self.selection = selection
        self.isPaused = isPaused
        self.isSlowMotion = isSlowMotion
        self.recordingProblem = recordingProblem
    }
}
