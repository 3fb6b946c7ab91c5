import Foundation
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Esc closes what is open and never quits; Q quits, and what was tuned is kept as the preset
/// `<scene>-last-session` in the configuration folder the shell is given (a temporary one here, passed
/// as a value: never the user's, and no process environment), offered at the next start.
@MainActor
@Suite struct EscapeAndKeptTuningTests {
    /// A fresh configuration folder (what `$XDG_CONFIG_HOME/kinema` is to the window).
    static func configFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kinema-kept-\(UUID().uuidString)/kinema")
    }

    /// A shell as the window makes it: keeping its tuning in `config`.
    static func windowShell(_ scene: String, config: URL) -> Shell {
        let shell = Shell(sceneName: scene)!
        shell.window.engine.drainsMainQueue = false
        shell.keepsTuning(in: config)
        return shell
    }

    static func press(_ shell: Shell, _ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []) {
        _ = shell.step(deviceEvents: [.key(KeyPress(key: key, modifiers: modifiers))], realDelta: 1.0 / 60)
    }

    static func keptFile(_ config: URL, _ scene: String) -> URL {
        config.appendingPathComponent("presets/\(scene)/\(scene)-last-session.json")
    }

    // MARK: - Esc

    @Test func escapeClosesTheKeyListThenTheTimelineAndNeverQuits() {
        let shell = Self.windowShell("curves", config: Self.configFolder())
        Self.press(shell, "t")
        Self.press(shell, "?")
        #expect(shell.overlays.showsKeys && shell.scrubber.showsTimeline)
        Self.press(shell, .escape)
        #expect(!shell.overlays.showsKeys && shell.scrubber.showsTimeline && !shell.quitRequested, "the key list first")
        Self.press(shell, .escape)
        #expect(!shell.scrubber.showsTimeline && !shell.quitRequested, "then the timeline")
        // Nothing open: Esc says what quits, and the session goes on.
        Self.press(shell, .escape)
        #expect(!shell.quitRequested && shell.tuning.notice == "nothing open for Esc to close; Q quits")
        let before = shell.window.engine.now
        _ = shell.step(deviceEvents: [], realDelta: 0.5)
        #expect(shell.window.engine.now > before, "still running")
        Self.press(shell, "q")
        #expect(shell.quitRequested)
    }

    @Test func escapeClosesTheScenesMenu() {
        let shell = Self.windowShell("menu", config: Self.configFolder())
        let scene = shell.scene as! MenuScene
        for _ in 0..<90 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        #expect(scene.controller.presentedViewController != nil, "the replay's menu is up")
        Self.press(shell, .escape)
        for _ in 0..<60 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        #expect(scene.controller.presentedViewController == nil && !shell.quitRequested)
    }

    // MARK: - Kept tuning

    /// Q after tuning: the window's way out writes the scene's tuning as `<scene>-last-session` and says
    /// where in one line; the next start offers it, Ctrl+O loads it first.
    @Test func quittingKeepsTheTuningAndTheNextStartOffersIt() throws {
        let config = Self.configFolder()
        let shell = Self.windowShell("table", config: config)
        #expect(shell.tuning.notice == nil, "nothing kept yet, nothing offered")
        Self.press(shell, .down)
        Self.press(shell, .right, [.shift])
        Self.press(shell, "q")
        #expect(shell.quitRequested)
        let tuned = Preset(of: shell)
        let file = Self.keptFile(config, "table")
        let line = try #require(shell.keepTuning())
        #expect(line == "kinema: the table scene's tuning is kept in \(file.path) (Ctrl+O loads it next time, or --preset table-last-session)")
        #expect(!line.contains("\n"))
        #expect(try Preset.decode(Data(contentsOf: file), file: file.path) == tuned)
        #expect(shell.keepTuning() == nil, "kept once: a second way out writes nothing new")

        let next = Self.windowShell("table", config: config)
        #expect(next.tuning.notice == "last session's tuning kept: Ctrl+O loads it")
        #expect(Preset(of: next) != tuned, "offered, not loaded: the scene starts as its defaults")
        Self.press(next, "o", [.control])
        #expect(Preset(of: next) == tuned)
        #expect(next.tuning.notice?.hasPrefix("preset table-last-session (1 of ") == true, "\(next.tuning.notice ?? "")")
        #expect(next.keepTuning() == nil, "loaded and not tuned since: nothing to keep")
        // Another scene's start offers nothing of the table's.
        #expect(Self.windowShell("curves", config: config).tuning.notice == nil)
    }

    /// Nothing tuned, or tuned back to where it started: nothing written.
    @Test func untunedSessionsWriteNothing() {
        let config = Self.configFolder()
        let shell = Self.windowShell("curves", config: config)
        Self.press(shell, "s")
        Self.press(shell, "?")
        #expect(shell.keepTuning() == nil)
        Self.press(shell, .right)
        Self.press(shell, "r")
        #expect(shell.keepTuning() == nil, "tuned and reset")
        Self.press(shell, .right)
        Self.press(shell, "z", [.control])
        #expect(shell.keepTuning() == nil, "tuned and undone")
        #expect(!FileManager.default.fileExists(atPath: config.path))
    }

    /// A headless shell (capture, bench, code, a replica) never keeps tuning: only the window asks.
    @Test func aHeadlessShellWritesNothing() {
        let shell = Shell(sceneName: "table")!
        Self.press(shell, .down)
        Self.press(shell, .right, [.shift])
        #expect(shell.tuning.isTunedSinceBaseline)
        Self.press(shell, "q")
        #expect(shell.keepTuning() == nil)
    }

    /// Tab leaves the scene: its tuning is kept then (a later Q keeps the next scene's), and coming back
    /// offers it.
    @Test func switchingScenesKeepsTheSceneLeft() throws {
        let config = Self.configFolder()
        let shell = Self.windowShell("table", config: config)
        Self.press(shell, .right)
        let tuned = Preset(of: shell)
        Self.press(shell, .tab)
        #expect(shell.scene.name != "table")
        #expect(try Preset.decode(Data(contentsOf: Self.keptFile(config, "table")), file: "") == tuned)
        #expect(shell.tuning.notice == "table's tuning kept as table-last-session")
        Self.press(shell, .tab, [.shift])
        #expect(shell.scene.name == "table" && shell.tuning.notice == "last session's tuning kept: Ctrl+O loads it")
    }
}
