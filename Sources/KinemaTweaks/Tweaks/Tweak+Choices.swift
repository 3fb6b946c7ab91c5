import Foundation

/// Pick-list tweaks: any `CaseIterable` enum (each case shown by its `description` when it has one),
/// and booleans.
extension Tweak where Value: CaseIterable & Equatable {
    /// A pick-list over every case of `Value`, starting at `value`. ←/→ go round the cases.
    public convenience init(_ name: String, _ value: Value, key: String? = nil) {
        let cases = Array(Value.allCases)
        let names = cases.map { ($0 as? CustomStringConvertible)?.description ?? String(describing: $0) }
        let start = cases.firstIndex(of: value) ?? 0
        // A `CaseIterable` of no cases (an `allCases` that is empty) reads as the value it was declared
        // with; the scene leaves it out and names it.
        self.init(
            parameter: Parameter(key: key ?? Self.key(from: name), label: name, choices: names, defaultIndex: start),
            key: key, decode: { cases.isEmpty ? value : cases[min(cases.count - 1, max(0, Int($0.rounded())))] },
            encode: { Double(cases.firstIndex(of: $0) ?? 0) })
        if cases.isEmpty {
            parameter.declarationProblem = "\(TweakCode.typeName(Value.self)) has no cases, and a pick-list needs one"
        }
    }

    /// The same, declared with its value after the property.
    public convenience init(wrappedValue: Value, _ name: String, key: String? = nil) {
        self.init(name, wrappedValue, key: key)
    }
}

extension Tweak where Value == Bool {
    /// An on/off tweak, shown as `off` and `on` (or the names given).
    public convenience init(_ name: String, _ value: Bool, off: String = "off", on: String = "on", key: String? = nil) {
        self.init(
            parameter: Parameter(key: key ?? Self.key(from: name), label: name, choices: [off, on], defaultIndex: value ? 1 : 0),
            key: key, decode: { $0.rounded() == 1 }, encode: { $0 ? 1 : 0 })
    }

    /// The same, declared with its value after the property.
    public convenience init(wrappedValue: Bool, _ name: String, off: String = "off", on: String = "on", key: String? = nil) {
        self.init(name, wrappedValue, off: off, on: on, key: key)
    }
}
