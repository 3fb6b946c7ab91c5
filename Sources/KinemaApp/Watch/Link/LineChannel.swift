import Foundation
import KinemaShell

/// Lines in and out on a stream socket, never blocking: what each side of the watch link keeps.
final class LineChannel {
    /// The environment variable that tells a run of the app the descriptor of its end of the link
    /// (`SpawnedProcess.linkDescriptor`); everything else the run takes over comes on the link.
    static let environmentVariable = "KINEMA_WATCH_FD"

    let descriptor: Int32
    private var pending: [UInt8] = []
    /// What `receive` reads into: kept, as the app reads the link at every frame.
    private var buffer = [UInt8](repeating: 0, count: 4096)
    /// Messages read while waiting for the first (`receiveFirst`), not yet handed out.
    private var held: [WatchMessage] = []
    /// Whether the other side has closed its end (or the socket failed).
    private(set) var isClosed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit { Glibc.close(descriptor) }

    /// Sends `message`; false if it cannot be encoded, if the other side is gone (no SIGPIPE:
    /// `MSG_NOSIGNAL`), or has not taken it within `seconds` (a peer stopped with its buffer full must
    /// not stop this side).
    @discardableResult
    func send(_ message: WatchMessage, seconds: Double = 2) -> Bool {
        guard let line = message.line else { return false }
        let bytes = Array((line + "\n").utf8)
        let deadline = Date().addingTimeInterval(seconds)
        var sent = 0
        while sent < bytes.count {
            guard Date() < deadline else { return false }
            let result = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if result < 0 && errno == EINTR { continue }
            if result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
                continue
            }
            guard result > 0 else {
                isClosed = true
                return false
            }
            sent += result
        }
        return true
    }

    /// The first message, waiting up to `seconds` for it (nil if none came, or the other side closed);
    /// messages that came with it are kept for the next `receive`.
    func receiveFirst(seconds: Double) -> WatchMessage? {
        let deadline = Date().addingTimeInterval(seconds)
        while held.isEmpty && !isClosed && Date() < deadline {
            held = receive()
            guard held.isEmpty else { break }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, Int32(max(1, min(100, deadline.timeIntervalSinceNow * 1000))))
        }
        return held.isEmpty ? nil : held.removeFirst()
    }

    /// The messages that have arrived whole since the last call (lines that are not messages are
    /// dropped).
    func receive() -> [WatchMessage] {
        while !isClosed {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending.append(contentsOf: buffer[..<count])
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            // The other side closed its end, or the socket failed.
            isClosed = true
        }
        var messages = held
        held = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if let message = WatchMessage(line: line[...]) { messages.append(message) }
        }
        return messages
    }

    /// A connected pair, both ends closed on exec (the child's end is handed over with dup2).
    static func pair() throws -> (LineChannel, Int32) {
        var descriptors: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &descriptors) == 0 else {
            throw SpawnError(message: "cannot make the watch link: \(String(cString: strerror(errno)))")
        }
        return (LineChannel(descriptor: descriptors[0]), descriptors[1])
    }
}
