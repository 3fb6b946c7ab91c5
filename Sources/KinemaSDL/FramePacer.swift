import CSDL2
import Foundation

/// Holds frames to 60 Hz when presenting does not: sleeps until shortly before each deadline, then spins
/// on the high-resolution counter for the rest, so intervals land within a fraction of a millisecond.
public struct FramePacer {
    public static let period = 1.0 / 60
    public let usesVsync: Bool
    private var deadline: Double

    public init(usesVsync: Bool) {
        self.usesVsync = usesVsync
        deadline = SDLSystem.seconds() + Self.period
    }

    /// Waits for the next frame's start (returns at once when vsync already paced us).
    public mutating func wait() {
        guard !usesVsync else { return }
        var now = SDLSystem.seconds()
        let remaining = deadline - now
        // Sleep most of the wait (the kernel wakes us within ~0.1 ms), spin the last half millisecond.
        if remaining > 0.0015 { SDL_Delay(UInt32((remaining - 0.0005) * 1000)) }
        now = SDLSystem.seconds()
        while now < deadline { now = SDLSystem.seconds() }
        deadline = Self.deadline(after: deadline, now: now)
    }

    /// The frame after the one due at `deadline`, when it is `now`: a fixed cadence of `period`, but after
    /// a stall (the next deadline already past) a fresh start from now instead of racing to catch up.
    static func deadline(after deadline: Double, now: Double) -> Double {
        let next = deadline + period
        return next < now ? now + period : next
    }
}
