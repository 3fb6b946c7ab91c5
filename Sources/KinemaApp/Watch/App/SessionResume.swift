import Foundation
import KinemaShell
import KinemaTweaks

/// A new build comes back to the moment the old one stood at: the old run's recording is replayed into
/// the fresh shell, headless on the capture's fixed steps, up to that session time — the same path as
/// `capture --input`, so the new code meets the same input at the same times (and, changed, may take
/// it elsewhere). The shell records what it is given, so the new run's recording starts as the old
/// one's, ready for the build after.
@MainActor
enum SessionResume {
    struct Report: Codable, Equatable, Sendable {
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

    /// The longest a hand-over's replay runs, in wall seconds: past it the old run's own state is taken.
    static let budgetSeconds = 5.0
    /// The longest recording a hand-over replays, in bytes (about 150,000 events, which a debug build
    /// reads in 2 s): a longer one is not read, and the old run's own state is taken.
    static let maximumBytes = 8_000_000

    /// Replays the recording at `path` into `shell` up to session time `time` — unless the scene the old
    /// run stood in (`scene`) is gone from this build: the session then starts afresh, as the report says.
    /// Pointer moves that cannot change anything are dropped (`ScriptedRun.dropsIdleMoves`). When the old
    /// run's recording stopped short (`state.recordingProblem`: a full disk), or is over `largest` bytes,
    /// or its replay would take longer than `budget` wall seconds, the replay brings back what it
    /// reached (if anything), moves on to `time` in one step, and then takes the old run's own `state` —
    /// its scene, values, selected row, pause and slow motion — and the report says so. (Without a
    /// `state`, the whole recording is replayed, however long.)
    static func replay(
        _ path: String, to time: Double, scene: String? = nil, state: SessionState? = nil,
        budget: Double = budgetSeconds, largest: Int = maximumBytes, into shell: Shell
    ) -> Report {
        if let scene, !shell.catalog.names.contains(scene) {
            return Report(seconds: 0, events: 0, problem: "the scene '\(scene)' is gone from this build; the session starts afresh")
        }
        var reasons: [String] = []
        var report = Report(seconds: 0, events: 0)
        var cut: Double?
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if state != nil, bytes > largest {
            cut = 0
            reasons.append(String(format: "the session's recording is too long to replay (%.1f MB; a hand-over replays up to %.0f MB)",
                Double(bytes) / 1e6, Double(largest) / 1e6))
        } else {
            (report, cut) = replayRecording(path, to: time, budget: state == nil ? .infinity : budget, into: shell)
            if let reached = cut {
                reasons.append(String(format: "the replay was cut at %.0f s of wall time, at %.2f s of the session's %.2f s", budget, reached, time))
            }
        }
        if cut != nil {
            shell.advance(events: [], realDelta: max(0, time - shell.sessionTime) / max(shell.speed, 1e-9), countsInterval: false)
        }
        if let problem = state?.recordingProblem { reasons.append("the old app's recording was incomplete (\(problem))") }
        guard let state, !reasons.isEmpty else { return report }
        let restored = shell.restore(state)
        report.restored = reasons.joined(separator: "; ") + ": the replay brought back what it reached, then "
            + (restored.isEmpty ? "nothing else differed from the old app's own state" : "took from the old app: \(restored.joined(separator: ", "))")
        shell.tuning.notice = "hand-over " + (cut != nil ? "cut short" : "from an incomplete recording") + ": "
            + (restored.isEmpty ? "nothing lost" : "\(restored.joined(separator: ", ")) taken from the old app")
        return report
    }

    /// The replay itself, a second of session time at a go, until `time` or until `budget` wall seconds
    /// are spent; the session time it was cut at, if it was.
    private static func replayRecording(_ path: String, to time: Double, budget: Double, into shell: Shell) -> (Report, cut: Double?) {
        let started = Date()
        defer { shell.restartFrameStatistics() }
        let events: [InputRecording.TimedEvent]
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            events = try InputRecording.decodeTimed(text)
        } catch {
            return (Report(seconds: 0, events: 0, problem: "the session's recording could not be read (\(error)); the session starts afresh"), nil)
        }
        var run = ScriptedRun(shell: shell, recording: events)
        run.dropsIdleMoves = true
        var cut: Double?
        while shell.sessionTime < time - 1 {
            if Date().timeIntervalSince(started) >= budget {
                cut = shell.sessionTime
                break
            }
            let before = shell.sessionTime
            // On the grid only: the frames are an uninterrupted run's.
            _ = run.advanceOnGrid(to: before + 1)
            if shell.sessionTime <= before { break }
        }
        if cut == nil {
            _ = run.advance(to: time)
            run.deliverEventsDueNow()
        }
        let delivered = events.prefix { $0.time <= shell.sessionTime + InputRecording.timeResolution }.count
        // Paused in the replay, time stands still: that is where the old run stood too.
        let short = cut == nil && shell.sessionTime < time - 0.05 && !shell.isPaused
        let report = Report(
            seconds: Date().timeIntervalSince(started), events: delivered,
            problem: short ? String(format: "it reached %.2f s of the %.2f s", shell.sessionTime, time) : nil)
        return (report, cut)
    }
}
