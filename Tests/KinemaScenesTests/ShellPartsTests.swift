import Foundation
import Testing
import KinemaCore
import KinemaUI
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The shell's parts on their own: the key table, the input mapping, the recorder and the tuning
/// session, each without a shell around it.
@MainActor
@Suite struct ShellPartsTests {
    static func press(_ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = [], repeat isRepeat: Bool = false) -> KeyPress {
        KeyPress(key: key, modifiers: modifiers, isRepeat: isRepeat)
    }

    // MARK: - ShellCommands

    @Test func theKeyTableNamesEachPressesAction() {
        let expected: [(KeyPress, ShellAction?)] = [
            (Self.press("up"), .selectPrevious), (Self.press("down", [.shift]), .selectNext),
            (Self.press("left", [.alt]), .decrease), (Self.press("right", [.shift], repeat: true), .increase),
            (Self.press("r"), .reset), (Self.press("r", [.shift]), .resetAll),
            (Self.press("tab"), .nextScene), (Self.press("tab", [.shift]), .previousScene),
            (Self.press("s"), .slowMotion), (Self.press("s", [.control]), .savePreset), (Self.press("o", [.control]), .loadPreset),
            (Self.press("o"), .onionSkin), (Self.press("o", [.shift]), .onionSkinCount),
            (Self.press("c"), .copyCode), (Self.press("c", [.control]), .copyCode),
            (Self.press("/", [.shift]), .keys), (Self.press("?"), .keys), (Self.press("."), .step), (Self.press(".", repeat: true), .step),
            (Self.press("escape"), .escape), (Self.press("q"), .quit),
            // A held toggle does not toggle again; keys the table does not name are the scene's.
            (Self.press("p", repeat: true), nil), (Self.press("t", repeat: true), nil), (Self.press("1"), nil), (Self.press("l"), nil),
            (Self.press("q", [.control]), nil), (Self.press("/"), .keys), (Self.press("?", [.control]), nil),
            (Self.press("escape", repeat: true), nil), (Self.press("q", repeat: true), nil),
            (Self.press("["), .slower), (Self.press("]"), .faster), (Self.press("c", [.shift]), .chooseCode), (Self.press("c"), .copyCode),
        ]
        for (press, action) in expected {
            #expect(ShellCommands.action(for: press) == action, "\(press.key.rawValue) \(press.modifiers)")
        }
        #expect(ResolvedKeyPress(Self.press("p", repeat: true)).isShellKey && !ResolvedKeyPress(Self.press("1")).isShellKey)
    }

    /// The table's keys are typed (`ShellKey`): each is bound, and the press kept for an action
    /// (`ShellCommands.press(for:)`, what a restore or a scrub records) stands for that action.
    @Test func everyTypedKeyIsBoundAndEachActionsPressStandsForIt() {
        let bindings = ShellCommands.table.flatMap(\.bindings)
        #expect(Set(bindings.map(\.key)) == Set(ShellKey.allCases), "no key typed for nothing")
        for binding in bindings {
            #expect(ResolvedKeyPress(ShellCommands.press(for: binding.action)).action == binding.action, "\(binding.action)")
        }
        #expect(ShellCommands.press(for: .pause) == KeyPress(key: "p") && ShellCommands.press(for: .nextScene) == KeyPress(key: .tab))
        #expect(ShellCommands.press(for: .redo) == KeyPress(key: "z", modifiers: [.control, .shift]))
        #expect(ShellKey.escape.key == .escape && ShellKey.questionMark.key == "?" && ShellKey.period.key == ".")
    }

