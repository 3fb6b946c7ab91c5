import Foundation
import KinemaCore
import KinemaSDL
import KinemaShell
import KinemaTweaks

/// The command line read by hand into a `Command`: an unknown flag, scene or bad value is a
/// `UsageError` naming it (`main` reports it with the usage and exit status 2).
enum CommandParser {
    /// Flags that say one thing once: given twice, which one was meant is a guess, so it is refused.
    /// (`--set` may repeat.)
    static let singleFlags: Set<String> = [
        "--scene", "--size", "--font", "--preset", "--renderer", "--record", "--no-panel", "--at", "--frames", "--fps", "--out",
        "--dump", "--constraints", "--no-sheet", "--viewport", "--device", "--landscape", "--dark", "--input", "--seconds", "--headless", "--onion", "--reduce-motion",
        "--video", "--gif", "--scale", "--spring-rule", "--write-presets", "--fixed-step", "--as", "--refresh",
    ]

    /// - Parameter defaultScene: the scene the window opens without `--scene`.
    static func parse(_ arguments: [String], scenes: [String], defaultScene: String = "table") throws(UsageError) -> Command {
        var seen: Set<String> = []
        for argument in arguments where singleFlags.contains(argument) {
            guard seen.insert(argument).inserted else { try fail("\(argument) is given twice; give it once") }
        }
        var rest = arguments[...]
        switch rest.first {
        case "--help", "-h", "help":
            guard rest.count == 1 else { try fail("--help takes no arguments") }
            return .help
        case "--version":
            guard rest.count == 1 else { try fail("--version takes no arguments") }
            return .version
        case "scenes":
            guard rest.count == 1 else { try fail("scenes takes no arguments") }
            return .scenes
        case "capture" where rest.dropFirst().contains("--help"), "bench" where rest.dropFirst().contains("--help"):
            return .help
        case "capture":
            rest.removeFirst()
            return .capture(try parseCapture(&rest, scenes: scenes))
        case "bench":
            rest.removeFirst()
            return .bench(try parseBench(&rest, scenes: scenes))
        case "watch":
            rest.removeFirst()
            return try parseWatch(&rest)
        case "code":
            rest.removeFirst()
            return try parseCode(&rest, scenes: scenes, defaultScene: defaultScene)
        case "port":
            return .port(Array(rest.dropFirst()))
        default:
            return .window(try parseWindow(&rest, scenes: scenes, defaultScene: defaultScene))
        }
    }

    private static func parseWindow(
        _ rest: inout ArraySlice<String>, scenes: [String], defaultScene: String
    ) throws(UsageError) -> WindowOptions {
        var options = WindowOptions()
        options.setup.scene = defaultScene
        while let flag = rest.popFirst() {
            if try setupFlag(flag, &rest, into: &options.setup, scenes: scenes) { continue }
            switch flag {
            case "--record": options.record = try value(flag, &rest)
            case "--refresh": options.refresh = try rate(value(flag, &rest), flag: flag)
            default: try unknown(flag, command: "kinema")
            }
        }
        return options
    }

    private static func parseCapture(_ rest: inout ArraySlice<String>, scenes: [String]) throws(UsageError) -> CaptureOptions {
        var options = CaptureOptions()
        var at: [Double]?
        var frames: Int?
        var fps: Double?
        while let flag = rest.popFirst() {
            if try setupFlag(flag, &rest, into: &options.setup, scenes: scenes) { continue }
            switch flag {
            case "--at": at = try times(value(flag, &rest))
            case "--frames": frames = try integer(value(flag, &rest), flag: flag, range: 1...10_000)
            case "--fps": fps = try rate(value(flag, &rest), flag: flag)
            case "--out": options.out = try value(flag, &rest)
            case "--dump": options.dump = true
            case "--constraints": options.constraints = true
            case "--no-sheet": options.contactSheet = false
            case "--viewport": options.deviceOnly = true
            case "--onion": options.onion = try integer(value(flag, &rest), flag: flag, range: 1...24)
            case "--video": options.video = try file(value(flag, &rest), flag: flag, endings: ["mp4", "mkv", "webm", "mov"])
            case "--gif": options.gif = try file(value(flag, &rest), flag: flag, endings: ["gif"])
            case "--input": options.input = try inputFile(value(flag, &rest), flag: flag)
            case "--write-presets": options.writesPresets = true
            default: try unknown(flag, command: "kinema capture")
            }
        }
        guard !options.setup.scene.isEmpty else { try fail("capture needs --scene NAME") }
        guard !options.out.isEmpty else { try fail("capture needs --out DIR") }
        options.fps = fps ?? RefreshRate.standard
        switch (at, frames) {
        case (let at?, nil):
            options.times = at
        case (nil, let frames?):
            options.times = (0..<frames).map { Double($0) / options.fps }
        case (nil, nil): try fail("capture needs --at T1,T2,... or --frames N")
        case (_?, _?): try fail("give either --at or --frames, not both")
        }
        if options.video != nil || options.gif != nil, options.times.count < 2 {
            try fail("--video and --gif need at least two frames (--frames N, or several --at times)")
        }
        guard CaptureOptions.frameStems(for: options.times) != nil else {
            try fail("--at times must be at least a nanosecond apart, so that each frame gets its own file")
        }
        return options
    }

