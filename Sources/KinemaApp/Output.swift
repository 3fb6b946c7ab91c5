import Foundation
import KinemaSDL
import KinemaShell
import KinemaTweaks
import KinemaGraphics
import KinemaUI

/// Messages, the scene list and shared wiring of the commands.
@MainActor
enum Output {
    static let version = "0.1.0"

    static func error(_ message: String) {
        StandardError.writeLine("kinema: \(message)")
    }

    static func listScenes(_ catalog: SceneCatalog) {
        sceneListing(catalog).forEach(StandardStreams.print)
    }

    /// `kinema scenes`: each scene, its tweaks (key, values, default, name) and the session's settings.
    static func sceneListing(_ catalog: SceneCatalog) -> [String] {
        var lines: [String] = []
        for name in catalog.names {
            guard let scene = catalog.make(name) else { continue }
            lines.append("\(name) — \(scene.title)")
            let parameters = scene.tweakParameters
            // Keys in a column as wide as the longest (14 at least), never cut: a key is what --set takes.
            let width = parameters.map(\.key.count).reduce(14, max)
            for parameter in parameters {
                let key = parameter.key.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(key) \(listedRange(parameter))   default \(listedDefault(parameter))   (\(parameter.label))")
            }
            // What a command refuses the scene for, and what was put right in its declarations.
            lines += scene.tweakProblems.map { "  problem: \($0)" } + scene.tweakWarnings.map { "  note: \($0)" }
        }
        lines.append("Session settings, in every scene (--set KEY=VALUE, or their own flag):")
        lines.append("  springRule     uikit | settle   default uikit   (how a duration spring picks its stiffness: UIKit's own rule, "
            + "or Kinema's, settled at the duration; --spring-rule)")
        return lines
    }

    /// A parameter's values as `--set` takes them: a pick-list's choices by their words when they have
    /// them (`by-row-index | from-screen-top`), a number's range with its unit.
    static func listedRange(_ parameter: Parameter) -> String {
        parameter.choiceWords.map { $0.joined(separator: " | ") } ?? parameter.displayRange
    }

    static func listedDefault(_ parameter: Parameter) -> String {
        guard let choices = parameter.choices else {
            return String(format: "%.\(parameter.decimals)f", parameter.defaultValue) + (parameter.unit.isEmpty ? "" : " \(parameter.unit)")
        }
        let index = Int(parameter.defaultValue)
        return parameter.choiceWords?[index] ?? choices[index]
    }

    /// Runs a command's body: an `Exit` ends it with its status (already reported); any other error is
    /// reported and ends it with status 1.
    static func exitStatus(_ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch let exit as Exit {
            return exit.status
        } catch {
            Output.error("\(error)")
            return 1
        }
    }

    /// Reports a failure at run time (not the user's arguments); throw the result to end with status 1.
    static func failure(_ message: String) -> Exit {
        error(message)
        return Exit(status: 1)
    }

    /// The fonts (also made the text metrics of layout) and the scene's shell, on a started SDL.
    static func prepare(_ setup: SceneSetup, catalog: SceneCatalog, system: SDLSystem) throws -> (fonts: FontLibrary, shell: Shell) {
        let fonts = try loadFonts(system: system, path: setup.font)
        let shell = try makeShell(
            scene: setup.scene, catalog: catalog, size: setup.size, preset: setup.preset, sets: setup.sets, showsPanel: setup.showsPanel,
            program: setup.program, environment: environment(for: setup, fonts: fonts, decoder: system.imageDecoder))
        return (fonts, shell)
    }

    /// What the shell's scene is given (see `SceneEnvironment`): the device (`--device`, `--landscape`),
    /// the appearance (`--dark`), Reduce Motion (`--reduce-motion`), text measured with the fonts the
    /// renderer draws (Inter's widths without them), image sizes read by SDL_image, and image files
    /// decoded ahead on the system's decoding thread.
    static func environment(for setup: SceneSetup, fonts: FontLibrary?, decoder: ImageDecoder? = nil) -> SceneEnvironment {
        var prepareImage: SceneEnvironment.ImagePreparer?
        if let decoder { prepareImage = { url in decoder.request(url.path) } }
        return SceneEnvironment(
            screenSize: setup.landscape ? setup.device.landscape : setup.device.size,
            safeAreaInsets: setup.device.safeAreaInsets(landscape: setup.landscape), appearance: setup.isDark ? .dark : .light,
            reducesMotion: setup.reducesMotion, measureText: fonts.map(textMeasure) ?? TextMetrics.approximateSize,
            imageSizeReader: { SDLSystem.imagePixelSize(atPath: $0.path) }, prepareImage: prepareImage)
    }

    /// Reports a bad command-line value with the usage; throw the result to end the command with status 2.
    static func usageError(_ message: String) -> Exit {
        error(message)
        StandardError.writeLine(usage)
        return Exit(status: 2)
    }

    /// Reports a bad `--set` in one line — the key and what it takes, which the usage does not say —
    /// and ends the command with status 2, as a usage error does.
    static func settingError(_ message: String) -> Exit {
        error(message)
        return Exit(status: 2)
    }

