import Foundation
import KinemaTweaks

/// The file `--record` writes: one JSON line per event, each written whole. A write that fails (a full
/// disk, a file-size limit) never stops the program: the file is cut back to its last whole line, so
/// what was recorded still replays, and every later line is dropped.
package final class RecordingFile {
    package let path: String
    private var descriptor: Int32
    /// Bytes of whole lines written so far.
    private var length: off_t = 0
    /// Where each line written so far ends (to cut the file back to its first lines).
    private var lineEnds: [off_t] = []
    /// Lines written so far.
    package var lineCount: Int { lineEnds.count }
    /// Why writing stopped, once it has.
    package private(set) var failure: String?

    /// Creates (or empties) the file at `path`.
    package init(path: String) throws(RecordingError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingError(message: "cannot write the recording to '\(path)': \(Self.reason(errno))") }
    }

    deinit { close() }

    /// Appends `line` and a newline. Returns nil, or — the first time a write fails — the reason, after
    /// which the file keeps what it had and nothing more is written.
    @discardableResult
    package func append(_ line: String) -> String? {
        guard failure == nil, descriptor >= 0 else { return nil }
        var bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            let code = result < 0 ? errno : ENOSPC
            if result < 0 && code == EINTR { continue }
            guard result > 0 else {
                // Part of the line may be on disk: cut it off (a special file such as /dev/full cannot be
                // cut, and has nothing to cut).
                _ = ftruncate(descriptor, length)
                failure = "recording stopped: cannot write to '\(path)' (\(Self.reason(code))); "
                    + "what was recorded until now is kept and replays"
                return failure
            }
            written += result
        }
        length += off_t(bytes.count)
        lineEnds.append(length)
        return nil
    }

    /// Keeps only the first `count` lines (a scrub was adopted: the session's history now ends earlier)
    /// and writes on from there. Returns nil, or why the file could not be cut (a pipe, a device), after
    /// which nothing more is written.
    @discardableResult
    package func keepFirstLines(_ count: Int) -> String? {
        guard failure == nil, descriptor >= 0, count < lineEnds.count else { return nil }
        let end = count > 0 ? lineEnds[max(0, count) - 1] : 0
        guard ftruncate(descriptor, end) == 0, lseek(descriptor, end, SEEK_SET) == end else {
            failure = "recording stopped: cannot cut '\(path)' back to where the timeline was scrubbed "
                + "(\(Self.reason(errno))); what was recorded until the scrub is kept"
            return failure
        }
        length = end
        lineEnds.removeSubrange(max(0, count)...)
        return nil
    }

    package func close() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

package struct RecordingError: Error {
    package let message: String
}
