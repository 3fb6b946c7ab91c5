import Foundation
import Testing

/// KinemaUI's own additions to UIKit's types never collide with a user's names unawares: every public
/// member of a type that `import UIKit` exports is UIKit's own (Reference/uikit-members.txt, from Apple's
/// documentation), inherited from one of UIKit's, or justified by name in docs/uikit.md ("Kinema's
/// additions to UIKit's types") — and every justified name still exists.
@Suite("UIKit's surface")
struct UIKitSurfaceTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The type names the UIKit and QuartzCore modules re-export from KinemaUI.
    static func exportedTypes() throws -> Set<String> {
        var names: Set<String> = []
        for file in ["Sources/UIKit/UIKit.swift", "Sources/QuartzCore/QuartzCore.swift"] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") && line.contains(" KinemaUI.") {
                names.insert(String(line.split(separator: ".").last!))
            }
        }
        return names
    }

    /// Apple's members: `Type` → member names.
    static func appleMembers() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/KinemaCLITests/Reference/uikit-members.txt"), encoding: .utf8)
        var members: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { continue }
            members[String(parts[0]), default: []].insert(String(parts[1]))
        }
        return members
    }

    /// The names docs/uikit.md justifies (the first column of its additions table).
    static func justified() throws -> Set<String> {
        let page = try String(contentsOf: root.appendingPathComponent("docs/uikit.md"), encoding: .utf8)
        guard let section = page.components(separatedBy: "\n## Kinema's additions to UIKit's types").dropFirst().first else { return [] }
        var names: Set<String> = []
        for line in section.components(separatedBy: "\n## ").first!.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.split(separator: "|")[0]
            for name in cell.components(separatedBy: "`").enumerated() where name.offset % 2 == 1 { names.insert(name.element) }
        }
        return names
    }

    /// KinemaUI's symbol graph: its public symbols and their relationships.
    static func symbolGraph() throws -> (symbols: [[String: Any]], relationships: [[String: Any]]) {
        let folder = CLITests.temporaryDirectory()
        let build = root.appendingPathComponent(".build/debug").path
        let extract = try CLITests.run([
            "swift", "symbolgraph-extract", "-module-name", "KinemaUI", "-target", "x86_64-unknown-linux-gnu",
            "-I", build + "/Modules", "-output-dir", folder, "-minimum-access-level", "public",
            "-Xcc", "-fmodule-map-file=" + build + "/CMemoryHints.build/module.modulemap",
        ], program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(extract.status == 0, "\(extract.stderr)")
        var symbols: [[String: Any]] = []
        var relationships: [[String: Any]] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
            let graph = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            symbols += graph["symbols"] as! [[String: Any]]
            relationships += graph["relationships"] as! [[String: Any]]
        }
        return (symbols, relationships)
    }

    /// KinemaUI's public members on exported types that are not UIKit's, as `Type.member`.
    static func additions(_ graph: (symbols: [[String: Any]], relationships: [[String: Any]])) throws -> Set<String> {
        let (symbols, relationships) = graph
        let exported = try exportedTypes()
        let apple = try appleMembers()
        func id(_ symbol: [String: Any]) -> String { (symbol["identifier"] as! [String: Any])["precise"] as! String }
        let paths = Dictionary(symbols.map { (id($0), $0["pathComponents"] as! [String]) }, uniquingKeysWith: { first, _ in first })
        let overriding = Set(relationships.filter { $0["kind"] as? String == "overrides" }.map { $0["source"] as! String })
        // Each type's ancestors: its superclasses and the protocols it conforms to (NSObject for all).
        var parents: [String: Set<String>] = [:]
        for relation in relationships where ["inheritsFrom", "conformsTo"].contains(relation["kind"] as? String) {
            guard let source = paths[relation["source"] as! String], source.count == 1 else { continue }
            let target = paths[relation["target"] as! String]?.joined(separator: ".")
                ?? (relation["targetFallback"] as? String)?.split(separator: ".").last.map(String.init) ?? ""
            parents[source[0], default: []].insert(target)
        }
        func isApple(_ type: String, _ member: String, seen: Set<String> = []) -> Bool {
            let own = type.hasSuffix("Subclassing") ? String(type.dropLast("Subclassing".count)) : type
            if apple[own]?.contains(member) == true || apple["NSObject"]?.contains(member) == true { return true }
            for parent in parents[type] ?? [] where !seen.contains(parent) {
                if isApple(parent, member, seen: seen.union([type])) { return true }
            }
            return false
        }
        var found: Set<String> = []
        for symbol in symbols {
            let identifier = id(symbol)
            guard !identifier.contains("::SYNTHESIZED::"), !overriding.contains(identifier), let path = paths[identifier],
                  path.count >= 2, exported.contains(path[0]) else { continue }
            let member = path.dropFirst().joined(separator: ".")
            if !isApple(path[0], member) { found.insert(path[0] + "." + member) }
        }
        return found
    }

    @Test func everyAppleNamedDeclarationIsExportedAndNothingElse() throws {
        let graph = try Self.symbolGraph()
        let topLevel = Set(graph.symbols.compactMap { symbol -> String? in
            guard let path = symbol["pathComponents"] as? [String], path.count == 1 else { return nil }
            return String(path[0].prefix { $0 != "(" })
        })
        let appleNamed = topLevel.filter { ["UI", "CA", "CG", "NS"].contains(String($0.prefix(2))) || $0.hasPrefix("Kinema") || $0 == "Selector" }
        let exported = try Self.exportedTypes()
        #expect(appleNamed.subtracting(exported).sorted().isEmpty, "KinemaUI's Apple-named declarations that `import UIKit` does not give")
        #expect(exported.subtracting(topLevel).sorted().isEmpty, "exported names KinemaUI does not declare")
        #expect(exported.subtracting(appleNamed).sorted().isEmpty, "Kinema's own names exported as UIKit's")
    }

    @Test func kinemasAdditionsAreJustified() throws {
        let additions = try Self.additions(try Self.symbolGraph())
        let justified = try Self.justified()
        let unjustified = additions.subtracting(justified).sorted()
        #expect(unjustified.isEmpty, "public members UIKit lacks, not justified in docs/uikit.md: \(unjustified.joined(separator: ", "))")
        let stale = justified.subtracting(additions).sorted()
        #expect(stale.isEmpty, "justified in docs/uikit.md but no longer public: \(stale.joined(separator: ", "))")
    }
}
