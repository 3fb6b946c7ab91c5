import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
import KinemaTestSupport
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

@MainActor
@Suite("Shell")
struct ShellTests {
    static func shell() -> Shell {
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        return shell
    }

    static func key(_ name: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []) -> InputEvent {
        .key(KeyPress(key: name, modifiers: modifiers))
    }

    @Test func unknownSceneIsRefused() {
        #expect(Shell(sceneName: "nope") == nil)
        #expect(SceneCatalog.kinema.make("nope") == nil)
    }

    @Test func selectingAndChangingParametersWithClamping() {
        let shell = Self.shell()
        #expect(shell.tuning.selectedParameter?.key == "duration")
        _ = shell.step(deviceEvents: [Self.key(.right)], realDelta: 1.0 / 60)
        #expect(shell.value("duration") == 1.05)
        _ = shell.step(deviceEvents: [Self.key(.right, .shift)], realDelta: 1.0 / 60)
        expectClose(shell.value("duration"), 1.55, tolerance: 1e-12, "Shift ×10")
        _ = shell.step(deviceEvents: [Self.key(.left, .alt)], realDelta: 1.0 / 60)
        expectClose(shell.value("duration"), 1.545, tolerance: 1e-12, "Alt fine")
        for _ in 0..<20 { _ = shell.step(deviceEvents: [Self.key(.right, .shift)], realDelta: 1.0 / 60) }
        #expect(shell.value("duration") == 5, "clamped to the range's top")
        _ = shell.step(deviceEvents: [Self.key("r")], realDelta: 1.0 / 60)
        #expect(shell.value("duration") == 1, "R resets")
        _ = shell.step(deviceEvents: [Self.key(.up)], realDelta: 1.0 / 60)
        #expect(shell.tuning.selectedParameter?.key == "preset", "up from the first wraps to the last (the spring forms, then the presets, follow the scene's parameters)")
        _ = shell.step(deviceEvents: [Self.key(.down), Self.key(.down)], realDelta: 1.0 / 60)
        #expect(shell.tuning.selectedParameter?.key == "damping")
        for _ in 0..<100 { _ = shell.step(deviceEvents: [Self.key(.left, .shift)], realDelta: 1.0 / 60) }
        #expect(shell.value("damping") == 0.05, "clamped to the bottom")
    }

    @Test func setFromTextValidates() {
        let shell = Self.shell()
        #expect(shell.tuning.set("duration", to: "2.5") == nil)
        #expect(shell.value("duration") == 2.5)
        #expect(shell.tuning.set("duration", to: "99") == nil)
        #expect(shell.value("duration") == 5, "out of range is clamped")
        #expect(shell.tuning.set("duration", to: "fast")?.contains("needs a number") == true)
        #expect(shell.tuning.set("duration", to: "nan")?.contains("needs a number") == true, "NaN is rejected")
        #expect(shell.tuning.set("speed", to: "1")?.contains("has no tweak 'speed'") == true)
    }

    @Test func slowMotionScalesTimeAndPauseStops() {
        let shell = Self.shell()
        _ = shell.step(deviceEvents: [], realDelta: 0.5)
        expectClose(shell.window.engine.now, 0.5, tolerance: 1e-12)
        _ = shell.step(deviceEvents: [Self.key("s")], realDelta: 0.5)
        #expect(shell.isSlowMotion)
        expectClose(shell.window.engine.now, 0.55, tolerance: 1e-12, "×0.1")
        _ = shell.step(deviceEvents: [Self.key("p")], realDelta: 0.5)
        expectClose(shell.window.engine.now, 0.55, tolerance: 1e-12, "paused")
        _ = shell.step(deviceEvents: [Self.key(".")], realDelta: 0.5)
        expectClose(shell.window.engine.now, 0.55 + 0.1 / 60, tolerance: 1e-12, "one slowed frame per step")
        _ = shell.step(deviceEvents: [Self.key("s"), Self.key(".")], realDelta: 0.5)
        expectClose(shell.window.engine.now, 0.55 + 0.1 / 60 + 1.0 / 60, tolerance: 1e-12)
        _ = shell.step(deviceEvents: [Self.key("p")], realDelta: 0.25)
        expectClose(shell.window.engine.now, 0.55 + 1.1 / 60 + 0.25, tolerance: 1e-12, "running again")
    }

