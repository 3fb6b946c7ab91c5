import Foundation
import Testing

/// `kinema code`: the tuning as code on standard output, in each dialect.
@Suite("kinema code")
struct CodeCLITests {
    @Test func theMenusSpringInSwiftUI() throws {
        let result = try CLITests.run(["code", "--scene", "menu", "--as", "swiftui", "--set", "damping=0.6"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("withAnimation(.spring(response: "))
        #expect(result.stdout.contains("dampingFraction: 0.6)"))
        #expect(result.stdout.hasSuffix("// Reopen in Kinema: kinema --scene menu --set damping=0.6\n"))
        let uikit = try CLITests.run(["code", "--scene", "menu"])
        #expect(uikit.status == 0 && uikit.stdout.contains("usingSpringWithDamping: 0.7"), "UIKit by default: what C copies")
    }

    @Test func whatCannotBeWrittenIsSaid() throws {
        let dialect = try CLITests.run(["code", "--scene", "menu", "--as", "flutter"])
        #expect(dialect.status == 2)
        #expect(dialect.stderr.contains("--as needs one of uikit, swiftui, coreanimation, css, compose (got 'flutter')"))
    }

    /// Every built-in scene's curve or spring is written in every dialect, with what it animates and its
    /// stagger (a scene of one's own without either says so in one line: CopyBackCommandTests).
    @Test(arguments: ["table", "collection", "stress"])
    func plainCurvesInEveryDialect(_ scene: String) throws {
        for dialect in ["swiftui", "coreanimation", "css", "compose"] {
            let result = try CLITests.run(["code", "--scene", scene, "--as", dialect])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(scene) as \(dialect): \(result.stderr)")
            #expect(result.stdout.contains("the curve over") && result.stdout.contains("animates "), "\(result.stdout)")
        }
    }

    /// The Reopen line names the program as it was started: a copy of kinema under another name names
    /// itself, as a package's own executable does.
    @Test func theReopenLineNamesTheProgramThatRuns() throws {
        let folder = CLITests.temporaryDirectory()
        let renamed = URL(fileURLWithPath: folder + "/mykinema")
        try FileManager.default.createSymbolicLink(at: renamed, withDestinationURL: CLITests.binary)
        let result = try CLITests.run(["code", "--scene", "player", "--set", "handoff=2"], program: renamed)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("// Reopen in Kinema: mykinema --scene player --set handoff=handed-to-the-spring\n"), "\(result.stdout)")
    }

    /// Issue 47, point 19: a value that is no number is refused in one line, without a clamp warning
    /// before it ("using the nearest legal value", then refused).
    @Test func aValueThatIsNoNumberIsRefusedOnce() throws {
        for value in ["nan", "inf", "-inf"] {
            let result = try CLITests.run(["code", "--scene", "menu", "--set", "duration=\(value)"])
            #expect(result.status == 2)
            #expect(result.stderr == "kinema: duration needs a number, got '\(value)'\n", "\(result.stderr)")
        }
    }
}
