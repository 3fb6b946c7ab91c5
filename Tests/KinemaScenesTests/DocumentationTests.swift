import Foundation
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The README and the docs say what the code does: the key table is the shell's, the example is the
/// example package's sources, every link leads somewhere, and the README stays a front page.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmesKeyTableIsTheShells() throws {
        let readme = try Self.read("README.md")
        #expect(readme.contains(ShellCommands.markdownTable + "\n"), "README's key table should be:\n\(ShellCommands.markdownTable)")
    }

    /// The README's "Kinema as a library" block is the example's two source files, code line for code line.
    @Test func theReadmesExampleIsTheExamplePackage() throws {
        let readme = try Self.read("README.md")
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        let block = try #require(blocks.first { $0.contains("KinemaApplicationMain(") && $0.contains("@Tweak(") })
        // Code lines: comments dropped, runs of blank lines as one.
        func code(_ text: String) -> [String] {
            var lines: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) where !line.hasPrefix("//") {
                if !(line.isEmpty && lines.last?.isEmpty == true) { lines.append(line) }
            }
            return lines
        }
        let folder = "Examples/HelloKinema/Sources/HelloKinema/"
        var example = code(try Self.read(folder + "CardsViewController.swift"))
        let imports = Set(example.filter { $0.hasPrefix("import ") })
        example += code(try Self.read(folder + "main.swift")).filter { !imports.contains($0) }
        #expect(code(block.trimmingCharacters(in: .newlines)) == code(example.joined(separator: "\n").trimmingCharacters(in: .newlines)))
    }

    /// Links to files of the repository, from the README and every page of docs/ and its logs, lead to
    /// files that exist.
    @Test func everyLinkLeadsToAFile() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
        let pages = ["README.md"] + files.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        #expect(pages.count >= 6, "the README and the docs pages: \(pages)")
        let link = /\]\(([^)#\s]+)(#[^)]*)?\)/
        for page in pages {
            let text = try Self.read(page)
            let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
            for match in text.matches(of: link) {
                let target = String(match.output.1)
                guard !target.contains("://") else { continue }
                let path = Self.root.appendingPathComponent(folder == "." ? target : folder + "/" + target).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(page) links to \(target), which is not there")
            }
        }
    }

    /// The README is a front page: what Kinema is, the two commands, the keys, the example; the rest is
    /// in docs/.
    @Test func theReadmeStaysAFrontPage() throws {
        let size = try Self.read("README.md").utf8.count
        #expect(size <= 15_000, "README.md is \(size) bytes; move detail to docs/")
    }

    /// A narrative page answers today's question in a few screens: at most this many bytes, reference
    /// tables aside. Longer, it splits in two by topic; dated measurements go to a log (docs/performance/).
    static let narrativePageBudget = 24_000

    /// Tables that are reference, not narrative — each held row for row to the code by its own test — by
    /// the page and the heading of the section they stand in. Their rows are not counted.
    static let referenceTables = [
        (page: "docs/uikit.md", section: "## Kinema's additions to UIKit's types"),  // UIKitSurfaceTests
        (page: "docs/pasted-code.md", section: "## Not yet in Kinema"),  // NotYetInKinemaTableTests
    ]

    /// The bytes of `text` a reader reads as narrative: the rows of a table in `referenceSection` left out.
    static func narrativeBytes(_ text: String, referenceSection: String?) -> Int {
        var inReference = false
        var count = text.utf8.count
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") { inReference = referenceSection.map { line == $0 } ?? false }
            if inReference && line.hasPrefix("|") { count -= line.utf8.count + 1 }
        }
        return count
    }

    /// Every page of docs/ stays under the budget; the performance page, a summary of where things stand,
    /// under 15 KB.
    @Test func everyDocsPageStaysUnderItsBudget() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.sorted()
        #expect(pages.count >= 8, "the docs pages: \(pages)")
        for page in pages {
            let text = try Self.read(page)
            let reference = Self.referenceTables.first { $0.page == page }?.section
            let size = Self.narrativeBytes(text, referenceSection: reference)
            let budget = page == "docs/performance.md" ? 15_000 : Self.narrativePageBudget
            #expect(size <= budget, "\(page) is \(size) bytes of narrative, over \(budget): split it by topic, or move dated figures to a log")
        }
    }

    /// The reference tables left out of the count are there: a renamed section would otherwise count
    /// nothing out, or — worse — a page could hide narrative in a section named here.
    @Test func theReferenceTablesLeftOutAreTables() throws {
        // Only the rows of the named section's table: 26 bytes, less "| b |\n".
        #expect(Self.narrativeBytes("# A\n| a |\n## B\n| b |\ntext\n", referenceSection: "## B") == 20)
        for (page, section) in Self.referenceTables {
            let text = try Self.read(page)
            let tableBytes = text.utf8.count - Self.narrativeBytes(text, referenceSection: section)
            #expect(tableBytes > 1_000, "\(page) has no table under \"\(section)\"")
        }
    }
}
