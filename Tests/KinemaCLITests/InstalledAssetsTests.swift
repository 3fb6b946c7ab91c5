import Foundation
import Testing

/// An installed `kinema` run by name from PATH (through a symbolic link, from another folder) finds its
/// images and shipped presets beside its real file (`/proc/self/exe`), not from `argv[0]` as typed. The
/// source tree it was built from (which Kinema also searches, for packages that depend on it) is hidden
/// for the run: an empty tmpfs over its `Assets`, in a mount namespace of the run's own — as on a
/// machine where that checkout is gone.
@Suite("Installed assets")
struct InstalledAssetsTests {
    /// Runs `command` (bash, with `$0` the source tree's Assets) in a mount namespace of its own in which
    /// that Assets folder is empty; nil, with the reason printed, where the machine allows no such
    /// namespace (no user namespaces and not root).
    static func withoutTheSourceTree(_ command: String, path: String) throws -> CLITests.Result? {
        let unshare = URL(fileURLWithPath: "/usr/bin/unshare")
        let probe = try? CLITests.run(["-r", "-m", "/bin/true"], program: unshare)
        guard probe?.status == 0 else {
            print("InstalledAssetsTests skipped: no mount namespace here (unshare -r -m: \(probe?.stderr ?? "missing"))")
            return nil
        }
        let assets = InstallTests.repository.appendingPathComponent("Assets").path
        return try CLITests.run(
            ["-r", "-m", "/bin/bash", "-c", "mount -t tmpfs kinema-test \"$0\" && cd / && " + command, assets],
            setting: ["PATH": path + ":/usr/bin:/bin"], program: unshare)
    }

    @Test func anInstalledKinemaRunByNameFindsItsImagesAndPresets() throws {
        let prefix = CLITests.temporaryDirectory() + "/prefix"
        let install = try CLITests.run(["--prefix", prefix, "--binary", CLITests.binary.path], timeout: 300, program: InstallTests.script("install"))
        try #require(install.status == 0, "\(install.stderr)")
        // On PATH through a link in another folder.
        let links = CLITests.temporaryDirectory()
        #expect(symlink(prefix + "/bin/kinema", links + "/kinema") == 0)
        guard let code = try Self.withoutTheSourceTree("kinema code --scene curves --preset critically-damped", path: links) else { return }
        #expect(code.status == 0 && code.stderr.isEmpty, "\(code.stderr)")
        #expect(code.stdout.contains("damping"), "the shipped preset's values: \(code.stdout)")
        let out = CLITests.temporaryDirectory()
        let capture = try #require(try Self.withoutTheSourceTree("kinema capture --scene collection --at 0.5 --out '\(out)'", path: links))
        #expect(capture.status == 0, "\(capture.stderr)")
        #expect(!capture.stderr.contains("found no"), "the collection's images: \(capture.stderr)")
    }
}
