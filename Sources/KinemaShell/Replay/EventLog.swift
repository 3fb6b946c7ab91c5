import Foundation
import KinemaTweaks

/// Timed input events in time order, shared by whoever adds them — a live session recording its
/// history — and the runs replaying them, which read on from where they are as the log grows.
@MainActor
final class EventLog {
    private(set) var events: [InputRecording.TimedEvent]

    init(_ events: [InputRecording.TimedEvent] = []) {
        self.events = events
    }

    var count: Int { events.count }

    func append(_ event: InputRecording.TimedEvent) {
        events.append(event)
    }

    /// Forgets the events after `time` (within the recording's resolution); returns how many went.
    @discardableResult
    func removeEvents(after time: Double) -> Int {
        let before = events.count
        events.removeAll { $0.time > time + InputRecording.timeResolution / 2 }
        return before - events.count
    }
}
