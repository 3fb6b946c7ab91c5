import Foundation
import KinemaUI
import KinemaTweaks

/// What re-simulates a session: how it began — the scene, its values, the app's settings, the window —
/// and every input event since, in session time. The session appends as it goes; a scrub it adopts
/// cuts the history back to that instant.
@MainActor
final class SessionHistory {
    struct Start {
        var scene: String
        /// The scenes the session's app had (a replica makes its scene from the same catalogue).
        var catalog: SceneCatalog
        var values: Preset
        /// The session's settings at its start: the device, appearance, Reduce Motion (`SceneEnvironment`).
        var environment: SceneEnvironment
        var windowSize: CGSize
        var showsPanel: Bool
        var drainsMainQueue: Bool
    }

    let start: Start
    let log = EventLog()
    /// The most events kept (a session past it can no longer be re-simulated exactly).
    static let limit = InputRecording.maximumEvents

    init(start: Start) {
        self.start = start
    }

    /// Appends `event` unless the history is full; false then.
    @discardableResult
    func append(_ event: InputRecording.TimedEvent) -> Bool {
        guard log.count < Self.limit else { return false }
        log.append(event)
        return true
    }
}
