import Foundation
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Kinema writes only where it should: its configuration folder as the XDG rules say (none at all when
/// there is no sane one), a preset named after its scene only inside the presets folder, and no
/// temporary file left by a write that failed.
@MainActor
@Suite struct ConfigFolderTests {
    static func temporary() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-config-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file under `folder`, relative to it.
    static func files(under folder: URL) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// $XDG_CONFIG_HOME when absolute, else $HOME/.config when HOME is an existing folder's absolute path.
    @Test func theXDGRules() {
        let home = Self.temporary().path
        #expect(ConfigFolder.url(environment: ["XDG_CONFIG_HOME": "/elsewhere/config", "HOME": home])?.path == "/elsewhere/config/kinema")
        for config in ["", "relative/config", "."] {
            #expect(ConfigFolder.url(environment: ["XDG_CONFIG_HOME": config, "HOME": home])?.path == home + "/.config/kinema", "'\(config)'")
        }
    }

    /// HOME unset, empty, relative, missing or a file, and no absolute XDG_CONFIG_HOME: no folder —
    /// never `./.config` in the current folder nor one under /tmp — and nothing is written.
    @Test func noSaneFolderMeansNothingIsWritten() throws {
        let file = Self.temporary().appendingPathComponent("a-file")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        let environments: [[String: String]] = [
            [:], ["HOME": ""], ["HOME": "relative/home"], ["HOME": "/nonexistent-\(UUID().uuidString)"], ["HOME": file.path],
            ["XDG_CONFIG_HOME": "relative", "HOME": ""],
        ]
        for environment in environments {
            #expect(ConfigFolder.url(environment: environment) == nil, "\(environment)")
            #expect(PresetStore.userFolder(scene: "table", environment: environment) == nil, "\(environment)")
            #expect(WindowPlacement.file(environment: environment) == nil, "\(environment)")
            #expect(WindowPlacement(width: 800, height: 600, x: 0, y: 0).save(environment: environment) == ConfigFolder.missing)
        }
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-\(UUID().uuidString)"))
        // A window's shell with no folder: Ctrl+S says so, and the way out keeps nothing.
        let shell = Shell(sceneName: "curves")!
        shell.keepsTuning(in: nil)
        #expect(shell.tuning.set("damping", to: "0.4") == nil)
        shell.handleKey(KeyPress(key: "s", modifiers: [.control]))
        #expect(shell.tuning.notice == "preset not written: \(ConfigFolder.missing)")
        #expect(shell.keepTuning() == nil)
    }

    /// A scene registered under a name holding `..` or `/` keeps its presets (Ctrl+S, and the tuning
    /// kept on the way out) inside the presets folder, in a folder of its own.
    @Test func aSceneNameIsAFileNameNeverAPath() throws {
        let id = UUID().uuidString.prefix(8)
        let top = Self.temporary()
        let config = top.appendingPathComponent("deep/deeper/kinema")
        for name in ["../../escape-\(id)", "nested/\(id)", "..", ".hidden-\(id)"] {
            let catalog = SceneCatalog.kinema.registering(name) { ViewControllerScene(name: name, title: "Hostile", rootViewController: HostileNameController()) }
            let shell = try #require(Shell(sceneName: name, catalog: catalog))
            shell.keepsTuning(in: config)
            shell.handleKey(KeyPress(key: "s", modifiers: [.control]))
            #expect(shell.tuning.notice?.hasPrefix("saved preset ") == true, "\(name): \(shell.tuning.notice ?? "")")
            #expect(shell.tuning.set("speed", to: "2") == nil)
            #expect(shell.keepTuning()?.contains("is kept in") == true, "\(name)")
        }
        let written = Self.files(under: top)
        #expect(written.count == 8, "\(written)")
        for path in written {
            let parts = path.split(separator: "/")
            #expect(path.hasPrefix("deep/deeper/kinema/presets/") && parts.count == 6 && !parts[4].hasPrefix("."), "\(path) is outside a scene's folder")
        }
    }

    /// A write that fails (a full device: the temporary file's path is a link to /dev/full) says why and
    /// leaves no temporary file behind; so does a rename that fails (the target is a folder).
    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        let folder = Self.temporary()
        let target = folder.appendingPathComponent("window.json")
        #expect(symlink("/dev/full", folder.appendingPathComponent(".window.json.\(getpid()).tmp").path) == 0)
        do throws(ConfigFolder.WriteError) {
            try ConfigFolder.write(Data("{}".utf8), to: target)
            Issue.record("written to /dev/full")
        } catch {
            #expect(error.reason == "could not be written: No space left on device")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: ConfigFolder.WriteError.self) { try ConfigFolder.write(Data("{}".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["window.json"])
    }
}

/// A controller with one tweak, so its scene has something to save.
private final class HostileNameController: UIViewController {
    @Tweak("Speed", 1.0, in: 0...4) var speed: Double
}
