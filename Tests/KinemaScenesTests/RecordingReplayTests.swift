import Foundation
import Testing
@testable import KinemaScenes
import KinemaGraphics
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// Recordings made before the shell was taken apart (settings, row clicks, keys with modifiers and
/// repeats, drags, a tap, the wheel, M, D, S, P and "."), with the viewports that build drew at a few
/// instants: they replay to the same pictures, item for item (`Recordings/`: `NAME.jsonl` and
/// `NAME-TIME.txt`, the viewport's DisplayList dump in the standard environment).
@MainActor
@Suite struct RecordingReplayTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recordings")
    static let times: [String: [Double]] = [
        "curves": [0.5, 1.3, 1.7, 2.2, 3.0], "menu": [1.0, 2.0, 3.2, 4.0], "player": [0.9, 1.5, 3.0], "collection": [0.4, 1.2, 1.6, 2.5],
    ]

    @Test(arguments: ["curves", "menu", "player", "collection"])
    func anEarlierRecordingReplaysToTheSamePictures(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name + ".jsonl"), encoding: .utf8)
        let events = try InputRecording.decodeTimed(text)
        #expect(events.contains { if case .setting = $0.event { true } else { false } }, "the recording sets a value")
        let shell = try #require(Shell(sceneName: name))
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, recording: events)
        for time in try #require(Self.times[name]) {
            let file = Self.folder.appendingPathComponent(name + String(format: "-%.2f.txt", time))
            let dump = run.advance(to: time).layers[0].list.dump
            // KINEMA_RECORD_SNAPSHOTS=1 writes the pictures anew, as for every snapshot (check the diff).
            if ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1" {
                try dump.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(dump == expected, "\(name) at \(time) s")
        }
    }

    /// A modifier the format does not name is refused with its line, as an unknown key type or button
    /// is: `"mods":["ctrl"]` used to replay Ctrl+Z as Z (issue 47, point 14).
    @Test func anUnknownModifierIsRefusedWithItsLine() throws {
        let good = #"{"t":0.1,"type":"key","key":"z","mods":["control","shift","alt","command"]}"#
        let events = try InputRecording.decodeTimed(good)
        #expect(events.first?.event == .input(.key(KeyPress(key: "z", modifiers: [.control, .shift, .alt, .command], time: 0.1))))
        for mods in [#"["ctrl"]"#, #"["control","Super"]"#, #"[""]"#] {
            let text = good + "\n" + #"{"t":0.2,"type":"key","key":"z","mods":"# + mods + "}"
            #expect(throws: InputRecording.ParseError.self) { try InputRecording.decodeTimed(text) }
            do {
                _ = try InputRecording.decodeTimed(text)
            } catch {
                #expect(error.line == 2)
                #expect(error.reason.hasPrefix("unknown modifier '"), "\(error.reason)")
                #expect(error.reason.hasSuffix("(modifiers: shift, control, alt, command)"), "\(error.reason)")
            }
        }
    }
}
