import Foundation
import Testing

/// Kinema with its standard streams closed or full, as a shell can leave them: a diagnostic that cannot
/// be written never stops it (it used to die of SIGILL, status 132), output that cannot be written is a
/// failure (status 1, said on standard error, as coreutils do), and a closed stream never lets a file
/// or pipe opened later take its place.
@Suite("Closed and full standard streams")
struct StandardStreamsTests {
    /// `kinema ARGS` run by sh with `redirections` (`2>&-`, `>/dev/full`, …).
    static func run(_ arguments: [String], _ redirections: String) throws -> CLITests.Result {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try CLITests.run(["-c", "exec \"$0\" \(quoted) \(redirections)", CLITests.binary.path], program: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func aClosedOrFullStandardErrorNeverStopsKinema() throws {
        let bench = try Self.run(["bench", "--scene", "curves", "--headless", "--seconds", "2"], "2>&-")
        #expect(bench.status == 0 && !bench.bySignal, "BENCH_START/END to a closed stderr: \(bench.status)")
        #expect(bench.stdout.contains("\"frames\""), "and the figures still come: \(bench.stdout.prefix(200))")
        let usage = try Self.run(["capture", "--scene", "nosuch"], "2>/dev/full")
        #expect(usage.status == 2 && !usage.bySignal, "a usage error to a full stderr: \(usage.status)")
        let directory = CLITests.temporaryDirectory()
        let clamped = try Self.run(["capture", "--scene", "curves", "--at", "0.5", "--out", directory, "--set", "duration=99"], "2>/dev/full")
        #expect(clamped.status == 0 && FileManager.default.fileExists(atPath: directory + "/frame-0.500.png"), "the clamp warning: \(clamped.status)")
    }

    @Test(arguments: [["--help"], ["--version"], ["scenes"], ["bench", "--scene", "curves", "--headless", "--seconds", "2"]])
    func outputToAFullDeviceIsAFailure(_ arguments: [String]) throws {
        let result = try Self.run(arguments, ">/dev/full")
        #expect(result.status == 1, "\(arguments): \(result.status)")
        #expect(result.stderr.contains("kinema: could not write to standard output: No space left on device"), "\(result.stderr)")
    }

    @Test func captureSaysWhenItsSummaryIsLost() throws {
        let directory = CLITests.temporaryDirectory()
        let result = try Self.run(["capture", "--scene", "curves", "--at", "0.5", "--out", directory], ">/dev/full")
        #expect(result.status == 1 && result.stderr.contains("could not write to standard output"))
        #expect(FileManager.default.fileExists(atPath: directory + "/frame-0.500.png"), "the frame itself was written")
    }

    /// With standard output closed, fontconfig's pipe would take descriptor 1 and Kinema would read its
    /// own output as fc-match's; now the descriptor is on /dev/null and capture and bench work.
    @Test func aClosedStandardOutputIsHarmless() throws {
        let directory = CLITests.temporaryDirectory()
        let capture = try Self.run(["capture", "--scene", "curves", "--at", "0.5", "--out", directory], ">&-")
        #expect(capture.status == 0, "\(capture.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/frame-0.500.png"))
        let bench = try Self.run(["bench", "--scene", "curves", "--headless", "--seconds", "2"], ">&- 0<&-")
        #expect(bench.status == 0, "\(bench.stderr)")
    }
}
