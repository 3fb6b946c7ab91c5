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
