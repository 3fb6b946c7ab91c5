import Foundation
import KinemaLayers
import Testing

/// The house's rules for its sources, checked on every file under `Sources/`: no function (from `func`
/// or `init` to its closing brace) over 50 lines, no file over 400, and one default body per delegate
/// method — a delegate protocol's `…Subclassing` twin takes the protocol's defaults, so no extension of
/// a twin may carry method bodies of its own (a change to one copy would silently leave the other).
@Suite struct HouseRulesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func swiftFiles() throws -> [(path: String, lines: [String])] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var files: [(String, [String])] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            var lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            files.append((path, lines))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// A line's code: string literals emptied and a trailing comment cut, so braces in them do not count.
    static func code(_ line: String) -> String {
        let strings = line.replacing(/"([^"\\]|\\.)*"/, with: "\"\"")
        return strings.components(separatedBy: "//")[0]
    }

    /// Lines from a declaration to its closing brace (nil for one without a body).
    static func bodyLength(from start: Int, in lines: [String]) -> Int? {
        var depth = 0, started = false
        for index in start..<lines.count {
            for character in code(lines[index]) {
                if character == "{" { (depth, started) = (depth + 1, true) } else if character == "}" { depth -= 1 }
            }
            if started && depth <= 0 { return index - start + 1 }
            if !started && index > start + 15 { return nil }
        }
        return nil
    }

    static var declaration: Regex<AnyRegexOutput> { try! Regex(#"^\s*(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|open|package|static|class|override|mutating|nonisolated|final|convenience|required)\s+)*(func\s|init[?!]?\s*[(<])"#) }

    @Test func noFunctionOverFiftyLinesAndNoFileOverFourHundred() throws {
        var long: [String] = []
        var measured = 0
        let files = try Self.swiftFiles(), declaration = Self.declaration
        #expect(files.count > 100, "the sources were found")
        for file in files {
            if file.lines.count > 400 { long.append("\(file.path): \(file.lines.count) lines") }
            var index = 0
            while index < file.lines.count {
                guard file.lines[index].contains(declaration), let length = Self.bodyLength(from: index, in: file.lines) else {
                    index += 1
                    continue
                }
                measured += 1
                if length > 50 { long.append("\(file.path):\(index + 1): a function of \(length) lines") }
                index += length
            }
        }
        #expect(measured > 1000, "the functions were found (\(measured))")
        #expect(long.isEmpty, "split these:\n\(long.joined(separator: "\n"))")
    }

    /// The shell coordinates named parts and holds little of its own: its main file stays at most 250
    /// lines (it had grown to 324 with loose flags before the overlays became `ShellOverlays`).
    @Test func theShellStaysThin() throws {
        let shell = try #require(try Self.swiftFiles().first { $0.path == "KinemaShell/Shell.swift" }, "Shell.swift was found")
        #expect(shell.lines.count <= 250, "Shell.swift has \(shell.lines.count) lines: move a concern to a part or a Shell+Concern file")
    }

    @Test func noDelegateTwinRepeatsADefault() throws {
        var repeated: [String] = []
        var twins = 0
        let twin = /^(public\s+)?protocol\s+\w+Subclassing\b/, twinExtension = /^(public\s+)?extension\s+\w+Subclassing\b/
        for file in try Self.swiftFiles() {
            for (index, line) in file.lines.enumerated() where line.contains("Subclassing") {
                if line.contains(twin) { twins += 1 }
                guard line.contains(twinExtension), let length = Self.bodyLength(from: index, in: file.lines) else { continue }
                let body = file.lines[index + 1..<index + length - 1]
                if body.contains(where: { $0.contains(/\bfunc\s/) }) { repeated.append("\(file.path):\(index + 1)") }
            }
        }
        #expect(twins >= 6, "the delegate twins were found (\(twins))")
        #expect(repeated.isEmpty, "twins take the protocol's defaults; these extensions repeat them: \(repeated)")
    }
}
