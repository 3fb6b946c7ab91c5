/// Splits Swift source into tokens, knowing the language's comments (nested block comments too),
/// string literals (multi-line, raw with any number of `#`, interpolations holding any code, strings
/// included) and `#/…/#` regular expressions — so nothing inside a string or a comment is ever taken
/// for code. The code inside an interpolation is tokens too, listed before the string that holds them
/// (`"\(#selector(tap))"` is ported like any `#selector`). There is no swift-syntax on Linux without fetching packages; this is the small part of a
/// lexer the port step needs. Bare `/…/` regular expressions are not recognised (read as operators).
public struct SwiftTokenizer {
    public struct Failure: Error, Equatable, Sendable {
        public let message: String
        public let line: Int
        public let column: Int
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [SwiftToken] = []
    private var sawSpace = true
    private var sawNewline = true

    public init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The tokens of the whole source, or the first place where it cannot be read (an unterminated
    /// string or comment).
    public static func tokenize(_ source: String) throws(Failure) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        try tokenizer.run()
        return tokenizer.tokens
    }

    private mutating func run() throws(Failure) {
        while position < bytes.count {
            try next()
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private func failure(_ message: String, at start: Int, line: Int, lineStart: Int) -> Failure {
        Failure(message: message, line: line, column: start - lineStart + 1)
    }

    /// Reads one token (or skips whitespace or a comment).
    private mutating func next() throws(Failure) {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\n"):
            position += 1
            line += 1
            lineStart = position
            sawSpace = true
            sawNewline = true
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            position += 1
            sawSpace = true
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            sawSpace = true
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            try skipBlockComment()
            sawSpace = true
        case UInt8(ascii: "\""):
            try emit(.string) { (t: inout SwiftTokenizer) throws(Failure) in try t.skipString(hashes: 0) }
        case UInt8(ascii: "#"):
            try readPound()
        case UInt8(ascii: "@") where peek(1).map(Self.isIdentifierStart) == true:
            try emit(.attribute) { (t: inout SwiftTokenizer) throws(Failure) in
                t.position += 1
                t.skipIdentifierCharacters()
            }
        default:
            try readWordOrPunctuation(byte)
        }
    }

    /// `#` starts a raw string (`#"…"#`), a regular expression (`#/…/#`), a pound keyword or is itself.
    private mutating func readPound() throws(Failure) {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            try emit(.string) { (t: inout SwiftTokenizer) throws(Failure) in
                t.position += hashes
                try t.skipString(hashes: hashes)
            }
        } else if peek(hashes) == UInt8(ascii: "/") {
            try emit(.regex) { (t: inout SwiftTokenizer) throws(Failure) in try t.skipRegex(hashes: hashes) }
        } else if let following = peek(1), Self.isIdentifierStart(following) {
            try emit(.poundKeyword) { (t: inout SwiftTokenizer) throws(Failure) in
                t.position += 1
                t.skipIdentifierCharacters()
            }
        } else {
            try emit(.punctuation) { (t: inout SwiftTokenizer) throws(Failure) in t.position += 1 }
        }
    }

