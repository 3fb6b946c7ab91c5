import Foundation

/// Number tweaks: `Double` (and `TimeInterval`), `CGFloat`, `Float` and `Int`.
extension Tweak where Value: BinaryFloatingPoint {
    /// A number tweak named `name`, starting at `value`, within `range`.
    /// - Parameters:
    ///   - step: the change of one ←/→ (Shift ×10, Alt ×0.1); a hundredth of the range by default.
    ///   - unit: shown after the value.
    ///   - decimals: shown; by default as many as the step needs.
    ///   - key: the `--set` name, when it is not the property's name.
    public convenience init(
        _ name: String, _ value: Value, in range: ClosedRange<Double>, step: Double? = nil, unit: TweakUnit = .none,
        decimals: Int? = nil, key: String? = nil
    ) {
        let (step, stepNote) = Self.checkedStep(step, range: range)
        let (decimals, decimalsNote) = Self.checkedDecimals(decimals, step: step)
        self.init(
            parameter: Parameter(
                key: key ?? Self.key(from: name), label: name, unit: unit.symbol, range: range, step: step,
                defaultValue: Double(value), decimals: decimals),
            key: key, decode: { Value($0) }, encode: { Double($0) })
        parameter.declarationNotes = [stepNote, decimalsNote].compactMap { $0 }
    }

    /// The same, declared with its value after the property (`@Tweak("Duration", in: 0.1...3) var duration = 0.8`).
    public convenience init(
        wrappedValue: Value, _ name: String, in range: ClosedRange<Double>, step: Double? = nil, unit: TweakUnit = .none,
        decimals: Int? = nil, key: String? = nil
    ) {
        self.init(name, wrappedValue, in: range, step: step, unit: unit, decimals: decimals, key: key)
    }
}

extension Tweak where Value: BinaryInteger {
    /// A whole-number tweak named `name`, starting at `value`, within `range` (step 1 by default).
    public convenience init(
        _ name: String, _ value: Value, in range: ClosedRange<Int>, step: Int = 1, unit: TweakUnit = .none, key: String? = nil
    ) {
        self.init(
            parameter: Parameter(
                key: key ?? Self.key(from: name), label: name, unit: unit.symbol,
                range: Self.held(Double(range.lowerBound))...Self.held(Double(range.upperBound)),
                step: Double(max(1, step)), defaultValue: Double(value), decimals: 0),
            key: key, decode: { Value(exactly: $0.rounded()) ?? Value(clamping: Int(Self.held($0))) }, encode: { Double($0) })
        if step < 1 { parameter.declarationNotes = ["step \(step) is not above 0; using 1"] }
    }

    /// The same, declared with its value after the property.
    public convenience init(wrappedValue: Value, _ name: String, in range: ClosedRange<Int>, step: Int = 1, unit: TweakUnit = .none, key: String? = nil) {
        self.init(name, wrappedValue, in: range, step: step, unit: unit, key: key)
    }
}

extension Tweak {
    /// The largest `Double` an `Int` holds: 2^63 − 1024 (`Double(Int.max)` is 2^63, one more than an
    /// `Int` holds).
    static var largestWhole: Double { 9_223_372_036_854_774_784 }

    /// `value` rounded and within what an `Int` holds (NaN as 0): an `Int` tweak's range and values.
    static func held(_ value: Double) -> Double {
        value.isNaN ? 0 : min(largestWhole, max(-largestWhole - 1024, value.rounded()))
    }

    /// The smallest step a number tweak takes: its value shows to 6 decimals at most.
    static var finestStep: Double { 1e-6 }

    /// The step given, or — none given, or one not above 0, below `finestStep` or wider than the range —
    /// a power of ten near a hundredth of the range, with a note saying why.
    static func checkedStep(_ given: Double?, range: ClosedRange<Double>) -> (Double, String?) {
        let sane = step(nil, range: range)
        guard let given else { return (sane, nil) }
        let span = range.upperBound - range.lowerBound
        let problem: String? =
            if !(given > 0) { "is not above 0" }
            else if given.isInfinite || (span.isFinite && span > 0 && given > span) { "is wider than its range" }
            else if given < finestStep { "is below \(finestStep)" }
            else { nil }
        return problem.map { (sane, "step \(given) \($0); using \(sane)") } ?? (given, nil)
    }

    /// The decimals given, within 0…6 (fewer than 0: as many as the step needs; more than 6: 6), or
    /// those the step needs; with a note when the given ones were replaced.
    static func checkedDecimals(_ given: Int?, step: Double) -> (Int, String?) {
        let needed = decimals(for: step)
        guard let given, !(0...6).contains(given) else { return (given ?? needed, nil) }
        let used = given < 0 ? needed : 6
        return (used, "decimals \(given) is outside 0…6; using \(used)")
    }

    /// A step for `range` when none is given: a power of ten near a hundredth of it.
    static func step(_ given: Double?, range: ClosedRange<Double>) -> Double {
        if let given, given.isFinite, given > 0 { return given }
        let span = range.upperBound - range.lowerBound
        guard span.isFinite, span > 0 else { return 1 }
        return pow(10, (log10(span / 100)).rounded(.down))
    }

    /// Decimals that show a value on the step's grid: 0.05 → 2, 0.1 → 1, 5 → 0.
    static func decimals(for step: Double) -> Int {
        var decimals = 0
        while decimals < 6, abs(step * pow(10, Double(decimals)) - (step * pow(10, Double(decimals))).rounded()) > 1e-9 { decimals += 1 }
        return decimals
    }

    /// A key from a name, used until the property's name is known: "Delay per row" → "delayPerRow".
    static func key(from name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "tweak" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
