import CoreFoundation
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Kinema: when a frame turns the main run loop, which runs what iOS code queued on `DispatchQueue.main`
/// (`async`, `asyncAfter`, `@MainActor` tasks), `Timer`s and `RunLoop.main.perform` blocks.
///
/// iOS's main run loop sleeps until one of its sources fires: a touch, a timer, main-queue work, a
/// display link. Animations do not wake it — they run in the render server. Kinema's frame loop owns the
/// main thread, so it turns the run loop itself: by default only when a turn has something to run
/// (`whenDue`), as the run loop on iOS wakes only then. A turn that finds nothing costs the process about
/// nine system calls (Core Foundation's `epoll` bookkeeping and main-thread checks); checking costs one.
public enum MainRunLoopTurns: Sendable {
    /// A frame turns the run loop when main-queue work is waiting, a run-loop timer is due, or the window
    /// handled input since the last turn — and at least every `MainRunLoopGate.longestSkip` frames.
    /// `RunLoop.main.perform` blocks therefore run when the run loop next turns for one of these, as
    /// Apple documents for `CFRunLoopPerformBlock` (it "does not automatically wake up" the run loop):
    /// within a frame when queued while handling input, else within a tenth of a second.
    case whenDue
    /// Every frame turns the run loop, whether or not anything waits.
    case everyFrame
}

/// Decides, frame by frame, whether the engine's update turns the main run loop (see `MainRunLoopTurns`).
struct MainRunLoopGate {
    /// A frame turns the run loop at least this often (frames), whatever the probes say.
    static let longestSkip = 6

    /// What the gate asks before skipping a turn.
    struct Probes: Sendable {
        /// Whether `DispatchQueue.main` has been given work since it was last drained.
        var mainQueueHasWork: @Sendable () -> Bool
        /// Whether a timer of the main run loop's default mode is due.
        var timerIsDue: @Sendable () -> Bool

        /// The process's own main queue and run loop.
        static let system = Probes(mainQueueHasWork: MainQueueSignal.isRaised, timerIsDue: RunLoopTimers.isDue)
    }

    var policy = MainRunLoopTurns.whenDue
    var probes = Probes.system
    private var skipped = 0
    private var handledInput = false

    /// The window delivered input: the frame turns the run loop (a handler may have queued a block).
    mutating func noteInput() {
        handledInput = true
    }

    /// Whether this frame turns the run loop; counts it either way.
    mutating func shouldTurn() -> Bool {
        let turns = policy == .everyFrame || handledInput || skipped + 1 >= Self.longestSkip
            || probes.mainQueueHasWork() || probes.timerIsDue()
        skipped = turns ? 0 : skipped + 1
        if turns { handledInput = false }
        return turns
    }
}

/// Whether the main dispatch queue has work waiting: libdispatch raises an event descriptor when work
/// reaches the main queue, and the run loop lowers it as it drains the queue. Core Foundation on Linux
/// asks libdispatch for that descriptor through the call below, which swift-corelibs-libdispatch exports
/// for it; Kinema asks the same, and only polls it. This holds while the run loop drains the main queue,
/// as in Kinema's frame loop; a process that gave the main queue to `dispatchMain()` (a test runner)
/// never sees it raised, and the gate's turn every `longestSkip` frames is what runs its work.
enum MainQueueSignal {
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private static func mainQueueHandle() -> Int32

    private static let handle = mainQueueHandle()

    /// Whether the descriptor is raised (also, at times, once more after a delayed block ran: a spare
    /// turn, never a missed one).
    static func isRaised() -> Bool {
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}

/// Whether a run-loop timer (`Timer.scheduledTimer`, `RunLoop.main.add(_:forMode:)`) is due on the main
/// run loop: timers fire on wall time (see docs/uikit.md), so this reads the wall clock.
enum RunLoopTimers {
    /// The main run loop, asked for once (it lives as long as the process; asking costs a lock and a
    /// thread check every frame).
    nonisolated(unsafe) private static let main = CFRunLoopGetMain()

    static func isDue() -> Bool {
        let next = CFRunLoopGetNextTimerFireDate(main, kCFRunLoopDefaultMode)
        return next > 0 && next <= CFAbsoluteTimeGetCurrent()
    }
}
