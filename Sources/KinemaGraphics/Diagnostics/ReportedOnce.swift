import Foundation

/// Kinema's one way to say a thing once: a report keyed by what it is about (an outlet, a selector and
/// its target's type, a font name…) is written the first time its key is seen, to standard error unless
/// a test collects it. Safe from any thread (outlets and fonts are read off the main actor too).
package final class ReportedOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var sinkStorage: @Sendable (String) -> Void = { StandardError.writeLine($0) }

    package init() {}

    /// Where reports go (standard error; tests collect them).
    package var sink: @Sendable (String) -> Void {
        get { lock.withLock { sinkStorage } }
        set { lock.withLock { sinkStorage = newValue } }
    }

    /// Writes `message` if nothing was reported for `key` before.
    package func report(_ key: String, _ message: @autoclosure () -> String) {
        let (first, sink) = lock.withLock { (seen.insert(key).inserted, sinkStorage) }
        if first { sink(message()) }
    }
}