    @Test func theLegendAndHelpComeFromTheTable() {
        // At 340 points (a panel 380 wide) each group fits on a line; narrower, a group wraps between
        // its entries.
        let measure = { (text: String) in TextMetrics.approximateSize(of: text, font: .systemFont(ofSize: 11)).width }
        #expect(ShellCommands.legendLines(fitting: 340, measure: measure) == [
            "↑↓ select   ←→ change (Shift ×10, Alt fine)   R reset",
            "Space replay   Tab scene   S slow   [ ] speed   P pause   . step",
            "C copy code   Ctrl+S/O presets   O onion skin   V velocity",
            "M less motion   T timeline   Y loop   H HUD",
            "E editor   I inspector   ? keys   Q quit",
        ])
        for width in [200.0, 340, 600] {
            for line in ShellCommands.legendLines(fitting: width, measure: measure) where line.contains(ShellCommands.legendSeparator) {
                #expect(measure(line) <= width, "\(line) at \(width)")
            }
        }
        let help = ShellCommands.helpText.split(separator: "\n")
        #expect(help.count == ShellCommands.table.count + 1)
        for command in ShellCommands.table { #expect(help.contains { $0.contains(command.keys) && $0.hasSuffix(command.does) }) }
    }

    // MARK: - InputMapping

    @Test func windowPixelsBecomeTheSessionsEvents() {
        let layout = ShellLayout(windowSize: CGSize(width: 1200, height: 900), deviceSize: CGSize(width: 390, height: 844))
        var mapping = InputMapping(layout: layout)
        let centre = CGPoint(x: layout.viewport.midX, y: layout.viewport.midY), panel = CGPoint(x: layout.panel.midX, y: 100)
        func map(_ event: InputEvent, row: String? = "damping", fills: Bool = false) -> InputMapping.Mapped {
            mapping.map(event, now: 2, panel: .init(rowKey: { _ in row }), deviceSize: CGSize(width: 390, height: 844), fillsWindow: fills)
        }
        #expect(map(.pointerDown(position: centre, button: .primary, time: 0))
            == .event(.input(.pointerDown(position: CGPoint(x: 195, y: 422), button: .primary, time: 2))), "stamped with the scene's time")
        #expect(map(.pointerMove(position: panel, buttons: [.primary], time: 0)) != .none, "a touch begun inside is followed outside")
        #expect(map(.pointerUp(position: panel, button: .primary, time: 0)) != .none)
        #expect(map(.pointerMove(position: panel, buttons: [], time: 0)) == .none, "then it is over")
        #expect(map(.pointerDown(position: panel, button: .primary, time: 0)) == .event(.selection(key: "damping")), "a click on a row selects it")
        #expect(map(.pointerDown(position: panel, button: .primary, time: 0), row: nil) == .none, "between rows, nothing")
        #expect(map(.wheel(position: panel, delta: CGVector(dx: 0, dy: -3), time: 0)) == .event(.input(.key(KeyPress(key: .right, time: 2)))),
                "the wheel over the panel is ←/→")
        #expect(map(.resize(size: CGSize(width: 150, height: 900))) == .none, "a window too small to lay out is ignored")
        #expect(map(.resize(size: CGSize(width: 1000, height: 700))) == .relayout(deviceResize: nil) && mapping.layout.windowSize == CGSize(width: 1000, height: 700))
        #expect(map(.resize(size: CGSize(width: 900, height: 700)), fills: true) == .relayout(deviceResize: .resize(size: CGSize(width: 520, height: 700))),
                "a scene that fills the window follows its area")
        #expect(!InputMapping.acceptsDeviceSize(CGSize(width: 50, height: 400)) && InputMapping.acceptsDeviceSize(CGSize(width: 390, height: 844)))
    }

    // MARK: - SessionRecorder

    @Test func theRecorderKeepsTheHistoryAndCutsTheRecordingBack() throws {
        let recorder = SessionRecorder()
        recorder.record(.input(.key(KeyPress(key: "p"))), at: 0.1)
        #expect(recorder.history == nil, "nothing before the session began")
        recorder.begin(SessionHistory.Start(
            scene: "curves", catalog: .kinema, values: Preset(scene: "curves", settings: []), environment: .standard, windowSize: ShellLayout.defaultWindowSize,
            showsPanel: true, drainsMainQueue: false))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-recorder-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        recorder.start(into: try RecordingFile(path: path), firstLines: [InputRecording.encode(.setting(key: "springRule", value: "settle"), at: 0)])
        for (time, event) in [(0.5, SessionEvent.input(.key(KeyPress(key: "space")))), (1.0, .setting(key: "damping", value: "0.3")), (1.5, .selection(key: "duration"))] {
            recorder.record(event, at: time)
        }
        #expect(recorder.history?.log.count == 3 && recorder.recordedLines == 4)
        recorder.cut(after: 0.75)
        #expect(recorder.history?.log.events.map(\.time) == [0.5] && recorder.recordedLines == 2)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines == [#"{"key":"springRule","t":0,"type":"set","value":"settle"}"#, #"{"key":"space","mods":[],"repeat":false,"t":0.5,"type":"key"}"#])
        var stopped: [String] = []
        recorder.onStop = { stopped.append($0) }
        recorder.start(into: try RecordingFile(path: "/dev/full"), firstLines: [])
        recorder.record(.input(.key(KeyPress(key: "s"))), at: 2)
        #expect(recorder.recorder == nil && stopped.count == 1 && stopped[0].hasPrefix("recording stopped"), "\(stopped)")
        #expect(recorder.history?.log.count == 2, "the history goes on")
    }

    // MARK: - TuningSession

    @Test func theTuningSessionSelectsChangesAndSays() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        shell.window.engine.drainsMainQueue = false
        let tuning = shell.tuning
        let count = tuning.tunables.count
        tuning.moveSelection(by: -1)
        #expect(tuning.selectedIndex == count - 1 && tuning.selectedParameter === tuning.presetRow, "↑ from the top wraps to the presets")
        tuning.select(key: "damping")
        #expect(tuning.selectedParameter?.key == "damping")
        tuning.nudgeSelection(by: 10)
        let tuned = try #require(tuning.parameter(forKey: "damping")).value
        #expect(abs(tuned - 1.2) < 1e-9, "ten steps of 0.05 up from 0.7: \(tuned)")
        tuning.reset(all: false)
        #expect(try #require(tuning.parameter(forKey: "damping")).value == 0.7)
        #expect(tuning.set("nope", to: "1")?.hasPrefix("scene menu has no tweak 'nope' (it has: duration, damping") == true)
        #expect(tuning.set("order", to: "bottom first") == nil, "\(tuning.commandLine)")
        #expect(tuning.commandLine.hasPrefix("kinema --scene menu --set order="), "\(tuning.commandLine)")
    }

    // MARK: - Scrubber

    @Test func theScrubberTakesOnlyItsOwnPointerEvents() throws {
        let shell = try #require(Shell(sceneName: "curves"))
        shell.window.engine.drainsMainQueue = false
        for _ in 0..<90 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        let scrubber = Scrubber(size: CGSize(width: 400, height: 200), environment: .standard)
        let frame = CGRect(x: 0, y: 600, width: 400, height: 200), on = CGPoint(x: 200, y: 700), off = CGPoint(x: 200, y: 100)
        func handle(_ event: InputEvent) -> Scrubber.Handling {
            scrubber.handle(event, frame: frame, history: shell.recording.history, sceneStart: 0)
        }
        #expect(handle(.pointerDown(position: on, button: .primary, time: 0)) == .notMine, "hidden, it takes nothing")
        scrubber.toggle()
        #expect(scrubber.showsTimeline)
        #expect(handle(.pointerDown(position: off, button: .primary, time: 0)) == .notMine)
        #expect(handle(.wheel(position: on, delta: CGVector(dx: 0, dy: 1), time: 0)) == .taken, "the wheel over it does nothing else")
        #expect(handle(.pointerDown(position: on, button: .primary, time: 0)) == .taken && scrubber.isScrubbing)
        #expect(scrubber.shownFrame != nil, "a frame of the re-simulated session shows")
        #expect(handle(.pointerMove(position: off, buttons: [.primary], time: 0)) == .taken, "a drag begun on it is followed off it")
        #expect(handle(.pointerUp(position: on, button: .primary, time: 0)) == .released && !scrubber.isScrubbing)
        let replica = try #require(scrubber.takeReplicaOnShownFrame(history: shell.recording.history))
        #expect(scrubber.shownFrame == nil && replica.shell !== shell)
        replica.discard()
        scrubber.toggle()
        #expect(!scrubber.showsTimeline)
    }
}
