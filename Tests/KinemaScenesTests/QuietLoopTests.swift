import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// How long the window loop may sleep (`Shell.quietSeconds`): until the next change the scene makes by
/// itself, only while nothing moves and nothing on screen shows the time, and never past a recorded
/// event. The stress scene's list: rows enter 0.05 s apart over 0.85 s, a new cycle every 3 s.
@MainActor
@Suite("Sleeping while nothing changes")
struct QuietLoopTests {
    static func stress(showsPanel: Bool = false, events: [InputEvent] = []) -> (Shell, ScriptedRun) {
        let shell = Shell(sceneName: "stress", windowSize: CGSize(width: 1280, height: 800), showsPanel: showsPanel)!
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: events)
        _ = run.advance(to: 0)
        return (shell, run)
    }

    @Test func theStressListSleepsFromItsLastEntranceToItsNextCycle() {
        var (shell, run) = Self.stress()
        _ = run.advance(to: 0.5)
        #expect(shell.quietSeconds == nil, "rows are entering")
        _ = run.advance(to: 2.5)
        expectClose(shell.quietSeconds ?? -1, 0.5, tolerance: 1e-9, "until the cycle at 3 s")
        #expect(run.quietSeconds == shell.quietSeconds)
        _ = run.advance(to: 3.1)
        #expect(shell.quietSeconds == nil, "the next cycle's rows are entering")
    }

    @Test func slowMotionStretchesTheSleepAndAPauseMakesItEndless() {
        var (shell, run) = Self.stress()
        _ = run.advance(to: 2.5)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "s"))], realDelta: 0)
        expectClose(shell.quietSeconds ?? -1, 5, tolerance: 1e-6, "half a second of scene time at ×0.1")
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "p"))], realDelta: 0)
        #expect(shell.quietSeconds == .infinity, "paused: only input changes anything")
    }

    @Test func nothingSleepsWhileTheTimeRunsOnScreenOrTheSceneCannotSay() {
        var (shell, run) = Self.stress()
        _ = run.advance(to: 2.5)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "?"))], realDelta: 0)
        #expect(shell.quietSeconds == nil, "the key list is up")
        let curves = Shell(sceneName: "curves", windowSize: CGSize(width: 1280, height: 800), showsPanel: false)!
        curves.window.engine.drainsMainQueue = false
        var curvesRun = ScriptedRun(shell: curves, events: [])
        _ = curvesRun.advance(to: 5)
        #expect(curves.quietSeconds == nil, "the curves race does not say when it next changes")
    }

    /// With the inspector up, an idle window sleeps until its time readout shows the next tenth of a
    /// second, and nothing else on it changes meanwhile: ten small frames a second at any refresh rate.
    /// The player's plot of the last three seconds, once they hold no motion, does not slide.
    @Test(arguments: ["stress", "table", "player", "menu", "collection"])
    func anIdleWindowWithTheInspectorWakesForTheNextTenth(_ name: String) throws {
        let shell = try #require(Shell(sceneName: name, windowSize: CGSize(width: 1280, height: 800), showsPanel: true))
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: [])
        let idle = name == "stress" ? 2.52 : 5.02
        _ = run.advance(to: idle)
        let quiet = try #require(shell.quietSeconds, "\(name) sleeps")
        expectClose(quiet, 0.03, tolerance: 1e-6, "\(name): until the readout shows the next tenth")
        // The panel but its HUD (which follows the frames drawn, and no frame is drawn while asleep).
        func panel() -> [DisplayItem] {
            shell.composition().layers[1].list.items.filter { !($0.identifier ?? "").hasPrefix("hud") }
        }
        let asleep = panel()
        _ = run.advance(to: idle + 0.02)
        #expect(panel() == asleep, "\(name): nothing changed while asleep")
        _ = run.advance(to: idle + 0.05)
        #expect(panel() != asleep, "\(name): the readout shows the next tenth")
    }

    /// The menu and the player, left alone, change only by input: the window sleeps until then. A
    /// replay opens the menu and closes it by itself when its hold is over: the window sleeps until then.
    @Test func theIdleMenuAndPlayerSleepUntilInput() {
        for name in ["menu", "player"] {
            let shell = Shell(sceneName: name, windowSize: CGSize(width: 1280, height: 800), showsPanel: false)!
            shell.window.engine.drainsMainQueue = false
            var run = ScriptedRun(shell: shell, events: [])
            _ = run.advance(to: 3)
            #expect(shell.quietSeconds == .infinity, "\(name): nothing changes but by input")
            let list = shell.window.displayList()
            _ = run.advance(to: 4)
            #expect(shell.window.displayList() == list, "\(name)")
        }
        // A replay of the menu: present, hold, dismiss. Once presented, the window sleeps until the
        // hold is over, and the menu starts closing then: not sooner, not later.
        let menu = Shell(sceneName: "menu", windowSize: CGSize(width: 1280, height: 800), showsPanel: false)!
        menu.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: menu, events: [])
        _ = run.advance(to: 1)
        _ = menu.step(deviceEvents: [.key(KeyPress(key: "space"))], realDelta: 0)
        _ = run.advance(to: 2.6)
        guard let quiet = menu.quietSeconds, quiet.isFinite else { Issue.record("the held menu does not say when it closes"); return }
        let held = menu.window.displayList(), now = menu.window.engine.now
        _ = run.advance(to: now + quiet - 0.02)
        #expect(menu.window.displayList() == held, "still held \(quiet - 0.02) s on")
        _ = run.advance(to: now + quiet + 0.1)
        #expect(menu.window.displayList() != held, "closing a tenth of a second after the hold")
    }

    /// The table's rows are labels and image views in cells of its own class: once they have come in,
    /// nothing changes but by input, and the window sleeps until then (it drew them afresh at every
    /// frame while only plain views could be trusted to keep their picture).
    @Test func theSettledTableSleepsUntilInput() {
        let table = Shell(sceneName: "table", windowSize: CGSize(width: 1280, height: 800), showsPanel: false)!
        table.window.engine.drainsMainQueue = false
        var tableRun = ScriptedRun(shell: table, events: [])
        _ = tableRun.advance(to: 0.2)
        #expect((table.quietSeconds ?? 0) < 1, "rows are still to come in: no longer than until the next one starts")
        _ = tableRun.advance(to: 5)
        #expect(table.quietSeconds == .infinity, "nothing changes but by input")
        let list = table.window.displayList()
        _ = tableRun.advance(to: 6)
        #expect(table.window.displayList() == list)
    }

    @Test func aRecordedEventCutsTheSleepShort() {
        let move = InputEvent.pointerMove(position: CGPoint(x: 5, y: 5), buttons: [], time: 2.8)
        var (_, run) = Self.stress(events: [move])
        _ = run.advance(to: 2.5)
        expectClose(run.quietSeconds ?? -1, 0.3, tolerance: 1e-9, "the pointer at 2.8 s comes first")
    }

    /// The HUD's frame graph follows its numbers, re-set every 15 frames: an idle window's panel changes
    /// only with them and the time readout (tenths of a second), not at every frame, even with real frame
    /// intervals that jitter (the graph drawn at every frame changed it 60 times a second).
    @Test func anIdleWindowsHUDChangesAFewTimesASecond() {
        let shell = Shell(sceneName: "table", windowSize: CGSize(width: 1200, height: 900), showsPanel: true)!
        shell.window.engine.drainsMainQueue = false
        var changed = 0
        var last: DisplayList?
        for frame in 0..<660 {
            let jitter = Double(frame % 7) * 0.0003
            let composition = shell.frame(windowEvents: [], realDelta: 1.0 / 60 + jitter)
            let panel = composition.layers[1].list
            if frame >= 600, let last, panel != last { changed += 1 }
            last = panel
        }
        #expect(changed >= 10 && changed <= 16, "one idle second changed the panel \(changed) times")
    }
}
