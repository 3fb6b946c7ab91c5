/// Kinema's port step: rewrites what the Linux Swift compiler rejects in iOS code — `@objc`,
/// `@objcMembers`, `@IBOutlet`, `#selector`, `#keyPath`, `@objc optional` protocol requirements and
/// their call sites, `#Preview` blocks — into what Kinema's UIKit accepts, keeping every line where it
/// was, so the compiler's errors and the program's own `#file`/`#line` point at the original through
/// `#sourceLocation`.
///
/// It reads tokens, not patterns (see `SwiftTokenizer`): the insides of strings and comments are never
/// touched. What it cannot rewrite safely it leaves as it was and notes (`PortNote`), with the reason and
/// the Kinema way; the compiler then stops on the user's own line.
///
/// A target's files are ported together: an `@objc optional` requirement declared in one file has call
/// sites (`delegate?.didFinish?()`) in others.
public struct Porter {
    /// The optional requirements (method base names) declared by the target's `@objc` protocols that the
    /// port gives a default to: their `?()` call sites lose the `?`.
    let optionalMethodNames: Set<String>

    /// A porter for a target whose Swift files have these texts (the one being ported among them).
    public init(targetSources: [String]) {
        var names: Set<String> = []
        for source in targetSources {
            guard source.contains("optional"), let pass = try? PortPass(source: source, optionalMethodNames: []) else { continue }
            names.formUnion(pass.optionalRequirements().filter(\.isRewritable).map(\.baseName))
        }
        optionalMethodNames = names
    }

    /// Ports one file. `path` is what the compiler will name in its diagnostics (the original file).
    public func port(_ source: String, path: String) -> PortedFile {
        let header = "#sourceLocation(file: \(Self.stringLiteral(path)), line: 1)\n"
        do {
            var pass = try PortPass(source: source, optionalMethodNames: optionalMethodNames)
            pass.rewriteAll()
            return PortedFile(text: header + pass.edits.applied(), notes: pass.notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        } catch {
            // Unreadable as Swift (an unterminated string): handed on untouched for the compiler to say so.
            return PortedFile(text: header + source, notes: [PortNote(
                line: error.line, column: error.column,
                message: "\(error.message): the file was left as it was")])
        }
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

/// The port of one file: its tokens, scopes, the edits made and the notes taken.
struct PortPass {
    let bytes: [UInt8]
    let tokens: [SwiftToken]
    let scopes: SwiftScopes
    let optionalMethodNames: Set<String>
    var edits: SourceEdits
    var notes: [PortNote] = []
    /// Tokens a rewrite must leave as they are (the `@objc` of a requirement left unported).
    var keptTokens: Set<Int> = []

    init(source: String, optionalMethodNames: Set<String>) throws(SwiftTokenizer.Failure) {
        bytes = Array(source.utf8)
        tokens = try SwiftTokenizer.tokenize(source)
        let bytes = bytes
        scopes = SwiftScopes(tokens: tokens) { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        self.optionalMethodNames = optionalMethodNames
        edits = SourceEdits(bytes)
    }

    /// Every rewrite, then every check that only notes.
    mutating func rewriteAll() {
        rewriteOptionalRequirements()
        rewriteAttributes()
        rewriteSelectors()
        rewriteKeyPaths()
        removePreviews()
        rewriteOptionalCallSites()
        rewriteNotificationRemovals()
        noteUnportable()
    }

    // MARK: - Reading tokens

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether token `index` exists and reads `word`.
    func isToken(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && text(index) == word
    }

    /// The index of the token that closes the bracket opened at `open` (`(`, `[`, `{`), or nil.
    func matchingClose(_ open: Int) -> Int? {
        let pairs = ["(": ")", "[": "]", "{": "}"]
        guard let closeWord = pairs[text(open)] else { return nil }
        let openWord = text(open)
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                let word = text(index)
                if word == openWord { depth += 1 } else if word == closeWord {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    /// The source from the start of token `first` to the end of token `last`, tokens joined as they were
    /// (a space where there was any space, a comment or a newline): one line of text.
    func joined(_ first: Int, _ last: Int) -> String {
        guard first <= last else { return "" }
        var result = text(first)
        for index in stride(from: first + 1, through: last, by: 1) {
            if tokens[index].followsSpace { result += " " }
            result += text(index)
        }
        return result
    }

    /// The byte range from token `first`'s start to token `last`'s end.
    func range(_ first: Int, _ last: Int) -> Range<Int> {
        tokens[first].start..<tokens[last].end
    }

    mutating func note(_ index: Int, _ message: String) {
        notes.append(PortNote(line: tokens[index].line, column: tokens[index].column, message: message))
    }
}
