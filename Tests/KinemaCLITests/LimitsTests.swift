import Foundation
import Testing

/// What a render may not do and what is too big: a headless replay never writes the user's presets
/// unless asked, recordings and presets past their documented size are refused at once with a message,
/// and a preset is applied once, each parameter once.
@Suite("Renders, limits and sizes")
struct LimitsTests {
    /// `count` Ctrl+S presses, 10 ms apart.
    static func saves(_ count: Int, into folder: String) throws -> String {
        let path = folder + "/saves.jsonl"
        let lines = (0..<count).map { #"{"key":"s","mods":["control"],"repeat":false,"t":\#(String(format: "%.3f", 0.1 + Double($0) * 0.01)),"type":"key"}"# }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aRenderWritesNoPresetsUnlessAsked() throws {
        let folder = CLITests.temporaryDirectory()
        let config = folder + "/config"
        let input = try Self.saves(3, into: folder)
        let render = try CLITests.run(["capture", "--scene", "table", "--input", input, "--at", "0.5", "--dump", "--out", folder + "/a"],
                                      setting: ["XDG_CONFIG_HOME": config])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: config + "/kinema/presets"), "nothing written to the user's folder")
        let panel = try String(contentsOfFile: folder + "/a/frame-0.500.panel.txt", encoding: .utf8)
        #expect(panel.contains("preset not written"), "the replay says what it did not do")
        // Asked, each save is a new file, numbered on from the last (n saves look at n names).
        let many = try Self.saves(300, into: folder)
        let written = try CLITests.run(["capture", "--scene", "table", "--input", many, "--at", "3.5", "--write-presets", "--out", folder + "/b"],
                                       setting: ["XDG_CONFIG_HOME": config])
        #expect(written.status == 0, "\(written.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: config + "/kinema/presets/table")
        #expect(files.count == 300 && files.contains("table-1.json") && files.contains("table-300.json"))
    }

    @Test func aRecordingPastItsSizeIsRefusedBeforeItIsRead() throws {
        let folder = CLITests.temporaryDirectory()
        let path = folder + "/huge.jsonl"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, 65_000_000) == 0, "a sparse 65 MB file")
        let result = try CLITests.run(["capture", "--scene", "curves", "--input", path, "--at", "1", "--out", folder + "/out"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("kinema: the input file '\(path)' is 65 MB; recordings of more than 64 MB (about 500000 events) are refused"), "\(result.stderr)")
    }

    @Test func aPresetPastItsSizeIsRefusedAndARepeatedOneIsAppliedOnce() throws {
        let folder = CLITests.temporaryDirectory()
        let entry = #"{"key":"damping","value":"0.35"},"#
        let big = #"{"kinema_preset":1,"scene":"curves","parameters":["# + String(repeating: entry, count: 40_000) + #"{"key":"damping","value":"0.4"}]}"#
        try big.write(toFile: folder + "/big.json", atomically: true, encoding: .utf8)
        let refused = try CLITests.run(["capture", "--scene", "curves", "--preset", folder + "/big.json", "--at", "1", "--out", folder + "/a"])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("kinema: preset '\(folder)/big.json': it is 1320 kB; presets of more than 1000 kB are refused"), "\(refused.stderr)")
        // 20,000 lines under the limit, one parameter: it is set once, to its last value.
        let repeated = #"{"kinema_preset":1,"scene":"curves","parameters":["# + String(repeating: entry, count: 20_000) + #"{"key":"damping","value":"0.4"}]}"#
        try repeated.write(toFile: folder + "/repeated.json", atomically: true, encoding: .utf8)
        let applied = try CLITests.run(["capture", "--scene", "curves", "--preset", folder + "/repeated.json", "--at", "1", "--dump", "--out", folder + "/b"],
                                       timeout: 60)
        #expect(applied.status == 0, "\(applied.stderr)")
        let panel = try String(contentsOfFile: folder + "/b/frame-1.000.panel.txt", encoding: .utf8)
        #expect(panel.contains("\"0.40\""), "the last damping in the file")
        // A malformed value is quoted, not echoed whole.
        let digits = #"{"kinema_preset":1,"scene":"curves","parameters":[{"key":"damping","value":"x"# + String(repeating: "9", count: 100_000) + #""}]}"#
        try digits.write(toFile: folder + "/digits.json", atomically: true, encoding: .utf8)
        let bad = try CLITests.run(["capture", "--scene", "curves", "--preset", folder + "/digits.json", "--at", "1", "--out", folder + "/c"])
        #expect(bad.status == 2 && bad.stderr.count < 3000, "\(bad.stderr.count) characters")
        #expect(bad.stderr.contains("damping needs a number, got 'x999999999999999999999999999999999999999…'"))
    }

    /// bench's own help lists every flag bench takes.
    @Test func benchHelpListsItsFlags() throws {
        let help = try CLITests.run(["bench", "--help"])
        let bench = help.stdout.components(separatedBy: "kinema bench")[1].components(separatedBy: "kinema scenes")[0]
        for flag in ["--device", "--landscape", "--dark", "--scale", "--size", "--no-panel", "--renderer", "--input", "--write-presets",
                     "--font", "--preset", "--reduce-motion", "--spring-rule", "--set", "--seconds", "--frames", "--headless"] {
            #expect(bench.contains(flag), "bench --help lists \(flag)")
        }
    }
}
