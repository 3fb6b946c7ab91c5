import Foundation
import Testing
@testable import KinemaApp
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks
import KinemaScenes

/// A controller of one's own with a spring template under a prefix (long keys) and nothing else.
@MainActor
final class ReleaseController: UIViewController {
    let release = SpringAnimationTweaks(duration: 0.4, damping: 0.8, keyPrefix: "release.")
}

/// A controller whose one tweak moves nothing: no spring or curve to export.
@MainActor
final class RadiusController: UIViewController {
    @Tweak("Corner radius", 30, in: 0...60, step: 1, unit: .points) var cornerRadius: CGFloat
}

/// The command line's side of copy-back: the program that runs is the one the Reopen line names, the
/// listing shows keys whole and choices by their words, and what cannot be exported is said in one line.
@MainActor
@Suite("Copy-back on the command line", .serialized)
struct CopyBackCommandTests {
    /// Kinema's scenes and `make`'s controller under a fresh name, as a package registers it.
    static func register(_ make: @escaping @MainActor () -> UIViewController) -> (name: String, catalog: SceneCatalog) {
        let name = "copy-back-\(UUID().uuidString.prefix(8).lowercased())"
        return (name, SceneCatalog.kinema.registering(name) { ViewControllerScene(name: name, title: "Copy-back", rootViewController: make()) })
    }

    /// The program is the last part of the path it was started by; every command with a scene carries it.
    @Test func theProgramIsTheOneThatRuns() throws {
        #expect(KinemaApplication.programName("/home/me/Hello/.build/debug/HelloKinema") == "HelloKinema")
        #expect(KinemaApplication.programName("kinema") == "kinema" && KinemaApplication.programName(nil) == "kinema")
        let command = try CommandParser.parse(["code", "--scene", "cards", "--as", "css"], scenes: ["cards"]).run(by: "HelloKinema")
        guard case .code(let options) = command else {
            Issue.record("not kinema code: \(command)")
            return
        }
        #expect(options.setup.program == "HelloKinema" && options.dialect == .css)
        let (name, catalog) = Self.register { ReleaseController() }
        var code = CodeOptions()
        code.setup = SceneSetup(scene: name, sets: ["release.damping=0.6"], program: "HelloKinema")
        guard case .success(let text) = try CodeCommand.code(code, catalog: catalog) else {
            Issue.record("no UIKit code")
            return
        }
        #expect(text.hasSuffix("// Reopen in Kinema: HelloKinema --scene \(name) --set release.damping=0.6\n"), "\(text)")
    }

    /// `scenes` cuts no key: the column is as wide as the longest.
    @Test func theListingShowsLongKeysWhole() {
        let (name, catalog) = Self.register { ReleaseController() }
        let listing = Output.sceneListing(catalog)
        let start = listing.firstIndex(of: "\(name) — Copy-back") ?? listing.endIndex
        #expect(Array(listing[start...].dropFirst().prefix(4).map { String($0.prefix(19)) })
            == ["  release.duration ", "  release.delay    ", "  release.damping  ", "  release.velocity "])
        // Kinema's own scenes keep their 14 columns; a choice of several words is listed as --set takes it.
        #expect(listing.contains("  stagger        by-row-index | from-screen-top   default by-row-index   (Delay counts)"))
    }

    /// A scene whose tweaks hold no spring or curve: `code --as` says so in one line, naming the command
    /// that writes its UIKit code.
    @Test func whatCannotBeExportedIsSaidInOneLine() throws {
        let (name, catalog) = Self.register { RadiusController() }
        var options = CodeOptions()
        options.setup = SceneSetup(scene: name, program: "HelloKinema")
        options.dialect = .compose
        guard case .failure(let unwritable) = try CodeCommand.code(options, catalog: catalog) else {
            Issue.record("a corner radius exported as Compose")
            return
        }
        #expect(unwritable.message == "the \(name) scene tunes no spring or curve to write as Jetpack Compose (Kinema sees one in a "
            + "SpringAnimationTweaks or CurveAnimationTweaks, or in tweaks named duration and damping); HelloKinema code --scene \(name) "
            + "writes its UIKit code")
        options.dialect = .uikit
        guard case .success(let constants) = try CodeCommand.code(options, catalog: catalog) else {
            Issue.record("no UIKit code")
            return
        }
        #expect(constants.contains("let cornerRadius: CGFloat = 30\n"))
    }
}
