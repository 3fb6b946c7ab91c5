import Foundation
import KinemaCore
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Ctrl+S saves the scene's values as a preset, Ctrl+O cycles presets, and a bad preset changes nothing.
/// Each test has its own configuration folder (never the user's).
@MainActor
@Suite("Presets", .serialized)
struct PresetTests {
    /// A fresh `XDG_CONFIG_HOME` for this process's presets.
    static func freshConfiguration() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-presets-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("XDG_CONFIG_HOME", folder.path, 1)
        return folder
    }

    static func control(_ key: KeyPress.Key) -> KeyPress { KeyPress(key: key, modifiers: [.control]) }

    @Test func savingWritesNumberedPresetsAtomically() throws {
        let config = Self.freshConfiguration()
        let shell = Shell(sceneName: "table")!
        shell.handleKey(KeyPress(key: "6"))
        #expect(shell.tuning.set("damping", to: "0.3") == nil)
        shell.handleKey(Self.control("s"))
        shell.handleKey(Self.control("s"))
        let folder = config.appendingPathComponent("kinema/presets/table")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["table-1.json", "table-2.json"], "numbered, and no temporary file left behind")
        #expect(shell.tuning.notice == "saved preset table-2 (\(folder.path)/table-2.json)")
        #expect(!shell.isSlowMotion, "Ctrl+S is not S")
        let saved = try Preset.decode(Data(contentsOf: folder.appendingPathComponent("table-1.json")), file: "table-1.json")
        #expect(saved == Preset(of: shell))
        #expect(saved.settings.first == Preset.Setting(key: "animation", value: "bounce"))
        #expect(saved.settings.contains(Preset.Setting(key: "damping", value: "0.3")))
    }

    @Test func cyclingLoadsTheUsersPresetsThenTheShippedOnes() throws {
        _ = Self.freshConfiguration()
        let tuned = Shell(sceneName: "table")!
        tuned.handleKey(KeyPress(key: "4"))
        #expect(tuned.tuning.set("delay", to: "0.11") == nil)
        tuned.handleKey(Self.control("s"))
        let shell = Shell(sceneName: "table")!
        let total = PresetStore.all(scene: "table").count
        #expect(total >= 4, "the user's one and the shipped ones")
        shell.handleKey(Self.control("o"))
        #expect(shell.tuning.notice == "preset table-1 (1 of \(total))")
        #expect(shell.tuning.parameter(forKey: "animation")?.index == 3 && shell.value("delay") == 0.11)
        shell.handleKey(Self.control("o"))
        #expect(shell.tuning.notice?.hasPrefix("preset gentle-cascade (2 of \(total))") == true, "\(shell.tuning.notice ?? "")")
        #expect(shell.tuning.parameter(forKey: "animation")?.index == 2 && shell.value("duration") == 1.2)
        for _ in 0..<(total - 1) { shell.handleKey(Self.control("o")) }
        #expect(shell.tuning.notice == "preset table-1 (1 of \(total))", "round again")
    }

    @Test func aCorruptOrForeignPresetChangesNothing() throws {
        let config = Self.freshConfiguration()
        let folder = config.appendingPathComponent("kinema/presets/table")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"kinema_preset\":1,\"scene\":\"tab".utf8).write(to: folder.appendingPathComponent("a-truncated.json"))
        try Preset(scene: "curves", settings: [.init(key: "damping", value: "0.2")]).encoded().write(to: folder.appendingPathComponent("b-foreign.json"))
        try Preset(scene: "table", settings: [.init(key: "duration", value: "0.3"), .init(key: "damping", value: "lots")]).encoded()
            .write(to: folder.appendingPathComponent("c-bad-value.json"))
        let shell = Shell(sceneName: "table")!
        let before = shell.tuning.sceneParameters.map(\.value)
        shell.handleKey(Self.control("o"))
        #expect(shell.tuning.notice == "preset '\(folder.path)/a-truncated.json': not a Kinema preset (expected JSON with kinema_preset, scene and parameters); the values stay as they were")
        shell.handleKey(Self.control("o"))
        #expect(shell.tuning.notice == "preset '\(folder.path)/b-foreign.json': it is for the curves scene, not table; the values stay as they were")
        shell.handleKey(Self.control("o"))
        #expect(shell.tuning.notice == "preset '\(folder.path)/c-bad-value.json': damping needs a number, got 'lots'; the values stay as they were")
        #expect(shell.tuning.sceneParameters.map(\.value) == before, "all or nothing: the good duration was not applied either")
    }

    /// The notice of a preset belongs to its scene: a switch takes it away.
    @Test func aPresetsNoticeLeavesWithItsScene() {
        _ = Self.freshConfiguration()
        let shell = Shell(sceneName: "menu")!
        shell.handleKey(Self.control("o"))
        #expect(shell.tuning.notice?.hasPrefix("preset ") == true, "\(shell.tuning.notice ?? "")")
        shell.switchScene(by: 1)
        #expect(shell.tuning.notice == nil)
    }

    /// Every preset Kinema ships loads into its scene.
    @Test(arguments: ["curves", "table", "collection", "menu", "player", "stress"])
    func theShippedPresetsLoad(_ scene: String) throws {
        _ = Self.freshConfiguration()
        let files = PresetStore.all(scene: scene)
        #expect(files.count >= 3, "\(scene): \(files)")
        for file in files {
            let shell = Shell(sceneName: scene)!
            try PresetStore.load(file, into: shell)
            let preset = try Preset.decode(Data(contentsOf: file), file: file.path)
            for setting in preset.settings {
                let parameter = try #require(shell.tuning.parameter(forKey: setting.key))
                #expect(parameter.value == (try? parameter.parse(setting.value).get()), "\(file.lastPathComponent): \(setting.key)")
            }
        }
    }

    /// Loading a preset is recorded as the parameter changes it made (the preset file lives outside the
    /// recording), so the recording replays to the same values on a machine without that preset.
    @Test func loadingAPresetIsRecordedAsTheSettingsItMade() throws {
        _ = Self.freshConfiguration()
        let tuned = Shell(sceneName: "table")!
        tuned.handleKey(KeyPress(key: "6"))
        #expect(tuned.tuning.set("damping", to: "0.35") == nil)
        tuned.handleKey(Self.control("s"))
        let shell = Shell(sceneName: "table")!
        var lines: [String] = []
        shell.recording.recorder = { lines.append($0) }
        _ = shell.step(deviceEvents: [.key(Self.control("o"))], realDelta: 1.0 / 60)
        #expect(!lines.contains { $0.contains(#""key":"o""#) }, "the key is not recorded: \(lines)")
        #expect(lines.contains(#"{"key":"animation","t":0,"type":"set","value":"bounce"}"#), "\(lines)")
        #expect(lines.contains(#"{"key":"damping","t":0,"type":"set","value":"0.35"}"#), "\(lines)")
        _ = Self.freshConfiguration()  // the replaying machine has no presets
        let replay = Shell(sceneName: "table")!
        var run = ScriptedRun(shell: replay, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        _ = run.advance(to: 0.1)
        #expect(replay.tuning.sceneParameters.map(\.value) == shell.tuning.sceneParameters.map(\.value))
    }

    /// The inspector's last row lists the scene's presets; ←/→ on it loads one.
    @Test func thePresetRowLoadsPresets() {
        _ = Self.freshConfiguration()
        let shell = Shell(sceneName: "menu")!
        let row = shell.tuning.tunables.last!
        #expect(row.key == "preset" && row.choices == ["(as tuned)", "bottom-first", "seed-004", "snappy"])
        shell.handleKey(KeyPress(key: .up))
        #expect(shell.tuning.selectedParameter === row)
        shell.handleKey(KeyPress(key: .right))
        #expect(shell.tuning.notice == "preset bottom-first" && shell.tuning.parameter(forKey: "order")?.index == 1)
        shell.handleKey(KeyPress(key: .right))
        shell.handleKey(KeyPress(key: .right))
        #expect(shell.tuning.notice == "preset snappy" && shell.value("duration") == 0.35)
        // A save shows up in the row at once.
        shell.handleKey(Self.control("s"))
        #expect(shell.tuning.tunables.last?.choices?.contains("menu-1") == true)
    }
}