    /// A shell for `scene` with `sets` ("key=value") applied; an unknown key or unreadable value is a
    /// usage error, an out-of-range number is clamped (with a warning unless `quiet`). `program` is the
    /// name the copied code's Reopen line gives the running program.
    @discardableResult
    static func makeShell(
        scene: String, catalog: SceneCatalog, size: CGSize, preset: String? = nil, sets: [String], quiet: Bool = false, showsPanel: Bool = true,
        appliesPreset: Bool = true, program: String = "kinema", environment: SceneEnvironment
    ) throws(Exit) -> Shell {
        guard let shell = Shell(sceneName: scene, catalog: catalog, windowSize: size, showsPanel: showsPanel, environment: environment) else {
            throw usageError("unknown scene '\(scene)' (scenes: \(catalog.names.joined(separator: ", ")))")
        }
        shell.tuning.program = program
        if let problem = shell.tuning.tweakProblems.first { throw usageError("scene \(scene): \(problem)") }
        if !quiet { shell.tuning.tweakWarnings.forEach { error("scene \(scene): \($0)") } }
        // The preset first: --set values given as well win over it.
        if let preset {
            guard let url = PresetStore.resolve(preset, scene: scene) else {
                let names = PresetStore.all(scene: scene).map { $0.deletingPathExtension().lastPathComponent }
                throw usageError("no preset '\(preset)' for the \(scene) scene (presets: \(names.isEmpty ? "none yet" : names.joined(separator: ", ")))")
            }
            do throws(Preset.Problem) {
                let warnings = try PresetStore.load(url, into: shell, applying: appliesPreset)
                // Said once, by the check every command makes before its shell.
                if !appliesPreset { warnings.forEach { error($0) } }
            } catch {
                throw usageError(error.description)
            }
        }
        for pair in sets {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw settingError("--set needs KEY=VALUE (got '\(pair)')") }
            if !quiet, let parameter = shell.tuning.parameter(forKey: parts[0]), let number = Double(parts[1]), number.isFinite, !parameter.isChoice,
                !parameter.range.contains(number)
            {
                error("\(parts[0])=\(parts[1]) is outside \(parameter.displayRange); using the nearest legal value")
            }
            if let problem = shell.tuning.set(parts[0], to: parts[1]) { throw settingError(problem) }
        }
        return shell
    }

    /// Checks the scene settings before any window or renderer exists, so a typo is reported at once.
    static func checkSettings(_ setup: SceneSetup, catalog: SceneCatalog) throws(Exit) {
        try makeShell(
            scene: setup.scene, catalog: catalog, size: CGSize(width: 1200, height: 900), preset: setup.preset, sets: setup.sets, quiet: true,
            appliesPreset: false, environment: environment(for: setup, fonts: nil))
    }

    /// Reads a recording given with `--input` (none: no events); an unreadable or malformed file is a
    /// usage error.
    static func loadInput(_ path: String?) throws(Exit) -> [InputRecording.TimedEvent] {
        guard let path else { return [] }
        // Refused before it is read: a recording past the limit would not replay exactly anyway.
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if bytes > InputRecording.maximumFileBytes {
            throw usageError("the input file '\(path)' is \(bytes / 1_000_000) MB; recordings of more than "
                + "\(InputRecording.maximumFileBytes / 1_000_000) MB (about \(InputRecording.maximumEvents) events) are refused")
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw usageError("cannot read the input file '\(path)' as UTF-8 text (a recording made with --record)")
        }
        guard text.contains(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) else {
            throw usageError("the input file '\(path)' is empty: it has no events to replay")
        }
        do {
            let events = try InputRecording.decodeTimed(text)
            guard events.count <= InputRecording.maximumEvents else {
                throw usageError("the input file '\(path)' holds \(events.count) events; recordings of more than "
                    + "\(InputRecording.maximumEvents) are refused")
            }
            return events
        } catch let exit as Exit {
            throw exit
        } catch {
            throw usageError("input file '\(path)', \(error)")
        }
    }

    /// The fonts: the `--font` file when given (one that cannot be opened is a usage error), else DejaVu
    /// Sans through fontconfig (missing: status 1, with what to install).
    static func loadFonts(system: SDLSystem, path: String?) throws -> FontLibrary {
        do {
            return try FontLibrary(system: system, path: path)
        } catch {
            guard path != nil else { throw error }
            throw usageError("--font: \(error)")
        }
    }

    /// Text measured with the real font (the same faces the renderer draws), for layout.
    static func textMeasure(_ fonts: FontLibrary) -> SceneEnvironment.TextMeasure {
        let box = FontBox(fonts: fonts)
        return { text, font in
            // Measured at 4× for sub-point precision; a size the renderer would not draw (from 4096
            // pixels) is measured at that size and scaled (a font of 1e300 points must not trap here).
            let face = FontFace.for(weight: font.weight.rawValue, pointSize: font.pointSize, isItalic: font.isItalic)
            let pixels = max(1, min(4096, (font.pointSize * 4).rounded()))
            let size = box.fonts.size(of: text, pixelSize: Int(pixels), face: face)
            return CGSize(width: size.width / pixels * font.pointSize, height: font.lineHeight)
        }
    }
}

/// A command ended early with this exit status; what went wrong has been reported.
struct Exit: Error {
    let status: Int32
}

/// The font library, handed to the measuring closure; only ever used on the main thread.
private final class FontBox: @unchecked Sendable {
    let fonts: FontLibrary
    init(fonts: FontLibrary) { self.fonts = fonts }
}
