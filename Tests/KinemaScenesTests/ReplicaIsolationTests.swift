import Foundation
import KinemaTestSupport
import Testing
@testable import KinemaScenes
import KinemaGraphics
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// A copy of a session (a scrub checkpoint, the scrub's own run) owns what it touches: its windows are
/// never the app's key window, what its scene asks of UIKit's app-wide objects (`keyWindow`) is its own,
/// and nothing it does reaches the live session.
@MainActor
@Suite("Replicas stay out of the live session")
struct ReplicaIsolationTests {
    /// Frames of `shell` at 60 Hz to session time `end`, pressing `keys` at their times; `each` sees every
    /// frame's picture.
    static func play(_ shell: Shell, keys: [(time: Double, key: KeyPress.Key)], until end: Double, each: (Composition) -> Void = { _ in }) {
        var pending = keys
        each(shell.step(deviceEvents: [], realDelta: 0))
        while shell.sessionTime < end - 1e-9 {
            var due: [InputEvent] = []
            while let next = pending.first, next.time <= shell.sessionTime + 0.0005 {
                due.append(.key(KeyPress(key: next.key, time: shell.window.engine.now)))
                pending.removeFirst()
            }
            each(shell.step(deviceEvents: due, realDelta: 1.0 / 60))
        }
    }

    /// The menu scene with the timeline up (checkpoints are made as it plays): the menu comes in on
    /// Space and closes by itself as without the timeline, the feed comes back into the live window, and
    /// the live window stays the key window. (Before the fix the checkpoints' shells made their own windows
    /// key, and the seed's dismissal — `UIApplication.shared.keyWindow?.addSubview(…)` — moved the live
    /// feed into a replica's window: a white viewport for good.)
    @Test func theMenuPlaysWithTheTimelineUp() throws {
        let shell = Shell(sceneName: "menu")!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        let scene = try #require(shell.scene as? MenuScene)
        var shownAfterSpace = false
        Self.play(shell, keys: [(0.1, "t"), (2.5, "space")], until: 7) { _ in
            if shell.sessionTime > 2.6, scene.controller.presentedViewController != nil { shownAfterSpace = true }
        }
        #expect(shell.checkpointsForTests?.parked ?? 0 >= 5, "the timeline made checkpoints meanwhile")
        #expect(shownAfterSpace, "Space brought the menu in")
        #expect(scene.controller.presentedViewController == nil, "and it closed by itself")
        #expect(scene.controller.view.window === shell.window, "the feed is back in the live window")
        #expect(Self.keyWindow(seenIn: shell) === shell.window && shell.window.isKeyWindow)
        let viewport = shell.composition().layers[0].list
        #expect(viewport.items(identifiedBy: "feed-title").isEmpty == false || viewport.dump.contains("Dashboard"),
                "the viewport shows the feed")
    }

    /// The key window as the session's own code sees it (`UIApplication.shared.keyWindow` in its input).
    static func keyWindow(seenIn shell: Shell) -> UIWindow? {
        shell.window.handlingInput { UIApplication.shared.keyWindow }
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
    }

    /// The timeline shown and hidden again (its checkpoints dropped): the menu still comes in in the
    /// viewport, never over the inspector panel (Kinema's windows are not the app's), and once it has
    /// closed Escape has nothing to close (it never quits; Q does).
    @Test func theMenuStaysInItsViewportAfterTheTimeline() throws {
        let shell = Shell(sceneName: "menu")!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        let scene = try #require(shell.scene as? MenuScene)
        var menuInViewport = false, menuInPanel = false
        Self.play(shell, keys: [(0.1, "t"), (2.0, "t"), (2.5, "space")], until: 6) { composition in
            if Self.texts(composition.layers[0].list).contains("Photo") { menuInViewport = true }
            if Self.texts(composition.layers[1].list).contains("Photo") { menuInPanel = true }
        }
        #expect(shell.checkpointsForTests == nil, "hiding the timeline dropped its checkpoints")
        #expect(menuInViewport && !menuInPanel)
        #expect(!shell.window.handlingInput { UIApplication.shared.windows }.contains { $0 === shell.panel.windowForTests }, "the panel is not one of the app's windows")
        #expect(scene.controller.presentedViewController == nil && scene.controller.view.window === shell.window)
        shell.handleKey(KeyPress(key: .escape))
        #expect(!shell.quitRequested && shell.tuning.notice == "nothing open for Esc to close; Q quits")
        shell.handleKey(KeyPress(key: "q"))
        #expect(shell.quitRequested)
    }

    /// A scrub adopted: the live session goes on in the replica's window, which becomes the app's key
    /// window in the live scene; the feed shows at once and the menu keeps working.
    @Test func anAdoptedScrubIsTheLiveSessionsKeyWindow() throws {
        let shell = Shell(sceneName: "menu")!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        Self.play(shell, keys: [(0.1, "t")], until: 4)
        shell.scrub(toSceneTime: 3.2)
        shell.adoptScrub()
        #expect(shell.window.isKeyWindow && Self.keyWindow(seenIn: shell) === shell.window)
        #expect(shell.window.windowScene === shell.windowScene, "in the live session's scene")
        #expect(Self.texts(shell.composition().layers[0].list).contains("Dashboard"), "the feed shows at once")
        let scene = try #require(shell.scene as? MenuScene)
        shell.handleKey(KeyPress(key: "p"))  // the scrub left time paused
        var shown = false
        Self.play(shell, keys: [(shell.sessionTime + 0.2, "space")], until: shell.sessionTime + 1.5) { _ in
            if scene.controller.presentedViewController != nil { shown = true }
        }
        #expect(shown && scene.controller.view.window === shell.window)
    }

    /// The headless path makes the timeline's checkpoints as the window does, so `kinema capture` of a
    /// session with the timeline up plays it as the user saw it.
    @Test func headlessReplaysMakeCheckpointsToo() throws {
        let shell = Shell(sceneName: "menu")!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = Scrubber.framesOnlyBudget
        let events = [InputRecording.TimedEvent(time: 0.1, input: .key(KeyPress(key: "t"))),
                      InputRecording.TimedEvent(time: 2.5, input: .key(KeyPress(key: "space")))]
        var run = ScriptedRun(shell: shell, recording: events)
        let scene = try #require(shell.scene as? MenuScene)
        var shown = false
        while run.now < 6 {
            _ = run.advance(to: run.now + 1.0 / 60)
            if run.now > 2.6, scene.controller.presentedViewController != nil { shown = true }
        }
        #expect((shell.checkpointsForTests?.parked ?? 0) >= 3, "\(String(describing: shell.checkpointsForTests))")
        #expect(shown && scene.controller.view.window === shell.window && Self.keyWindow(seenIn: shell) === shell.window)
    }

    /// Every scene, a scrub adopted: the live viewport shows what the scrub showed (the stress scene, which
    /// fills the window, once showed nothing).
    @Test(arguments: ["curves", "table", "collection", "menu", "player", "stress"])
    func anAdoptedScrubShowsWhatTheScrubShowed(_ name: String) throws {
        let shell = Shell(sceneName: name)!
        shell.window.engine.drainsMainQueue = false
        shell.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        Self.play(shell, keys: [(0.1, "t")], until: 3)
        shell.scrub(toSceneTime: 1.6)
        let scrubbed = shell.composition().layers[0].list
        shell.adoptScrub()
        let adopted = shell.composition().layers[0].list
        #expect(adopted.items.count > 3, "\(name): \(adopted.items.count) items")
        #expect(adopted.dump == scrubbed.dump, "\(name): the adopted frame is the scrubbed one")
    }
}
