import Foundation
import Testing

/// `kinema watch` refusing what it cannot watch, before any build: each says what is missing, with 2
/// for the command line's mistakes and 1 for what the machine lacks. (The refusals that need a build —
/// a product that is not a Kinema app — are in scripts/e2e-watch.)
@Suite("kinema watch refusals")
struct WatchCLITests {
    static func package() throws -> String {
        let folder = CLITests.temporaryDirectory()
        try "// swift-tools-version: 6.0\n".write(toFile: folder + "/Package.swift", atomically: false, encoding: .utf8)
        return folder
    }

    @Test func aFolderThatIsNoPackageIsAUsageError() throws {
        let empty = CLITests.temporaryDirectory()
        let noPackage = try CLITests.run(["watch", "--package", empty], display: true, setting: ["DISPLAY": ":0"])
        #expect(noPackage.status == 2)
        #expect(noPackage.stderr.contains("no Package.swift in '\(empty)': kinema watch runs a Swift package's Kinema app (give the package's folder with --package)"))
        #expect(noPackage.stderr.contains("usage:"))
        let missing = try CLITests.run(["watch", "--package", empty + "/nothing"], display: true, setting: ["DISPLAY": ":0"])
        #expect(missing.status == 2 && missing.stderr.contains("--package '\(empty)/nothing': no such folder"))
        try "".write(toFile: empty + "/notes.txt", atomically: false, encoding: .utf8)
        let file = try CLITests.run(["watch", "--package", empty + "/notes.txt"], display: true, setting: ["DISPLAY": ":0"])
        #expect(file.status == 2 && file.stderr.contains("--package '\(empty)/notes.txt' is not a folder; give the package's folder"))
        let flags = try CLITests.run(["watch", "-c", "fast"])
        #expect(flags.status == 2 && flags.stderr.contains("-c needs debug or release (got 'fast')"))
    }

    @Test func whatTheMachineLacksIsSaidBeforeAnyBuild() throws {
        let package = try Self.package()
        let noDisplay = try CLITests.run(["watch", "--package", package])
        #expect(noDisplay.status == 1)
        #expect(noDisplay.stderr.contains("no display: neither DISPLAY nor WAYLAND_DISPLAY is set"))
        let noSwift = try CLITests.run(["watch", "--package", package], display: true, setting: ["DISPLAY": ":0", "PATH": "/nonexistent"])
        #expect(noSwift.status == 1)
        #expect(noSwift.stderr.contains("kinema watch needs swift on PATH, and found none: install the Swift toolchain"))
        // A .build that is not a folder cannot take a build (as root, permissions would not stop one).
        try "".write(toFile: package + "/.build", atomically: false, encoding: .utf8)
        let swiftFolder = try #require(ProcessInfo.processInfo.environment["PATH"])
        let noBuild = try CLITests.run(["watch", "--package", package], display: true, setting: ["DISPLAY": ":0", "PATH": swiftFolder])
        #expect(noBuild.status == 1)
        #expect(noBuild.stderr.contains("cannot write '\(package)/.build', where swift build puts the app"))
    }
}
