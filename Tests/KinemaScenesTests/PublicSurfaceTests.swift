import Foundation
import Testing

/// The line between what a package of your own sees and what is Kinema's own business. A user's
/// `import KinemaApp` brings KinemaApp and what it re-exports; everything the shell and the scenes
/// declare is `package` (for Kinema's targets and tests) or internal. Before the targets were split, that
/// import showed about 500 declarations (the shell's 248 among them) where the tweak API needs under 100.
@Suite struct PublicSurfaceTests {
    /// The most public declarations `import KinemaApp` may show (the tweak API and the app's entry
    /// points: 57 when this was written). A new one is a promise to users; raise this with care.
    static let budget = 80

    /// A declaration made public or open: its access modifier after any attributes and other modifiers.
    static var publicDeclaration: some RegexComponent {
        /^\s*((@[A-Za-z_.]+(\([^)]*\))?|nonisolated|final|static|class|override|convenience|required|mutating|indirect|dynamic)\s+)*(public|open)(\(set\))?\s/
    }

    /// The public and open declarations of a target's sources, as "File.swift:line".
    static func publicDeclarations(in target: String) throws -> [String] {
        let folder = HouseRulesTests.sources.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var found: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            // (The word first: Swift's regular expressions are slow, and most lines have neither.)
            for (index, line) in text.components(separatedBy: "\n").enumerated()
            where (line.contains("public") || line.contains("open")) && HouseRulesTests.code(line).contains(publicDeclaration) {
                found.append("\(target)/\(path):\(index + 1)")
            }
        }
        return found.sorted()
    }

    /// The modules a target's sources re-export (`@_exported import M`).
    static func reexports(of target: String) throws -> Set<String> {
        let folder = HouseRulesTests.sources.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var modules: Set<String> = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: /(?m)^@_exported import ([A-Za-z_]+)$/) { modules.insert(String(match.1)) }
        }
        return modules
    }

    @Test func kinemaAppReExportsOnlyTheTweakAPI() throws {
        #expect(try Self.reexports(of: "KinemaApp") == ["KinemaTweaks"])
        #expect(try Self.reexports(of: "KinemaTweaks").isEmpty)
    }

    @Test func aUsersImportSeesAtMostTheBudget() throws {
        let seen = try Self.publicDeclarations(in: "KinemaApp") + Self.publicDeclarations(in: "KinemaTweaks")
        #expect(seen.count <= Self.budget, "\(seen.count) public declarations:\n\(seen.joined(separator: "\n"))")
        // The count can fail: the tweak wrapper and the app's entry point are public.
        #expect(seen.contains { $0.hasPrefix("KinemaTweaks/Tweaks/Tweak.swift:") })
        #expect(seen.contains { $0.hasPrefix("KinemaApp/KinemaApplication.swift:") })
    }

    /// The shell and the scenes are Kinema's: `package` for its other targets and tests, nothing public.
    @Test(arguments: ["KinemaShell", "KinemaScenes"])
    func kinemasOwnTargetsDeclareNothingPublic(target: String) throws {
        let found = try Self.publicDeclarations(in: target)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
