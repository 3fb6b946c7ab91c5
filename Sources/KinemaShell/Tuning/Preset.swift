import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// A scene's tuning saved to a file: every parameter by key, in the scene's order, choices by name, and
/// the session's spring rule (`spring_rule`, absent in presets saved before it existed: they leave the
/// rule as it is) —
///
///     {"kinema_preset":1,"scene":"table","parameters":[{"key":"animation","value":"bounce"},{"key":"damping","value":"0.3"}],"spring_rule":"uikit"}
///
/// Values are kept as they were tuned: a damping ratio above 1 stays above 1, whatever the rule makes of it.
/// Saved with Ctrl+S, cycled with Ctrl+O, loaded at start with `--preset NAME|FILE`. A file that is not a
/// preset of this scene is refused with the file and the problem named (the field, when one is wrong),
/// and nothing changes. A value may be written as a JSON number.
package struct Preset: Equatable, Sendable {
    package struct Setting: Codable, Equatable, Sendable {
        package var key: String
        package var value: String

        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }

        enum CodingKeys: String, CodingKey {
            case key, value
        }
    }

    package var scene: String
    package var settings: [Setting]
    /// The spring rule the preset was tuned under; nil leaves the session's as it is.
    package var springRule: DurationSpringRule?

    /// What a preset file holds (`kinema_preset` is the format's version).
    private struct File: Codable {
        var kinema_preset: Int
        var scene: String
        var parameters: [Setting]
        var spring_rule: String?
    }

    package struct Problem: Error, CustomStringConvertible {
        package let file: String
        package let reason: String
        package var description: String { "preset '\(file)': \(reason)" }
    }

    /// The scene's present values and the session's spring rule.
    @MainActor
    package init(of session: TuningSession) {
        scene = session.scene.name
        settings = session.sceneParameters.map { Setting(key: $0.key, value: $0.isChoice ? $0.choices![$0.index] : "\($0.value)") }
        springRule = session.springRule
    }

    /// The scene's present values and the session's spring rule.
    @MainActor
    package init(of shell: Shell) {
        self.init(of: shell.tuning)
    }

    package init(scene: String, settings: [Setting], springRule: DurationSpringRule? = nil) {
        self.scene = scene
        self.settings = settings
        self.springRule = springRule
    }

    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(File(kinema_preset: 1, scene: scene, parameters: settings, spring_rule: springRule?.rawValue))) ?? Data()
    }

    /// Reads a preset file's bytes; `file` names it in problems.
    package static func decode(_ data: Data, file: String) throws(Problem) -> Preset {
        guard !data.isEmpty else { throw Problem(file: file, reason: "the file is empty") }
        let decoded: File
        do {
            decoded = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw Problem(file: file, reason: reason(error))
        }
        guard decoded.kinema_preset == 1 else {
            throw Problem(file: file, reason: "format \(decoded.kinema_preset) is newer than this Kinema reads (1)")
        }
        var rule: DurationSpringRule?
        if let name = decoded.spring_rule {
            guard let known = DurationSpringRule(rawValue: name) else {
                throw Problem(file: file, reason: "spring_rule must be uikit or settle, got '\(name.prefix(40))'")
            }
            rule = known
        }
        return Preset(scene: decoded.scene, settings: decoded.parameters, springRule: rule)
    }

    /// Sets the session's tweaks to the preset's, all or none: a preset of another scene, or a value a tweak
    /// cannot take, leaves every value as it was. A key the scene has no tweak for (one removed since the
    /// preset was saved) is left out and named in what is returned; the rest loads.
    @MainActor
    @discardableResult
    package func apply(to session: TuningSession, file: String) throws(Problem) -> [String] {
        let (checked, unknown) = try self.checked(for: session, file: file)
        if let springRule { session.useSpringRule(springRule) }
        // In the file's order: a pick that brings its own numbers (the table's animation) comes first.
        for (parameter, value) in checked {
            _ = session.set(parameter.key, to: parameter.isChoice ? String(Int(value) + 1) : "\(value)")
        }
        // What was loaded is nothing to keep on the way out; what is tuned from here is.
        session.markBaseline()
        return unknown.map { "preset '\(file)': the \(scene) scene has no tweak '\($0)' any more; it is left out" }
    }

    /// The preset's values for the session's scene, checked and not applied: each tweak once, at its first
    /// place in the file with the last value the file gives it (a file that repeats a key costs one
    /// setting, not one a line), and the keys no tweak has. Throws what `apply` would refuse.
    @MainActor
    package func checked(for session: TuningSession, file: String) throws(Problem) -> (values: [(Parameter, Double)], unknown: [String]) {
        guard scene == session.scene.name else {
            throw Problem(file: file, reason: "it is for the \(scene) scene, not \(session.scene.name)")
        }
        var checked: [(Parameter, Double)] = []
        var places: [String: Int] = [:]
        var unknown: [String] = []
        for setting in settings {
            guard let parameter = session.parameter(forKey: setting.key) else {
                let shown = Parameter.shown(setting.key)
                if !unknown.contains(shown), unknown.count < 20 { unknown.append(shown) }
                continue
            }
            switch parameter.parse(setting.value) {
            case .success(let value):
                if let place = places[setting.key] {
                    checked[place].1 = value
                } else {
                    places[setting.key] = checked.count
                    checked.append((parameter, value))
                }
            case .failure(let problem): throw Problem(file: file, reason: problem.reason)
            }
        }
        return (checked, unknown)
    }
}

