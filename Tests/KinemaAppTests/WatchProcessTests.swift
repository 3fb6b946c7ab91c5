import Foundation
import Testing
@testable import KinemaApp
@testable import KinemaShell
@testable import KinemaTweaks
import KinemaScenes

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

    /// The changed paths, each once, up to and including `marker`'s: inotify reports events in order,
    /// so what was done before the marker was written has been reported by then (waits on the
    /// descriptor with `poll`, up to 5 s).
    static func changes(_ watcher: SourceWatcher, through marker: String) -> [String] {
        var paths: [String] = []
        for _ in 0..<100 where !paths.contains(marker) {
            var ready = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 50)
            for path in watcher.changedPaths() where !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// Reads and drops whatever the watcher still has to report until it stays quiet for 100 ms: a step's
    /// late echo (inotify may report a rename's parts or a folder's creation after the marker) must not
    /// count as the next step's change.
    static func settle(_ watcher: SourceWatcher) {
        var quiet = 0
        for _ in 0..<100 where quiet < 2 {
            var ready = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
            quiet = poll(&ready, 1, 50) > 0 ? 0 : quiet + 1
            _ = watcher.changedPaths()
        }
    }

    @Test func savesUnderSourcesAndTheManifestAreChangesAndEditorsLitterIsNot() throws {
        let package = try Self.temporaryPackage()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let watcher = try SourceWatcher(packageFolder: package)
        #expect(watcher.watchedFolders == 3, "the package, Sources, Sources/App")
        let main = package + "/Sources/App/main.swift"
        try Self.write("let a = 2\n", to: main)
        #expect(Self.changes(watcher, through: main) == [main])
        Self.settle(watcher)
        for litter in ["/Sources/App/.main.swift.swp", "/Sources/App/main.swift~", "/Sources/App/4913", "/README.md"] {
            try Self.write("x", to: package + litter)
        }
        try Self.write("let a = 3\n", to: main)
        #expect(Self.changes(watcher, through: main) == [main], "swap, backup and probe files, and files beside the manifest, are not source")
        // A folder made later is watched from then on, and an editor's save by rename counts.
        let views = package + "/Sources/App/Views"
        try FileManager.default.createDirectory(atPath: views, withIntermediateDirectories: false)
        #expect(Self.changes(watcher, through: views) == [views])
        Self.settle(watcher)
        try Self.write("let b = 1\n", to: views + "/.Card.swift.tmp")
        try FileManager.default.moveItem(atPath: views + "/.Card.swift.tmp", toPath: views + "/Card.swift")
        #expect(Self.changes(watcher, through: views + "/Card.swift") == [views + "/Card.swift"])
        Self.settle(watcher)
        try Self.write("// swift-tools-version: 6.0\n// changed\n", to: package + "/Package.swift")
        #expect(Self.changes(watcher, through: package + "/Package.swift") == [package + "/Package.swift"])
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
        #expect(received == [.hello])
        #expect(child.reap() == nil, "still running")
        #expect(getpgid(child.pid) == child.pid, "a process group of its own")
        child.stop(grace: 5)
        #expect(child.ending == .signalled(SIGTERM))
        #expect(Self.gone(group: child.pid), "the sleep it started went with it")
    }

    /// A child has only its standard streams and the link: a file the watcher had open (without
    /// close-on-exec, as Foundation's writes open them) is not held open by a child that lives on, where
    /// its close would come only when the child ends — a late "saved" for the watcher (seen as a flaky
    /// watch test while another test's child was starting).
    @Test func aChildInheritsNothingButItsStreamsAndTheLink() throws {
        let path = NSTemporaryDirectory() + "kinema-inherit-\(UUID().uuidString)"
        defer { unlink(path) }
        let open = Glibc.open(path, O_CREAT | O_WRONLY, 0o600)
        try #require(open > 3, "an open file past the descriptors a child is given")
        defer { close(open) }
        let (link, childEnd) = try LineChannel.pair()
        // The shell lists its open descriptors with builtins only (`[ -e ]` opens nothing, and no pipe
        // or child of its own is made meanwhile, whose descriptors would show).
        let list = #"n=0; while [ $n -le 64 ]; do [ -e /proc/$$/fd/$n ] && printf '%s ' $n >&3; n=$((n+1)); done; printf 'end\n' >&3"#
        let child = try SpawnedProcess("/bin/sh", arguments: ["-c", list], descriptors: .init(link: childEnd))
        close(childEnd)
        var lines = ""
        for _ in 0..<200 where !lines.contains("end\n") {
            var ready = pollfd(fd: link.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 50)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(link.descriptor, &buffer, buffer.count)
            if count > 0 { lines += String(decoding: buffer[..<count], as: UTF8.self) }
        }
        // Collected before the test ends (the shell ends by itself; a child left unreaped is a zombie the
        // test runner's own child monitor then spins on).
        child.stop(grace: 5)
        #expect(child.reap() != nil)
        let descriptors = lines.split(separator: " ").compactMap { Int($0) }
        #expect(lines.hasSuffix("end\n") && descriptors == [0, 1, 2, 3], "the shell's descriptors: \(lines)")
    }

    /// Whether nothing is left of process group `group` within 5 s (what was killed in it, orphaned,
    /// is a zombie until init collects it: the wait is for that).
    static func gone(group: pid_t) -> Bool {
        for _ in 0..<500 {
            if kill(-group, 0) == -1 && errno == ESRCH { return true }
            usleep(10_000)
        }
        return false
    }

    static func gone(process: pid_t) -> Bool {
        for _ in 0..<500 {
            if kill(process, 0) == -1 && errno == ESRCH { return true }
            usleep(10_000)
        }
        return false
    }

    /// swift-build runs its compiler jobs in process groups of their own, where a signal to its group
    /// never reaches them; it cancels them on SIGINT. A build stopped is sent SIGINT first, so its jobs
    /// go with it. (A stand-in for swift: a job in a group of its own, cancelled on SIGINT.)
    @Test func aStoppedBuildTakesItsCompilerJobsWithIt() throws {
        let folder = NSTemporaryDirectory() + "kinema-build-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let swift = folder + "/swift"
        try Self.write("#!/bin/sh\ntrap 'kill $job; exit 130' INT\nsetsid sleep 60 & job=$!\necho $job > \(folder)/job\nwait\n", to: swift)
        chmod(swift, 0o755)
        let build = try SwiftBuild(swift: swift, package: folder, product: "App", configuration: "debug", echoes: false)
        var job: pid_t?
        for _ in 0..<500 where job == nil {
            job = (try? String(contentsOfFile: folder + "/job", encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            usleep(10_000)
        }
        let compiler = try #require(job)
        #expect(getpgid(compiler) == compiler, "the job runs in a group of its own, as swift-frontend does")
        build.stop()
        #expect(build.process.ending == .exited(130), "it took SIGINT as Ctrl+C")
        #expect(Self.gone(process: compiler), "its job went with it")
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
