import Foundation
import KinemaUI
import Testing
@testable import KinemaShell
@testable import KinemaTweaks

/// A controller as a user first writes it: a duration and a delay.
@MainActor
final class TwoTweaksController: UIViewController {
    @Tweak("Duration", 0.8, in: 0.1...3, step: 0.05, unit: .seconds) var duration: TimeInterval
    @Tweak("Delay", 0.2, in: 0...1, step: 0.05, unit: .seconds) var delay: TimeInterval
}

/// The same controller after a save under `kinema watch`: an offset declared above the delay.
@MainActor
final class ThreeTweaksController: UIViewController {
    @Tweak("Duration", 0.8, in: 0.1...3, step: 0.05, unit: .seconds) var duration: TimeInterval
    @Tweak("Offset", 10, in: 0...100, step: 1, unit: .points) var offset: Double
    @Tweak("Delay", 0.2, in: 0...1, step: 0.05, unit: .seconds) var delay: TimeInterval
}

/// ↑/↓ are recorded as the tweak they settle on, so a replay into changed code (`kinema watch`) changes
/// the same tweak; recordings that hold the presses replay them by position, as they always did.
@MainActor
@Suite struct RecordedSelectionTests {
    static let name = "two-tweaks"

    static func shell(_ make: @escaping @MainActor () -> UIViewController) -> Shell {
        let catalog = SceneCatalog.kinema.registering(name) { ViewControllerScene(name: name, title: "Two tweaks", rootViewController: make()) }
        let shell = Shell(sceneName: name, catalog: catalog)!
        shell.window.engine.drainsMainQueue = false
        return shell
    }

    /// The recording of ↓ (to the delay) and → (the delay up a step), as its lines.
    static func recordedSession() -> (lines: [String], end: Double) {
        let shell = Self.shell { TwoTweaksController() }
        var lines: [String] = []
        shell.recording.recorder = { lines.append($0) }
        _ = shell.step(deviceEvents: [], realDelta: 0)
        for key in [KeyPress.Key.down, .right] { _ = shell.step(deviceEvents: [.key(KeyPress(key: key))], realDelta: 1.0 / 60) }
        #expect(abs(shell.value("delay") - 0.25) < 1e-9, "the session changed the delay")
        return (lines, shell.sessionTime + 0.05)
    }

    static func replay(_ lines: [String], until end: Double, into shell: Shell) throws {
        var run = ScriptedRun(shell: shell, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        _ = run.advance(to: end)
    }

    @Test func aReplayIntoCodeWithATweakAddedAboveChangesTheSameTweak() throws {
        let (lines, end) = Self.recordedSession()
        #expect(lines.first == #"{"key":"delay","t":0,"type":"select"}"#, "↓ recorded as the row it settled on: \(lines)")
        let replay = Self.shell { ThreeTweaksController() }
        try Self.replay(lines, until: end, into: replay)
        #expect(replay.tuning.selectedParameter?.key == "delay")
        #expect(abs(replay.value("delay") - 0.25) < 1e-9, "the delay changed, as in the session: \(replay.value("delay"))")
        #expect(replay.value("offset") == 10, "the added offset untouched")
    }

    @Test func recordingsOfThePressesReplayByPositionAsBefore() throws {
        let lines = [#"{"key":"down","mods":[],"repeat":false,"t":0.017,"type":"key"}"#, #"{"key":"right","mods":[],"repeat":false,"t":0.033,"type":"key"}"#]
        let replay = Self.shell { ThreeTweaksController() }
        try Self.replay(lines, until: 0.1, into: replay)
        #expect(replay.tuning.selectedParameter?.key == "offset", "the second row, as the press picked it")
        #expect(replay.value("offset") == 11 && abs(replay.value("delay") - 0.2) < 1e-9)
    }

    /// With the key list up, ↑/↓ scroll it: the press is what is recorded.
    @Test func arrowsThatSelectNothingAreRecordedAsPresses() {
        let shell = Self.shell { TwoTweaksController() }
        var lines: [String] = []
        shell.recording.recorder = { lines.append($0) }
        for key in [KeyPress.Key(rawValue: "?"), .down] { _ = shell.step(deviceEvents: [.key(KeyPress(key: key))], realDelta: 1.0 / 60) }
        #expect(lines.count == 2 && lines[1].contains(#""key":"down""#) && lines[1].contains(#""type":"key""#), "\(lines)")
    }
}
