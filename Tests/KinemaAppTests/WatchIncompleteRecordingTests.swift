import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// A hand-over from a session whose recording stopped (a full disk; issue 47, point 7): the replay alone
/// brought back an older state — the values and selected row from before the disk filled — without a
/// word. The old app now sends its own state when it holds still, and the new build takes it after
/// replaying what was recorded, says so, and records it, so the next hand-over keeps it too.
@MainActor
@Suite("Watch: a hand-over from an incomplete recording")
struct WatchIncompleteRecordingTests {
    static func key(_ name: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []) -> SessionEvent {
        .input(.key(KeyPress(key: name, modifiers: modifiers)))
    }

    static func frames(_ shell: Shell, _ count: Int, events: [SessionEvent] = []) {
        shell.advance(events: events, realDelta: 1.0 / 60)
        for _ in 1..<count { shell.advance(events: [], realDelta: 1.0 / 60) }
    }

    static func freshShell(_ scene: String, recordingTo path: String) throws -> (Shell, RecordingFile) {
        let shell = try #require(Shell(sceneName: scene))
        shell.window.engine.drainsMainQueue = false
        let file = try RecordingFile(path: path)
        shell.startRecording(to: file)
        return (shell, file)
    }

    @Test func theNewBuildTakesTheOldAppsStateAndSaysSo() throws {
        let folder = NSTemporaryDirectory() + "kinema-incomplete-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The old run: tuned while its recording works…
        let (old, oldFile) = try Self.freshShell("table", recordingTo: folder + "/old.jsonl")
        Self.frames(old, 30, events: [Self.key(.down), Self.key(.right)])
        // …then the disk fills (what `RecordingFile.append` reports), and the session goes on: another
        // scene, a value there, a row selected, slow motion.
        old.recording.stop(because: "recording stopped: cannot write to 'old.jsonl' (No space left on device)")
        Self.frames(old, 30, events: [Self.key("tab"), Self.key(.down), Self.key(.down), Self.key(.right, [.shift]), Self.key("s")])
        oldFile.close()
        #expect(old.scene.name == SceneCatalog.kinema.names[SceneCatalog.kinema.names.firstIndex(of: "table")! + 1])
        let before = old.state

        // It holds still and says where it stands, its own state with it.
        let (watcher, link) = try WatchLinkTests.link()
        watcher.send(.freeze)
        #expect(link.apply(to: old, placement: { WindowPlacement(width: 1200, height: 900, x: 0, y: 0) }))
        guard case .frozen(let frozen)? = watcher.receive().first else { Issue.record("no answer to freeze"); return }
        #expect(frozen.state == before && before.recordingProblem?.contains("No space left on device") == true)
        #expect(WatchSession.incompleteRecording("x").hasPrefix("the running app's recording is incomplete (x)"))

        // Today's hand-over, the recording alone: the older state, in the scene the disk filled in.
        let plain = try #require(Shell(sceneName: "table"))
        plain.window.engine.drainsMainQueue = false
        let (time, scene) = (frozen.sessionTime, frozen.scene)
        _ = SessionResume.replay(folder + "/old.jsonl", to: time, scene: scene, into: plain)
        #expect(plain.state.scene == "table" && plain.state.settings != before.settings)

        // The new build, as the watch starts it: the state in the hand-over on its link — no file, so a
        // full disk cannot stop it.
        let resumeSent = WatchMessage.Resume(recording: folder + "/old.jsonl", time: time, scene: scene, state: frozen.state)
        let (_, newLink) = try WatchLinkTests.link(.init(recording: folder + "/new.jsonl", resume: resumeSent))
        let resume = try #require(newLink.handOver.resume)
        #expect(resume.state == before)
        let (new, newFile) = try Self.freshShell("table", recordingTo: folder + "/new.jsonl")
        let report = SessionResume.replay(resume.recording, to: resume.time, scene: resume.scene, state: resume.state, into: new)
        newFile.close()
        var after = new.state
        after.recordingProblem = before.recordingProblem
        #expect(after == before, "scene, values, selected row and slow motion as the old app had them")
        #expect(report.restored?.hasPrefix("the old app's recording was incomplete (recording stopped: cannot write") == true)
        #expect(report.restored?.hasSuffix("took from the old app: scene \(before.scene), 1 value, the selected row, slow motion") == true, "\(report.restored ?? "")")
        #expect(new.tuning.notice?.hasPrefix("hand-over from an incomplete recording") == true)

        // Its recording holds what it took: the next hand-over's replay alone brings it back.
        let next = try #require(Shell(sceneName: "table"))
        next.window.engine.drainsMainQueue = false
        _ = SessionResume.replay(folder + "/new.jsonl", to: new.sessionTime, into: next)
        var nextState = next.state
        nextState.recordingProblem = before.recordingProblem
        #expect(nextState == before)
    }

    @Test func aCompleteRecordingIsReplayedAlone() throws {
        let folder = NSTemporaryDirectory() + "kinema-complete-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (old, oldFile) = try Self.freshShell("table", recordingTo: folder + "/old.jsonl")
        Self.frames(old, 30, events: [Self.key(.down), Self.key(.right)])
        oldFile.close()
        var state = old.state
        #expect(state.recordingProblem == nil)
        // (Changed code may rightly change what the same input gives: a complete recording is the truth.)
        state.settings = state.settings.map { Preset.Setting(key: $0.key, value: $0.key == "springRule" ? $0.value : "0") }
        let new = try #require(Shell(sceneName: "table"))
        new.window.engine.drainsMainQueue = false
        let report = SessionResume.replay(folder + "/old.jsonl", to: old.sessionTime, state: state, into: new)
        #expect(report.restored == nil)
        #expect(new.state.settings == old.state.settings)
    }
}
