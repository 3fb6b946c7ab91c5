/// Something the port step left as it was, or wants the user to know, at a place in the original file.
public struct PortNote: Equatable, Sendable {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The note as compilers print diagnostics (`file:line:column: warning: …`), so editors and build
    /// logs point at it.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): warning: kinema port: \(message)"
    }
}

/// A file as the port step leaves it: the text to compile (same lines as the original, after a
/// `#sourceLocation` line naming it) and the notes on what it could not rewrite.
public struct PortedFile: Equatable, Sendable {
    public let text: String
    public let notes: [PortNote]
}
