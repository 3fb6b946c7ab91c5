import Foundation
import KinemaScenes

/// A new build comes back to the moment the old one stood at: the old run's recording is replayed into
/// the fresh shell, headless on the capture's fixed steps, up to that session time — the same path as
/// `capture --input`, so the new code meets the same input at the same times (and, changed, may take
/// it elsewhere). The shell records what it is given, so the new run's recording starts as the old
/// one's, ready for the build after.
@MainActor
enum SessionResume {
    struct Report: Equatable {
        /// Wall seconds the replay took.
        var seconds: Double
        /// Events delivered.
        var events: Int
        /// Why it stopped short of the time asked for, if it did.
        var problem: String?
        /// What was taken from the old run's own state after the replay, in words, when its recording
        /// was incomplete.
        var restored: String?
    }

    /// Replays the recording at `path` into `shell` up to session time `time` — unless the scene the old
    /// run stood in (`scene`) is gone from this build: the session then starts afresh, as the report says.
    /// When the old run's recording stopped short (`state.recordingProblem`: a full disk), the replay
    /// brings back what was recorded and then the old run's own `state` — its scene, values, selected
    /// row, pause and slow motion — and the report says so.
    static func replay(_ path: String, to time: Double, scene: String? = nil, state: SessionState? = nil, into shell: Shell) -> Report {
        if let scene, !SceneCatalog.names.contains(scene) {
            return Report(seconds: 0, events: 0, problem: "the scene '\(scene)' is gone from this build; the session starts afresh")
        }
        var report = replayRecording(path, to: time, into: shell)
        guard let state, let problem = state.recordingProblem else { return report }
        let restored = shell.restore(state)
        report.restored = "the old app's recording was incomplete (\(problem)): the replay brought back what was recorded, then "
            + (restored.isEmpty ? "nothing else differed from the old app's own state" : "took from the old app: \(restored.joined(separator: ", "))")
        shell.tuning.notice = "hand-over from an incomplete recording: " + (restored.isEmpty ? "nothing lost" : "\(restored.joined(separator: ", ")) taken from the old app")
        return report
    }

    private static func replayRecording(_ path: String, to time: Double, into shell: Shell) -> Report {
        let started = Date()
        defer { shell.restartFrameStatistics() }
        let events: [InputRecording.TimedEvent]
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            events = try InputRecording.decodeTimed(text)
        } catch {
            return Report(seconds: 0, events: 0, problem: "the session's recording could not be read (\(error)); the session starts afresh")
        }
        var run = ScriptedRun(shell: shell, recording: events)
        _ = run.advance(to: time)
        run.deliverEventsDueNow()
        let delivered = events.prefix { $0.time <= shell.sessionTime + InputRecording.timeResolution }.count
        // Paused in the replay, time stands still: that is where the old run stood too.
        let short = shell.sessionTime < time - 0.05 && !shell.isPaused
        return Report(
            seconds: Date().timeIntervalSince(started), events: delivered,
            problem: short ? String(format: "it reached %.2f s of the %.2f s", shell.sessionTime, time) : nil)
    }
}
