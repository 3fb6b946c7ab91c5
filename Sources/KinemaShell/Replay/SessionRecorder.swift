import Foundation
import KinemaTweaks

/// What the session keeps of its input: its history (how it began, and every event since, in session
/// time — what re-simulates it) and, with `--record`, the recording file's lines.
@MainActor
final class SessionRecorder {
    /// How the session began and its events since; made at its first frame.
    private(set) var history: SessionHistory?
    /// Receives every event the session gets, as a JSON line stamped in session time (`--record`).
    var recorder: ((String) -> Void)?
    /// Keeps only the recording's first lines, given their count (a scrub adopted: the session's
    /// history now ends where the scrub left it, and the recording with it).
    var recordingRewinder: ((Int) -> Void)?
    /// Lines the recording has had (to know whether every one is still in the session's history).
    private(set) var recordedLines = 0
    /// Why the recording stopped, for the status line (told once).
    var onStop: ((String) -> Void)?
    /// Why the recording stopped, once it has: it then holds less than the session.
    private(set) var stopReason: String?

    /// The session begins: how, for re-simulating it.
    func begin(_ start: @autoclosure () -> SessionHistory.Start) {
        // Made only for the session's first frame: the start spells every tweak's value, which a frame
        // should not pay for.
        if history == nil { history = SessionHistory(start: start()) }
    }

    /// Records into `file` (`--record`), starting with `firstLines` (the session's settings that a
    /// replay needs from its start). If the file cannot be written any more, the recording stops — said
    /// through `onStop` — and everything else goes on.
    func start(into file: RecordingFile, firstLines: [String]) {
        for line in firstLines where file.append(line) == nil { recordedLines += 1 }
        recorder = { [unowned self] line in
            guard let problem = file.append(line) else { return }
            stop(because: problem)
        }
        recordingRewinder = { [unowned self] lines in
            guard let problem = file.keepFirstLines(lines) else { return }
            stop(because: problem)
        }
    }

    func stop(because problem: String) {
        stopReason = stopReason ?? problem
        recorder = nil
        recordingRewinder = nil
        onStop?(problem)
    }

    /// Writes `event` to the recording and the session's history.
    func record(_ event: SessionEvent, at time: Double) {
        if let recorder {
            recorder(InputRecording.encode(event, at: time))
            recordedLines += 1
        }
        history?.append(InputRecording.TimedEvent(time: time, event: event))
    }

    /// The history ends at `time` now (a scrub adopted there): later events go, and the recording's lines
    /// with them — or the recording stops, when it can no longer be cut back to match.
    func cut(after time: Double) {
        guard let history else { return }
        let dropped = history.log.removeEvents(after: time)
        guard recorder != nil else { return }
        if history.log.count + dropped < SessionHistory.limit, dropped <= recordedLines, let recordingRewinder {
            recordedLines -= dropped
            recordingRewinder(recordedLines)
        } else {
            stop(because: "recording stopped: the session is too long to cut the recording back to the scrub")
        }
    }
}
