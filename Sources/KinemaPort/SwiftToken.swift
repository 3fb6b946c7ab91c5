/// One token of Swift source, as the port step needs them: where it is and what kind of thing it is.
/// Comments and whitespace are not tokens; a string literal (interpolations and all) is one token.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or keyword (`class`, `self`, `tap`, `` `default` ``, `$0`).
        case identifier
        /// `#` and a name: `#selector`, `#keyPath`, `#Preview`, `#if`.
        case poundKeyword
        /// `@` and a name: `@objc`, `@IBOutlet`, `@MainActor`.
        case attribute
        /// A string literal of any form: plain, multi-line, raw, with interpolations.
        case string
        /// A regular-expression literal in `#/…/#` form.
        case regex
        case number
        /// One character of punctuation or of an operator: `(`, `{`, `.`, `?`, `!`, `-`, `>`…
        case punctuation
    }

    public let kind: Kind
    /// Byte offsets of the token in the file's UTF-8.
    public let start: Int
    public let end: Int
    /// 1-based line and column (in bytes) of the token's start.
    public let line: Int
    public let column: Int
    /// Whether whitespace, a newline or a comment separates the token from the one before it.
    public let followsSpace: Bool
    /// Whether a newline separates the token from the one before it.
    public let startsLine: Bool
}
