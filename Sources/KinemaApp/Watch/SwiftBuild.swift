import Foundation
import KinemaUI

/// One `swift build` of the watched product, running beside the app: its output (standard output and
/// error together) gathered from a pipe the watcher reads when `poll` says so, and shown as it comes
/// when `echoes` (the first build, which can take minutes, shows its progress).
final class SwiftBuild {
    let process: SpawnedProcess
    /// The read end of the build's output.
    let output: Int32
    private(set) var text = ""
    let startedAt = Date()
    private let echoes: Bool

    init(swift: String, package: String, product: String, configuration: String, echoes: Bool) throws {
        let ends = try SpawnedProcess.pipe()
        defer { Glibc.close(ends[1]) }
        output = ends[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        self.echoes = echoes
        process = try SpawnedProcess(
            swift, arguments: ["build", "--package-path", package, "-c", configuration, "--product", product],
            descriptors: .init(output: ends[1], error: ends[1]))
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

    /// Seconds since it started.
    var seconds: Double { Date().timeIntervalSince(startedAt) }

    /// Waits for it to end (reading its output); its ending.
    func finish() -> SpawnedProcess.Ending {
        while true {
            if readOutput(), let ending = process.reap() { return ending }
            if let ending = process.reap() {
                readOutput()
                return ending
            }
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 50)
        }
    }

    /// Runs `swift ARGUMENTS` in `package` to its end: its status and output together (for `describe`
    /// and `--show-bin-path`, which take a second).
    static func query(swift: String, arguments: [String]) throws -> (ending: SpawnedProcess.Ending, output: String, error: String) {
        let out = try SpawnedProcess.pipe(), err = try SpawnedProcess.pipe()
        let process = try SpawnedProcess(swift, arguments: arguments, descriptors: .init(output: out[1], error: err[1]))
        Glibc.close(out[1])
        Glibc.close(err[1])
        defer {
            Glibc.close(out[0])
            Glibc.close(err[0])
        }
        // Both pipes are read together, so neither fills while the other is waited on.
        var outText = Data(), errText = Data()
        var open = [out[0], err[0]]
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 1000)
            for entry in fds where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 16 * 1024)
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == out[0] { outText.append(contentsOf: buffer[..<count]) } else { errText.append(contentsOf: buffer[..<count]) }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        return (process.wait(), String(decoding: outText, as: UTF8.self), String(decoding: errText, as: UTF8.self))
    }
}