    @Test func hudTogglesAndQuitKeys() {
        let shell = Self.shell()
        #expect(shell.overlays.showsHUD)
        _ = shell.step(deviceEvents: [Self.key("h")], realDelta: 0)
        #expect(!shell.overlays.showsHUD)
        let list = shell.step(deviceEvents: [], realDelta: 0).layers[1].list
        #expect(list.items(identifiedBy: "hud").isEmpty)
        #expect(!shell.quitRequested)
        _ = shell.step(deviceEvents: [Self.key(.escape)], realDelta: 0)
        #expect(!shell.quitRequested, "Esc never quits")
        let other = Self.shell()
        _ = other.step(deviceEvents: [Self.key("q")], realDelta: 0)
        #expect(other.quitRequested)
    }

    @Test func panelListsParametersAndKeys() {
        let shell = Self.shell()
        let panel = shell.step(deviceEvents: [], realDelta: 0).layers[1].list
        let texts = panel.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
        #expect(texts.contains("Kinema — curves"))
        #expect(texts.contains("Duration") && texts.contains("1.00 s"))
        #expect(texts.contains("Spring damping") && texts.contains("0.50"))
        #expect(texts.contains { $0.contains("Tab scene") && $0.contains("S slow") }, "the bottom lines list the keys")
        #expect(texts.contains { $0.contains("M less motion") && $0.contains("T timeline") })
        #expect(texts.contains { $0.contains("Q quit") && $0.contains("? keys") && $0.contains("E editor") })
        #expect(texts.contains { $0.contains("C copy code") && $0.contains("Ctrl+S/O presets") && $0.contains("O onion skin") })
        // The selected row is highlighted.
        let highlight = panel.items(identifiedBy: "param-duration").contains { item in
            if case .rect(let rect) = item { return rect.color.blue > 0.9 && rect.color.alpha < 0.5 }
            return false
        }
        #expect(highlight)
    }

    static func text(_ identifier: String, in shell: Shell) -> String? {
        for item in shell.step(deviceEvents: [], realDelta: 0).layers[1].list.items(identifiedBy: identifier) {
            if case .text(let run) = item { return run.text }
        }
        return nil
    }

    @Test func theStatusLineShowsTheTimeRoundedAsPrinted() {
        let shell = Self.shell()
        for _ in 0..<150 {
            _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
            let time = shell.window.engine.now
            // Clock steps add up 1/60 s, so 2.0 s may be 1.9999…; %.1f of the time itself is the reference
            // (away from the .x5 boundaries, where either neighbour is honest).
            let tenths = time * 10
            guard abs(tenths - tenths.rounded(.down) - 0.5) > 1e-6 else { continue }
            let status = Self.text("panel-status", in: shell) ?? ""
            #expect(status.hasPrefix(String(format: "time %.1f s", time)), "t = \(time): \(status)")
        }
    }

