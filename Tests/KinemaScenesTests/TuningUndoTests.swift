import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Ctrl+Z undoes the last change to a tweak — from keys, presets, R or a recorded setting — and
/// Ctrl+Shift+Z redoes it, 100 deep; what they set is recorded as settings, so a replay sets it alike.
@MainActor
@Suite struct TuningUndoTests {
    static func press(_ shell: Shell, _ key: String, _ modifiers: KeyPress.Modifiers = [], repeating: Bool = false) {
        _ = shell.step(deviceEvents: [.key(KeyPress(key: KeyPress.Key(rawValue: key), modifiers: modifiers, isRepeat: repeating))], realDelta: 1.0 / 60)
    }

    static func value(_ shell: Shell, _ key: String) -> Double { shell.tuning.parameter(forKey: key)!.value }

    @Test func undoAndRedoWalkTheTweaksHistory() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        let start = Self.value(shell, "duration")
        Self.press(shell, "right")                       // one step: duration +0.05
        Self.press(shell, "right", repeating: true)      // a held arrow: the same step
        Self.press(shell, "right", repeating: true)
        Self.press(shell, "down")
        Self.press(shell, "right")                       // another step: damping
        var values: [(Double, Double)] = [(Self.value(shell, "duration"), Self.value(shell, "damping"))]
        for (key, modifiers) in [("z", [.control]), ("z", [.control]), ("z", [.control]), ("z", [.control, .shift]), ("z", [.control, .shift])] as [(String, KeyPress.Modifiers)] {
            Self.press(shell, key, modifiers)
            values.append((Self.value(shell, "duration"), Self.value(shell, "damping")))
        }
        let d = start
        // Durations: +0.15 after the held arrow; the first Ctrl+Z undoes damping, the second the held
        // arrow (one step), the third has nothing left; redo brings the duration back, then the damping.
        let expectedDurations = [d + 0.15, d + 0.15, d, d, d + 0.15, d + 0.15]
        for (got, want) in zip(values.map(\.0), expectedDurations) { #expect(abs(got - want) < 1e-9) }
        #expect(abs(values[1].1 - 0.7) < 1e-9, "the damping back to the seed's 0.7")
        #expect(abs(values[5].1 - 0.75) < 1e-9, "and redone to 0.75")
        #expect(shell.tuning.notice?.hasPrefix("redone: ") == true)
    }

    @Test func whatUndoSetsIsRecordedAsSettingsAndReplaysAlike() throws {
        let shell = try #require(Shell(sceneName: "menu"))
        let lines = try shell.recording {
            Self.press(shell, "right")
            Self.press(shell, "right")
            Self.press(shell, "z", [.control])
        }.split(separator: "\n")
        #expect(lines.count == 3 && lines[2].contains(#""type":"set""#) && lines[2].contains(#""key":"duration""#), "\(lines)")
        #expect(!lines.contains { $0.contains(#""key":"z""#) }, "the key itself is not recorded")
        let replayed = try #require(Shell(sceneName: "menu"))
        var run = ScriptedRun(shell: replayed, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        _ = run.advance(to: shell.sessionTime + 0.1)
        #expect(Self.value(replayed, "duration") == Self.value(shell, "duration"))
    }

    @Test func theHistoryIsAHundredDeepAndANewChangeDropsTheRedo() {
        var history = TuningHistory()
        for step in 0..<120 { history.note(keys: ["a"], before: [Double(step)], after: [Double(step + 1)], continues: false) }
        #expect(history.undoSteps.count == 100)
        #expect(history.undo()?.first?.value == 119)
        #expect(history.redoSteps.count == 1)
        history.note(keys: ["a", "b"], before: [119, 0], after: [119, 1], continues: false)
        #expect(history.redoSteps.isEmpty)
        #expect(history.undo()?.first?.key == "b")
    }
}
