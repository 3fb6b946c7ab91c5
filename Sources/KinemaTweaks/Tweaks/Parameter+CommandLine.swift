import Foundation

extension Parameter {
    /// The value as `--set` reads it back exactly: a pick-list's choice by its word (`choiceWords`), or
    /// by number (1-based) when its choices have none; a whole-number parameter without decimals; any
    /// other number in full.
    package var commandLineValue: String {
        if choices != nil {
            return choiceWords?[index] ?? String(index + 1)
        }
        return decimals == 0 && value == value.rounded() ? SwiftSource.whole(value) : SwiftSource.number(value)
    }

    /// The choices as one word each, to type after `--set key=` without quotes: lower case, words joined
    /// by hyphens, a note in brackets left out when the rest tells the choices apart ("by row index" →
    /// `by-row-index`, "handed to the spring" → `handed-to-the-spring`, "on (×0.1 time)" → `on`, "ease
    /// in–out" → `ease-in-out`). Nil for a number, or when the words would not tell every choice apart
    /// (the choices are then typed by name or number).
    package var choiceWords: [String]? {
        guard let choices else { return nil }
        let withoutNotes = choices.map { choice in
            choice.range(of: " (").map { String(choice[..<$0.lowerBound]) } ?? choice
        }
        for names in [withoutNotes, choices] {
            let words = names.map(Self.word)
            if Self.tellApart(words, choices: choices) { return words }
        }
        return nil
    }

    /// `text` in lower case, each run of other characters than letters and digits one hyphen, none at
    /// either end.
    static func word(_ text: String) -> String {
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty, word.last != "-" {
                word.append("-")
            }
        }
        while word.hasSuffix("-") { word.removeLast() }
        return word
    }

    /// Whether `words` name each choice and no other: none empty or a number (a number is a choice's
    /// position), no two alike, none another choice's name.
    private static func tellApart(_ words: [String], choices: [String]) -> Bool {
        guard Set(words).count == words.count else { return false }
        for (index, word) in words.enumerated() {
            if word.isEmpty || Int(word) != nil { return false }
            if choices.indices.contains(where: { $0 != index && choices[$0].lowercased() == word }) { return false }
        }
        return true
    }
}