    @Test func theHUDSaysWhenItIsNotMeasuringYet() {
        let shell = Self.shell()
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        #expect(Self.text("hud", in: shell) == "frame timing starts after 30 frames")
        for _ in 0..<FrameStatistics.warmupFrames { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        let hud = Self.text("hud", in: shell) ?? ""
        #expect(hud == "60 fps/60 Hz   p50 16.7   p99 16.7   max 16.7 ms", "measured from the first frame after the warm-up: \(hud)")
        #expect(!hud.contains("…"), "the HUD's line fits: \(hud)")
    }

    /// At another refresh rate the HUD measures against its period: 144 frames a second are on time
    /// (none dropped), and a frame of two periods is a dropped one.
    @Test func theHUDMeasuresAgainstTheRefreshRate() {
        let shell = Self.shell()
        shell.refreshRate = 144
        for _ in 0...FrameStatistics.warmupFrames + 20 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 144) }
        #expect(shell.statistics.droppedTotal == 0)
        _ = shell.step(deviceEvents: [], realDelta: 2.0 / 144)
        #expect(shell.statistics.droppedTotal == 1)
        // The HUD's next update, a quarter of a second of frames on (as many frames at any rate).
        for _ in 0..<37 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 144) }
        let hud = Self.text("hud", in: shell) ?? ""
        #expect(hud.hasSuffix(" fps/144 Hz   p50 6.9   p99 13.9   max 13.9 ms"), "\(hud)")
        #expect(shell.window.windowScene?.screen.maximumFramesPerSecond == 144)
        #expect(shell.window.engine.framePeriod == 1.0 / 144)
    }

    @Test func windowPixelsMapToDevicePoints() {
        let layout = ShellLayout(windowSize: CGSize(width: 1200, height: 900), deviceSize: CGSize(width: 390, height: 844))
        #expect(layout.panel == CGRect(x: 820, y: 0, width: 380, height: 900))
        // Height-bound: (900 − 32) / 844 points.
        expectClose(layout.scale, 868.0 / 844, tolerance: 1e-12)
        expectClose(layout.viewport.midX, 410, tolerance: 1e-9)
        let center = layout.devicePoint(fromWindow: CGPoint(x: layout.viewport.midX, y: layout.viewport.midY))
        expectClose(center.x, 195, tolerance: 1e-9)
        expectClose(center.y, 422, tolerance: 1e-9)
        let shell = Self.shell()
        #expect(shell.map(.pointerDown(position: CGPoint(x: 900, y: 100), button: .primary, time: 0)).isEmpty, "a click in the panel is not a touch")
        #expect(shell.map(.pointerDown(position: CGPoint(x: 410, y: 450), button: .primary, time: 0)).count == 1)
        #expect(shell.map(.pointerMove(position: CGPoint(x: 900, y: 100), buttons: [.primary], time: 0)).count == 1, "a touch that began inside is followed outside")
        _ = shell.map(.resize(size: CGSize(width: 800, height: 600)))
        #expect(shell.layout.windowSize == CGSize(width: 800, height: 600))
    }

    @Test func clickingAndWheelingInThePanel() {
        let shell = Self.shell()
        // Rows start 108 points down the panel (below the status line's room for two lines), 26 apart:
        // the third row is "velocity".
        let row = CGPoint(x: shell.layout.panel.minX + 100, y: 108 + 26 * 2 + 10)
        _ = shell.frame(windowEvents: [.pointerDown(position: row, button: .primary, time: 0)], realDelta: 0)
        #expect(shell.tuning.selectedParameter?.key == "velocity")
        _ = shell.frame(windowEvents: [.wheel(position: row, delta: CGVector(dx: 0, dy: -40), time: 0)], realDelta: 0)
        expectClose(shell.value("velocity"), 0.1, tolerance: 1e-12, "wheel up raises it a step")
        _ = shell.frame(windowEvents: [.wheel(position: row, delta: CGVector(dx: 0, dy: 40), time: 0)], realDelta: 0)
        #expect(shell.value("velocity") == 0)
    }

    /// What the panel does is recorded as what it means — a click as the row it selects, the wheel as
    /// ←/→ — so a recording of a panel session replays to identical values (it used to send the recorded
    /// arrows to whichever row the keys had left selected: cp1y live, the duration in the replay).
    @Test func aPanelSessionReplaysToIdenticalValues() throws {
        let shell = Self.shell()
        shell.window.engine.drainsMainQueue = false
        var lines: [String] = []
        shell.recording.recorder = { lines.append($0) }
        func row(_ index: Int) -> CGPoint { CGPoint(x: shell.layout.panel.minX + 100, y: 108 + 26 * CGFloat(index) + 10) }
        let up = CGVector(dx: 0, dy: -40), down = CGVector(dx: 0, dy: 40)
        _ = shell.frame(windowEvents: [], realDelta: 0)
        let session: [[InputEvent]] = [
            [.pointerDown(position: row(4), button: .primary, time: 0), .pointerUp(position: row(4), button: .primary, time: 0)],
            [.wheel(position: row(4), delta: down, time: 0)], [.wheel(position: row(4), delta: down, time: 0)],
            [.key(KeyPress(key: .left, modifiers: [.shift]))],
            [.pointerDown(position: row(0), button: .primary, time: 0)], [.wheel(position: row(0), delta: up, time: 0)],
            [.key(KeyPress(key: .right))],
        ]
        for events in session { _ = shell.frame(windowEvents: events, realDelta: 1.0 / 60) }
        #expect(shell.value("cp1y") != -0.55 && shell.value("duration") != 1, "the panel tuned two rows")
        #expect(lines.first == #"{"key":"cp1y","t":0,"type":"select"}"#, "\(lines)")
        let replay = Self.shell()
        replay.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: replay, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        _ = run.advance(to: shell.sessionTime + 0.1)
        #expect(replay.tuning.sceneParameters.map(\.value) == shell.tuning.sceneParameters.map(\.value))
        #expect(replay.tuning.selectedParameter?.key == shell.tuning.selectedParameter?.key)
    }

    /// A recording replays frame for frame: each event is stamped with the time of the frame that got it,
    /// rounded to the millisecond, and replayed in that same frame even when the rounding went up
    /// (1/60 s is stamped 0.017); its recording again is identical.
    @Test func replayDeliversEventsInTheFramesThatRecordedThem() throws {
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        var recorded: [String] = []
        shell.recording.recorder = { recorded.append($0) }
        var run = ScriptedRun(shell: shell, events: [])
        _ = run.frame(realDelta: 0)
        let position = CGPoint(x: 100, y: 100)
        for index in 1...6 {
            _ = run.frame(realDelta: 1.0 / 60)
            let event: InputEvent = index == 1
                ? .pointerDown(position: position, button: .primary, time: 0)
                : .pointerMove(position: CGPoint(x: 100, y: 100 - 5 * Double(index)), buttons: [.primary], time: 0)
            _ = shell.step(deviceEvents: [event], realDelta: 0)
        }
        #expect(recorded.count == 6 && recorded[0].contains(#""t":0.017"#), "\(recorded)")
        let replayShell = Shell(sceneName: "curves")!
        replayShell.window.engine.drainsMainQueue = false
        var replayed: [String] = []
        replayShell.recording.recorder = { replayed.append($0) }
        var replay = ScriptedRun(shell: replayShell, recording: try InputRecording.decodeTimed(recorded.joined(separator: "\n")))
        _ = replay.frame(realDelta: 0)
        for _ in 1...7 { _ = replay.frame(realDelta: 1.0 / 60) }
        #expect(replayed == recorded)
    }

    /// A recording that cannot be written any more (here a full device) stops, says so, and takes
    /// nothing else down; the frames go on.
    @Test func aFailingRecordingStopsAndTheShellGoesOn() throws {
        let shell = Self.shell()
        let file = try RecordingFile(path: "/dev/full")
        shell.startRecording(to: file)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "s"))], realDelta: 1.0 / 60)
        #expect(shell.recording.recorder == nil)
        #expect(shell.tuning.notice?.hasPrefix("recording stopped: cannot write to '/dev/full' (No space left on device)") == true, "\(shell.tuning.notice ?? "")")
        #expect(shell.isSlowMotion, "the key that could not be recorded still did its work")
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "p"))], realDelta: 1.0 / 60)
        #expect(shell.isPaused)
        #expect(file.append("later") == nil, "nothing more is tried")
    }

    /// What was recorded is whole JSON lines that replay.
    @Test func aRecordingFileHoldsWholeLinesThatReplay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let shell = Self.shell()
        let file = try RecordingFile(path: path)
        shell.startRecording(to: file)
        _ = shell.step(deviceEvents: [.pointerDown(position: CGPoint(x: 10, y: 20), button: .primary, time: 0)], realDelta: 0.1)
        _ = shell.step(deviceEvents: [.pointerUp(position: CGPoint(x: 10, y: 40), button: .primary, time: 0)], realDelta: 0.1)
        file.close()
        let events = try InputRecording.decode(String(contentsOfFile: path, encoding: .utf8))
        #expect(events.count == 2 && shell.tuning.notice == nil)
        #expect(throws: RecordingError.self) { try RecordingFile(path: "/nonexistent-dir/recording.jsonl") }
    }

    /// A recording that resizes to sizes no window produces (tiny, huge, from a hand-edited file) is
    /// replayed with the live window's check: those resizes are ignored, and the frame still draws.
    @Test func replayedResizesGetTheLiveWindowsCheck() throws {
        let lines = [
            #"{"t":0.1,"type":"resize","width":1e-5,"height":900}"#,
            #"{"t":0.2,"type":"resize","width":1e-20,"height":1e-20}"#,
            #"{"t":0.3,"type":"resize","width":1e300,"height":900}"#,
            #"{"t":0.4,"type":"resize","width":640,"height":480}"#,
        ]
        let shell = Shell(sceneName: "stress", windowSize: CGSize(width: 800, height: 600), showsPanel: false)!
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        _ = run.advance(to: 0.05)
        let before = shell.window.bounds.size
        for t in [0.15, 0.25, 0.35] { _ = run.advance(to: t) }
        #expect(shell.window.bounds.size == before, "tiny and huge sizes are ignored")
        let composition = run.advance(to: 0.45)
        #expect(shell.window.bounds.size == CGSize(width: 640, height: 480), "a sane one is applied")
        #expect(composition.layers.first?.list.items.isEmpty == false)
    }

    /// A session that switches scenes (Tab), slows down and drags records times that keep counting
    /// across the switch, and its recording replays to the same pictures (it stopped with "times go
    /// backwards" when each scene's clock restarted the stamps at zero).
    @Test func aRecordingThatSwitchesScenesReplaysToTheSamePictures() throws {
        let live = Self.shell()
        var lines: [String] = []
        live.recording.recorder = { lines.append($0) }
        var liveRun = ScriptedRun(shell: live, events: [])
        _ = liveRun.frame(realDelta: 0)
        func liveFrame(_ events: [InputEvent]) -> Composition {
            _ = liveRun.frame(realDelta: 1.0 / 60)
            return live.step(deviceEvents: events.map { $0.stamped(live.window.engine.now) }, realDelta: 0)
        }
        for _ in 0..<60 { _ = liveFrame([]) }
        _ = liveFrame([Self.key("tab")])
        #expect(live.scene.name != "curves")
        _ = liveFrame([Self.key("s")])
        for _ in 0..<20 { _ = liveFrame([]) }
        _ = liveFrame([.pointerDown(position: CGPoint(x: 200, y: 600), button: .primary, time: 0)])
        for step in 1...8 { _ = liveFrame([.pointerMove(position: CGPoint(x: 200, y: 600 - 20 * Double(step)), buttons: [.primary], time: 0)]) }
        _ = liveFrame([.pointerUp(position: CGPoint(x: 200, y: 440), button: .primary, time: 0)])
        var shown = Composition(size: .zero, background: .white, layers: [])
        for _ in 0..<30 { shown = liveFrame([]) }
        let times = lines.compactMap { line -> Double? in
            guard let range = line.range(of: #""t":"#) else { return nil }
            return Double(line[range.upperBound...].prefix { "0123456789.".contains($0) })
        }
        #expect(times.count == lines.count && times == times.sorted(), "stamps never go backwards: \(times)")
        #expect(times.first.map { $0 > 0.9 } == true, "the switch came a second in: \(times)")

        let replayShell = Self.shell()
        var replayed: [String] = []
        replayShell.recording.recorder = { replayed.append($0) }
        var replay = ScriptedRun(shell: replayShell, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        let end = live.sessionTime
        let picture = replay.advance(to: end)
        #expect(replayShell.scene.name == live.scene.name)
        #expect(replayed == lines, "the replay records the same session")
        #expect(picture.layers.first?.list.dump == shown.layers.first?.list.dump, "the same picture at the end")
    }

    /// O: the last moments, one kept every 4 frames, drawn over the present as faint layers (oldest
    /// faintest); Shift+O changes how many; O again turns it off and forgets them.
    @Test func onionSkinDrawsEarlierMomentsFaintly() {
        let shell = Self.shell()
        var run = ScriptedRun(shell: shell, events: [])
        _ = run.frame(realDelta: 0)
        shell.handleKey(KeyPress(key: "o"))
        #expect(shell.overlays.onionSkin.isOn && shell.tuning.notice == "onion skin: 6 earlier moments, every 4 frames")
        func ghosts(_ composition: Composition) -> [(String, Double)] {
            composition.layers[0].list.items.compactMap {
                if case .beginGroup(let group) = $0, let id = group.identifier, id.hasPrefix("onion-") { return (id, group.opacity) }
                return nil
            }
        }
        var composition = run.frame(realDelta: 1.0 / 60)
        for _ in 0..<40 { composition = run.frame(realDelta: 1.0 / 60) }
        let shown = ghosts(composition)
        #expect(shown.map(\.0) == (0..<6).map { "onion-\($0)" })
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.1 < $1.1 } && (shown.last?.1 ?? 1) < 0.4, "\(shown)")
        // The present comes first, whole: the moments are drawn over it.
        let present = shell.window.runFrame(events: [], advancingBy: 0)
        #expect(Array(composition.layers[0].list.items.prefix(present.items.count)).count == present.items.count)
        shell.handleKey(KeyPress(key: "o", modifiers: [.shift]))
        #expect(shell.overlays.onionSkin.count == 8)
        for _ in 0..<40 { composition = run.frame(realDelta: 1.0 / 60) }
        #expect(ghosts(composition).count == 8)
        shell.handleKey(KeyPress(key: "o"))
        composition = run.frame(realDelta: 1.0 / 60)
        #expect(ghosts(composition).isEmpty && shell.tuning.notice == "onion skin off")
    }

    /// `?` shows every key of the shell and the scene over the window; Esc closes it (and does not quit).
    @Test func questionMarkListsEveryKey() {
        let shell = Self.shell()
        _ = shell.step(deviceEvents: [Self.key("?")], realDelta: 1.0 / 60)
        #expect(shell.overlays.showsKeys)
        let composition = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        #expect(composition.layers.count == 3 && composition.layers[2].frame == CGRect(origin: .zero, size: shell.layout.windowSize))
        let texts = composition.layers[2].list.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
        // Each row as the table says it (the README's Markdown backticks left out).
        for command in ShellCommands.table {
            #expect(texts.contains(command.keys) && texts.contains(command.does.replacingOccurrences(of: "`", with: "")), "\(command.keys)")
        }
        #expect(texts.contains("The curves scene") == !shell.scene.keyHints.isEmpty)
        _ = shell.step(deviceEvents: [Self.key("escape")], realDelta: 1.0 / 60)
        #expect(!shell.overlays.showsKeys && !shell.quitRequested)
        #expect(shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers.count == 2)
    }

    /// T: every animation the scene started, as bars per view on one time axis, with the playhead.
    /// Dragging on it scrubs — time pauses and the scene shows that instant, re-simulated from the
    /// session's start — backwards as well as forwards; releasing leaves it paused there, P resumes.
    @Test func theTimelineShowsAndScrubsTheSession() throws {
        let shell = Self.shell()
        var run = ScriptedRun(shell: shell, events: [])
        _ = run.frame(realDelta: 0)
        _ = shell.step(deviceEvents: [Self.key("t")], realDelta: 1.0 / 60)
        var composition = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        for _ in 0..<60 { composition = run.frame(realDelta: 1.0 / 60) }
        #expect(shell.scrubber.showsTimeline && composition.layers.count == 3)
        let lanes = Set(shell.scrubber.records.map(\.viewName))
        #expect(shell.scrubber.records.count >= 10 && lanes.contains("lane-0 ›"), "the dot inside lane 0: \(lanes)")
        let overlay = composition.layers[2].list
        #expect(overlay.items(identifiedBy: "timeline-bar").count >= 10)
        #expect(!overlay.items(identifiedBy: "timeline-playhead").isEmpty)
        // A spring lane has a lighter settle tail.
        #expect(!overlay.items(identifiedBy: "timeline-tail").isEmpty)

        // Press on the timeline at 0.5 s of the axis, drag back to 0.3 s, let go.
        let frame = shell.timelineFrame
        let axis = Self.axisOf(composition)
        #expect(shell.scrubber.overlay.axis == axis, "the header names the axis")
        func x(_ time: Double) -> CGFloat { frame.minX + shell.scrubber.overlay.x(for: time) }
        let y = frame.midY
        _ = shell.frame(windowEvents: [.pointerDown(position: CGPoint(x: x(0.5), y: y), button: .primary, time: 0)], realDelta: 1.0 / 60)
        #expect(shell.scrubber.isScrubbing && shell.isPaused)
        composition = shell.frame(windowEvents: [.pointerMove(position: CGPoint(x: x(0.3), y: y), buttons: [.primary], time: 0)], realDelta: 1.0 / 60)
        // Backwards: the session re-run to about 0.3 s (to the pixel under the pointer).
        #expect(abs(shell.scrubTimeForTests - 0.3) < 0.01)
        #expect(composition.layers[0].list.dump == Self.dumpAt(shell.scrubTimeForTests), "what shows is that instant")
        _ = shell.frame(windowEvents: [.pointerUp(position: CGPoint(x: x(0.3), y: y), button: .primary, time: 0)], realDelta: 1.0 / 60)
        #expect(!shell.scrubber.isScrubbing && shell.isPaused && abs(shell.window.engine.now - 0.3) < 0.01)
        #expect(shell.tuning.notice?.hasPrefix("scrubbed to 0.3") == true)
        let atScrub = shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[0].list.dump
        #expect(atScrub == Self.dumpAt(shell.window.engine.now), "released, it stays at the re-simulated instant")
        _ = shell.step(deviceEvents: [Self.key("p")], realDelta: 1.0 / 60)
        _ = shell.step(deviceEvents: [], realDelta: 0.2)
        #expect(!shell.isPaused && shell.window.engine.now > 0.45, "P resumes from there")
    }

    /// `--record` across a scrub: adopting the scrub cuts the recording back to that instant (the
    /// session's history now ends there), so the file's times never go backwards and it replays to the
    /// picture the live window showed. (It failed with "times go backwards" on replay.)
    @Test func aRecordingAcrossAScrubReplaysToTheSamePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-scrub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.jsonl").path
        let shell = Self.shell()
        shell.startRecording(to: try RecordingFile(path: path))
        var run = ScriptedRun(shell: shell, events: [])
        _ = run.frame(realDelta: 0)
        func frame(_ events: [InputEvent] = []) -> Composition {
            shell.step(deviceEvents: events.map { $0.stamped(shell.window.engine.now) }, realDelta: 1.0 / 60)
        }
        _ = frame([Self.key("t")])
        for _ in 0..<20 { _ = frame() }
        _ = frame([Self.key("right")])
        var composition = Composition(size: .zero, background: .white, layers: [])
        for _ in 0..<30 { composition = frame() }
        _ = frame([Self.key("space")])
        for _ in 0..<20 { composition = frame() }
        let linesBefore = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count
        #expect(linesBefore == 3)

        // Drag the playhead back to 0.3 s (before the nudge and the replay) and let go; resume; tune again.
        let timeline = shell.timelineFrame
        #expect(shell.scrubber.overlay.axis == Self.axisOf(composition))
        let x = timeline.minX + shell.scrubber.overlay.x(for: 0.3)
        _ = shell.frame(windowEvents: [.pointerDown(position: CGPoint(x: x, y: timeline.midY), button: .primary, time: 0)], realDelta: 1.0 / 60)
        _ = shell.frame(windowEvents: [.pointerUp(position: CGPoint(x: x, y: timeline.midY), button: .primary, time: 0)], realDelta: 1.0 / 60)
        #expect(abs(shell.window.engine.now - 0.3) < 0.01 && shell.isPaused)
        let afterScrub = try String(contentsOfFile: path, encoding: .utf8)
        #expect(afterScrub.split(separator: "\n").count == 2 && afterScrub.hasSuffix("\n"),
                "T (before 0.3 s) is left, and the pause the scrub left: \(afterScrub)")
        _ = frame([Self.key("p")])
        _ = frame([Self.key("left")])
        for _ in 0..<40 { composition = frame() }

        let lines = try String(contentsOfFile: path, encoding: .utf8)
        let recording = try InputRecording.decodeTimed(lines)
        #expect(recording.map(\.time) == recording.map(\.time).sorted(), "times never go backwards: \(lines)")
        let replayShell = Self.shell()
        var replay = ScriptedRun(shell: replayShell, recording: recording)
        let picture = replay.advance(to: shell.sessionTime)
        #expect(picture.layers.first?.list.dump == composition.layers.first?.list.dump, "the replay ends on the live picture")
        #expect(replayShell.tuning.sceneParameters.map(\.value) == shell.tuning.sceneParameters.map(\.value), "\(lines)")
    }

    /// Tab three times round every scene, each left mid-animation (the menu mid-transition): every
    /// scene, its window and its controllers are freed once left. (The menu's window and controllers
    /// stayed alive: a transition in flight, its blocks and their parts held each other and the window.)
    @Test func switchingScenesFreesWhatWasLeft() async {
        final class Weak {
            weak var object: AnyObject?
            let name: String
            init(_ object: AnyObject, _ name: String) { self.object = object; self.name = name }
        }
        let shell = Self.shell()
        var run = ScriptedRun(shell: shell, events: [])
        _ = run.frame(realDelta: 0)
        var left: [Weak] = []
        for _ in 0..<(SceneCatalog.kinema.names.count * 3) {
            for _ in 0..<20 { _ = run.frame(realDelta: 1.0 / 60) }
            let name = shell.scene.name
            left += [Weak(shell.scene as AnyObject, name), Weak(shell.window, name + " window"),
                     Weak(shell.scene.rootViewController, name + " controller")]
            shell.handleKey(KeyPress(key: "tab"))
        }
        for _ in 0..<20 { _ = run.frame(realDelta: 1.0 / 60) }
        // Blocks the scenes queued on the main queue (the table's reload) hold their controllers until
        // they run: one turn of the main queue (which the window's frame loop gives when work waits there).
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(left.filter { $0.object != nil }.map(\.name) == [])
    }

    static func axisOf(_ composition: Composition) -> ClosedRange<Double> {
        for item in composition.layers[2].list.items {
            if case .text(let run) = item, run.text.hasPrefix("timeline  ") {
                let numbers = run.text.dropFirst(10).split(separator: " ").compactMap { Double($0) }
                return numbers[0]...numbers[1]
            }
        }
        return 0...1
    }

    /// The curves scene's viewport at `time` in a fresh run.
    static func dumpAt(_ time: Double) -> String {
        let shell = Self.shell()
        var run = ScriptedRun(shell: shell, events: [])
        return run.advance(to: time).layers[0].list.dump
    }

    @Test func recordingRoundTrips() throws {
        let events: [InputEvent] = [
            .pointerDown(position: CGPoint(x: 195, y: 760), button: .primary, time: 0.5),
            .pointerMove(position: CGPoint(x: 195, y: 750.25), buttons: [.primary], time: 0.517),
            .pointerUp(position: CGPoint(x: 195, y: 560), button: .primary, time: 0.7),
            .wheel(position: CGPoint(x: 10, y: 20), delta: CGVector(dx: 0, dy: 40), time: 1),
            .key(KeyPress(key: "s", modifiers: [.shift], isRepeat: true, time: 2)),
        ]
        let text = events.map { InputRecording.encode(.input($0), at: $0.time ?? 0) }.joined(separator: "\n")
        #expect(text.split(separator: "\n").first == #"{"button":"primary","t":0.5,"type":"down","x":195,"y":760}"#)
        #expect(try InputRecording.decode(text) == events.map(SessionEvent.input))
        // Written on Windows: CRLF line endings and a byte-order mark.
        #expect(try InputRecording.decode("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n") == events.map(SessionEvent.input))
        #expect(throws: InputRecording.ParseError.self) { try InputRecording.decode(#"{"t":1,"type":"down","x":1,"y":2}"# + "\n" + #"{"t":0.5,"type":"up","x":1,"y":2}"#) }
        #expect(throws: InputRecording.ParseError.self) { try InputRecording.decode("{oops") }
        #expect(throws: InputRecording.ParseError.self) { try InputRecording.decode(#"{"t":1,"type":"teleport"}"#) }
        do {
            _ = try InputRecording.decode(#"{"t":1,"type":"down","x":1}"#)
        } catch {
            #expect(error.description == "line 1: down needs finite x and y")
        }
    }

    @Test func recorderSeesEventsInSceneTime() {
        let shell = Self.shell()
        var lines: [String] = []
        shell.recording.recorder = { lines.append($0) }
        _ = shell.step(deviceEvents: [], realDelta: 0.25)
        _ = shell.frame(windowEvents: [.key(KeyPress(key: "s"))], realDelta: 1.0 / 60)
        #expect(lines == [#"{"key":"s","mods":[],"repeat":false,"t":0.25,"type":"key"}"#])
    }

    @Test func theHUDLeavesOutTheWarmUpFrames() {
        let shell = Self.shell()
        // A slow first frame (the window being created), then steady 60 Hz.
        _ = shell.step(deviceEvents: [], realDelta: 0.2)
        for _ in 1..<FrameStatistics.warmupFrames { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        #expect(shell.statistics.frameCount == 0 && shell.statistics.droppedTotal == 0)
        for _ in 0..<10 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        _ = shell.step(deviceEvents: [], realDelta: 0.05)
        #expect(shell.statistics.frameCount == 11)
        #expect(shell.statistics.droppedTotal == 1, "a hitch after the warm-up counts")
    }

    @Test func frameStatisticsPercentilesAndDrops() {
        var statistics = FrameStatistics(capacity: 100)
        for i in 0..<100 { statistics.record(interval: i == 99 ? 0.040 : 1.0 / 60) }
        expectClose(statistics.percentile(50), 1.0 / 60, tolerance: 1e-12)
        expectClose(statistics.percentile(99), 1.0 / 60, tolerance: 1e-12)
        #expect(statistics.maximum == 0.040)
        #expect(statistics.droppedTotal == 1)
        statistics.record(interval: .nan)
        statistics.record(interval: -1)
        #expect(statistics.frameCount == 100, "invalid intervals are ignored")
        statistics.record(interval: 0.020)
        #expect(statistics.window.count == 100, "a sliding window")
        #expect(statistics.droppedTotal == 1, "20 ms is late but not a missed refresh")
    }
}

/// A package of its own registers a view controller as a scene (what `KinemaApplicationMain` does): the
/// shell opens it, Tab reaches it after Kinema's scenes, and Space calls its replay (a name of Kinema's
/// own: `SceneRegistryTests`).
@MainActor
@Suite("Scenes of your own")
struct RegisteredSceneTests {
    final class Card: UIViewController {
        var deals = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120)))
        }
    }

    @Test func aRegisteredViewControllerIsAScene() throws {
        let catalog = SceneCatalog.kinema.registering("test-cards") {
            ViewControllerScene(name: "test-cards", title: "Cards", rootViewController: Card(), replay: { ($0 as? Card)?.deals += 1 })
        }
        #expect(catalog.names.starts(with: ["curves", "table", "collection", "menu", "player", "stress"]))
        #expect(catalog.names.contains("test-cards"))

        let shell = try #require(Shell(sceneName: "test-cards", catalog: catalog))
        var run = ScriptedRun(shell: shell, events: [])
        let picture = run.frame(realDelta: 0)
        #expect(shell.title == "Kinema — test-cards")
        #expect(picture.layers[0].list.items.count >= 2, "the controller's view and its card are drawn")
        shell.handleKey(KeyPress(key: "space"))
        #expect((shell.scene.rootViewController as? Card)?.deals == 1, "Space replays")
        shell.handleKey(KeyPress(key: "tab", modifiers: [.shift]))
        #expect(shell.scene.name == catalog.names[catalog.names.firstIndex(of: "test-cards")! - 1])
        #expect(shell.title == "Kinema — \(shell.scene.name)", "the title follows the scene")
    }
}
