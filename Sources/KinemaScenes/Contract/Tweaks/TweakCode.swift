import Foundation

/// Copy as code (C) for code that gives none of its own: the tweaks in force as Swift constants, to
/// paste back over the constants they stand for —
///
///     let duration: TimeInterval = 0.85
///     let stagger: TimeInterval = 0.1
///     let style = Style.bouncy
@MainActor
enum TweakCode {
    static func constants(_ tweaks: [AnyTweak], scene title: String) -> String {
        guard !tweaks.isEmpty else { return "// \(title): this scene has no animation code or tweaks of its own to copy.\n" }
        var lines = ["// \(title): the tweaks in force"]
        for tweak in tweaks { lines.append(constant(tweak)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One tweak as a Swift constant: a number with its type (seconds are `TimeInterval`), a choice by
    /// its case, a Bool as `true`/`false`.
    static func constant(_ tweak: AnyTweak) -> String {
        let parameter = tweak.parameter
        let name = swiftName(parameter.key)
        if let choices = parameter.choices {
            if choices == ["off", "on"] { return "let \(name) = \(parameter.index == 1)" }
            return "let \(name) = \"\(choices[parameter.index])\"  // \(tweak.name)"
        }
        if parameter.decimals == 0, parameter.value == parameter.value.rounded() {
            return "let \(name) = \(SwiftSource.whole(parameter.value))"
        }
        let type = parameter.unit == TweakUnit.seconds.symbol ? "TimeInterval" : "CGFloat"
        return "let \(name): \(type) = \(SwiftSource.number(parameter.value))"
    }

    /// A key as a Swift identifier ("spring.duration" → "springDuration").
    static func swiftName(_ key: String) -> String {
        let parts = key.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        guard let first = parts.first else { return "value" }
        let name = String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }
}
