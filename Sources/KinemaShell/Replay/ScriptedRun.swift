import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// Plays a recorded input script against a shell on a fixed-step clock: what `kinema capture` and the
/// headless benchmark do, and what tests use to drive a scene like a person would.
///
/// Frames fall on a grid of `step` real seconds from the start, as a window's would. A frame wanted
/// between two grid frames is reached by a shorter frame, and the run then steps back onto the grid, so
/// the frames after it are the ones an uninterrupted run has.
@MainActor
package struct ScriptedRun {
    package let shell: Shell
    /// The events to replay, and the index of the first not yet delivered (the log may grow meanwhile).
    private let log: EventLog
    private var next = 0
    /// Frames run so far (drawn or not).
    package private(set) var framesRun = 0
    /// Real seconds per frame (1/60).
    package let step: Double
    /// Real seconds still to run to be back on the grid after a shorter frame (0 when on it).
    private var offGrid = 0.0
    /// The picture of the present frame, once drawn.
    private var last: Composition?
    /// Whether a frame has run (before the first, there is nothing to show).
    private var hasRun = false
    /// Drops a pointer move without the primary button that follows another such move in the same frame
    /// (a hand-over's replay: a long session is mostly the pointer wandering). Such a move does nothing
    /// in the window — only the primary button touches — but end a pending tweak change and wake the
    /// main run loop, and the first of the frame's row has done both; only the recording is shorter.
    /// Moves with the primary button held (a drag's, whose every step a gesture handler sees) are kept.
    package var dropsIdleMoves = false

    /// Events are replayed at their own `time` (session time); a resize, which carries none, at 0.
    package init(shell: Shell, events: [InputEvent], step: Double = 1.0 / 60) {
        self.init(shell: shell, recording: events.map { InputRecording.TimedEvent(time: $0.time ?? 0, input: $0) }, step: step)
    }

    /// A recording as read from a file, each event at the time of its line.
    package init(shell: Shell, recording: [InputRecording.TimedEvent], step: Double = 1.0 / 60) {
        self.init(shell: shell, log: EventLog(recording), step: step)
    }

    /// A run replaying `log` as far as it has gone when each frame runs (a live session's history).
    init(shell: Shell, log: EventLog, step: Double = 1.0 / 60) {
        self.shell = shell
        self.log = log
        self.step = step
    }

    /// Session time now (media time across scene switches).
    package var now: Double { shell.sessionTime }

    /// Runs one frame of `realDelta` seconds, first delivering the events whose time has come — as the
    /// window does, where events that arrived during the last interval are handled as the frame starts —
    /// each at its own time (`sceneTime(of:now:sceneNow:)`).
    @discardableResult
    package mutating func frame(realDelta: Double, afterQuietWait: Bool = false) -> Composition {
        advanceFrame(realDelta: realDelta, countsInterval: !afterQuietWait)
        return currentPicture()
    }

    /// Seconds of wall time a window may sleep before the next frame (`Shell.quietSeconds`), but no
    /// later than the next recorded event is due.
    package var quietSeconds: Double? {
        guard let quiet = shell.quietSeconds else { return nil }
        let events = log.events
        guard next < events.count, scale > 0 else { return quiet }
        return min(quiet, max(0, events[next].time - now) / scale)
    }

    /// The picture of the frame the run is at (drawn now if the last frames were not).
    package mutating func currentPicture() -> Composition {
        if let last { return last }
        let composition = shell.composition()
        last = composition
        return composition
    }

    /// Runs one frame without drawing it (`frame(realDelta:)` draws it).
    private mutating func advanceFrame(realDelta: Double, countsInterval: Bool = true) {
        // Like the window's, the first frame is at time zero: scenes start their motion there.
        if shell.window.engine.clock.frameCount == 0 && realDelta > 0 { advanceFrame(realDelta: 0) }
        hasRun = true
        framesRun += 1
        var due: [SessionEvent] = []
        // Recorded times are rounded to the millisecond: one stamped up to half of that after this frame's
        // time was delivered in it (a slow-motion frame is still far longer).
        let sceneNow = shell.window.engine.now
        let events = log.events
        while next < events.count, events[next].time <= now + InputRecording.timeResolution / 2 + 1e-9 {
            let event = events[next].event
            next += 1
            if dropsIdleMoves, Self.isIdleMove(event), let previous = due.last, Self.isIdleMove(previous) { continue }
            due.append(event.stamped(Self.sceneTime(of: events[next - 1].time, now: now, sceneNow: sceneNow)))
        }
        shell.advance(events: due, realDelta: realDelta, countsInterval: countsInterval)
        last = nil
        // The onion skin keeps earlier frames' pictures: with it on, every frame is drawn.
        if shell.onionSkin.isOn { _ = currentPicture() }
    }

    /// Media seconds one real second moves now (0 while paused).
    private var scale: Double { shell.isPaused ? 0 : shell.speed }

    /// Delivers, in a frame of no time, the events stamped up to now that wait: a session paused at
    /// an instant takes all its input at that instant, frame after frame, and a replay that reached the
    /// instant has yet to deliver it (`kinema watch` resuming at a paused moment).
    package mutating func deliverEventsDueNow() {
        let events = log.events
        while next < events.count, events[next].time <= now + InputRecording.timeResolution / 2 + 1e-9 {
            let before = next
            frame(realDelta: 0)
            if next == before { break }
        }
    }

    /// Steps grid frames while they do not pass `time`; returns the frame at `time` if one of them (or
    /// the present frame) falls on it, else nil — leaving the run on the last grid frame before it, so
    /// the frames it shows are exactly an uninterrupted run's (what `capture` needs: a picture at t that
    /// does not depend on which other times were asked for).
    package mutating func advanceOnGrid(to time: Double) -> Composition? {
        switch step(toward: time) {
        case .reached, .stalled, .limited: return currentPicture()
        case .before: return nil
        }
    }

    /// Where `step(toward:)` left a run.
    enum GridStop: Equatable {
        /// On a grid frame at the time asked for.
        case reached
        /// On the last grid frame before it.
        case before
        /// Paused before it: time does not move (the history pauses there).
        case stalled
        /// The frame limit ran out first.
        case limited
    }

    /// Steps grid frames toward `time`, at most `frameLimit` of them, without passing it; `eachFrame`
    /// (when given) is handed every frame's picture as it runs, with its session time.
    mutating func step(
        toward time: Double, frameLimit: Int = .max, eachFrame: ((Double, Composition) -> Void)? = nil
    ) -> GridStop {
        var stalled = 0
        var frames = 0
        while stalled < 3 {
            if abs(now - time) <= 1e-9, offGrid == 0, hasRun { return .reached }
            let delta = offGrid > 0 ? offGrid : step
            if scale > 0, now + delta * scale > time + 1e-9 { return .before }
            if frames >= frameLimit { return .limited }
            frames += 1
            let before = now
            offGrid = 0
            // Frames on the way are not drawn: only the one asked for is (unless someone keeps them).
            advanceFrame(realDelta: delta)
            if let eachFrame { eachFrame(now, currentPicture()) }
            stalled = now > before ? 0 : stalled + 1
        }
        return .stalled
    }

    /// Steps frames until media time reaches `time` exactly, and returns that frame: grid frames, then,
    /// if `time` falls between two, a shorter frame to it (the next frame then completes the grid step).
    /// If the scene is paused (by a scripted P) and time cannot move, returns what is on screen.
    package mutating func advance(to time: Double) -> Composition {
        if let composition = advanceOnGrid(to: time) { return composition }
        guard scale > 0, time > now else { return hasRun ? currentPicture() : frame(realDelta: 0) }
        let delta = min(step, (time - now) / scale)
        let composition = frame(realDelta: delta)
        offGrid = max(0, step - delta)
        return composition
    }

    /// When an event recorded at session time `time` happened in the scene: its own time, so that what it
    /// starts moves the same at every frame rate — but the frame's time for one recorded at this frame
    /// (within the recording's rounding), as the window stamps what it reads as a frame starts.
    static func sceneTime(of time: Double, now: Double, sceneNow: Double) -> Double {
        let earlier = now - time
        return earlier <= InputRecording.timeResolution / 2 + 1e-9 ? sceneNow : sceneNow - earlier
    }

    /// A pointer move without the primary button held.
    static func isIdleMove(_ event: SessionEvent) -> Bool {
        guard case .input(.pointerMove(_, let buttons, _)) = event else { return false }
        return !buttons.contains(.primary)
    }
}
