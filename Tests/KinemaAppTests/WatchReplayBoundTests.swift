import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// A hand-over's replay has a bound (issue 47, point 9): a million pointer moves took 52 s with the old
/// window frozen. Moves that cannot change anything are dropped, and a replay past its budget takes the
/// old app's own state instead of going on.
@MainActor
@Suite("Watch: the hand-over's replay is bounded")
struct WatchReplayBoundTests {
    static let recordings = WatchLinkTests.recordings

    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "kinema-bound-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The player's recording (drags of the mini player, keys, settings) with the pointer wandering in
    /// between: `perGap` moves without a button, 1 ms apart, before every event.
    static func wandering(_ events: [InputRecording.TimedEvent], perGap: Int) -> [InputRecording.TimedEvent] {
        var result: [InputRecording.TimedEvent] = []
        var last = 0.0
        for event in events {
            let moves = (0..<perGap).map { index in
                last + (event.time - last) * Double(index) / Double(perGap)
            }
            for (index, time) in moves.enumerated() {
                let point = CGPoint(x: 40 + Double(index % 300), y: 300 + Double(index % 200))
                result.append(InputRecording.TimedEvent(time: time, input: .pointerMove(position: point, buttons: [], time: time)))
            }
            result.append(event)
            last = event.time
        }
        return result
    }

    static func write(_ events: [InputRecording.TimedEvent], to path: String) throws {
        let text = events.map { InputRecording.encode($0.event, at: $0.time) }.joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func movesThatCannotChangeAnythingAreNotReplayed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let events = try InputRecording.decodeTimed(String(contentsOf: Self.recordings.appendingPathComponent("player.jsonl"), encoding: .utf8))
        try Self.write(Self.wandering(events, perGap: 200), to: folder + "/wandering.jsonl")
        let time = 3.0
        let plain = try #require(Shell(sceneName: "player"))
        plain.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: plain, recording: events)
        let expected = run.advance(to: time).layers[0].list.dump

        let new = try #require(Shell(sceneName: "player"))
        new.window.engine.drainsMainQueue = false
        let file = try RecordingFile(path: folder + "/new.jsonl")
        new.startRecording(to: file)
        let report = SessionResume.replay(folder + "/wandering.jsonl", to: time, into: new)
        file.close()
        #expect(report.problem == nil && report.restored == nil)
        #expect(new.composition().layers[0].list.dump == expected, "the same picture as the recording without the wandering")
        #expect(new.tuning.sceneParameters.map(\.value) == plain.tuning.sceneParameters.map(\.value))
        let kept = try InputRecording.decodeTimed(String(contentsOfFile: folder + "/new.jsonl", encoding: .utf8))
        let keptMoves = kept.filter { ScriptedRun.isIdleMove($0.event) }.count
        // (The player pauses at 2.5 s: the replay stands there, as the old run did.)
        #expect(kept.count - keptMoves == events.filter { $0.time <= new.sessionTime }.count, "every other event is kept")
        // At most one idle move in a row a frame (its frames include slow motion's).
        #expect(keptMoves * 20 < 200 * events.count, "\(keptMoves) idle moves of \(200 * events.count)")
    }

    @Test func aReplayPastItsBudgetTakesTheOldAppsState() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let events = try InputRecording.decodeTimed(String(contentsOf: Self.recordings.appendingPathComponent("curves.jsonl"), encoding: .utf8))
        let old = try #require(Shell(sceneName: "curves"))
        old.window.engine.drainsMainQueue = false
        let file = try RecordingFile(path: folder + "/old.jsonl")
        old.startRecording(to: file)
        var run = ScriptedRun(shell: old, recording: events)
        _ = run.advance(to: 2.2)
        file.close()
        let untouched = try #require(Shell(sceneName: "curves"))
        #expect(old.isSlowMotion && old.tuning.sceneParameters.map(\.value) != untouched.tuning.sceneParameters.map(\.value))

        let new = try #require(Shell(sceneName: "curves"))
        new.window.engine.drainsMainQueue = false
        let report = SessionResume.replay(folder + "/old.jsonl", to: old.sessionTime, state: old.state, budget: 0, into: new)
        #expect(report.restored?.hasPrefix("the replay was cut at 0 s of wall time, at 0.00 s of the session's 2.20 s: ") == true, "\(report.restored ?? "")")
        #expect(abs(new.sessionTime - old.sessionTime) < 1e-6, "time moved on to where the old app stood")
        var state = new.state
        state.recordingProblem = nil
        #expect(state == old.state, "values, selected row and slow motion taken from the old app")
        #expect(new.tuning.notice?.hasPrefix("hand-over cut short: ") == true)
    }

    @Test func aRecordingTooLongToReadIsNotReplayed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = try #require(Shell(sceneName: "table"))
        old.window.engine.drainsMainQueue = false
        let file = try RecordingFile(path: folder + "/old.jsonl")
        old.startRecording(to: file)
        old.advance(events: [.input(.key(KeyPress(key: .down))), .input(.key(KeyPress(key: .right)))], realDelta: 1.0 / 60)
        for _ in 0..<120 { old.advance(events: [], realDelta: 1.0 / 60) }
        file.close()
        let new = try #require(Shell(sceneName: "table"))
        new.window.engine.drainsMainQueue = false
        let report = SessionResume.replay(folder + "/old.jsonl", to: old.sessionTime, state: old.state, largest: 10, into: new)
        #expect(report.events == 0)
        #expect(report.restored?.hasPrefix("the session's recording is too long to replay (0.0 MB; a hand-over replays up to 0 MB)") == true)
        #expect(abs(new.sessionTime - old.sessionTime) < 1e-6)
        #expect(new.state == old.state)
        let whole = try #require(Shell(sceneName: "table"))
        #expect(SessionResume.replay(folder + "/old.jsonl", to: old.sessionTime, largest: 10, into: whole).events == 2, "without a state, replayed whole")
    }
}
