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
        let none = try CLITests.run(["code", "--scene", "stress", "--as", "css"])
        #expect(none.status == 1 && none.stdout.isEmpty)
        #expect(none.stderr.contains("the stress scene tunes no spring or curve to write as CSS; kinema code --scene stress writes its UIKit code"))
    }
}
