import Foundation
import KinemaShell
import KinemaGraphics
import KinemaUI

/// One `swift build` of the watched product, running beside the app: its output (standard output and
/// error together) gathered from a pipe the watcher reads when `poll` says so, and shown as it comes
/// when `echoes` (the first build, which can take minutes, shows its progress).
final class SwiftBuild {
    let process: SpawnedProcess
    /// The read end of the build's output.
    let output: Int32
    private(set) var text = ""
    private let echoes: Bool

    init(swift: String, package: String, product: String, configuration: String, echoes: Bool) throws {
        let ends = try SpawnedProcess.pipe()
        defer { Glibc.close(ends[1]) }
        do {
            process = try SpawnedProcess(
                swift, arguments: ["build", "--package-path", package, "-c", configuration, "--product", product],
                descriptors: .init(output: ends[1], error: ends[1]))
        } catch {
            Glibc.close(ends[0])
            throw error
        }
        output = ends[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        self.echoes = echoes
    }

    deinit { Glibc.close(output) }

    /// Reads what the build has written; true once its output has ended (the build is ending).
    @discardableResult
    func readOutput() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count > 0 {
                let chunk = String(decoding: buffer[..<count], as: UTF8.self)
                text += chunk
                if echoes { _ = StandardError.write(chunk, to: 2) }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return count == 0
        }
    }

    /// Stops it if it still runs: SIGINT first, which swift-build takes as Ctrl+C, cancelling its
    /// compiler jobs — they run in process groups of their own, where no signal to its group reaches
    /// them — then SIGTERM and SIGKILL to its group.
    func stop() {
        process.stop(interruptFirst: true)
    }

    /// Runs `swift ARGUMENTS` to its end: its status and output, and its standard error apart (for
    /// `describe` and `--show-bin-path`, which take a second — or, resolving a package's dependencies,
    /// minutes: a signal on `signals` stops it and throws `Interrupted`).
    static func query(swift: String, arguments: [String], signals: Int32) throws -> (ending: SpawnedProcess.Ending, output: String, error: String) {
        let out = try SpawnedProcess.pipe()
        let err: [Int32], process: SpawnedProcess
        do {
            err = try SpawnedProcess.pipe()
            defer { Glibc.close(err[1]) }
            do {
                process = try SpawnedProcess(swift, arguments: arguments, descriptors: .init(output: out[1], error: err[1]))
            } catch {
                Glibc.close(err[0])
                throw error
            }
        } catch {
            out.forEach { Glibc.close($0) }
            throw error
        }
        Glibc.close(out[1])
        defer {
            Glibc.close(out[0])
            Glibc.close(err[0])
        }
        let (output, error) = try readBoth(out[0], err[0], of: process, signals: signals)
        return (process.wait(), output, error)
    }

    /// Reads both pipes together, so neither fills while the other is waited on, until both end.
    private static func readBoth(_ out: Int32, _ err: Int32, of process: SpawnedProcess, signals: Int32) throws -> (String, String) {
        var texts: [Int32: Data] = [out: Data(), err: Data()]
        var open = [out, err]
        while !open.isEmpty {
            var fds = (open + [signals]).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 1000)
            if let number = WatchSignals.read(signals).first(where: { $0 != SIGCHLD }) {
                process.stop(interruptFirst: true)
                throw Interrupted(signal: number)
            }
            for entry in fds.dropLast() where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 16 * 1024)
                let count = buffer.withUnsafeMutableBytes { Glibc.read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    texts[entry.fd]?.append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        return (String(decoding: texts[out]!, as: UTF8.self), String(decoding: texts[err]!, as: UTF8.self))
    }
}
