import Foundation
import Dispatch
import KinemaShell

/// A helper program (ffmpeg) run to its end on Kinema's behalf: without a terminal (standard input on
/// /dev/null, standard output discarded), its standard error kept to report, stopped after `timeout`
/// seconds, and ended with Kinema when Kinema is interrupted (Ctrl-C) or terminated — a child in a
/// process group of its own would otherwise not hear the terminal's Ctrl-C and be left running.
@MainActor
enum ChildProcess {
    enum Result: Equatable {
        /// It ended by itself with this status, having written this to its standard error (trimmed).
        case finished(Int32, String)
        /// It ran past its time and was stopped; what it had written to its standard error.
        case timedOut(String)
    }

    /// The most of a helper's standard error that is reported (its start, where ffmpeg says what failed).
    static let reportedErrorLength = 4000

    static func run(_ executable: String, arguments: [String], timeout: Double, in folder: String) throws -> Result {
        let errorPath = (folder as NSString).appendingPathComponent(".child-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
        guard FileManager.default.createFile(atPath: errorPath, contents: nil), let errorFile = FileHandle(forWritingAtPath: errorPath) else {
            throw Output.failure("cannot write in '\(folder)' to run \((executable as NSString).lastPathComponent)")
        }
        defer {
            try? errorFile.close()
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorFile
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw Output.failure("cannot start \(executable): \(error.localizedDescription)")
        }
        let forwarding = SignalForwarding(to: process.processIdentifier)
        defer { forwarding.stop() }
        var timedOut = false
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if ended.wait(timeout: .now() + 3) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
        }
        let message = Self.message(in: errorPath)
        return timedOut ? .timedOut(message) : .finished(process.terminationStatus, message)
    }

    /// What the helper wrote to its standard error, trimmed and cut to `reportedErrorLength`.
    private static func message(in path: String) -> String {
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let text = String(decoding: data.prefix(reportedErrorLength + 1), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count > reportedErrorLength ? String(text.prefix(reportedErrorLength)) + "…" : text
    }
}

/// While a helper runs: SIGINT, SIGTERM and SIGHUP to Kinema end the helper too (SIGTERM, then SIGKILL
/// a second later), then Kinema, with the shell's status for that signal (130 for Ctrl-C).
private final class SignalForwarding {
    private var sources: [DispatchSourceSignal] = []
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    init(to child: pid_t) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                kill(child, SIGTERM)
                for _ in 0..<100 where kill(child, 0) == 0 { usleep(10_000) }
                kill(child, SIGKILL)
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    func stop() {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
