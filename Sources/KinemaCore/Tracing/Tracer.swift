import Foundation
import Synchronization

/// One transition of a state machine: who (`subject`, e.g. "animator" or "pan") and what happened.
public struct TraceEvent: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let subject: String
    public let name: String

    public init(_ subject: String, _ name: String) {
        self.subject = subject
        self.name = name
    }

    public var description: String { "\(subject): \(name)" }
}

/// Records transitions from any number of state machines in the order they happen, so tests can
/// assert a story ("pan: began", "pan: ended", "animator: reversed", "animator: completion start")
/// rather than only where things ended. Safe to share; recording is cheap and bounded.
public final class Tracer: Sendable {
    private let storage = Mutex<[TraceEvent]>([])
    /// Oldest events are dropped past this many, so a long-running window cannot grow without bound.
    public let capacity: Int

    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    public func record(_ subject: String, _ name: String) {
        storage.withLock { events in
            if events.count >= capacity { events.removeFirst(events.count - capacity + 1) }
            events.append(TraceEvent(subject, name))
        }
    }

    /// Everything recorded so far, oldest first.
    public var events: [TraceEvent] { storage.withLock { $0 } }

    /// The names recorded for one subject, oldest first.
    public func names(of subject: String) -> [String] {
        events.filter { $0.subject == subject }.map(\.name)
    }

    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }
}
