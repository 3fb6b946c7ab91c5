import CSDL2
import KinemaCore
import Foundation

/// Holds frames to the refresh rate when presenting does not (or when a frame presented nothing): sleeps
/// until each deadline.
public struct FramePacer {
    /// Seconds between frames: the display's refresh period (or `--refresh`'s); it follows the window to
    /// another display.
    public var period: Double
    public let usesVsync: Bool
    private var deadline: Double

    public init(usesVsync: Bool, period: Double = 1 / RefreshRate.standard) {
        self.usesVsync = usesVsync
        self.period = 1 / RefreshRate.sanitized(1 / period)
        deadline = SDLSystem.seconds() + self.period
    }

    /// Waits for the next frame's start. When vsync paced a presented frame it returns at once; a frame
    /// that presented nothing (nothing changed) waits on the clock instead. Sleeps the whole wait (the
    /// kernel usually wakes us within ~0.2 ms): spinning the last half millisecond, as a tighter pacer
    /// would, costs 3 % of a core.
    ///
    /// - Returns: when it slept, the seconds it woke past the deadline: the system's share of a late
    ///   frame (a frame whose work ran past the deadline did not sleep, and returns nil).
    @discardableResult
    public mutating func wait(presented: Bool = true) -> Double? {
        if usesVsync && presented {
            deadline = SDLSystem.seconds() + period
            return nil
        }
        var now = SDLSystem.seconds()
        let remaining = deadline - now
        if remaining > 0 {
            var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
            nanosleep(&request, nil)
        }
        now = SDLSystem.seconds()
        let lateness = remaining > 0 ? max(0, now - deadline) : nil
        deadline = Self.deadline(after: deadline, now: now, period: period)
        return lateness
    }

    /// Starts the cadence afresh from `start` (when the loop went to sleep through frames that would
    /// show nothing): the next frame is due a period after it.
    public mutating func restart(from start: Double) {
        deadline = start + period
    }

    /// The frame after the one due at `deadline`, when it is `now`: a fixed cadence of `period`, but after
    /// a stall (the next deadline already past) a fresh start from now instead of racing to catch up.
    static func deadline(after deadline: Double, now: Double, period: Double) -> Double {
        let next = deadline + period
        return next < now ? now + period : next
    }
}
