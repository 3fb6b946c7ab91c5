/// Replacements in one file's text, by byte range, applied together. Every replacement keeps the
/// newlines of what it replaces (in place of its own text, after it), so every line of the file stays
/// where it was and the compiler's `#sourceLocation` line numbers hold.
struct SourceEdits {
    private let bytes: [UInt8]
    private var edits: [(range: Range<Int>, text: String)] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Replaces `range` with `text` (which must hold no newline); the range's newlines follow it.
    mutating func replace(_ range: Range<Int>, with text: String) {
        precondition(!text.contains("\n"), "a port edit must not add lines")
        let newlines = bytes[range].filter { $0 == UInt8(ascii: "\n") }.count
        edits.append((range, text + String(repeating: "\n", count: newlines)))
    }

    /// Inserts `text` (no newline) at `offset`.
    mutating func insert(_ text: String, at offset: Int) {
        replace(offset..<offset, with: text)
    }

    /// Replaces `range` with spaces, keeping its newlines (columns after it on its line stay put).
    mutating func blank(_ range: Range<Int>) {
        let text = String(decoding: bytes[range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        edits.append((range, text))
    }

    /// The text with every edit applied (overlapping edits: the first made wins).
    func applied() -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var cursor = 0
        var taken: [(range: Range<Int>, text: String)] = []
        for edit in edits.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element) {
            if let last = taken.last, edit.range.lowerBound < last.range.upperBound, !edit.range.isEmpty { continue }
            taken.append(edit)
        }
        for edit in taken {
            guard edit.range.lowerBound >= cursor else { continue }
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.text.utf8))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }
}