    /// A backticked name, a number, a name, or one character of punctuation.
    private mutating func readWordOrPunctuation(_ byte: UInt8) throws(Failure) {
        if byte == UInt8(ascii: "`") {
            try emit(.identifier) { (t: inout SwiftTokenizer) throws(Failure) in
                t.position += 1
                while t.position < t.bytes.count, t.bytes[t.position] != UInt8(ascii: "`"), t.bytes[t.position] != UInt8(ascii: "\n") {
                    t.position += 1
                }
                if t.peek() == UInt8(ascii: "`") { t.position += 1 }
            }
        } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            try emit(.number) { (t: inout SwiftTokenizer) throws(Failure) in t.skipNumber() }
        } else if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
            try emit(.identifier) { (t: inout SwiftTokenizer) throws(Failure) in
                t.position += 1
                t.skipIdentifierCharacters()
            }
        } else {
            try emit(.punctuation) { (t: inout SwiftTokenizer) throws(Failure) in t.position += 1 }
        }
    }

    /// Reads a token with `read`, which moves `position` past it, and records it.
    private mutating func emit(_ kind: SwiftToken.Kind, _ read: (inout SwiftTokenizer) throws(Failure) -> Void) throws(Failure) {
        let start = position
        let startLine = line
        let column = start - lineStart + 1
        let (followsSpace, startsLine) = (sawSpace, sawNewline)
        try read(&self)
        tokens.append(SwiftToken(
            kind: kind, start: start, end: position, line: startLine, column: column,
            followsSpace: followsSpace, startsLine: startsLine))
        sawSpace = false
        sawNewline = false
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func skipIdentifierCharacters() {
        while position < bytes.count, Self.isIdentifierCharacter(bytes[position]) { position += 1 }
    }

    private mutating func skipNumber() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierCharacter(byte) {
                // An exponent's sign: 1e-3, 0x1p+4.
                let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                position += 1
                if isExponent, let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { position += 1 }
            } else if byte == UInt8(ascii: "."), let after = peek(1), after >= UInt8(ascii: "0"), after <= UInt8(ascii: "9") {
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func newline() {
        line += 1
        lineStart = position + 1
    }

    private mutating func skipBlockComment() throws(Failure) {
        let (start, startLine, startOfLine) = (position, line, lineStart)
        position += 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == UInt8(ascii: "\n") { newline() }
                position += 1
            }
        }
        throw failure("unterminated /* comment", at: start, line: startLine, lineStart: startOfLine)
    }

    /// Skips a string literal whose opening quote is at `position` (after its `#`s).
    private mutating func skipString(hashes: Int) throws(Failure) {
        let (start, startLine, startOfLine) = (position, line, lineStart)
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: position + 1) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    try skipInterpolation()
                } else if position < bytes.count {
                    // An escaped character; an escaped newline (a multi-line string's line joiner) counts.
                    if bytes[position] == UInt8(ascii: "\n") { newline() }
                    position += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if multiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hashesFollow(hashes, at: position + 3) {
                        position += 3 + hashes
                        return
                    }
                    position += 1
                } else if hashesFollow(hashes, at: position + 1) {
                    position += 1 + hashes
                    return
                } else {
                    position += 1
                }
            } else if byte == UInt8(ascii: "\n") {
                guard multiline else { break }
                newline()
                position += 1
            } else {
                position += 1
            }
        }
        throw failure("unterminated string literal", at: start, line: startLine, lineStart: startOfLine)
    }

    private func hashesFollow(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `\( … )` inside a string: code, with its own strings, comments and parentheses.
    private mutating func skipInterpolation() throws(Failure) {
        let (start, startLine, startOfLine) = (position, line, lineStart)
        position += 1
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "(") {
                depth += 1
                try emit(.punctuation) { (t: inout SwiftTokenizer) throws(Failure) in t.position += 1 }
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
                try emit(.punctuation) { (t: inout SwiftTokenizer) throws(Failure) in t.position += 1 }
            } else {
                try next()
            }
        }
        throw failure("unterminated string interpolation", at: start, line: startLine, lineStart: startOfLine)
    }

    /// Skips `#/…/#` (with as many `#` as it opened with).
    private mutating func skipRegex(hashes: Int) throws(Failure) {
        let (start, startLine, startOfLine) = (position, line, lineStart)
        position += hashes + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
            } else if bytes[position] == UInt8(ascii: "/"), hashesFollow(hashes, at: position + 1) {
                position += 1 + hashes
                return
            } else {
                if bytes[position] == UInt8(ascii: "\n") { newline() }
                position += 1
            }
        }
        throw failure("unterminated regular expression literal", at: start, line: startLine, lineStart: startOfLine)
    }
}
