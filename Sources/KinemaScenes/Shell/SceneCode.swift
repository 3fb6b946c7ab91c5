import Foundation

/// "Copy as code" (key C): the scene's tuning as Swift in its seed's own terms, and the command line
/// that reopens it. Scenes write the Swift (`Scene.swiftCode`); these helpers keep numbers exact.
enum SwiftSource {
    /// A number as a Swift literal that reads back as the same value ("0.85", "1.0", "-0.55").
    static func number(_ value: Double) -> String { "\(value)" }

    /// A whole number without decimals ("300").
    static func whole(_ value: Double) -> String { String(Int(value.rounded())) }
}

extension Parameter {
    /// The value as `--set` reads it back exactly: a pick-list's choice by name when that is one word,
    /// else by number (1-based); a whole-number parameter without decimals; any other number in full.
    var commandLineValue: String {
        if let choices {
            let name = choices[index]
            let isWord = !name.isEmpty && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" }
            return isWord ? name : String(index + 1)
        }
        return decimals == 0 && value == value.rounded() ? SwiftSource.whole(value) : SwiftSource.number(value)
    }
}

extension Shell {
    /// The command that reopens the scene as it is tuned now: its parameters that differ from their
    /// defaults, in the scene's order (a pick that brings its own numbers comes before them).
    public var commandLine: String {
        var words = ["kinema", "--scene", scene.name]
        for parameter in scene.parameters where parameter.value != parameter.defaultValue {
            words += ["--set", "\(parameter.key)=\(parameter.commandLineValue)"]
        }
        return words.joined(separator: " ")
    }

    /// What C copies: the scene's Swift, then the command line as a comment.
    public var codeToCopy: String {
        var text = scene.swiftCode() ?? "// \(scene.title): this scene has no animation code of its own to copy."
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "// Reopen in Kinema: " + commandLine + "\n"
    }
}
