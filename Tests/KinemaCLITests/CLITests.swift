import Foundation
import Testing

/// The `kinema` binary run as a user runs it: exit codes, messages and files.
@Suite("kinema command line")
struct CLITests {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Ended by a signal (a crash, or killed after `timeout`) rather than by exiting.
        var bySignal = false
    }

    /// The binary SwiftPM built beside this test bundle.
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kinema")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/kinema")
    }()

    /// Runs kinema with `arguments`; `display: false` removes DISPLAY and WAYLAND_DISPLAY; `setting`
    /// adds or replaces environment variables.
    /// A run still going after `timeout` seconds is killed (a hang is a failure, not a stuck test run).
    /// `program` runs instead of kinema (a script, an installed copy), in `directory` when given.
    static func run(
        _ arguments: [String], display: Bool = false, setting overrides: [String: String] = [:], timeout: Double = 120,
        program: URL? = nil, in directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = program ?? binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        if !display {
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
        }
        // Never the user's configuration: each run gets a fresh one unless the test names its own.
        environment["XDG_CONFIG_HOME"] = temporaryDirectory() + "/config"
        environment.merge(overrides) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
            if process.isRunning { kill(pid, SIGKILL) }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), bySignal: process.terminationReason == .uncaughtSignal)
    }

    /// A PNG's width and height in pixels, from its IHDR header.
    static func pixelSize(_ path: String) throws -> (Int, Int) {
        let header = try #require(FileManager.default.contents(atPath: path)).prefix(24)
        func word(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    static func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-cli-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func helpVersionAndScenes() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("kinema capture --scene NAME"))
        #expect(help.stdout.contains("keys (in the window):\n") && help.stdout.contains("Ctrl+S / Ctrl+O"), "the key list follows the usage")
        let version = try Self.run(["--version"])
        #expect(version.status == 0 && version.stdout == "kinema 0.1.0\n")
        let scenes = try Self.run(["scenes"])
        #expect(scenes.status == 0)
        #expect(scenes.stdout.contains("curves — Timing curves and springs"))
        #expect(scenes.stdout.contains("duration       0.10…5.00 s   default 1.00 s"))
    }

    /// Every way to get the command line wrong exits 2 with a one-line reason, then the usage.
    static let usageErrors: [(arguments: [String], reason: String)] = [
        (["--bogus"], "unknown option '--bogus' for kinema"),
        (["stray"], "unexpected argument 'stray' for kinema"),
        (["--scene", "nope"], "unknown scene 'nope' (scenes: curves, table, collection, menu, player, stress, shapes, layers, explicit)"),
        (["--scene"], "--scene needs a value"),
        (["--size", "big"], "--size needs WIDTHxHEIGHT in pixels, like 1200x900 (got 'big')"),
        (["--size", "100x100"], "--size 100x100 is out of range: width 480…8192, height 400…8192"),
        (["--set", "duration"], "--set needs KEY=VALUE (got 'duration')"),
        (["--help", "extra"], "--help takes no arguments"),
        (["capture", "--at", "0.5", "--out", "x"], "capture needs --scene NAME"),
        (["capture", "--scene", "grid", "--at", "0.5", "--out", "x"], "unknown scene 'grid' (scenes: curves, table, collection, menu, player, stress, shapes, layers, explicit)"),
        (["bench", "--scene", "orbit", "--headless"], "unknown scene 'orbit' (scenes: curves, table, collection, menu, player, stress, shapes, layers, explicit)"),
        (["capture", "--scene", "curves", "--at", "0.5"], "capture needs --out DIR"),
        (["capture", "--scene", "curves", "--out", "x"], "capture needs --at T1,T2,... or --frames N"),
        (["capture", "--scene", "curves", "--out", "x", "--at", "1", "--frames", "3"], "give either --at or --frames, not both"),
        (["bench", "--scene", "curves", "--headless", "--refresh", "144"], "--refresh is a window's; a headless bench takes --fps HZ"),
        (["capture", "--scene", "curves", "--out", "x", "--at", "-1"], "--at needs times in seconds from 0 to 3600 (got '-1')"),
        (["capture", "--scene", "curves", "--out", "x", "--at", "0.5,nan"], "--at needs times in seconds from 0 to 3600 (got 'nan')"),
        (["capture", "--scene", "curves", "--out", "x", "--frames", "0"], "--frames needs a whole number from 1 to 10000 (got '0')"),
        (["capture", "--scene", "curves", "--out", "x", "--frames", "2", "--fps", "1000"], "--fps needs a number from 1 to 500 (got '1000')"),
        (["--scene", "curves", "--refresh", "0"], "--refresh needs a number from 1 to 500 (got '0')"),
        (["bench", "--scene", "curves", "--fps", "144"], "--fps is a headless bench's; a window's bench takes --refresh HZ"),
        (["capture", "--scene", "curves", "--out", "x", "--at", "1", "--record", "r"], "unknown option '--record' for kinema capture"),
        (["capture", "--scene", "curves", "--out", "x", "--at", "1", "--onion", "0"], "--onion needs a whole number from 1 to 24 (got '0')"),
        (["bench", "--scene", "curves", "--onion", "3"], "unknown option '--onion' for kinema bench"),
        (["capture", "--scene", "curves", "--out", "x", "--frames", "3", "--video", "a.avi"], "--video needs a file ending in .mp4, .mkv, .webm or .mov (got 'a.avi')"),
        (["capture", "--scene", "curves", "--out", "x", "--frames", "3", "--gif", "a.png"], "--gif needs a file ending in .gif (got 'a.png')"),
        (["capture", "--scene", "curves", "--out", "x", "--at", "1", "--gif", "a.gif"], "--video and --gif need at least two frames (--frames N, or several --at times)"),
        (["bench", "--seconds", "2"], "bench needs --scene NAME"),
        (["bench", "--scene", "curves", "--fixed-step", "--frames", "10"], "--fixed-step goes with --headless and --frames N"),
        (["bench", "--scene", "curves", "--headless", "--fixed-step"], "--fixed-step goes with --headless and --frames N"),
        (["bench", "--scene", "curves", "--seconds", "-1"], "--seconds needs a number from 0 to 600 (got '-1')"),
        (["bench", "--scene", "curves", "--seconds", "nan"], "--seconds needs a number from 0 to 600 (got 'nan')"),
        // Shorter than the warm-up and a measured second: it would measure nothing.
        (["bench", "--scene", "curves", "--headless", "--seconds", "0.1"],
         "--seconds 0.1 is too short: the shortest run is 1.5 s (0.5 s of warm-up frames, then at least 1 s measured)"),
        // Two times that would share a file name even with nine decimals.
        (["capture", "--scene", "curves", "--out", "x", "--at", "0.1,0.1000000000001"],
         "--at times must be at least a nanosecond apart, so that each frame gets its own file"),
        (["bench", "--scene", "curves", "--dump"], "unknown option '--dump' for kinema bench"),
        (["bench", "--scene", "curves", "--frames", "10", "--seconds", "2"], "give either --seconds or --frames, not both"),
        (["bench", "--scene", "curves", "--frames", "0"], "--frames needs a whole number from 1 to 100000 (got '0')"),
        (["--spring-rule", "bouncy"], "--spring-rule needs uikit (UIKit's own rule, the default) or settle (Kinema's: settled at the duration) (got 'bouncy')"),
        (["capture", "--scene", "menu", "--out", "x", "--at", "1", "--spring-rule"],
         "--spring-rule needs uikit (UIKit's own rule, the default) or settle (Kinema's: settled at the duration)"),
        (["--spring-rule", "uikit", "--spring-rule", "settle"], "--spring-rule is given twice; give it once"),
    ]

    @Test(arguments: 0..<usageErrors.count)
    func usageErrorsExitTwo(_ index: Int) throws {
        let (arguments, reason) = Self.usageErrors[index]
        let result = try Self.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first.map(String.init) == "kinema: \(reason)")
        #expect(result.stderr.contains("usage:"), "the usage follows the reason")
    }

    /// `--device` picks the screen every scene lays out on, `--landscape` turns it: `--viewport` PNGs are
    /// the device's size in points; a name that is not a device is a usage error naming them.
    @Test func devicesAndLandscape() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let cases: [(device: String, landscape: Bool, size: (Int, Int))] = [
            ("iphone-se", false, (375, 667)), ("iphone-15", false, (393, 852)), ("iphone-15-pro-max", true, (932, 430)),
            ("ipad", false, (820, 1180)), ("iphone-14", true, (844, 390)),
        ]
        for (index, item) in cases.enumerated() {
            let scene = ["table", "menu", "player", "collection", "curves"][index]
            let folder = out + "/\(item.device)-\(scene)"
            let result = try Self.run(["capture", "--scene", scene, "--device", item.device, "--at", "0.5,1.5", "--viewport", "--no-sheet", "--out", folder]
                + (item.landscape ? ["--landscape"] : []))
            #expect(result.status == 0 && !result.bySignal, "\(item.device) \(scene): \(result.stderr)")
            #expect(try Self.pixelSize(folder + "/frame-1.500.png") == item.size, "\(item.device)")
        }
        let bad = try Self.run(["capture", "--scene", "menu", "--device", "iphone-3g", "--at", "1", "--out", out + "/x"])
        #expect(bad.status == 2 && bad.stderr.contains("--device needs one of iphone-14, iphone-se") && bad.stderr.contains("(got 'iphone-3g')"))
        let old = try Self.run(["capture", "--scene", "menu", "--device", "--at", "1", "--out", out + "/x"])
        #expect(old.status == 2 && old.stderr.contains("--viewport"), "the old flag says what it is now: \(old.stderr)")
    }

    /// `--dark` starts in the dark appearance and D switches to it: the table's background is iOS's
    /// dark systemBackground (black) and its rows the dark system colours.
    @Test func darkAppearanceFromTheFlagAndKeyD() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let flag = try Self.run(["capture", "--scene", "table", "--dark", "--at", "1.5", "--dump", "--viewport", "--out", out + "/flag"])
        #expect(flag.status == 0, "\(flag.stderr)")
        let rows = try String(contentsOfFile: out + "/flag/frame-1.500.txt", encoding: .utf8)
        #expect(rows.contains("rect - at (0.00, 0.00, 390.00, 844.00) radius 0.00 color #000000ff"), "\(rows.prefix(400))")
        #expect(rows.contains("color #ff453aff"), "systemRed's dark value on a row")
        let input = out + "/d.jsonl"
        try #"{"key":"d","mods":[],"repeat":false,"t":0.5,"type":"key"}"#.write(toFile: input, atomically: true, encoding: .utf8)
        let key = try Self.run(["capture", "--scene", "table", "--input", input, "--at", "0.4,1.5", "--dump", "--out", out + "/key"])
        #expect(key.status == 0, "\(key.stderr)")
        let before = try String(contentsOfFile: out + "/key/frame-0.400.txt", encoding: .utf8)
        let after = try String(contentsOfFile: out + "/key/frame-1.500.txt", encoding: .utf8)
        #expect(before.contains("color #ffffffff") && !before.contains("color #ff453aff"), "light before D")
        #expect(after.contains("rect - at (0.00, 0.00, 390.00, 844.00) radius 0.00 color #000000ff") && after.contains("color #ff453aff"), "dark after D")
        let panel = try String(contentsOfFile: out + "/key/frame-1.500.panel.txt", encoding: .utf8)
        #expect(panel.contains("dark appearance"))
    }

    /// The table's seed reloads its rows from `DispatchQueue.main.asyncAfter(deadline: .now())` in
    /// `viewDidLoad`. In the program, where Kinema's frame loop owns the main thread and turns the main
    /// run loop only when something waits there (`MainRunLoopTurns.whenDue`), the block runs in the first
    /// frame: three frames in, the first row is fading in. Were the main queue's signal missed, the run
    /// loop would turn first at its sixth frame (0.083 s), and no row would be there yet.
    @Test func mainQueueWorkRunsInTheFirstFrame() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try Self.run(["capture", "--scene", "table", "--at", "0.05", "--dump", "--viewport", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let list = try String(contentsOfFile: out + "/frame-0.050.txt", encoding: .utf8)
        #expect(list.contains("#row-0 at (0.00, 72.00, 390.00, 62.00)"), "\(list.prefix(600))")
    }

    /// `--spring-rule settle` moves the curves scene's spring lanes on Kinema's rule (another picture
    /// mid-race, the same at rest), exactly as `--set springRule=settle` does; the panel names the rule.
    @Test func theSpringRuleFlagChangesTheMotion() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        var dumps: [String: (mid: String, end: String)] = [:]
        for (name, flags) in [("uikit", [String]()), ("settle", ["--spring-rule", "settle"]), ("set", ["--set", "springRule=settle"])] {
            let result = try Self.run(["capture", "--scene", "curves", "--at", "0.3,1.2", "--dump", "--viewport", "--out", out + "/" + name] + flags)
            #expect(result.status == 0, "\(result.stderr)")
            dumps[name] = (try String(contentsOfFile: out + "/\(name)/frame-0.300.txt", encoding: .utf8),
                           try String(contentsOfFile: out + "/\(name)/frame-1.200.txt", encoding: .utf8))
        }
        #expect(dumps["uikit"]!.mid != dumps["settle"]!.mid, "the springs move differently mid-race")
        #expect(dumps["settle"]! == dumps["set"]!, "the flag is the setting")
        let panel = try Self.run(["capture", "--scene", "curves", "--at", "0.3", "--dump", "--spring-rule", "settle", "--out", out + "/panel"])
        #expect(panel.status == 0)
        let text = try String(contentsOfFile: out + "/panel/frame-0.300.panel.txt", encoding: .utf8)
        #expect(text.contains("Spring rule") && text.contains("settle"), "\(text.prefix(600))")
    }

    /// `capture --scale 2`: the same frame at twice the pixels (PNG sizes from their IHDR headers).
    @Test func captureAtTwiceThePixels() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        for (scale, folder) in [("1", "one"), ("2", "two")] {
            let result = try Self.run(["capture", "--scene", "table", "--at", "1", "--scale", scale, "--out", out + "/" + folder])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try Self.pixelSize(out + "/one/frame-1.000.png") == (1200, 900))
        #expect(try Self.pixelSize(out + "/two/frame-1.000.png") == (2400, 1800))
    }

    /// Every flag with every kind of nonsense: each run ends by exiting 2 (usage) or 1 (runtime) with a
    /// one-line reason — never by a signal, never hanging (killed after 60 s), never with 0.
    @Test func everyFlagRefusesNonsense() throws {
        let directory = Self.temporaryDirectory()
        let out = directory + "/out"
        let odd = ["", "-1", "0", "1e308", "nan", "inf", "-inf", "ünï✓", "10x", "0x0"]
        let capture = ["capture", "--scene", "curves", "--at", "0.1", "--out", out]
        let bench = ["bench", "--scene", "curves", "--headless", "--frames", "5"]
        // (command before the flag, the flag, values that must be refused; nil: the flag with no value)
        let table: [(prefix: [String], flag: String, values: [String?])] = [
            (["capture", "--at", "0.1", "--out", out], "--scene", odd + [nil]),
            (capture, "--size", odd + [nil]),
            (capture, "--scale", odd + ["0.5", "4.5", nil]),
            (capture, "--set", odd + ["duration=nan", "duration=inf", "duration=-inf", "duration=", "=1", "duration=ünï", nil]),
            (["--scene", "curves"], "--renderer", odd + [nil]),
            (["capture", "--scene", "curves", "--out", out], "--at", ["", "-1", "1e308", "nan", "inf", "-inf", "ünï✓", "0,,1", nil]),
            (["capture", "--scene", "curves", "--out", out], "--frames", odd + [nil]),
            (["capture", "--scene", "curves", "--out", out, "--frames", "2"], "--fps", odd + [nil]),
            (["capture", "--scene", "curves", "--at", "0.1"], "--out", ["", nil]),
            (["bench", "--scene", "curves", "--headless"], "--seconds", odd + [nil]),
            (["bench", "--scene", "curves", "--headless"], "--frames", odd + [nil]),
            (["--scene", "curves"], "--record", ["", nil]),
            (capture, "--font", ["", nil]),
            (capture, "--input", ["", nil]),
        ]
        var runs: [[String]] = []
        for (prefix, flag, values) in table {
            for value in values { runs.append(prefix + (value.map { [flag, $0] } ?? [flag])) }
        }
        // Flags given twice, and flags that take no value given one.
        runs.append(capture + ["--scene", "table"])
        runs.append(capture + ["--out", out + "2"])
        runs.append(bench + ["--headless"])
        runs.append(["--scene", "curves", "--no-panel", "yes"])
        runs.append(capture + ["--dump", "all"])
        // Files that cannot be what the flag wants: a directory, a FIFO, empty, binary, truncated, 50 MB.
        #expect(mkfifo(directory + "/fifo", 0o600) == 0)
        _ = FileManager.default.createFile(atPath: directory + "/empty", contents: Data())
        _ = FileManager.default.createFile(atPath: directory + "/binary", contents: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }))
        _ = FileManager.default.createFile(atPath: directory + "/truncated.jsonl", contents: Data(#"{"t":0.1,"type":"down","x":1"#.utf8))
        _ = FileManager.default.createFile(atPath: directory + "/huge", contents: Data(repeating: 0xA7, count: 50 << 20))
        let font = try? String(contentsOfFile: "/etc/fonts/fonts.conf", encoding: .utf8)  // a file that is not a font
        if font != nil { _ = FileManager.default.createFile(atPath: directory + "/truncated.ttf", contents: Data(font!.utf8.prefix(300))) }
        for file in ["", "/fifo", "/empty", "/binary", "/truncated.jsonl", "/huge"] + (font != nil ? ["/truncated.ttf"] : []) {
            runs.append(capture + ["--input", directory + file])
            runs.append(capture + ["--font", directory + file])
            runs.append(bench + ["--input", directory + file])
        }
        for arguments in runs {
            let result = try Self.run(arguments, setting: ["XDG_CONFIG_HOME": directory + "/config"], timeout: 60)
            let lines = result.stderr.split(separator: "\n")
            #expect(!result.bySignal && (result.status == 1 || result.status == 2), "\(arguments): status \(result.status)\(result.bySignal ? " by a signal" : ""): \(result.stderr.prefix(300))")
            #expect(lines.first?.hasPrefix("kinema: ") == true, "\(arguments): a one-line reason first: \(result.stderr.prefix(300))")
        }
        #expect(runs.count >= 130, "the table is all there")
    }

    /// Bad values found once the scene or a file is looked at: still usage errors (status 2, the reason,
    /// then the usage), reported before any window, renderer or output directory exists. `{dir}` is a
    /// fresh directory holding `broken.jsonl` (an unknown event) and `notes.txt` (not a font).
    static let lateUsageErrors: [(arguments: [String], reason: String)] = [
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--input", "{dir}/none.jsonl"], "--input '{dir}/none.jsonl': no such file"),
        // Files Kinema reads must be regular files: a directory or a FIFO (which would block for ever) is refused at once.
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--input", "{dir}"], "--input '{dir}' is a directory; give a regular file"),
        (["bench", "--scene", "curves", "--headless", "--input", "{dir}/fifo"], "--input '{dir}/fifo' is not a regular file; give a regular file"),
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--font", "{dir}/fifo"], "--font '{dir}/fifo' is not a regular file; give a regular file"),
        (["bench", "--scene", "curves", "--headless", "--input", "{dir}/broken.jsonl"], "input file '{dir}/broken.jsonl', line 1: unknown event type 'jump'"),
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--font", "{dir}/none.ttf"], "--font '{dir}/none.ttf': no such file"),
        (["bench", "--scene", "curves", "--headless", "--font", "{dir}/notes.txt"], "--font: "),
        (["capture", "--scene", "table", "--at", "0.1", "--out", "{dir}/out", "--preset", "nope"], "no preset 'nope' for the table scene (presets: gentle-cascade, seed-000-fade-in"),
        (["bench", "--scene", "table", "--headless", "--preset", "{dir}/notes.txt"], "preset '{dir}/notes.txt': not a Kinema preset"),
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--preset", "{dir}/fifo"], "--preset '{dir}/fifo' is not a regular file; give a regular file"),
    ]

    /// A bad `--set` is found once the scene is looked at: status 2, before any window, renderer or
    /// output directory, and in one line — the key and what it takes (the usage does not say that).
    static let badSettings: [(arguments: [String], reason: String)] = [
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--set", "speed=2"],
         "scene curves has no tweak 'speed' (it has: duration, damping, velocity, cp1x, cp1y, cp2x, cp2y, pause)"),
        (["capture", "--scene", "curves", "--at", "0.1", "--out", "{dir}/out", "--set", "duration=slow"], "duration needs a number, got 'slow'"),
        (["capture", "--scene", "table", "--at", "0.1", "--out", "{dir}/out", "--set", "rows=2.5"], "rows needs a whole number, got '2.5'"),
        (["bench", "--scene", "table", "--headless", "--set", "animation=spin"],
         "animation must be one of fade-in, move-up, move-up-fade, move-up-bounce, fade, bounce, move-in, right-in, left-in, side (or 1…10)"),
        // Without a display the typo still comes first: it is the thing to fix.
        (["--scene", "table", "--set", "rows=ten"], "rows needs a number, got 'ten'"),
        (["bench", "--scene", "table", "--set", "when=later"], "when must be one of every-appearance, first-appearance, after-a-reload (or 1…3)"),
        (["code", "--scene", "player", "--set", "handoff=maybe"], "handoff must be one of ignored, handed-to-the-spring (or 1…2)"),
        (["capture", "--scene", "menu", "--out", "{dir}/out", "--at", "1", "--set", "springRule=soft"], "springRule must be uikit or settle (got 'soft')"),
    ]

    @Test(arguments: badSettings.indices)
    func aBadSettingIsOneLineAndExitsTwo(_ index: Int) throws {
        let directory = Self.temporaryDirectory()
        let (arguments, reason) = Self.badSettings[index]
        let result = try Self.run(arguments.map { $0.replacingOccurrences(of: "{dir}", with: directory) }, timeout: 30)
        #expect(!result.bySignal && result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "kinema: \(reason)\n", "one line, no usage: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"), "nothing is written")
    }

    @Test(arguments: lateUsageErrors.indices)
    func badSettingsFilesAndFontsExitTwoWithTheUsage(_ index: Int) throws {
        let directory = Self.temporaryDirectory()
        try #"{"t":0.1,"type":"jump"}"#.write(toFile: directory + "/broken.jsonl", atomically: true, encoding: .utf8)
        try "not a font".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(mkfifo(directory + "/fifo", 0o600) == 0)
        let (arguments, reason) = Self.lateUsageErrors[index]
        let result = try Self.run(arguments.map { $0.replacingOccurrences(of: "{dir}", with: directory) }, timeout: 30)
        #expect(!result.bySignal && result.status == 2, "\(arguments): \(result.stderr)")
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("kinema: " + reason.replacingOccurrences(of: "{dir}", with: directory)), "\(first)")
        #expect(result.stderr.contains("usage:"), "the usage follows the reason")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"), "nothing is written")
    }

    @Test func runtimeFailuresExitOneAndSayWhatToDo() throws {
        let directory = Self.temporaryDirectory()
        // An output directory that cannot be made (a file stands in the way).
        try "".write(toFile: directory + "/file", atomically: true, encoding: .utf8)
        let out = try Self.run(["capture", "--scene", "curves", "--at", "0.1", "--out", directory + "/file/frames"])
        #expect(out.status == 1)
        #expect(out.stderr.hasPrefix("kinema: cannot create the output directory '\(directory)/file/frames'"), "\(out.stderr)")
        #expect(!out.stderr.contains("usage:"), "not a usage error")
        // No fontconfig on PATH: no font is found, and the message says what to install.
        let noFont = try Self.run(["capture", "--scene", "curves", "--at", "0.1", "--out", directory + "/frames"], setting: ["PATH": "/nonexistent"])
        #expect(noFont.status == 1)
        #expect(noFont.stderr.contains("install fonts-inter") && noFont.stderr.contains("--font PATH"), "\(noFont.stderr)")
    }

    @Test func noDisplaySaysWhatToDo() throws {
        let window = try Self.run(["--scene", "curves"])
        #expect(window.status == 1)
        #expect(window.stderr.contains("no display") && window.stderr.contains("xvfb-run") && window.stderr.contains("kinema capture"))
        let bench = try Self.run(["bench", "--scene", "curves", "--seconds", "2"])
        #expect(bench.status == 1 && bench.stderr.contains("--headless"))
        // A display named but not there: SDL cannot open it, and the message says so.
        let absent = try Self.run(["--scene", "curves"], display: true, setting: ["DISPLAY": ":987", "WAYLAND_DISPLAY": ""])
        #expect(absent.status == 1)
        #expect(absent.stderr.contains("kinema: no usable display") && absent.stderr.contains("xvfb-run"), "\(absent.stderr)")
        #expect(!absent.stderr.contains("usage:"))
    }

    /// `--viewport` draws the device viewport alone, one pixel per point: a 390 × 844 PNG (its IHDR says so).
    @Test func captureOfTheDeviceAlone() throws {
        let directory = Self.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "menu", "--at", "0.25", "--viewport", "--out", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/frame-0.250.png")))
        func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(png.count > 24 && word(16) == 390 && word(20) == 844)
    }

    @Test func captureWritesFramesNamedByTimeWithDumps() throws {
        let directory = Self.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "curves", "--at", "0.5,0.25", "--out", directory, "--dump", "--size", "800x600"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "kinema: wrote 2 frames of 'curves' to \(directory)\n")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(files == ["frame-0.250.png", "frame-0.250.txt", "frame-0.250.panel.txt", "frame-0.500.png", "frame-0.500.txt", "frame-0.500.panel.txt", "contact-sheet.png"])
        let bare = Self.temporaryDirectory()
        let noSheet = try Self.run(["capture", "--scene", "curves", "--frames", "3", "--fps", "10", "--out", bare, "--no-sheet"])
        #expect(noSheet.status == 0, "\(noSheet.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: bare)) == ["frame-0.000.png", "frame-0.100.png", "frame-0.200.png"])
        // Times the same to the millisecond get more digits, so each frame keeps its own file.
        let close = Self.temporaryDirectory()
        let fine = try Self.run(["capture", "--scene", "curves", "--at", "0.0001,0.0004", "--out", close, "--no-sheet"])
        #expect(fine.status == 0 && fine.stdout.contains("wrote 2 frames"), "\(fine.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: close)) == ["frame-0.0001.png", "frame-0.0004.png"])
        let png = try Data(contentsOf: URL(fileURLWithPath: directory + "/frame-0.500.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        let dump = try String(contentsOfFile: directory + "/frame-0.500.txt", encoding: .utf8)
        #expect(dump.hasPrefix("display-list 390.00x844.00"))
        // The linear lane's dot, half way along its track (119 → 301) at 0.5 s.
        #expect(dump.contains("rect #lane-0 at (201.00, 126.00, 18.00, 18.00) radius 9.00"), "\(dump.prefix(800))")
    }

    /// The seed's table stays hidden until a block it queued with `DispatchQueue.main.asyncAfter` shows it
    /// and reloads: rows on screen prove the frame loop services the main queue (tests under the Swift
    /// Testing runner cannot, so this is checked on the real binary).
    @Test func theFrameLoopRunsWhatTheSeedQueuedOnTheMainQueue() throws {
        let directory = Self.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "table", "--at", "1", "--out", directory, "--dump"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try String(contentsOfFile: directory + "/frame-1.000.txt", encoding: .utf8)
        #expect(dump.contains("rect #table at (0.00, 0.00, 390.00, 650.00)"), "the table is shown")
        for row in 0..<10 { #expect(dump.contains("rect #row-\(row) at"), "row \(row) is on screen") }
    }

    /// `--preset` starts from a preset (a shipped one by name here); `--set` given as well wins over it.
    @Test func aPresetThenSetsShapeWhatIsCaptured() throws {
        let directory = Self.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "table", "--at", "0.1", "--out", directory, "--dump", "--viewport",
                                   "--preset", "snappy-bounce", "--set", "damping=0.9", "--no-sheet"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try String(contentsOfFile: directory + "/frame-0.100.txt", encoding: .utf8)
        #expect(dump.contains("Move-Up-Bounce Animation"), "the preset's animation")
        let copy = try Self.run(["capture", "--scene", "table", "--at", "0.1", "--out", directory, "--preset", "snappy-bounce", "--preset", "seed-000-fade-in"])
        #expect(copy.status == 2 && copy.stderr.hasPrefix("kinema: --preset is given twice"))
    }

    /// `--reduce-motion` starts with Reduce Motion on, key M toggles it (here from a recording), and the
    /// inspector's status line says so — read from the panel's own dump.
    @Test func reduceMotionFromTheFlagAndFromKeyM() throws {
        let directory = Self.temporaryDirectory()
        let flag = try Self.run(["capture", "--scene", "table", "--reduce-motion", "--set", "animation=move-up", "--at", "0.2", "--dump", "--out", directory + "/flag"])
        #expect(flag.status == 0, "\(flag.stderr)")
        let panel = try String(contentsOfFile: directory + "/flag/frame-0.200.panel.txt", encoding: .utf8)
        #expect(panel.contains(#"text #panel-status "time 0.2 s   speed ×1   Reduce Motion""#), "\(panel.prefix(600))")
        // Move-up fades where the rows are: row 1 in its place (72 + 62 + 5), not on its way up.
        let rows = try String(contentsOfFile: directory + "/flag/frame-0.200.txt", encoding: .utf8)
        #expect(rows.contains("rect #row-1 at (12.00, 139.00, 366.00, 52.00) radius 4.00"), "\(rows.prefix(1200))")
        let input = directory + "/m.jsonl"
        try #"{"key":"m","mods":[],"repeat":false,"t":0.1,"type":"key"}"#.write(toFile: input, atomically: true, encoding: .utf8)
        let key = try Self.run(["capture", "--scene", "table", "--input", input, "--at", "0.2", "--dump", "--out", directory + "/key"])
        #expect(key.status == 0, "\(key.stderr)")
        // The notice may wrap onto the status line's second line: its lines read together.
        let status = try String(contentsOfFile: directory + "/key/frame-0.200.panel.txt", encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("text #panel-status ") }
            .compactMap { $0.split(separator: "\"").dropFirst().first }.joined(separator: " ")
        #expect(status.contains("Reduce Motion on: motion becomes fades"), "\(status)")
    }

    /// `--video` and `--gif` encode the captured frames with ffmpeg, one video frame per captured one;
    /// without ffmpeg, a runtime failure that says what to install.
    @Test func capturedFramesBecomeAVideoAndAGIF() throws {
        let directory = Self.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "curves", "--frames", "20", "--fps", "20", "--viewport", "--no-sheet",
                                   "--out", directory, "--video", directory + "/race.mp4", "--gif", directory + "/race.gif"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("encoded \(directory)/race.mp4 and \(directory)/race.gif"))
        for file in ["race.mp4", "race.gif"] {
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
            probe.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                               "stream=nb_read_frames,width,height", "-of", "csv=p=0", directory + "/" + file]
            let out = Pipe()
            probe.standardOutput = out
            try probe.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            probe.waitUntilExit()
            #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "390,844,20", "\(file): \(text)")
        }
        let missing = try Self.run(["capture", "--scene", "curves", "--frames", "3", "--out", directory + "/none", "--gif", directory + "/x.gif"],
                                   setting: ["PATH": "/nonexistent"])
        #expect(missing.status == 1 && missing.stderr.hasPrefix("kinema: ffmpeg is not installed: install it with 'sudo apt-get install ffmpeg'"), "\(missing.stderr)")
    }

    @Test func settingsAndRecordedInputChangeWhatIsCaptured() throws {
        let directory = Self.temporaryDirectory()
        let slower = try Self.run(["capture", "--scene", "curves", "--at", "0.5", "--out", directory, "--dump", "--set", "duration=2"])
        #expect(slower.status == 0)
        var dump = try String(contentsOfFile: directory + "/frame-0.500.txt", encoding: .utf8)
        // 2 s race: a quarter of the way at 0.5 s: 119 + 45.5 − 9.
        #expect(dump.contains("rect #lane-0 at (155.50, 126.00, 18.00, 18.00)"))
        // A recording that makes the race 1.5 s long at 0.1 s (Shift → on the duration): the replay starts
        // then, so at 0.5 s the dot is 0.4 / 1.5 of the way.
        let input = directory + "/input.jsonl"
        try #"{"key":"right","mods":["shift"],"repeat":false,"t":0.1,"type":"key"}"#.write(toFile: input, atomically: true, encoding: .utf8)
        let replayed = try Self.run(["capture", "--scene", "curves", "--at", "0.5", "--out", directory, "--dump", "--input", input])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        dump = try String(contentsOfFile: directory + "/frame-0.500.txt", encoding: .utf8)
        let expected = String(format: "rect #lane-0 at (%.2f, 126.00, 18.00, 18.00)", 119 + 182 * 0.4 / 1.5 - 9)
        #expect(dump.contains(expected), "expected \(expected)")
        let clamped = try Self.run(["capture", "--scene", "curves", "--at", "0.1", "--out", directory, "--set", "duration=99"])
        #expect(clamped.status == 0)
        #expect(clamped.stderr.contains("duration=99 is outside 0.10…5.00 s; using the nearest legal value"))
    }

    /// A capture at time t is a function of the input and t alone: with a busy recording — slow motion
    /// toggled, drags, wheel, parameter keys — the frame at 4.75 s is the same whichever other times
    /// are asked for, on the 60-Hz frame grid or between its frames (before, the table, player and
    /// collection scenes all gave different pictures).
    @Test(arguments: ["table", "player", "collection", "menu"])
    func aFrameDoesNotDependOnTheOtherTimesAskedFor(_ scene: String) throws {
        let directory = Self.temporaryDirectory()
        let input = directory + "/input.jsonl"
        try Self.busyRecording(seconds: 4.7).write(toFile: input, atomically: true, encoding: .utf8)
        var pictures: [Data] = []
        for times in ["0,0.25,0.5,0.75,1,1.25,1.5,2,2.5,3,3.5,4,4.5,4.75", "4.75", "0.0001,0.617,3.3333,4.75"] {
            let out = Self.temporaryDirectory()
            let result = try Self.run(["capture", "--scene", scene, "--at", times, "--out", out, "--input", input, "--no-sheet", "--viewport"])
            #expect(result.status == 0, "\(result.stderr)")
            pictures.append(try Data(contentsOf: URL(fileURLWithPath: out + "/frame-4.750.png")))
        }
        #expect(pictures.count == 3 && pictures[0] == pictures[1], "on-grid times")
        #expect(pictures.count == 3 && pictures[1] == pictures[2], "times between frames")
    }

    /// A deterministic storm of input over `seconds`: keys (slow motion, replay, parameters), drags and
    /// wheel turns at 5–60 ms intervals, in device points.
    static func busyRecording(seconds: Double) -> String {
        var state: UInt64 = 7
        func random() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let keys = ["s", "space", "down", "up", "right", "left", "1", "5", "8"]
        var lines: [String] = []
        var time = 0.05
        var pressed = false
        while time < seconds {
            let t = String(format: "%.3f", time)
            let x = String(format: "%.2f", 20 + 350 * random()), y = String(format: "%.2f", 100 + 700 * random())
            switch random() {
            case ..<0.08:
                lines.append(#"{"key":"\#(keys[Int(random() * Double(keys.count))])","mods":[],"repeat":false,"t":\#(t),"type":"key"}"#)
            case ..<0.6:
                lines.append(pressed
                    ? #"{"buttons":["primary"],"t":\#(t),"type":"move","x":\#(x),"y":\#(y)}"#
                    : #"{"button":"primary","t":\#(t),"type":"down","x":\#(x),"y":\#(y)}"#)
                pressed = true
            case ..<0.75 where pressed:
                lines.append(#"{"button":"primary","t":\#(t),"type":"up","x":200,"y":300}"#)
                pressed = false
            default:
                lines.append(String(format: #"{"dx":0,"dy":%.2f,"t":%@,"type":"wheel","x":200,"y":400}"#, 160 * random() - 80, t))
            }
            time += 0.005 + 0.055 * random()
        }
        if pressed { lines.append(String(format: #"{"button":"primary","t":%.3f,"type":"up","x":200,"y":300}"#, time)) }
        return lines.joined(separator: "\n")
    }

    /// Many frames make a contact sheet of at most 36 evenly spaced tiles (1,000 frames made a
    /// 2400 × 50100 sheet and took 5.2 GB), and the output says so.
    @Test func aContactSheetOfManyFramesStaysBounded() throws {
        let out = Self.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "curves", "--frames", "40", "--viewport", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote 40 frames") && result.stdout.contains("contact-sheet.png shows 36 of them, evenly spaced"), "\(result.stdout)")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/contact-sheet.png")))
        func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        // Six columns of 195-pixel tiles, six rows of 422 (844 × 195 / 390).
        #expect(png.count > 24 && word(16) == 6 * 195 && word(20) == 6 * 422, "\(word(16)) × \(word(20))")
    }

    /// Headless frames are paced by a timer, so the line reports the work measured and the rate it
    /// allows — not a paced fps or interval. `--frames` makes the count independent of the machine's load.
    @Test func headlessBenchPrintsOneJSONLineOfMeasuredWork() throws {
        let result = try Self.run(["bench", "--scene", "curves", "--frames", "25", "--headless"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        for key in ["scene", "frames", "work_ms", "work_fps", "paced_hz", "cpu_percent", "cpu_ms_per_frame", "max_rss_mb", "renderer", "offscreen_groups_per_frame", "offscreen_passes_per_frame"] {
            #expect(object?[key] != nil, "missing \(key)")
        }
        for key in ["fps", "interval_ms", "dropped", "hitch_ms_per_s"] {
            #expect(object?[key] == nil, "\(key) would only restate the pacing")
        }
        #expect(object?["frames"] as? Int == 25, "exactly the frames asked for, after the warm-up")
        #expect(object?["warmup_frames"] as? Int == 30)
        let work = object?["work_ms"] as? [String: Double], rate = object?["work_fps"] as? [String: Double]
        if let p50 = work?["p50"], let fps = rate?["p50"] { #expect(abs(fps - 1000 / p50) <= 0.02 * fps, "fps the work allows: \(fps), work \(p50) ms") }
        if let p50 = work?["p50"], let p99 = work?["p99"], let longest = work?["max"] {
            #expect(p50 <= p99 && p99 <= longest, "the longest frame's work is the last of the ordered figures: \(p50), \(p99), \(longest)")
        } else {
            Issue.record("work_ms has p50, p99 and max: \(String(describing: work))")
        }
        #expect((object?["renderer"] as? String)?.contains("software") == true)
        // The measured window is marked on standard error, after the warm-up, with its frame count.
        let marks = result.stderr.split(separator: "\n").filter { $0.hasPrefix("BENCH_") }
        #expect(marks == ["BENCH_START", "BENCH_END frames=25"], "\(marks)")
        if let cpu = object?["cpu_percent"] as? Double { #expect(cpu > 0 && cpu < 250) }
    }

    /// The stress scene fills the window without the panel; a bad renderer name is a usage error.
    @Test func stressRunsHeadlessWithoutThePanelAndRenderersAreChecked() throws {
        let stress = try Self.run(["bench", "--scene", "stress", "--no-panel", "--size", "1280x800", "--set", "count=2000", "--frames", "10", "--headless"])
        #expect(stress.status == 0, "\(stress.stderr)")
        #expect(stress.stdout.contains("\"scene\":\"stress\""))
        let bad = try Self.run(["--renderer", "vulkan"])
        #expect(bad.status == 2 && bad.stderr.contains("unknown renderer 'vulkan' (renderers: auto, software, opengl, opengles2)"), "\(bad.stderr)")
    }
}
