import Testing
@testable import KinemaPort

@Suite struct SwiftTokenizerTests {
    private func words(_ source: String) throws -> [String] {
        let bytes = Array(source.utf8)
        return try SwiftTokenizer.tokenize(source).map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func interpolationCodeIsTokens() throws {
        #expect(try words(#"let a = "\(#selector(tap)) x""#) == ["let", "a", "=", "#selector", "(", "tap", ")", #""\(#selector(tap)) x""#])
    }
}

extension SwiftTokenizerTests {
    private func kinds(_ source: String) throws -> [SwiftToken.Kind] {
        try SwiftTokenizer.tokenize(source).map(\.kind)
    }

    @Test func rawAndMultilineStringsAreOneToken() throws {
        #expect(try words(##"let a = #"say "hi" \(no) \#(yes)"#"##) == ["let", "a", "=", "yes", ##"#"say "hi" \(no) \#(yes)"#"##])
        #expect(try words("let b = \"\"\"\n  \"quoted\" // not a comment\n  \"\"\"\nx") == ["let", "b", "=", "\"\"\"\n  \"quoted\" // not a comment\n  \"\"\"", "x"])
        #expect(try words(###"let c = ##"a "# b"##"###) == ["let", "c", "=", ###"##"a "# b"##"###])
    }

    @Test func commentsNestAndVanish() throws {
        #expect(try words("a /* b /* c */ d */ e // f\ng") == ["a", "e", "g"])
    }

    @Test func attributesPoundKeywordsAndRegexes() throws {
        #expect(try kinds("@objc #selector #/a\\/b/# 1.5e-3 x?.y!") == [
            .attribute, .poundKeyword, .regex, .number, .identifier, .punctuation, .punctuation, .identifier, .punctuation,
        ])
    }

    @Test func linesAndSpacingAreKnown() throws {
        let tokens = try SwiftTokenizer.tokenize("a\n  b(c)")
        #expect(tokens.map(\.line) == [1, 2, 2, 2, 2])
        #expect(tokens.map(\.column) == [1, 3, 4, 5, 6])
        #expect(tokens.map(\.startsLine) == [true, true, false, false, false])
        #expect(tokens.map(\.followsSpace) == [true, true, false, false, false])
    }

    @Test func anUnterminatedStringIsAFailureWithItsPlace() {
        #expect(throws: SwiftTokenizer.Failure(message: "unterminated string literal", line: 2, column: 5)) {
            try SwiftTokenizer.tokenize("x\nlet \"abc\ny")
        }
        #expect(throws: SwiftTokenizer.Failure(message: "unterminated /* comment", line: 1, column: 3)) {
            try SwiftTokenizer.tokenize("a /* b")
        }
    }
}
