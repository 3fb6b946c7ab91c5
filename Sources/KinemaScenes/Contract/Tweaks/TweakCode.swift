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
enum TweakCode {
    static func constants(_ tweaks: [AnyTweak], scene title: String) -> String {
        guard !tweaks.isEmpty else { return "// \(title): this scene has no animation code or tweaks of its own to copy.\n" }
        var lines = ["// \(title): the tweaks in force"]
        for tweak in tweaks { lines.append(constant(tweak)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One tweak as a Swift constant with its property's type, so it compiles where the property was: a
    /// number as its type reads it (a whole `CGFloat` is `30`, typed, not an `Int`; seconds held in a
    /// `Double` are `TimeInterval`), an enum by its case (`.fade`), a Bool as `true`/`false`.
    static func constant(_ tweak: AnyTweak) -> String {
        let name = swiftName(tweak.parameter.key)
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
        if value is any BinaryInteger { return (TweakCode.typeName(Value.self), SwiftSource.whole(parameter.value)) }
        if value is any BinaryFloatingPoint {
            let type = Value.self == Double.self && parameter.unit == TweakUnit.seconds.symbol ? "TimeInterval" : TweakCode.typeName(Value.self)
            // Typed, a whole number needs no decimals (`let cornerRadius: CGFloat = 30`).
            let whole = parameter.value == parameter.value.rounded() && abs(parameter.value) < 1e15
            let number = whole ? SwiftSource.whole(parameter.value) : SwiftSource.number(parameter.value)
            return (type, number)
        }
        if let name = TweakCode.caseName(value) { return (TweakCode.typeName(Value.self), "." + name) }
        return (TweakCode.typeName(Value.self), String(describing: value))
    }
}
