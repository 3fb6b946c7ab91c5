import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Playback speeds: S toggles ×1 and the slow speed (×0.1 unless a slower one was chosen), `[` and `]`
/// step ×0.1, ×0.25, ×0.5, ×1, ×2 — keys, so recordings and `kinema watch` keep them.
@MainActor
@Suite struct PlaybackSpeedTests {
    static func press(_ shell: Shell, _ key: String) {
        _ = shell.step(deviceEvents: [.key(KeyPress(key: KeyPress.Key(rawValue: key)))], realDelta: 1.0 / 60)
    }

    @Test func bracketsStepTheSpeedsAndSTogglesTheLastSlowOne() throws {
        let shell = try #require(Shell(sceneName: "curves"))
        var speeds: [Double] = []
        for key in ["s", "s", "[", "[", "[", "[", "]", "s", "s", "]", "]", "]", "]", "s"] {
            Self.press(shell, key)
            speeds.append(shell.speed)
        }
        // S: ×0.1 and back; [ thrice from ×1: 0.5, 0.25, 0.1 (and no lower); ] to 0.25, the slow speed
        // S now goes to; ] up to ×2 and no higher; S from ×2 goes back to ×1.
        #expect(speeds == [0.1, 1, 0.5, 0.25, 0.1, 0.1, 0.25, 1, 0.25, 0.5, 1, 2, 2, 1])
        #expect(shell.slowSpeed == 0.5, "the last speed below ×1 chosen")
        #expect(shell.window.engine.clock.timeScale == 1)
    }

    @Test func mediaTimeMovesAtTheSpeedAndTheStatusSaysIt() throws {
        let shell = try #require(Shell(sceneName: "curves"))
        Self.press(shell, "]")
        let start = shell.sessionTime
        for _ in 0..<60 { _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60) }
        #expect(abs(shell.sessionTime - start - 2) < 1e-9, "a real second is two at ×2")
        #expect(shell.composition().layers[1].list.dump.contains("speed ×2"))
        Self.press(shell, "[")
        Self.press(shell, "[")
        #expect(shell.speed == 0.5 && shell.isSlowMotion)
        #expect(shell.composition().layers[1].list.dump.contains("slow motion ×0.5"))
    }

    @Test func aRecordingOfTheSpeedsReplaysThem() throws {
        let events = [InputRecording.TimedEvent(time: 0.5, event: .input(.key(KeyPress(key: "[")))),
                      InputRecording.TimedEvent(time: 1.0, event: .input(.key(KeyPress(key: "["))))]
        let text = events.map { InputRecording.encode($0.event, at: $0.time) }.joined(separator: "\n")
        let shell = try #require(Shell(sceneName: "curves"))
        var run = ScriptedRun(shell: shell, recording: try InputRecording.decodeTimed(text))
        _ = run.advance(to: 1.2)
        // ×1 to 0.5 s, then ×0.5 to 1.0 s (a real second), then ×0.25: 0.2 s of media time more takes 0.8 s.
        #expect(shell.speed == 0.25 && abs(shell.sessionTime - 1.2) < 1e-9)
        #expect(run.framesRun > 60 + 30)
    }
}
