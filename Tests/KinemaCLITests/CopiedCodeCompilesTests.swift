import Foundation
import Testing

/// What C copies compiles where it is pasted: each built-in scene's UIKit code (`kinema code`, which is
/// what C copies), in each of its animations and spring rules, type-checked against this checkout's
/// `import UIKit` as an iOS app's target compiles it (Swift 5, main-actor isolation by default); and the
/// example package's tweaks, copied as constants and pasted over their `@Tweak` declarations.
///
/// A scene's copied code is a fragment of the seed's file, not a whole one. Each is pasted into the
/// least the seed has around it: its declarations (`private let …`, `func …`) into a type, the rest into
/// a method of that type that has in scope what the seed's method has there (the table's `cell` and
/// `indexPath`, the menu's `transitionContext` and `duration`, …) — `Context` below, one per scene.
@Suite("Copied code compiles")
struct CopiedCodeCompilesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where a scene's fragment goes: `members` before its declarations, `method` opening the method its
    /// statements go into (closed after them, with `ending` first).
    struct Context {
        let members: String
        let method: String
        var ending = ""
    }

    static let contexts: [String: Context] = [
        "table": Context(members: "let rowHeight: CGFloat = 52", method: "func animate(_ cell: UITableViewCell, at indexPath: IndexPath) {"),
        "curves": Context(members: "", method: "func race(_ dot: UIView, to endX: CGFloat) {"),
        "menu": Context(
            members: "", method: "func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {\n"
                + "let duration = self.transitionDuration(using: transitionContext)"),
        "player": Context(
            members: """
                enum State { case open, closed }
                var playerViewController: UIViewController!
                var state = State.closed
                func playerFrame(for state: State) -> CGRect { .zero }
                func updatePlayer(with state: State) {}
                func updateMiniPlayer(with state: State) {}
                func addKeyframeAnimation(to animator: UIViewPropertyAnimator, withRelativeStartTime frameStartTime: Double = 0.0,
                                          relativeDuration frameDuration: Double = 1.0, animations: @escaping () -> Void) {}
                """,
            method: "func animateTransition(along: CGFloat, relative: CGFloat) -> Bool {", ending: "return false"),
        "collection": Context(
            members: "var collectionView: UICollectionView!", method: "func layOut(_ indexPath: IndexPath, itemWidth: CGFloat) {\nvar itemSize = CGSize.zero",
            ending: "_ = itemSize"),
        "stress": Context(members: "", method: "func enter(_ item: UIView, index: Int) {"),
        "explicit": Context(members: "let runners = [UIView(), UIView(), UIView()]", method: "func race(from start: CGFloat, to end: CGFloat) {"),
    ]

    /// Each scene's animations and spring rules whose code differs (`--set` and `--spring-rule` words).
    static let variants: [(scene: String, arguments: [String])] = {
        var variants: [(scene: String, arguments: [String])] = (1...10).map { ("table", ["--set", "animation=\($0)"]) }
        let settle = ["--spring-rule", "settle"]
        variants.append(("table", ["--set", "animation=move-up-bounce"] + settle))
        variants.append(("table", ["--set", "animation=bounce"] + settle))
        variants.append(("curves", []))
        variants.append(("curves", settle))
        variants.append(("menu", []))
        variants.append(("menu", ["--set", "style=full-screen"] + settle))
        variants.append(("player", []))
        variants.append(("player", ["--set", "handoff=handed-to-the-spring", "--set", "linear=linearly"]))
        variants.append(("player", ["--set", "handoff=handed-to-the-spring"] + settle))
        variants.append(("collection", []))
        variants.append(("collection", ["--set", "slow=on"]))
        variants.append(("stress", []))
        variants.append(("stress", ["--set", "curve=spring"]))
        variants.append(("stress", ["--set", "curve=spring"] + settle))
        variants.append(("explicit", []))
        variants.append(("explicit", ["--set", "bounce=-0.4", "--set", "springDuration=0.8"]))
        return variants
    }()

    /// A fragment in its scene's context, as a type of its own (`Pasted3`) that conforms where the
    /// seed's does (the menu's transition manager).
    static func pasted(_ fragment: String, scene: String, index: Int) throws -> String {
        let context = try #require(contexts[scene])
        var declarations: [String] = [], statements: [String] = []
        var inDeclaration = false
        for line in fragment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            // A declaration runs from its first line to the next line that is not indented (its brace).
            if !line.hasPrefix(" ") && !line.hasPrefix("}") { inDeclaration = line.hasPrefix("private ") || line.hasPrefix("func ") }
            if inDeclaration { declarations.append(line) } else { statements.append(line) }
        }
        let type = scene == "menu" ? "final class Pasted\(index): NSObject, UIViewControllerAnimatedTransitioning"
            : "final class Pasted\(index): UIViewController"
        var lines: [String] = ["import UIKit", "", "// kinema code --scene \(scene)", "\(type) {", context.members]
        lines += declarations
        lines.append(context.method)
        lines += statements
        lines += [context.ending, "}", "}", ""]
        return lines.joined(separator: "\n")
    }

    @Test func everyBuiltInScenesUIKitCodeCompiles() throws {
        #expect(Set(Self.variants.map(\.scene)) == Set(Self.contexts.keys) && Self.contexts.count == 7, "every built-in scene with code of its own")
        let folder = CLITests.temporaryDirectory()
        var files: [String] = []
        for (index, variant) in Self.variants.enumerated() {
            let copied = try CLITests.run(["code", "--scene", variant.scene] + variant.arguments)
            #expect(copied.status == 0, "\(variant): \(copied.stderr)")
            let file = folder + "/\(variant.scene)-\(index).swift"
            try Self.pasted(copied.stdout, scene: variant.scene, index: index).write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let compiler = try Self.typeCheck(files)
        #expect(compiler.status == 0, "\(compiler.stderr)")
    }

    /// The example's controller, built for this checkout: `scripts/test` builds it after the suite,
    /// then runs this test again with `KINEMA_REQUIRE_EXAMPLE` set (without it, the test says it skipped
    /// until the example is built; with it, an example not built is a failure).
    static let example = root.appendingPathComponent("Examples/HelloKinema/.build/debug/HelloKinema")
    static let exampleSource = root.appendingPathComponent("Examples/HelloKinema/Sources/HelloKinema/CardsViewController.swift")
    /// Whether the example's binary is newer than every source it is built from: its own and Kinema's
    /// (a binary from an older checkout would copy older code).
    static var exampleIsBuilt: Bool {
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: example.path),
            let built = try? manager.attributesOfItem(atPath: example.path)[.modificationDate] as? Date
        else { return false }
        let folders = [root.appendingPathComponent("Sources"), exampleSource.deletingLastPathComponent()]
        for folder in folders {
            for path in (try? manager.subpathsOfDirectory(atPath: folder.path)) ?? [] where path.hasSuffix(".swift") {
                let edited = try? manager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.modificationDate] as? Date
                if let edited, edited > built { return false }
            }
        }
        return true
    }

    /// HelloKinema's tweaks copied as constants (C, or `HelloKinema code`) and pasted over its `@Tweak`
    /// declarations: its controller compiles as plain UIKit, without Kinema.
    @Test(.enabled(
        if: exampleIsBuilt || ProcessInfo.processInfo.environment["KINEMA_REQUIRE_EXAMPLE"] != nil,
        "Examples/HelloKinema is not built (or older than its source): scripts/test builds it, then runs this"))
    func helloKinemasConstantsCompileInPlaceOfItsTweaks() throws {
        try #require(Self.exampleIsBuilt, "\(Self.example.path) is missing or older than its source")
        let copied = try CLITests.run(["code", "--scene", "cards", "--set", "duration=1", "--set", "damping=0.5"], program: Self.example)
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout.hasSuffix("// Reopen in Kinema: HelloKinema --scene cards --set duration=1.0 --set damping=0.5\n"), "\(copied.stdout)")
        var constants: [String: String] = [:]
        for line in copied.stdout.split(separator: "\n") where line.hasPrefix("let ") {
            constants[String(line.dropFirst(4).prefix { $0 != ":" && $0 != " " })] = String(line)
        }
        var pasted: [String] = []
        for line in try String(contentsOf: Self.exampleSource, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "import KinemaApp" { continue }
            guard let tweak = line.range(of: "@Tweak(") else {
                pasted.append(String(line))
                continue
            }
            let name = try #require(line.range(of: " var ").map { line[$0.upperBound...].prefix { $0 != ":" && $0 != " " } })
            let constant = try #require(constants[String(name)], "no constant copied for the tweak \(name)")
            pasted.append(String(line[..<tweak.lowerBound]) + constant)
        }
        #expect(pasted.contains("    let duration: TimeInterval = 1"), "\(pasted.joined(separator: "\n"))")
        let file = CLITests.temporaryDirectory() + "/CardsViewController.swift"
        try pasted.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let compiler = try Self.typeCheck([file])
        #expect(compiler.status == 0, "\(compiler.stderr)")
    }

    /// Type-checks `files` as one module against this checkout's UIKit, as an app's target compiles.
    static func typeCheck(_ files: [String]) throws -> CLITests.Result {
        let build = root.appendingPathComponent(".build/debug").path
        return try CLITests.run([
            "swiftc", "-typecheck", "-swift-version", "5", "-default-isolation", "MainActor", "-I", build + "/Modules",
            "-Xcc", "-fmodule-map-file=" + build + "/CMemoryHints.build/module.modulemap",
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/UIKitSubmodules/include/module.modulemap").path,
        ] + files, timeout: 300, program: URL(fileURLWithPath: "/usr/bin/env"))
    }
}
