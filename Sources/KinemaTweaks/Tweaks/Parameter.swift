import Foundation

/// One live-tunable number as the inspector shows it — the untyped value behind a `Tweak`, and the rows
/// of the shell's own (a spring's other forms, the spring rule, the presets): its value, legal range,
/// step, unit and default.
///
/// Values outside the range are clamped and NaN is rejected, so nothing out of range is ever rendered.
/// A parameter with `choices` is a pick-list: its value is an index and it displays the choice's name.
@MainActor
package final class Parameter {
    /// Name used on the command line (`--set key=value`) and in recordings (a tweak's takes its
    /// property's name when Kinema finds it).
    package internal(set) var key: String
    /// The tweak this row stands for, when it is one.
    package internal(set) weak var tweak: AnyTweak?
    /// Name shown in the inspector.
    package let label: String
    /// Unit shown after the value ("s", "pt", "×", or "" for none).
    package let unit: String
    package let range: ClosedRange<Double>
    /// Change per ←/→ press (Shift ×10, Alt ×0.1).
    package let step: Double
    package private(set) var defaultValue: Double
    /// Names of the values for a pick-list parameter (value = index).
    package let choices: [String]?
    /// Decimals shown.
    package let decimals: Int
    /// The heading the inspector shows over the tweak's group ("Enter", for a `TweakGroup` held in a
    /// property `enter`); nil outside a group.
    package var section: String?
    /// How many times the code read the tweak's value (wrapping): a change the scene replays for but
    /// whose replay did not read it is one the code reads only as its view loads.
    package var reads = 0
    /// Why the tweak cannot be a row (a pick-list of no choices): the scene names it as a problem and
    /// leaves the tweak out.
    var declarationProblem: String?
    /// What was put right in the tweak's declaration (a step or decimals replaced), named by the scene.
    var declarationNotes: [String] = []
    package private(set) var value: Double {
        didSet { if value != oldValue { valueDidChange?(self, oldValue) } }
    }
    /// Told of each change of the value, with the value before, whoever makes it (the inspector's keys,
    /// a drag, the scene's own reaction to another tweak): the shell's undo history notes changes from
    /// here rather than comparing every value around every event.
    package var valueDidChange: (@MainActor (_ parameter: Parameter, _ old: Double) -> Void)?

    package init(
        key: String, label: String, unit: String = "", range: ClosedRange<Double>, step: Double,
        defaultValue: Double, decimals: Int = 2
    ) {
        self.key = key
        self.label = label
        self.unit = unit
        self.range = range
        self.step = step
        self.defaultValue = min(range.upperBound, max(range.lowerBound, defaultValue))
        self.choices = nil
        self.decimals = decimals
        value = self.defaultValue
    }

    /// A pick-list parameter over `choices`. Without choices it is one of a single "none", with a
    /// `declarationProblem`: a scene leaves such a tweak out and names it.
    package init(key: String, label: String, choices given: [String], defaultIndex: Int = 0) {
        let choices = given.isEmpty ? ["none"] : given
        if given.isEmpty { declarationProblem = "it has no choices, and a pick-list needs one" }
        self.key = key
        self.label = label
        unit = ""
        range = 0...Double(choices.count - 1)
        step = 1
        defaultValue = Double(min(choices.count - 1, max(0, defaultIndex)))
        self.choices = choices
        decimals = 0
        value = defaultValue
    }

    package var isChoice: Bool { choices != nil }
    /// The value as an index, for pick-lists.
    package var index: Int { Int(value.rounded()) }

    /// Sets the value, clamped to the range (and rounded for pick-lists); NaN is ignored.
    /// - Returns: whether the value changed.
    @discardableResult
    package func set(_ newValue: Double) -> Bool {
        guard !newValue.isNaN else { return false }
        var clamped = min(range.upperBound, max(range.lowerBound, newValue))
        if isChoice { clamped = clamped.rounded() }
        guard clamped != value else { return false }
        value = clamped
        return true
    }

    /// Moves by `steps` steps; pick-lists wrap around.
    @discardableResult
    package func nudge(by steps: Double) -> Bool {
        if let choices {
            // A step count no `Int` holds (or NaN) moves nothing.
            guard let whole = Int(exactly: steps.rounded()) else { return false }
            let count = choices.count
            let next = ((index + whole % count) % count + count) % count
            return set(Double(next))
        }
        // Land on the step grid so repeated presses give round numbers.
        let target = value + steps * step
        let grid = step * (Swift.abs(steps) < 1 ? 0.1 : 1)
        // Cleaned to 9 decimals: 12 × 0.05 is 0.6000000000000001 in binary, and would show in copied code.
        return set(((target / grid).rounded() * grid * 1e9).rounded() / 1e9)
    }

    package func reset() {
        value = defaultValue
    }

    /// Makes `newDefault` (clamped) both the default and the value: a scene switching to another preset.
    package func rebase(defaultValue newDefault: Double) {
        guard !newDefault.isNaN else { return }
        defaultValue = min(range.upperBound, max(range.lowerBound, newDefault))
        value = defaultValue
    }

    /// Parses `text` (a number, or a choice's name) and sets it.
    /// - Returns: nil when accepted, or a one-line reason.
    package func assign(from text: String) -> String? {
        switch parse(text) {
        case .success(let value):
            set(value)
            return nil
        case .failure(let problem):
            return problem.reason
        }
    }

    package struct Problem: Error {
        package let reason: String
    }

    /// The value `text` stands for (a number, or a choice's name, word — `choiceWords` — or 1-based
    /// number), without setting it; out-of-range numbers are returned as they are (setting clamps them).
    package func parse(_ text: String) -> Result<Double, Problem> {
        if let choices {
            let words = choiceWords
            if let index = choices.firstIndex(where: { $0.lowercased() == text.lowercased() })
                ?? words?.firstIndex(of: text.lowercased())
            {
                return .success(Double(index))
            }
            if let number = Int(text), choices.indices.contains(number - 1) {
                return .success(Double(number - 1))
            }
            let names = (words ?? choices).joined(separator: ", ")
            return .failure(Problem(reason: "\(key) must be one of \(names) (or 1…\(choices.count))"))
        }
        guard let number = Double(text), number.isFinite else {
            return .failure(Problem(reason: "\(key) needs a number, got '\(Self.shown(text))'"))
        }
        if decimals == 0, number != number.rounded() {
            return .failure(Problem(reason: "\(key) needs a whole number, got '\(Self.shown(text))'"))
        }
        return .success(number)
    }

    /// A value quoted in a message: cut to 40 characters ("…" after), so a megabyte of digits in a
    /// preset is not echoed whole.
    package static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// The value as shown: "0.85 s", "Fade-In".
    package var displayValue: String {
        if let choices { return choices[index] }
        let number = shown(value)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }

    /// The legal range as shown: "0.10…5.00 s".
    package var displayRange: String {
        if let choices { return choices.joined(separator: " | ") }
        return "\(shown(range.lowerBound))…\(shown(range.upperBound))\(unit.isEmpty ? "" : " \(unit)")"
    }

    /// A number as the row shows it: with the parameter's decimals, or — where that runs past 21
    /// characters (1e300 would be 301 digits) — in six significant digits with an exponent ("1e+300").
    /// Every `Int` keeps its digits.
    private func shown(_ number: Double) -> String {
        let fixed = String(format: "%.\(decimals)f", number)
        return fixed.count > 21 ? String(format: "%.6g", number) : fixed
    }
}