    /// A file name for `flag` that ends in one of `endings` (any case).
    private static func file(_ path: String, flag: String, endings: [String]) throws(UsageError) -> String {
        guard endings.contains((path as NSString).pathExtension.lowercased()) else {
            let names = endings.map { "." + $0 }
            let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
            try fail("\(flag) needs a file ending in \(listed) (got '\(path)')")
        }
        return path
    }

    private static func parseBench(_ rest: inout ArraySlice<String>, scenes: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var seconds: Double?
        while let flag = rest.popFirst() {
            if try setupFlag(flag, &rest, into: &options.setup, scenes: scenes) { continue }
            switch flag {
            case "--seconds":
                let text = try value(flag, &rest)
                let shortest = BenchOptions.shortestSeconds
                seconds = try number(text, flag: flag, range: 0...600)
                if let given = seconds, given < shortest {
                    try fail("--seconds \(text) is too short: the shortest run is \(format(shortest)) s (\(format(BenchOptions.warmupSeconds)) s of warm-up frames, then at least 1 s measured)")
                }
            case "--frames": options.frames = try integer(value(flag, &rest), flag: flag, range: 1...100_000)
            case "--headless": options.headless = true
            case "--fixed-step": options.fixedStep = true
            case "--fps": options.fps = try rate(value(flag, &rest), flag: flag)
            case "--refresh": options.refresh = try rate(value(flag, &rest), flag: flag)
            case "--input": options.input = try inputFile(value(flag, &rest), flag: flag)
            case "--write-presets": options.writesPresets = true
            default: try unknown(flag, command: "kinema bench")
            }
        }
        guard !options.setup.scene.isEmpty else { try fail("bench needs --scene NAME") }
        if options.fixedStep, !options.headless || options.frames == nil { try fail("--fixed-step goes with --headless and --frames N") }
        if options.headless, options.refresh != nil { try fail("--refresh is a window's; a headless bench takes --fps HZ") }
        if !options.headless, options.fps != nil { try fail("--fps is a headless bench's; a window's bench takes --refresh HZ") }
        if seconds != nil && options.frames != nil { try fail("give either --seconds or --frames, not both") }
        if let seconds { options.seconds = seconds }
        if let frames = options.frames { options.seconds = Double(frames + FrameStatistics.warmupFrames) / options.frameRate }
        return options
    }

