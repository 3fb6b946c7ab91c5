import Foundation
import KinemaTestSupport
import Testing
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// Scrubbing from checkpoints (issue 15): while the timeline is up, re-simulations of the session wait
/// parked at each of its last twelve whole seconds, so a scrub re-runs at most a second of frames — and
/// shows exactly what a re-simulation from the session's start shows.
@MainActor
@Suite("Scrub checkpoints")
struct ScrubCheckpointTests {
    /// A live player session of 16 s: the timeline up from the start, a slow drag past half (it opens),
    /// Reduce Motion on and off, the dark appearance on and off, slow motion for a moment, the
    /// transition played back with Space, the frame's duration nudged, a flick against the motion.
    static func liveSession() throws -> Shell {
        let shell = Shell(sceneName: "player")!
        shell.window.engine.drainsMainQueue = false
        // Every checkpoint made in the frame it is wanted, whatever this machine's speed.
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        func key(_ name: KeyPress.Key, at time: Double) -> InputRecording.TimedEvent {
            InputRecording.TimedEvent(time: time, input: .key(KeyPress(key: name)))
        }
        func gesture(_ name: String, from start: Double) throws -> [InputRecording.TimedEvent] {
            try PlayerSceneTests.gesture(name).map { InputRecording.TimedEvent(time: $0.time! - 0.5 + start, input: $0) }
        }
        var pending = [key("t", at: 0.2)] + (try gesture("slow-drag-past-half", from: 1))
            + [key("m", at: 2.5), key("d", at: 3.0), key("s", at: 4.0), key("s", at: 4.2), key("m", at: 6.0),
               key("space", at: 7.0), key("d", at: 8.0), key("right", at: 9.0)]
            + (try gesture("flick-against", from: 11))
        pending.sort { $0.time < $1.time }
        _ = shell.step(deviceEvents: [], realDelta: 0)
        while shell.sessionTime < 16 {
            var due: [InputEvent] = []
            while let next = pending.first, next.time <= shell.sessionTime + 0.0005 {
                due.append(next.event.input!.stamped(shell.window.engine.now))
                pending.removeFirst()
            }
            _ = shell.step(deviceEvents: due, realDelta: 1.0 / 60)
        }
        #expect(pending.isEmpty && !shell.windowScene.environment.reducesMotion && shell.windowScene.traitCollection.userInterfaceStyle == .light,
                "the session played out, Reduce Motion off and the appearance light again")
        return shell
    }

    /// The viewport of the session's history re-simulated from its start to `time` in one run, as
    /// `kinema capture` would (in a shell of its own, with the session's settings at its start).
    static func fromTheStart(_ shell: Shell, at time: Double) -> String {
        let history = shell.recording.history!
        let fresh = Shell(sceneName: history.start.scene, environment: history.start.environment)!
        fresh.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: fresh, recording: history.log.events)
        return run.advance(to: time).layers[0].list.dump
    }

    @Test func scrubsShowWhatARunFromTheStartShowsAndReRunAtMostASecond() throws {
        let shell = try Self.liveSession()
        let state = try #require(shell.checkpointsForTests)
        #expect(state.parked == 13 && state.wanted == 13, "a checkpoint at each of the last 13 whole seconds: \(state)")

        // Back and forth: far back (a checkpoint), a hair back within a second (frames already drawn),
        // forward past the present (the future without input), into Reduce Motion's and dark's stretches.
        let targets = [15.3, 14.9, 14.95, 14.6, 12.2, 12.21, 12.1, 8.5, 3.7, 3.75, 3.6, 9.99, 10.5, 16.4, 5.02, 7.5, 2.9]
        var ranBefore = shell.scrubber.framesRun
        for target in targets {
            // As in the window, a frame between two drag events: a checkpoint a scrub used is made again.
            _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
            shell.scrub(toSceneTime: target)
            let shown = shell.scrubTimeForTests
            let ran = shell.scrubber.framesRun - ranBefore
            ranBefore = shell.scrubber.framesRun
            #expect(shown <= target + 1e-9 && target - shown < 1.0 / 60 + 1e-9, "the grid frame at or before \(target): \(shown)")
            // A checkpoint is at most a second before any instant of the last twelve seconds (3…15 s);
            // past the present, the newest (15 s) goes on into the future; before the reach, a run from
            // the start.
            let bound = target > 16 ? Int((target - 15) * 60) + 1 : target < 3 ? Int(target * 60) + 2 : 61
            #expect(ran <= bound, "\(target): \(ran) frames re-run (at most \(bound))")
            let composition = shell.composition()
            #expect(composition.layers[0].list.dump == Self.fromTheStart(shell, at: shown), "\(target): as re-simulated from the start")
            #expect(!shell.windowScene.environment.reducesMotion && shell.windowScene.traitCollection.userInterfaceStyle == .light,
                    "the live session's Reduce Motion (off) and appearance (light) stay, whatever the scrub replays")
        }
        // Re-visiting drawn frames runs nothing.
        shell.scrub(toSceneTime: 3.65)
        #expect(shell.scrubber.framesRun == ranBefore, "3.65 s was drawn on the way to 3.7")
    }

    /// After a scene switch, a scrub stays in the new scene (its time axis starts at the switch) and
    /// its checkpoints replayed the switch: the curves for 3 s, Tab to the table, style 3 and a replay.
    @Test func scrubbingAfterASceneSwitch() throws {
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        var pending: [(time: Double, key: KeyPress.Key)] = [(0.1, "t"), (3.0, "tab"), (4.0, "3"), (6.5, "space")]
        _ = shell.step(deviceEvents: [], realDelta: 0)
        while shell.sessionTime < 9 {
            var due: [InputEvent] = []
            while let next = pending.first, next.time <= shell.sessionTime + 0.0005 {
                due.append(.key(KeyPress(key: next.key, time: shell.window.engine.now)))
                pending.removeFirst()
            }
            _ = shell.step(deviceEvents: due, realDelta: 1.0 / 60)
        }
        #expect(shell.scene.name == "table")
        let state = try #require(shell.checkpointsForTests)
        #expect(state.parked == 6 && state.wanted == 6, "3…8 s, none before the switch's second: \(state)")
        var ranBefore = shell.scrubber.framesRun
        for target in [5.2, 3.4, 0.5, 4.9] {
            _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
            shell.scrub(toSceneTime: target)
            let ran = shell.scrubber.framesRun - ranBefore
            ranBefore = shell.scrubber.framesRun
            let shown = shell.scrubTimeForTests
            #expect(ran <= 61, "\(target): \(ran) frames re-run")
            #expect(shell.composition().layers[0].list.dump == Self.fromTheStart(shell, at: shell.earlierScenesTime + shown), "\(target) s of the table")
        }
    }

    /// The collection's printed "Item selected" reaches the live status line though copies of the scene
    /// (checkpoints) were made since: the article's `print` goes through one process-wide hook, which
    /// the scene handling input points at itself.
    @Test func theLiveCollectionStillHearsItsPrintedLines() throws {
        let shell = Shell(sceneName: "collection")!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        _ = shell.step(deviceEvents: [], realDelta: 0)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "t"))], realDelta: 1.0 / 60)
        for _ in 0..<150 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        #expect((shell.checkpointsForTests?.parked ?? 0) >= 2, "copies of the scene were made")
        let scene = try #require(shell.scene as? CollectionScene)
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        let now = shell.window.engine.now
        _ = shell.step(deviceEvents: [.pointerDown(position: point, button: .primary, time: now)], realDelta: 1.0 / 60)
        _ = shell.step(deviceEvents: [.pointerUp(position: point, button: .primary, time: now)], realDelta: 1.0 / 60)
        #expect(scene.statusMessage == "Item selected")
    }

    /// Letting go adopts the frame that shows: the live session is that re-simulation, paused, and goes
    /// on from it; checkpoints past it are dropped and made again from what remains.
    @Test func lettingGoContinuesFromTheScrubbedFrame() throws {
        let shell = try Self.liveSession()
        let frame = shell.timelineFrame
        // The axis is the last seconds of animation; press on its middle and let go there.
        let press = CGPoint(x: frame.minX + 106 + (frame.width - 118) / 2, y: frame.midY)
        _ = shell.frame(windowEvents: [.pointerDown(position: press, button: .primary, time: 0)], realDelta: 1.0 / 60)
        let shown = shell.scrubTimeForTests
        let composition = shell.composition()
        let picture = composition.layers[0].list.dump
        let status = composition.layers[1].list.items.compactMap { item -> String? in
            if case .text(let run) = item, run.text.hasPrefix("time ") { return run.text }
            return nil
        }.first ?? ""
        #expect(status.hasPrefix(String(format: "time %.2f s", shown)) && status.contains("scrubbing"),
                "the status line tells the scrubbed instant: \(status)")
        _ = shell.frame(windowEvents: [.pointerUp(position: press, button: .primary, time: 0)], realDelta: 1.0 / 60)
        #expect(!shell.scrubber.isScrubbing && shell.isPaused && abs(shell.window.engine.now - shown) < 1e-9, "\(shown)")
        #expect(shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[0].list.dump == picture, "the live session shows it")
        #expect(picture == Self.fromTheStart(shell, at: shown))
        let state = try #require(shell.checkpointsForTests)
        #expect(state.parked == state.wanted && state.wanted == Int(shown - 2.0 / 60) - max(0, Int(shown - 2.0 / 60) - 12) + 1,
                "the checkpoints of the new present: \(state)")
        #expect(shell.recording.history!.log.events.allSatisfy { $0.time <= shown + 0.0005 }, "the history ends there")
    }

    /// As time passes with the timeline up, each new second's checkpoint is the one that left reach,
    /// moved on: (reach + 1) seconds of simulation a second, not the session's length.
    @Test func keepingUpCostsTheReachNotTheSession() throws {
        let shell = try Self.liveSession()
        // Two seconds first: the checkpoints moved from 3 and 4 s cross the slow-motion stretch (4.0–4.2 s,
        // ten frames a hundredth of a second), which costs more frames.
        for _ in 0..<(2 * 60) { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        let before = try #require(shell.checkpointsForTests).framesRun
        for _ in 0..<(4 * 60) { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        let state = try #require(shell.checkpointsForTests)
        let perSecond = Double(state.framesRun - before) / 4 / 60
        #expect(state.parked == 13 && perSecond <= ScrubCheckpoints.reach + 1 + 0.1, "\(perSecond) s simulated per second")
        // The timeline's axis line says so.
        let axisLine = shell.composition().layers[2].list.items.compactMap { item -> String? in
            if case .text(let run) = item, run.text.hasPrefix("timeline  ") { return run.text }
            return nil
        }.first ?? ""
        #expect(axisLine.hasSuffix("checkpoints 13/13"), "\(axisLine)")
        // Hiding the timeline drops them.
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "t"))], realDelta: 1.0 / 60)
        #expect(shell.checkpointsForTests == nil)
    }

    /// Hiding the timeline frees every re-simulation — checkpoints, the ones a drag left, the scrub's
    /// own — and tells the window, which hands the pages back to the system.
    @Test func hidingTheTimelineFreesEveryReplica() throws {
        final class Weak {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }
        let shell = try Self.liveSession()
        var freed = 0
        shell.scrubber.didFreeScenes = { freed += 1 }
        for target in [15.5, 12.4, 9.2, 14.1] {
            _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
            shell.scrub(toSceneTime: target)
        }
        let watched = shell.scrubber.replicaShellsForTests.flatMap { [Weak($0), Weak($0.window), Weak($0.scene)] }
        #expect(watched.count >= 14 * 3, "13 checkpoints, the scrub's and the ones it left: \(watched.count / 3)")
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "t"))], realDelta: 1.0 / 60)
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        let alive = watched.enumerated().filter { $0.element.object != nil }.map { ["shell", "window", "scene"][$0.offset % 3] }
        #expect(alive.isEmpty, "still alive: \(alive)")
        #expect(freed == 1 && shell.scrubber.replicaShellsForTests.isEmpty)
    }

    @Test func wantedSecondsAreTheLastTwelveWholeSecondsBehindThePresent() {
        #expect(ScrubCheckpoints.wantedSeconds(present: 0.01).isEmpty)
        #expect(ScrubCheckpoints.wantedSeconds(present: 0.05) == [0])
        #expect(ScrubCheckpoints.wantedSeconds(present: 3.02) == [0, 1, 2], "3 is not two frames past yet")
        #expect(ScrubCheckpoints.wantedSeconds(present: 20.5) == Array(stride(from: 8.0, through: 20, by: 1)))
        // A big scene keeps fewer: each checkpoint is a whole copy of it.
        #expect(ScrubCheckpoints.reach(forViews: 100) == 12 && ScrubCheckpoints.reach(forViews: 5_000) == 3)
        #expect(ScrubCheckpoints.reach(forViews: 20_000) == 0 && ScrubCheckpoints.reach(forViews: 0) == 12)
        #expect(ScrubCheckpoints.wantedSeconds(present: 20.5, reach: 3) == [17, 18, 19, 20])
        #expect(ScrubCheckpoints.wantedSeconds(present: 20.5, reach: 0) == [20])
        // After a scene switch at 17.4 s, scrubs stay in the new scene: 17 s is the earliest one needs.
        #expect(ScrubCheckpoints.wantedSeconds(present: 20.5, notBefore: 17.4) == [17, 18, 19, 20])
        #expect(ScrubCheckpoints.wantedSeconds(present: 20.01, notBefore: 20.005).isEmpty, "a scene a frame old")
    }
}