/// The window's size and place, remembered in `$XDG_CONFIG_HOME/kinema/window.json`.
@Suite("Remembered window placement")
struct WindowPlacementTests {
    @Test func rememberedAndReadBackWithBadFilesIgnored() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        #expect(WindowPlacement.load(environment: environment) == nil, "nothing remembered yet")
        let placement = WindowPlacement(width: 1000, height: 700, x: 40, y: -20)
        #expect(placement.save(environment: environment) == nil)
        #expect(WindowPlacement.load(environment: environment) == placement)
        let folder = config.appendingPathComponent("kinema")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["window.json"], "no temporary file left")
        // Sizes are kept within what --size accepts.
        #expect(WindowPlacement(width: 100, height: 90_000, x: 0, y: 0).save(environment: environment) == nil)
        #expect(WindowPlacement.load(environment: environment) == WindowPlacement(width: 480, height: 8192, x: 0, y: 0))
        // Corrupt, foreign or out-of-range files open the defaults.
        let file = try #require(WindowPlacement.file(environment: environment))
        for bad in ["", "{", "[1,2]", #"{"width":1000}"#, #"{"width":1e9,"height":700,"x":0,"y":0}"#,
                    #"{"width":1000,"height":700,"x":99999999,"y":0}"#, #"{"width":"wide","height":700,"x":0,"y":0}"#] {
            try bad.write(to: file, atomically: true, encoding: .utf8)
            #expect(WindowPlacement.load(environment: environment) == nil, "\(bad)")
        }
        // A folder that cannot be made is said, not thrown.
        let blocked = config.appendingPathComponent("blocked")
        _ = FileManager.default.createFile(atPath: blocked.path, contents: Data())
        let problem = placement.save(environment: ["XDG_CONFIG_HOME": blocked.path])
        #expect(problem?.contains("window.json") == true, "\(problem ?? "saved")")
    }

    /// Issue 47, point 20: a value written as a JSON number is read as the number; a value of another
    /// kind names the field that is wrong (both were "not a Kinema preset").
    @Test func aValueAsANumberIsReadAndAWrongFieldIsNamed() throws {
        let numbers = #"{"kinema_preset":1,"scene":"menu","parameters":[{"key":"duration","value":2},{"key":"damping","value":0.55}]}"#
        let preset = try Preset.decode(Data(numbers.utf8), file: "numbers.json")
        #expect(preset.settings == [Preset.Setting(key: "duration", value: "2"), Preset.Setting(key: "damping", value: "0.55")])
        let wrong = #"{"kinema_preset":1,"scene":"menu","parameters":[{"key":"duration","value":2},{"key":"damping","value":true}]}"#
        #expect(throws: Preset.Problem.self) { try Preset.decode(Data(wrong.utf8), file: "wrong.json") }
        do {
            _ = try Preset.decode(Data(wrong.utf8), file: "wrong.json")
        } catch {
            #expect(error.reason == "parameters[1].value must be a string or a number")
        }
    }
}
