import Foundation

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
