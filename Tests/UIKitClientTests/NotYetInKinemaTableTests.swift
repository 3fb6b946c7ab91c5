import Foundation
import KinemaLayers
import Testing

/// The compiler's messages for what Kinema lacks come from one table (docs/pasted-code.md, "Not yet in
/// Kinema"): every name in it is declared unavailable with its row's message, and every unavailable
/// declaration of the UIKit and QuartzCore modules is in it.
@Suite struct NotYetInKinemaTableTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let suffix = " (docs/pasted-code.md#not-yet-in-kinema)"

    /// The table's rows: each name with its message (the row's text and the common ending).
    private func table() throws -> [String: String] {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/pasted-code.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Not yet in Kinema").last)
        var names: [String: String] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| gap ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            for name in cells[2].components(separatedBy: ", ") {
                names[name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[3] + Self.suffix
            }
        }
        return names
    }

    /// Every declaration marked unavailable in the stub folders, by name (`Type.member(labels:)`).
    private func declarations() throws -> [String: String] {
        var found: [String: String] = [:]
        var files: [URL] = []
        for folder in ["Sources/UIKit/NotYetInKinema", "Sources/QuartzCore/NotYetInKinema"] {
            let url = Self.root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.map { url.appendingPathComponent($0) }
        }
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var extended: String?
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("extension "), let name = line.split(separator: " ").dropFirst().first { extended = String(name) }
                if line.hasPrefix("open class "), line.hasSuffix("{"), let name = line.split(separator: " ").dropFirst(2).first {
                    extended = String(name.prefix { $0.isLetter || $0.isNumber })
                }
                if line.hasPrefix("}") { extended = nil }
                guard let message = Self.unavailableMessage(line), index + 1 < lines.count else { continue }
                let name = Self.declaredName(lines[index + 1])
                found[(extended.map { $0 + "." } ?? "") + name] = message
            }
        }
        return found
    }

    private static func unavailableMessage(_ line: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("@available(*, unavailable, "), let start = text.range(of: "message: \""), text.hasSuffix("\")") else { return nil }
        return String(text[start.upperBound..<text.index(text.endIndex, offsetBy: -2)])
    }

    /// `open class UISlider: …` → `UISlider`; `public func add(_ a: X, forKey key: Y)` → `add(_:forKey:)`.
    private static func declaredName(_ line: String) -> String {
        var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        let modifiers: Set<String> = ["public", "open", "static", "convenience", "required", "override", "final"]
        while let first = words.first, modifiers.contains(first) || (first == "class" && ["func", "var"].contains(words.dropFirst().first)) {
            words.removeFirst()
        }
        let rest = words.joined(separator: " ")
        let keyword = words.first ?? ""
        guard keyword == "func" || keyword.hasPrefix("init") else {
            return String((words.dropFirst().first ?? "").prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        let base = keyword == "func" ? String(words[1].prefix { $0 != "(" }) : "init"
        let parameters = rest[rest.index(after: rest.firstIndex(of: "(")!)...].replacingOccurrences(of: "->", with: "~~")
        var depth = 1, current = "", labels = ""
        for character in parameters {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if depth == 0 || (depth == 1 && character == ",") {
                let head = current.split(separator: ":").first?.split(separator: " ").first
                if let head, !current.trimmingCharacters(in: .whitespaces).isEmpty { labels += head + ":" }
                current = ""
                if depth == 0 { break } else { continue }
            }
            current.append(character)
        }
        return "\(base)(\(labels))"
    }

    @Test func everyGapInTheTableIsDeclaredWithItsMessage() throws {
        let table = try table()
        let declared = try declarations()
        #expect(table.count > 40, "the table was read (48 names when Auto Layout left it)")
        for (name, message) in table.sorted(by: { $0.key < $1.key }) {
            #expect(declared[name] == message, "\(name): the table's message and the declaration's")
        }
        let unlisted = Set(declared.keys).subtracting(table.keys).sorted()
        #expect(unlisted.isEmpty, "declared unavailable but not in the table: \(unlisted)")
    }
}
