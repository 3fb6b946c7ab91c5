import Foundation
import KinemaShell

/// The first error of a failed build, from the build's output: where it is (file relative to the
/// package, line, column) when the compiler says, and its message.
struct CompilerDiagnostic: Equatable {
    var file: String?
    var line: Int?
    var column: Int?
    var message: String

    /// `file:line:column: error: message`, or `error: message` when it has no place.
    var summary: String {
        guard let file, let line else { return "error: \(message)" }
        return "\(file):\(line)\(column.map { ":\($0)" } ?? ""): error: \(message)"
    }

    /// The first error in `output` (the compiler's `PATH:LINE:COLUMN: error: MESSAGE`, else a line of the
    /// build's own `error: MESSAGE`), paths made relative to `package`; else the output's last line, or
    /// `fallback` when it has none.
    static func first(in output: String, package: String, fallback: String) -> CompilerDiagnostic {
        let lines = output.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: .whitespaces) }
        for line in lines {
            if let located = located(line, package: package) { return located }
        }
        for line in lines {
            if let range = line.range(of: "error: "), line[..<range.lowerBound].allSatisfy({ $0 != " " }) {
                return CompilerDiagnostic(message: String(line[range.upperBound...]))
            }
        }
        return CompilerDiagnostic(message: lines.last(where: { !$0.isEmpty }) ?? fallback)
    }

    /// `PATH:LINE[:COLUMN]: error: MESSAGE`, or nil.
    private static func located(_ line: String, package: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 2, let lineNumber = Int(place[1]) else { return nil }
        let column = place.count >= 3 ? Int(place[2]) : nil
        var file = String(place[0])
        let prefix = package.hasSuffix("/") ? package : package + "/"
        if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
        return CompilerDiagnostic(file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
    }
}
