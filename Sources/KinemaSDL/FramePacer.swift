import CSDL2
import Foundation

/// Holds frames to 60 Hz when presenting does not (or when a frame presented nothing): sleeps until each
/// deadline.
public struct FramePacer {
    public static let period = 1.0 / 60
    public let usesVsync: Bool
    private var deadline: Double

    public init(usesVsync: Bool) {
        self.usesVsync = usesVsync
        deadline = SDLSystem.seconds() + Self.period
    }

    /// Waits for the next frame's start. When vsync paced a presented frame it returns at once; a frame
    /// that presented nothing (nothing changed) waits on the clock instead. Sleeps the whole wait (the
    /// kernel wakes us within ~0.1 ms): spinning the last half millisecond, as a tighter pacer would,
    /// costs 3 % of a core.
    public mutating func wait(presented: Bool = true) {
        if usesVsync && presented {
            deadline = SDLSystem.seconds() + Self.period
            return
        }
        var now = SDLSystem.seconds()
        let remaining = deadline - now
        if remaining > 0 {
            var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
            nanosleep(&request, nil)
        }
        now = SDLSystem.seconds()
        deadline = Self.deadline(after: deadline, now: now)
    }

    /// Starts the cadence afresh from `start` (when the loop went to sleep through frames that would
    /// show nothing): the next frame is due a period after it.
    public mutating func restart(from start: Double) {
        deadline = start + Self.period
    }

    /// The frame after the one due at `deadline`, when it is `now`: a fixed cadence of `period`, but after
    /// a stall (the next deadline already past) a fresh start from now instead of racing to catch up.
    static func deadline(after deadline: Double, now: Double) -> Double {
        let next = deadline + period
        return next < now ? now + period : next
    }
}
