import Foundation
import KinemaUI
import KinemaTweaks

/// ↑/↓ are recorded as the row they settle on, by its tweak's key, as a click on a row is: a replay then
/// selects the same tweak even when the code it replays into has rows added or removed above it (a save
/// under `kinema watch`), where replaying the presses would pick another row by position. Recordings
/// that hold the presses replay them as before.
extension Shell {
    /// Whether `press` moves the inspector's selection (↑/↓, with no key list or chooser taking them).
    func movesSelection(_ resolved: ResolvedKeyPress) -> Bool {
        guard !overlays.choosesCode, !overlays.showsKeys else { return false }
        return resolved.action == .selectPrevious || resolved.action == .selectNext
    }

    /// Runs `body` (the press of `event`) and records the row it selected by key; the press itself when
    /// no one row has that key (a scene's tweak named as one of the spring's other forms).
    func recordingSelection(of event: SessionEvent, _ body: () -> Void) {
        body()
        let rows = tuning.tunables
        if let key = tuning.selectedParameter?.key, rows.lazy.filter({ $0.key == key }).count == 1 {
            record(.selection(key: key))
        } else {
            record(event)
        }
    }
}
