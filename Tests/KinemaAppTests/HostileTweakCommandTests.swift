import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaScenes
import KinemaUI
import KinemaTestSupport
@testable import KinemaShell
@testable import KinemaTweaks

// Two tweaks with one key (`DuplicateKeysController`) and a pick-list of nothing
// (`EmptyChoicesController`) come from KinemaTestSupport, shared with KinemaScenesTests' hostile tweaks.

/// A step that would make a `Double` tweak whole.
@MainActor
final class FineStepController: UIViewController {
    @Tweak("Fine", 0.5, in: 0...1, step: 1e-12) var fine: Double
}

/// Numbers at the ends of what `Int` holds.
@MainActor
final class EndsController: UIViewController {
    @Tweak("Whole", 3.0, in: 0...1e300, step: 1) var whole: Double
    @Tweak("Huge", 0, in: 0...Int.max) var huge: Int
}

/// `scenes` and `code` over a user's hostile tweaks: each problem said in one line naming the tweak.
@MainActor
@Suite("Hostile tweaks on the command line", .serialized)
struct HostileTweakCommandTests {
    /// `catalog` with `make`'s controller added under a fresh name, as a package registers it.
    static func register(
        _ make: @escaping @MainActor () -> UIViewController, in catalog: inout SceneCatalog
    ) -> String {
        let name = "hostile-\(UUID().uuidString.prefix(8).lowercased())"
        catalog.register(name) { ViewControllerScene(name: name, title: "Hostile", rootViewController: make()) }
        return name
    }

    /// Points 3, 12 and 13: the listing names what is wrong under the scene (it dropped the second
    /// tweak silently, and trapped on a pick-list of nothing).
    @Test func theListingNamesEachProblem() {
        var catalog = SceneCatalog.kinema
        let twice = Self.register({ DuplicateKeysController() }, in: &catalog)
        let nothing = Self.register({ EmptyChoicesController() }, in: &catalog)
        let fine = Self.register({ FineStepController() }, in: &catalog)
        let listing = Output.sceneListing(catalog)
        func lines(of name: String) -> [String] {
            let start = listing.firstIndex(of: "\(name) — Hostile")!
            return Array(listing[(start + 1)...].prefix { $0.hasPrefix("  ") })
        }
        #expect(lines(of: twice).last
            == "  problem: two tweaks have the key 'speed' ('Speed' and 'Also speed'): give one of them another with key: \"…\"")
        // The pick-list of nothing is left out (its neighbour listed), and said why.
        #expect(lines(of: nothing) == ["  speed          0.5…2.0   default 1.0   (Speed)",
            "  problem: the tweak 'Nothing' (nothing): EmptyChoicesController.Nothing has no cases, and a pick-list needs one"])
        #expect(lines(of: fine).last == "  note: the tweak 'Fine' (fine): step 1e-12 is below 1e-06; using 0.01")
    }

    /// `code` refuses a scene with a problem, with the problem: a usage error, not a trap.
    @Test func codeRefusesASceneWithAProblem() throws {
        for make in [{ DuplicateKeysController() }, { EmptyChoicesController() }] as [@MainActor () -> UIViewController] {
            var options = CodeOptions(), catalog = SceneCatalog.kinema
            options.setup = SceneSetup(scene: Self.register(make, in: &catalog), program: "kinema")
            #expect(throws: Exit.self) { try CodeCommand.code(options, catalog: catalog) }
        }
    }

    /// Points 1 and 2 as `kinema code --set` meets them: the extremes copy, and the Reopen line reads back.
    @Test func codeAtTheExtremesOfInt() throws {
        var options = CodeOptions(), catalog = SceneCatalog.kinema
        options.setup = SceneSetup(scene: Self.register({ EndsController() }, in: &catalog), sets: ["whole=1e19", "huge=9223372036854775807"], program: "kinema")
        guard case .success(let code) = try CodeCommand.code(options, catalog: catalog) else {
            Issue.record("no UIKit code")
            return
        }
        #expect(code.contains("let whole: Double = 1e+19\nlet huge: Int = 9223372036854774784\n"), "\(code)")
        #expect(code.hasSuffix("--set whole=1e+19 --set huge=9223372036854774784\n"), "\(code)")
    }
}
