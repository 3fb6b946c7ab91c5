import Foundation
import Testing

/// `scripts/install` and `scripts/uninstall` into a temporary prefix: what lands where, a launcher entry
/// that `desktop-file-validate` (Debian's desktop-file-utils, installed by scripts/bootstrap) accepts, an
/// installed binary that finds its assets from anywhere, and nothing left behind.
@Suite("Install and uninstall")
struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func script(_ name: String) -> URL { repository.appendingPathComponent("scripts/\(name)") }

    /// Every file under `folder`, relative to it, sorted.
    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test func installsALauncherEntryAndUninstallsEverything() throws {
        // A prefix with a space: the launcher entry must quote its Exec path.
        let prefix = CLITests.temporaryDirectory() + "/a prefix"
        defer { try? FileManager.default.removeItem(atPath: (prefix as NSString).deletingLastPathComponent) }
        let install = try CLITests.run(
            ["--prefix", prefix, "--binary", CLITests.binary.path], timeout: 300, program: Self.script("install"))
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("kinema is at \(prefix)/bin/kinema"))

        let installed = Self.files(under: prefix)
        for expected in [
            "bin/kinema", "share/applications/kinema.desktop", "share/icons/hicolor/scalable/apps/kinema.svg",
            "share/icons/hicolor/256x256/apps/kinema.png", "share/kinema/Assets/images/artwork.png",
            "share/kinema/Assets/icons/kinema-256.png", "share/kinema/installed-files",
        ] {
            #expect(installed.contains(expected), "\(expected) in \(installed)")
        }
        #expect(installed.contains { $0.hasPrefix("share/kinema/Assets/presets/table/") }, "the shipped presets")
        let list = try String(contentsOfFile: prefix + "/share/kinema/installed-files", encoding: .utf8)
        #expect(Set(list.split(separator: "\n").map { String($0.dropFirst(prefix.count + 1)) })
                == Set(installed).subtracting(["share/kinema/installed-files"]), "the list names exactly what was installed")

        let entry = try String(contentsOfFile: prefix + "/share/applications/kinema.desktop", encoding: .utf8)
        #expect(entry.contains("Exec=\"\(prefix)/bin/kinema\"\n") && entry.contains("Categories=Development;Graphics;\n")
                && entry.contains("Icon=kinema\n") && entry.contains("Name=Kinema\n"), "\(entry)")
        let validate = try CLITests.run(
            [prefix + "/share/applications/kinema.desktop"], program: URL(fileURLWithPath: "/usr/bin/desktop-file-validate"))
        #expect(validate.status == 0 && !validate.stdout.contains("error"), "\(validate.stdout)\(validate.stderr)")

        // The installed kinema, started from another folder, finds its images (the player's artwork).
        let capture = try CLITests.run(
            ["capture", "--scene", "player", "--at", "0.5", "--out", prefix + "-capture"],
            program: URL(fileURLWithPath: prefix + "/bin/kinema"), in: "/")
        defer { try? FileManager.default.removeItem(atPath: prefix + "-capture") }
        #expect(capture.status == 0 && !capture.stderr.contains("found no"), "\(capture.stderr)")

        let uninstall = try CLITests.run(["--prefix", prefix], program: Self.script("uninstall"))
        #expect(uninstall.status == 0 && uninstall.stdout.contains("removed \(installed.count - 1) files"), "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(Self.files(under: prefix).isEmpty)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: prefix)) == [], "no folder left either")
        let again = try CLITests.run(["--prefix", prefix], program: Self.script("uninstall"))
        #expect(again.status == 1 && again.stderr.contains("not installed under"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        for (script, arguments) in [("install", ["--frobnicate"]), ("install", ["--prefix"]), ("uninstall", ["--binary", "x"])] {
            let result = try CLITests.run(arguments, program: Self.script(script))
            #expect(result.status == 2 && result.stderr.contains("\(script): "), "\(script) \(arguments): \(result.stderr)")
        }
    }
}
