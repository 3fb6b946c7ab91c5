import Foundation

/// Kinema's one way to write a diagnostic (a warning, a usage message, a benchmark marker): standard
/// error, written whole with write(2), retried when interrupted, and never fatal. A closed descriptor
/// (`2>&-`), a full device (`2>/dev/full`) or a pipe whose reader left drops the message and the program
/// goes on — where `FileHandle.standardError.write` would stop it (it traps on EBADF and ENOSPC).
/// (SIGPIPE must be ignored for the last to return an error rather than end the process; the
/// command line does that at start.)
public enum StandardError {
    /// Writes `text` and a newline; false when it could not be written whole (nothing is retried).
    @discardableResult
    public static func writeLine(_ text: String) -> Bool {
        write(text + "\n", to: 2) == 0
    }

    /// Writes `text` whole to `descriptor`, retrying when interrupted: 0, or the errno that stopped it.
    public static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return result < 0 ? errno : ENOSPC }
            written += result
        }
        return 0
    }
}
