import Foundation

/// Lines a test collects from a report sink (which may be called from any thread).
nonisolated final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var lines: [String] { lock.withLock { stored } }

    func append(_ line: String) {
        lock.withLock { stored.append(line) }
    }
}
