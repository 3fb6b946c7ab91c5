import Foundation

/// Copy as code (C) for code that gives none of its own: the tweaks in force as Swift constants of the
/// property's own type, to paste back over the `@Tweak` declarations they stand for —
///
///     let duration: TimeInterval = 0.85
///     let cornerRadius: CGFloat = 30
///     let count: Int = 3
///     let shadow: Bool = true
///     let style: FlipStyle = .fade
@MainActor
package enum TweakCode {
    package static func constants(_ tweaks: [AnyTweak], scene title: String) -> String {
        guard !tweaks.isEmpty else { return "// \(title): this scene has no animation code or tweaks of its own to copy.\n" }
        var lines = ["// \(title): the tweaks in force"]
        var taken: Set<String> = []
        for tweak in tweaks {
            // Two keys of one Swift name ("a.b" and "aB") get distinct ones: aB, aB2.
            let name = swiftName(tweak.parameter.key)
            var distinct = name, number = 2
            while taken.contains(distinct) {
                distinct = name + String(number)
                number += 1
            }
            taken.insert(distinct)
            lines.append(constant(tweak, name: distinct))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One tweak as a Swift constant with its property's type, so it compiles where the property was: a
    /// number as its type reads it (a whole `CGFloat` is `30`, typed, not an `Int`; seconds held in a
    /// `Double` are `TimeInterval`), an enum by its case (`.fade`), a Bool as `true`/`false`.
    static func constant(_ tweak: AnyTweak, name given: String? = nil) -> String {
        let name = escaped(given ?? swiftName(tweak.parameter.key))
        guard let source = tweak as? TweakSource else {
            // Not a `Tweak` (no type to name): the value as the row shows it.
            return "let \(name) = \(SwiftSource.number(tweak.parameter.value))"
        }
        let (type, literal) = source.swiftConstant
        return "let \(name): \(type) = \(literal)"
    }

    /// A key as a Swift identifier ("spring.duration" → "springDuration").
    static func swiftName(_ key: String) -> String {
        let parts = key.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        guard let first = parts.first else { return "value" }
        let name = String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// Swift's keywords, which a name takes only in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "await", "async", "some", "any",
    ]

    /// A name as a declaration takes it, or after a dot (`member`): a keyword in backticks (`` `class` ``,
    /// `` .`init` ``; after a dot `Type` and `Protocol` too).
    static func escaped(_ name: String, member: Bool = false) -> String {
        keywords.contains(name) || (member && ["Type", "Protocol"].contains(name)) ? "`\(name)`" : name
    }

    /// A type's name as Swift source writes it: qualified by its enclosing types, not its module
    /// (`CardsViewController.Style`); a type declared private or inside a function by its own name.
    static func typeName(_ type: Any.Type) -> String {
        let reflected = String(reflecting: type)
        let qualified = reflected.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? reflected
        return qualified.contains("(") ? String(describing: type) : qualified
    }

    /// The name of the case `value` is, as declared (`flipFromLeft`, whatever its `description` says),
    /// or nil when it is no enum case. (The runtime's own lookup, which `print` uses for an enum that
    /// does not describe itself.)
    static func caseName<Value>(_ value: Value) -> String? {
        enumCaseName(value).map { String(cString: $0) }
    }
}

/// The Swift runtime's name of an enum value's case (what `String(describing:)` prints for an enum
/// without a `description`); nil for a value that is not an enum's.
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?

/// A tweak that knows its value's Swift type (every `Tweak`): copy as code writes it with that type.
@MainActor
protocol TweakSource {
    /// The property's type and its value in force as a literal of that type.
    var swiftConstant: (type: String, literal: String) { get }
}

extension Tweak: TweakSource {
    var swiftConstant: (type: String, literal: String) {
        let value = wrappedValue
        if let flag = value as? Bool { return ("Bool", flag ? "true" : "false") }
        // The value as the type holds it (an `Int8` tuned to 1000 holds 127).
        if let integer = value as? any BinaryInteger { return (TweakCode.typeName(Value.self), "\(integer)") }
        if value is any BinaryFloatingPoint {
            let type = Value.self == Double.self && parameter.unit == TweakUnit.seconds.symbol ? "TimeInterval" : TweakCode.typeName(Value.self)
            // Typed, a whole number needs no decimals (`let cornerRadius: CGFloat = 30`).
            let whole = parameter.value == parameter.value.rounded() && abs(parameter.value) < 1e15
            let number = whole ? SwiftSource.whole(parameter.value) : SwiftSource.number(parameter.value)
            return (type, number)
        }
        if Mirror(reflecting: value).displayStyle == .enum, let name = TweakCode.caseName(value) {
            return (TweakCode.typeName(Value.self), "." + TweakCode.escaped(name, member: true))
        }
        // A `CaseIterable` that is no enum: by its place among its values.
        if Value.self is any CaseIterable.Type {
            let type = TweakCode.typeName(Value.self)
            return (type, "Array(\(type).allCases)[\(parameter.index)]")
        }
        return (TweakCode.typeName(Value.self), String(describing: value))
    }
}
