import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The app's side of `kinema watch`: what it shows of the builds, how it holds still for a hand-over,
/// and how a new build comes back to the old one's moment by replaying its recording.
@MainActor
@Suite("Watch: the app's side")
struct WatchLinkTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("KinemaScenesTests/Recordings")

    /// The link as the watch hands it over: the app's end of a pair, named in the environment, with the
    /// hand-over its first message.
    static func link(_ handOver: WatchMessage.HandOver = .init(recording: "/tmp/r.jsonl")) throws -> (watcher: LineChannel, link: WatchLink) {
        let (watcher, appEnd) = try LineChannel.pair()
        watcher.send(.handOver(handOver))
        let link = try #require(WatchLink.fromEnvironment(["KINEMA_WATCH_FD": String(appEnd)], seconds: 1))
        return (watcher, link)
    }

    @Test func theAppShowsTheBuildsHoldsStillForTheHandOverAndLeavesWhenTold() throws {
        let (watcher, link) = try Self.link()
        #expect(link.handOver == WatchMessage.HandOver(recording: "/tmp/r.jsonl"))
        let shell = try #require(Shell(sceneName: "table"))
        for _ in 0..<90 { shell.advance(events: [], realDelta: 1.0 / 60) }
        let place = WindowPlacement(width: 1200, height: 900, x: 40, y: 30)
        func said(_ message: WatchMessage) -> Bool {
            watcher.send(message)
            return link.apply(to: shell, placement: { place })
        }
        var states: [BuildStatus] = []
        for message in [WatchMessage.building(lastError: nil), .failed("a.swift:3:1: error: x"), .building(lastError: "a.swift:3:1: error: x")] {
            #expect(said(message))
            states.append(shell.overlays.buildStatus)
        }
        #expect(states == [.building, .failed("a.swift:3:1: error: x", rebuilding: false), .failed("a.swift:3:1: error: x", rebuilding: true)])
        #expect(said(.freeze) && link.isFrozen)
        let frozen = WatchMessage.Frozen(sessionTime: shell.sessionTime, scene: "table", state: shell.state, placement: place)
        #expect(watcher.receive() == [.frozen(frozen)])
        #expect(frozen.state.recordingProblem == nil && frozen.state.selection == "animation")
        #expect(abs(shell.sessionTime - 1.5) < 1e-9)
        #expect(said(.thaw(failure: "the new build did not start")) && !link.isFrozen)
        #expect(shell.overlays.buildStatus == .failed("the new build did not start", rebuilding: false))
        #expect(!said(.quit(endsWatch: false)), "told to leave")
    }

    /// A hand-over to a new build is no way out: the tuning is not kept (the new build replays it). The
    /// watch's end is one: the tuning is kept, as on Q.
    @Test func aHandOverKeepsNothingAndTheWatchsEndKeepsTheTuning() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-watch-\(UUID().uuidString)/kinema")
        let kept = config.appendingPathComponent("presets/table/table-last-session.json")
        func tunedShell() throws -> Shell {
            let shell = try #require(Shell(sceneName: "table"))
            shell.keepsTuning(in: config)
            shell.handleKey(KeyPress(key: .down))
            shell.handleKey(KeyPress(key: .right, modifiers: [.shift]))
            #expect(shell.tuning.isTunedSinceBaseline)
            return shell
        }
        let place = { WindowPlacement(width: 800, height: 600, x: 0, y: 0) }
        let (watcher, link) = try Self.link()
        let shell = try tunedShell()
        watcher.send(.freeze)
        #expect(link.apply(to: shell, placement: place))
        watcher.send(.quit(endsWatch: false))
        #expect(!link.apply(to: shell, placement: place) && link.ending == .handOver)
        #expect(link.ending.keepTuning(of: shell) == nil && !FileManager.default.fileExists(atPath: kept.path), "a hand-over writes nothing")

        let (otherWatcher, otherLink) = try Self.link()
        let other = try tunedShell()
        otherWatcher.send(.quit(endsWatch: true))
        #expect(!otherLink.apply(to: other, placement: place) && otherLink.ending == .quit)
        #expect(otherLink.ending.keepTuning(of: other)?.contains(kept.path) == true)
        #expect(FileManager.default.fileExists(atPath: kept.path))
        #expect(WindowEnding.quit.keepTuning(of: other) == nil, "kept once")
    }

    @Test func theAppLeavesWhenTheWatchIsGone() throws {
        var (watcher, link): (LineChannel?, WatchLink) = try Self.link()
        let shell = try #require(Shell(sceneName: "table"))
        #expect(link.apply(to: shell, placement: { WindowPlacement(width: 800, height: 600, x: 0, y: 0) }))
        watcher = nil
        _ = watcher
        // The close is seen at once, or as soon as a child forked meanwhile by another test (holding a
        // copy of every descriptor until it runs its program) lets its copy go: asked until 10 s pass.
        let deadline = Date().addingTimeInterval(10)
        var open = true
        while open && Date() < deadline {
            open = link.apply(to: shell, placement: { WindowPlacement(width: 800, height: 600, x: 0, y: 0) })
            if open { usleep(20_000) }
        }
        #expect(!open, "the app leaves once the watch's end is closed")
    }

    /// The run takes over what the link's first message says; a time before the session and a size no
    /// window has are dropped, and a link without a hand-over is no watch's.
    @Test func theHandOverIsTheLinksFirstMessage() throws {
        let resume = WatchMessage.Resume(recording: "/tmp/old.jsonl", time: 12.5, scene: "menu", state: nil)
        let placement = WindowPlacement(width: 1000, height: 700, x: -20, y: 35)
        let (watcher, link) = try Self.link(.init(recording: "/tmp/new.jsonl", resume: resume, placement: placement))
        #expect(link.handOver == WatchMessage.HandOver(recording: "/tmp/new.jsonl", resume: resume, placement: placement))
        // A message sent right after it is not lost to the wait for it.
        watcher.send(.failed("e"))
        let shell = try #require(Shell(sceneName: "table"))
        #expect(link.apply(to: shell, placement: { placement }) && shell.overlays.buildStatus == .failed("e", rebuilding: false))

        var bad = resume
        bad.time = -1
        let (_, refused) = try Self.link(.init(recording: "/r", resume: bad, placement: WindowPlacement(width: 10, height: 10, x: 0, y: 0)))
        #expect(refused.handOver == WatchMessage.HandOver(recording: "/r"), "a time before the session, a size no window has")

        let (other, otherEnd) = try LineChannel.pair()
        other.send(.freeze)
        #expect(WatchLink.fromEnvironment(["KINEMA_WATCH_FD": String(otherEnd)], seconds: 1) == nil, "no hand-over first: no watch's link")
        #expect(WatchLink.fromEnvironment(["KINEMA_WATCH_FD": "999"]) == nil, "no such descriptor: not under the watch")
        #expect(WatchLink.fromEnvironment([:]) == nil)
    }

    /// The old run: an earlier recording (keys, settings, drags; the curves' in slow motion at 2.2 s)
    /// played to a moment as the window would, recorded to a file; the new run replays that file. Both
    /// show the same picture — the one the recording's snapshot holds — and the new run's recording
    /// starts as the old one's.
    @Test(arguments: [("menu", 4.0), ("player", 3.0), ("curves", 2.2)])
    func aNewBuildComesBackToTheOldOnesMomentByReplay(_ scene: String, _ time: Double) throws {
        let folder = NSTemporaryDirectory() + "kinema-resume-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let events = try InputRecording.decodeTimed(String(contentsOf: Self.recordings.appendingPathComponent(scene + ".jsonl"), encoding: .utf8))
        let old = try #require(Shell(sceneName: scene))
        old.window.engine.drainsMainQueue = false
        let oldFile = try RecordingFile(path: folder + "/old.jsonl")
        old.startRecording(to: oldFile)
        var run = ScriptedRun(shell: old, recording: events)
        let oldPicture = run.advance(to: time).layers[0].list.dump
        oldFile.close()

        let new = try #require(Shell(sceneName: scene))
        new.window.engine.drainsMainQueue = false
        let newFile = try RecordingFile(path: folder + "/new.jsonl")
        new.startRecording(to: newFile)
        let report = SessionResume.replay(folder + "/old.jsonl", to: old.sessionTime, into: new)
        newFile.close()
        #expect(report.problem == nil)
        // (The player's run pauses at 2.5 s: both stand there, the events up to it delivered.)
        #expect(report.events == events.filter { $0.time <= old.sessionTime }.count && report.events >= 5)
        #expect(abs(new.sessionTime - old.sessionTime) < 1e-9)
        #expect((new.isPaused, new.isSlowMotion) == (old.isPaused, old.isSlowMotion))
        if scene == "curves" { #expect(new.isSlowMotion, "S at 1.9 s, and again only at 2.4 s") }
        #expect(new.tuning.sceneParameters.map(\.value) == old.tuning.sceneParameters.map(\.value))
        #expect(new.statistics.frameCount == 0, "the replay's frames are no window's: the HUD starts afresh")
        let newPicture = new.composition().layers[0].list.dump
        #expect(newPicture == oldPicture)
        let snapshot = try String(contentsOf: Self.recordings.appendingPathComponent(scene + String(format: "-%.2f.txt", time)), encoding: .utf8)
        #expect(newPicture == snapshot)
        #expect(try String(contentsOfFile: folder + "/new.jsonl", encoding: .utf8) == String(contentsOfFile: folder + "/old.jsonl", encoding: .utf8))
    }

    @Test func aSceneGoneFromTheBuildStartsAfresh() throws {
        let shell = try #require(Shell(sceneName: "table"))
        let report = SessionResume.replay("/nonexistent/session.jsonl", to: 5, scene: "cards-renamed", into: shell)
        #expect(report == SessionResume.Report(seconds: 0, events: 0, problem: "the scene 'cards-renamed' is gone from this build; the session starts afresh"))
        #expect(shell.sessionTime == 0)
    }

    @Test func aRecordingThatCannotBeReadStartsAfresh() throws {
        let shell = try #require(Shell(sceneName: "table"))
        let report = SessionResume.replay("/nonexistent/session.jsonl", to: 5, into: shell)
        #expect(report.events == 0 && shell.sessionTime == 0)
        #expect(report.problem?.hasPrefix("the session's recording could not be read") == true)
    }
}
