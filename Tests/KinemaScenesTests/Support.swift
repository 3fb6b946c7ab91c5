import Foundation
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

extension Shell {
    /// The value of the scene's tweak with key `key` (as `--set` and presets name it).
    func value(_ key: String) -> Double { tuning.parameter(forKey: key)!.value }

    /// What `--record` writes while `body` runs: the recording file's text (made in a folder of its own,
    /// removed after).
    func recording(_ body: () throws -> Void) throws -> String {
        let folder = NSTemporaryDirectory() + "kinema-recording-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try RecordingFile(path: folder + "/session.jsonl")
        startRecording(to: file)
        try body()
        file.close()
        return try String(contentsOfFile: folder + "/session.jsonl", encoding: .utf8)
    }
}
