import Foundation
import KinemaCore

extension Shell {
    /// The command that reopens the scene as it is tuned now: its parameters that differ from their
    /// defaults, in the scene's order (a pick that brings its own numbers comes before them).
    public var commandLine: String {
        var words = ["kinema", "--scene", scene.name]
        if springRule != .uikit { words += ["--spring-rule", springRule.rawValue] }
        for parameter in sceneParameters where parameter.value != parameter.defaultValue {
            words += ["--set", "\(parameter.key)=\(parameter.commandLineValue)"]
        }
        return words.joined(separator: " ")
    }

    /// What C copies: the scene's Swift, then the command line as a comment.
    public var codeToCopy: String {
        var text = scene.swiftCode() ?? TweakCode.constants(sceneTweaks.tweaks, scene: scene.title)
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "// Reopen in Kinema: " + commandLine + "\n"
    }
}
