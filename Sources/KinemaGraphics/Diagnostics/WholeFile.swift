import Foundation

/// A file written whole or not at all: every byte with write(2), retried when interrupted, and the
/// file closed with its result checked. When anything fails — a full disk, a file-size limit (SIGXFSZ
/// must be ignored for that to be an error rather than the end of the process; the command line does so
/// at start), a folder that cannot be written — the partial file is removed and the reason is thrown,
/// so nothing is left behind looking whole.
public enum WholeFile {
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        /// The system's words for it: "No space left on device", "File too large"…
        public let reason: String

        public var description: String { "could not write '\(path)': \(reason)" }
    }

    /// Writes `data` to `path` (created, or emptied first), whole or not at all.
    public static func write(_ data: Data, to path: String) throws(Failure) {
        let failure: Int32 = data.withUnsafeBytes { write($0, to: path) }
        guard failure == 0 else { throw Failure(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Writes `bytes` to `path`: 0, or the errno that stopped it (the partial file then removed).
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var failure: Int32 = 0
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                failure = result < 0 ? errno : ENOSPC
                break
            }
            written += result
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { unlink(path) }
        return failure
    }
}
