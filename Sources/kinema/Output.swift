import Foundation
import KinemaScenes
import KinemaSDL
import KinemaUI

/// Messages, the scene list and shared wiring of the commands.
@MainActor
enum Output {
    static let version = "0.1.0"

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("kinema: \(message)\n".utf8))
    }

    static func listScenes() {
        for name in SceneCatalog.names {
            guard let scene = SceneCatalog.make(name) else { continue }
            print("\(name) — \(scene.title)")
            for parameter in scene.parameters {
                let key = parameter.key.padding(toLength: 14, withPad: " ", startingAt: 0)
                let defaultText = parameter.isChoice
                    ? parameter.choices![Int(parameter.defaultValue)]
                    : String(format: "%.\(parameter.decimals)f", parameter.defaultValue) + (parameter.unit.isEmpty ? "" : " \(parameter.unit)")
                print("  \(key) \(parameter.displayRange)   default \(defaultText)   (\(parameter.label))")
            }
        }
    }

    /// A shell for `scene` with `sets` ("key=value") applied; nil after reporting a bad setting (exit 2).
    static func makeShell(scene: String, size: CGSize, sets: [String]) -> Shell? {
        guard let shell = Shell(sceneName: scene, windowSize: size) else {
            error("unknown scene '\(scene)'")
            return nil
        }
        for pair in sets {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if let parameter = shell.scene.parameter(parts[0]), let number = Double(parts[1]), !parameter.isChoice,
                !parameter.range.contains(number)
            {
                error("\(parts[0])=\(parts[1]) is outside \(parameter.displayRange); using the nearest legal value")
            }
            if let problem = shell.set(parts[0], to: parts[1]) {
                error(problem)
                return nil
            }
        }
        return shell
    }

    /// Reads a recording given with `--input`; nil after reporting why not.
    static func loadInput(_ path: String?) -> [InputEvent]? {
        guard let path else { return [] }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            error("cannot read input file '\(path)'")
            return nil
        }
        do {
            return try InputRecording.decode(text)
        } catch {
            Output.error("input file '\(path)', \(error)")
            return nil
        }
    }

    /// Makes layout measure text with the real font (the same faces the renderer draws).
    static func useFontMetrics(_ fonts: FontLibrary) {
        let box = FontBox(fonts: fonts)
        TextMetrics.measure = { text, font in
            // Measured at 4× for sub-point precision.
            let size = box.fonts.size(of: text, pixelSize: Int((font.pointSize * 4).rounded()), bold: font.weight.isBold)
            return CGSize(width: size.width / 4, height: font.lineHeight)
        }
    }
}

/// The font library, handed to the measuring closure; only ever used on the main thread.
private final class FontBox: @unchecked Sendable {
    let fonts: FontLibrary
    init(fonts: FontLibrary) { self.fonts = fonts }
}