    /// Reads one of the flags every scene command takes (`--scene`, `--size`, `--font`, `--set`); false
    /// when `flag` is not one of them.
    static func setupFlag(
        _ flag: String, _ rest: inout ArraySlice<String>, into setup: inout SceneSetup, scenes: [String]
    ) throws(UsageError) -> Bool {
        switch flag {
        case "--scene": setup.scene = try scene(value(flag, &rest), scenes)
        case "--size":
            setup.size = try size(value(flag, &rest))
            setup.sizeIsGiven = true
        case "--scale": setup.scale = try number(value(flag, &rest), flag: flag, range: 1...4)
        case "--device":
            let name = rest.first.map { $0.hasPrefix("--") ? "" : $0 } ?? ""
            guard let device = Device.named(name) else {
                try fail("--device needs one of \(Device.all.map(\.name).joined(separator: ", "))\(name.isEmpty ? "" : " (got '\(name)')")"
                    + "; capture's device-alone pictures are --viewport")
            }
            rest = rest.dropFirst()
            setup.device = device
        case "--landscape": setup.landscape = true
        case "--dark": setup.isDark = true
        case "--font": setup.font = try inputFile(value(flag, &rest), flag: flag)
        case "--set": setup.sets.append(try setting(value(flag, &rest)))
        case "--spring-rule":
            let rule = rest.first.map { $0.hasPrefix("--") ? "" : $0 } ?? ""
            guard DurationSpringRule(rawValue: rule) != nil else {
                try fail("--spring-rule needs uikit (UIKit's own rule, the default) or settle (Kinema's: settled at the duration)"
                    + (rule.isEmpty ? "" : " (got '\(rule.prefix(40))')"))
            }
            rest = rest.dropFirst()
            setup.sets.append("springRule=\(rule)")
        case "--preset":
            let preset = try value(flag, &rest)
            guard !preset.isEmpty else { try fail("--preset needs a preset's name or a file") }
            // A path must be a readable file; a name is looked up once the scene is known.
            setup.preset = preset.contains("/") || preset.hasSuffix(".json") ? try inputFile(preset, flag: flag) : preset
        case "--no-panel": setup.showsPanel = false
        case "--reduce-motion": setup.reducesMotion = true
        case "--renderer":
            let name = try value(flag, &rest)
            guard let choice = RendererChoice(rawValue: name) else {
                try fail("unknown renderer '\(name)' (renderers: \(RendererChoice.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            setup.renderer = choice
        default: return false
        }
        return true
    }

    // MARK: - Values

    /// A frame or refresh rate in hertz (`--fps`, `--refresh`).
    static func rate(_ text: String, flag: String) throws(UsageError) -> Double {
        try number(text, flag: flag, range: RefreshRate.rates)
    }

    static func fail(_ message: String) throws(UsageError) -> Never {
        throw UsageError(message: message)
    }

    private static func unknown(_ flag: String, command: String) throws(UsageError) -> Never {
        if flag.hasPrefix("-") { try fail("unknown option '\(flag)' for \(command)") }
        try fail("unexpected argument '\(flag)' for \(command)")
    }

    static func value(_ flag: String, _ rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else { try fail("\(flag) needs a value") }
        return value
    }

    /// A file Kinema will read: it must be a regular, readable file (a FIFO or a device would block or
    /// never end, a directory cannot be read).
    static func inputFile(_ path: String, flag: String) throws(UsageError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { try fail("\(flag) '\(path)': no such file") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            try fail("\(flag) '\(path)' is \(kind); give a regular file")
        }
        guard access(path, R_OK) == 0 else { try fail("\(flag) '\(path)' is not readable") }
        return path
    }

    private static func scene(_ name: String, _ scenes: [String]) throws(UsageError) -> String {
        guard scenes.contains(name) else {
            try fail("unknown scene '\(name)' (scenes: \(scenes.joined(separator: ", ")))")
        }
        return name
    }

    static func size(_ text: String) throws(UsageError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            try fail("--size needs WIDTHxHEIGHT in pixels, like 1200x900 (got '\(text)')")
        }
        guard (480...8192).contains(width), (400...8192).contains(height) else {
            try fail("--size \(text) is out of range: width 480…8192, height 400…8192")
        }
        return CGSize(width: width, height: height)
    }

    private static func times(_ text: String) throws(UsageError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 1000 else { try fail("--at needs 1 to 1000 comma-separated times") }
        var times: [Double] = []
        for part in parts {
            guard let time = Double(part.trimmingCharacters(in: .whitespaces)), time.isFinite, time >= 0, time <= 3600 else {
                try fail("--at needs times in seconds from 0 to 3600 (got '\(part)')")
            }
            times.append(time)
        }
        return Array(Set(times)).sorted()
    }

    private static func number(_ text: String, flag: String, range: ClosedRange<Double>) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            try fail("\(flag) needs a number from \(format(range.lowerBound)) to \(format(range.upperBound)) (got '\(text)')")
        }
        return value
    }

    private static func integer(_ text: String, flag: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            try fail("\(flag) needs a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')")
        }
        return value
    }

    /// A "key=value" setting, both sides non-empty.
    private static func setting(_ text: String) throws(UsageError) -> String {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            try fail("--set needs KEY=VALUE (got '\(text)')")
        }
        return text
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