/// Where presets live: the user's, under `$XDG_CONFIG_HOME/kinema/presets/<scene>/` (or
/// `~/.config/…`; a session's `configFolder`), and the ones Kinema ships, in `Assets/presets/<scene>/`.
package enum PresetStore {
    package static func userFolder(scene: String, configFolder: URL) -> URL {
        configFolder.appendingPathComponent("presets").appendingPathComponent(fileName(scene))
    }

    /// The user's folder for `scene`; nil with no configuration folder (`ConfigFolder`).
    package static func userFolder(scene: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        ConfigFolder.url(environment: environment).map { userFolder(scene: scene, configFolder: $0) }
    }

    /// A scene's name as a file name, never a path: "/" (and NUL) become "_", and a leading "." does
    /// ("..", ".hidden"), so a scene named `../x` or `a/b` keeps its presets in its own folder, inside
    /// the presets folder. An empty name is "_".
    package static func fileName(_ scene: String) -> String {
        var name = String(scene.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        return name.isEmpty ? "_" : name
    }

    /// The shipped presets' folders: `presets/<scene>` in each Assets folder Kinema searches.
    @MainActor
    package static func shippedFolders(scene: String) -> [URL] {
        UIImage.searchFolders.filter { $0.lastPathComponent == "Assets" }.map {
            $0.appendingPathComponent("presets").appendingPathComponent(fileName(scene))
        }
    }

    /// Every preset file for `scene`: the user's first — the last session's kept tuning
    /// (`<scene>-last-session`) before the rest — then the shipped ones, each sorted by name.
    @MainActor
    package static func all(scene: String, configFolder: URL? = ConfigFolder.url()) -> [URL] {
        let kept = TuningSession.keptPresetName(scene: scene) + ".json"
        let user = configFolder.map { [userFolder(scene: scene, configFolder: $0)] } ?? []
        return (user + shippedFolders(scene: scene)).flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted { ($0 == kept ? 0 : 1, $0) < ($1 == kept ? 0 : 1, $1) }
                .map { folder.appendingPathComponent($0) }
        }
    }

    /// A preset by file path, or by name (without `.json`) among `all(scene:)`.
    @MainActor
    package static func resolve(_ nameOrPath: String, scene: String, configFolder: URL? = ConfigFolder.url()) -> URL? {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") {
            return FileManager.default.fileExists(atPath: nameOrPath) ? URL(fileURLWithPath: nameOrPath) : nil
        }
        return all(scene: scene, configFolder: configFolder).first { $0.deletingPathExtension().lastPathComponent == nameOrPath }
    }

    /// Writes `preset` as a new file `<scene>-<n>.json` in the user's folder (n: the first free number
    /// from `first`), atomically: to a temporary file beside it, then renamed, so a crash never leaves
    /// half a preset. A caller that saves again starts after the number it got, so n saves look at n
    /// names, not n².
    package static func save(
        _ preset: Preset, numberedFrom first: Int = 1, configFolder: URL
    ) throws -> (url: URL, number: Int) {
        let folder = userFolder(scene: preset.scene, configFolder: configFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var number = max(1, first)
        let stem = fileName(preset.scene)
        var target = folder.appendingPathComponent("\(stem)-\(number).json")
        while FileManager.default.fileExists(atPath: target.path) {
            number += 1
            target = folder.appendingPathComponent("\(stem)-\(number).json")
        }
        do throws(ConfigFolder.WriteError) {
            try ConfigFolder.write(preset.encoded(), to: target)
        } catch {
            throw Preset.Problem(file: target.path, reason: error.reason)
        }
        return (target, number)
    }

    /// The largest preset file read: a scene's preset is a few hundred bytes.
    package static let maximumFileBytes = 1_000_000

    /// Reads and applies the preset at `url` to `shell` (with `applying` false, reads and checks it only).
    @MainActor
    @discardableResult
    package static func load(_ url: URL, into shell: Shell, applying: Bool = true) throws(Preset.Problem) -> [String] {
        try load(url, into: shell.tuning, applying: applying)
    }

    /// Reads and applies the preset at `url` to `session` (with `applying` false, reads and checks it only).
    @MainActor
    @discardableResult
    package static func load(_ url: URL, into session: TuningSession, applying: Bool = true) throws(Preset.Problem) -> [String] {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard bytes <= maximumFileBytes else {
            throw Preset.Problem(file: url.path, reason: "it is \(bytes / 1000) kB; presets of more than \(maximumFileBytes / 1000) kB are refused")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Preset.Problem(file: url.path, reason: "cannot be read")
        }
        let preset = try Preset.decode(data, file: url.path)
        if applying { return try preset.apply(to: session, file: url.path) }
        return try preset.checked(for: session, file: url.path).unknown.map {
            "preset '\(url.path)': the \(preset.scene) scene has no tweak '\($0)' any more; it is left out"
        }
    }
}
