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

    /// A stand-in for swift on PATH: `describe` names one Kinema app (and, with `SLOW_DESCRIBE`, first
    /// takes 60 s, as resolving dependencies can; with `MANIFEST_LOOP`, first runs a manifest that never
    /// ends in a process group of its own, and leaves it behind when it is interrupted, as SwiftPM
    /// does); a build runs a job in a process group of its own —
    /// as swift-frontend does — and cancels it on SIGINT, as swift-build does. Each writes the pid of
    /// what it waits on into `folder`.
    static func fakeSwift(in folder: String) throws {
        let script = """
            #!/bin/sh
            case "$*" in
              *describe*)
                if [ -n "$SLOW_DESCRIBE" ]; then trap 'kill $job; exit 130' INT; sleep 60 & job=$!; echo $job > \(folder)/describe.pid; wait; fi
                if [ -n "$MANIFEST_LOOP" ]; then
                  trap 'exit 130' INT TERM HUP
                  perl -e 'setpgrp(0,0); open(F,">",$ARGV[0]); print F $$; close F; 1 while 1' \(folder)/manifest.pid & wait
                fi
                echo '{"products":[{"name":"App","targets":["App"],"type":{"executable":null}}],"targets":[{"name":"App","product_dependencies":["KinemaApp"]}]}' ;;
              *show-bin-path*) echo \(folder)/bin ;;
              *) trap 'kill $job; exit 130' INT; setsid sleep 60 & job=$!; echo $job > \(folder)/build.pid; wait ;;
            esac
            """
        try script.write(toFile: folder + "/swift", atomically: false, encoding: .utf8)
        chmod(folder + "/swift", 0o755)
    }

    /// Starts the watch on `package`, with the stand-in swift first on PATH, waits for `pidFile` to
    /// appear (what the watch waits on is running), sends Ctrl+C's SIGINT and returns the watch's status
    /// and standard error, and the pid in the file.
    static func interrupt(
        package: String, waitingFor pidFile: String, environment: [String: String], signal: Int32 = SIGINT
    ) throws -> (Int32, String, pid_t) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["watch", "--package", package]
        var merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        merged["PATH"] = package + ":" + (merged["PATH"] ?? "")
        merged["DISPLAY"] = ":0"
        process.environment = merged
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var pid: pid_t?
        for _ in 0..<1000 where pid == nil {
            pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            usleep(10_000)
        }
        kill(process.processIdentifier, signal)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, pid ?? 0)
    }

    static func gone(_ pid: pid_t) -> Bool {
        for _ in 0..<500 {
            if kill(pid, 0) == -1 && errno == ESRCH { return true }
            usleep(10_000)
        }
        return false
    }

    @Test func ctrlCWhileTheFirstBuildRunsStopsItsJobsToo() throws {
        let package = try Self.package()
        try Self.fakeSwift(in: package)
        let (status, stderr, job) = try Self.interrupt(package: package, waitingFor: package + "/build.pid", environment: [:])
        #expect(status == 130)
        #expect(stderr.contains("kinema watch: building App (debug) in \(package)"))
        #expect(stderr.contains("kinema watch: interrupted (SIGINT, Ctrl+C); ending the app and any build"))
        #expect(job > 0 && Self.gone(job), "the build's job, in a group of its own, is not left running")
    }

    @Test func ctrlCWhileThePackageIsReadEndsTheWatchAtOnce() throws {
        let package = try Self.package()
        try Self.fakeSwift(in: package)
        let (status, stderr, job) = try Self.interrupt(package: package, waitingFor: package + "/describe.pid", environment: ["SLOW_DESCRIBE": "1"])
        #expect(status == 130)
        #expect(stderr.contains("kinema watch: reading the package in \(package)…\nkinema watch: interrupted (SIGINT, Ctrl+C)\n"))
        #expect(!stderr.contains("building"), "no build starts after Ctrl+C")
        #expect(job > 0 && Self.gone(job))
    }

    /// Ctrl+C, SIGTERM or SIGHUP while the package's manifest runs (issue 47, points 8 and 21): the
    /// manifest's process, in a group of its own, was left running at 100 % CPU, and only Ctrl+C was
    /// called an interruption.
    @Test(arguments: [(SIGINT, "SIGINT, Ctrl+C"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP: the terminal closed")])
    func aSignalWhileTheManifestRunsEndsIt(_ signal: Int32, _ named: String) throws {
        let package = try Self.package()
        try Self.fakeSwift(in: package)
        let (status, stderr, manifest) = try Self.interrupt(
            package: package, waitingFor: package + "/manifest.pid", environment: ["MANIFEST_LOOP": "1"], signal: signal)
        defer { if manifest > 0 { kill(manifest, SIGKILL) } }
        #expect(status == 128 + signal)
        #expect(stderr.contains("kinema watch: reading the package in \(package)…\n"))
        #expect(stderr.contains("kinema watch: interrupted (\(named))\n"), "\(stderr)")
        #expect(manifest > 0 && Self.gone(manifest), "the manifest's process is not left running")
    }
}
