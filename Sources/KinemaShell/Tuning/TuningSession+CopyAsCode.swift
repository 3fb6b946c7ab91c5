import Foundation
import KinemaCore
import KinemaTweaks

extension TuningSession {
    /// The command that reopens the scene as it is tuned now: its parameters that differ from their
    /// defaults, in the scene's order (a pick that brings its own numbers comes before them).
    package var commandLine: String {
        var words = [program, "--scene", scene.name]
        if springRule != .uikit { words += ["--spring-rule", springRule.rawValue] }
        for parameter in sceneParameters where parameter.value != parameter.defaultValue {
            words += ["--set", "\(parameter.key)=\(parameter.commandLineValue)"]
        }
        return words.joined(separator: " ")
    }

    /// What C copies: the scene's Swift, then the command line as a comment.
    package var codeToCopy: String {
        var text = scene.swiftCode() ?? TweakCode.constants(tweaks.tweaks, scene: scene.title)
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "// Reopen in Kinema: " + commandLine + "\n"
    }

    /// Copies the tuning as `dialect`'s code (UIKit: the scene's Swift), with the command that reopens
    /// it, and says so in the status line.
    func copyCode(in dialect: CodeDialect = .uikit) {
        guard let text = code(in: dialect) else { return }
        copiedText = text
        clipboard?(text)
        let markers = ["animate(", "Animator(", "Parameters(", "performBatchUpdates(", "withAnimation(", "stiffness =", "CABasicAnimation(", "transition", "val spec"]
        let call = text.split(separator: "\n").first { line in !line.hasPrefix("//") && markers.contains { line.contains($0) } }
        notice = "copied\(dialect == .uikit ? "" : " as " + dialect.title): " + (call.map { $0.trimmingCharacters(in: .whitespaces) } ?? commandLine)
    }
}
