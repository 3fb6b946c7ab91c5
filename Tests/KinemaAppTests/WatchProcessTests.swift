import Foundation
import Testing
@testable import KinemaApp

/// The watch's contact with the system: inotify on a package's sources, children started in groups of
/// their own with the link as descriptor 3.
@Suite("Watch processes and sources")
struct WatchProcessTests {
    static func temporaryPackage() throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kinema-watch-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(toFile: folder + "/Package.swift", atomically: false, encoding: .utf8)
        try "let a = 1\n".write(toFile: folder + "/Sources/App/main.swift", atomically: false, encoding: .utf8)
        return folder
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    // inotify queues an event as the file is closed: it is there to read at once, no waiting.
    @Test func savesUnderSourcesAndTheManifestAreChangesAndEditorsLitterIsNot() throws {
        let package = try Self.temporaryPackage()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let watcher = try SourceWatcher(packageFolder: package)
        #expect(watcher.watchedFolders == 3, "the package, Sources, Sources/App")
        #expect(watcher.changedPaths().isEmpty)
        try Self.write("let a = 2\n", to: package + "/Sources/App/main.swift")
        #expect(watcher.changedPaths() == [package + "/Sources/App/main.swift"])
        try Self.write("x", to: package + "/Sources/App/.main.swift.swp")
        try Self.write("x", to: package + "/Sources/App/main.swift~")
        try Self.write("x", to: package + "/Sources/App/4913")
        try Self.write("notes", to: package + "/README.md")
        #expect(watcher.changedPaths().isEmpty, "swap, backup and probe files, and files beside the manifest, are not source")
        // A folder made later is watched from then on, and an editor's save by rename counts.
        try FileManager.default.createDirectory(atPath: package + "/Sources/App/Views", withIntermediateDirectories: false)
        _ = watcher.changedPaths()
        try Self.write("let b = 1\n", to: package + "/Sources/App/Views/.Card.swift.tmp")
        try FileManager.default.moveItem(atPath: package + "/Sources/App/Views/.Card.swift.tmp", toPath: package + "/Sources/App/Views/Card.swift")
        #expect(watcher.changedPaths() == [package + "/Sources/App/Views/Card.swift"])
        try Self.write("// swift-tools-version: 6.0\n// changed\n", to: package + "/Package.swift")
        #expect(watcher.changedPaths() == [package + "/Package.swift"])
    }

    @Test func aChildGetsTheLinkAsDescriptorThreeAndEndsWithItsGroup() throws {
        let (link, childEnd) = try LineChannel.pair()
        let child = try SpawnedProcess(
            "/bin/sh", arguments: ["-c", #"printf '{"kind":"hello"}\n' >&3; sleep 30 & wait"#],
            descriptors: .init(link: childEnd))
        close(childEnd)
        var received: [WatchMessage] = []
        for _ in 0..<200 where received.isEmpty {
            var ready = pollfd(fd: link.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 50)
            received = link.receive()
        }
        #expect(received == [WatchMessage(.hello)])
        #expect(child.reap() == nil, "still running")
        #expect(getpgid(child.pid) == child.pid, "a process group of its own")
        child.end(grace: 5)
        #expect(child.ending == .signalled(SIGTERM))
        #expect(kill(-child.pid, 0) == -1 && errno == ESRCH, "the sleep it started went with it")
    }

    @Test func aChildsExitStatusIsRead() throws {
        let child = try SpawnedProcess("/bin/sh", arguments: ["-c", "exit 3"], descriptors: .init())
        #expect(child.wait() == .exited(3))
        #expect(child.wait().description == "exited with status 3")
        #expect(throws: SpawnError.self) { try SpawnedProcess("/nonexistent/app", arguments: [], descriptors: .init()) }
    }

    @Test func swiftIsLookedForOnPath() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("kinema-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write("#!/bin/sh\n", to: folder + "/swift")
        #expect(SpawnedProcess.find("swift", path: "/nonexistent:\(folder)") == nil, "not executable")
        chmod(folder + "/swift", 0o755)
        #expect(SpawnedProcess.find("swift", path: "/nonexistent:\(folder)") == folder + "/swift")
        #expect(SpawnedProcess.find("swift", path: "") == nil)
    }
}
