import Foundation

/// Media time for animations, advanced explicitly once per frame.
///
/// Nothing in Kinema reads the OS clock: the window advances this clock from its frame timer, headless
/// capture and tests advance it in fixed steps. Slow motion (`timeScale`) and pause live here, so every
/// animation obeys them alike.
///
/// Media time never goes backwards: negative or non-finite deltas are ignored. A huge delta (a stalled
/// frame) is applied as it is; animations simply jump ahead, as they do on iOS after a hitch. Time stays
/// finite: it stops at the largest finite Double rather than overflow.
///
/// Time is exact over long runs: deltas are summed with Neumaier's compensation, so 90 frames of 1/60 s
/// read 1.5 exactly (a plain sum reads 1.4999999999999996, and an animation ending on that frame would
/// complete a frame late).
public struct FrameClock: Sendable, Equatable {
    /// The standard frame duration: 1/60 s.
    public static let frameDuration = 1.0 / 60.0
    /// Smallest and largest accepted time scale.
    public static let timeScaleRange = 0.01...10.0

    /// Media time in seconds since the clock was created.
    public private(set) var time: Double
    /// The rounding error the running sum has not yet absorbed (Neumaier's compensation).
    private var compensation = 0.0
    /// Multiplies real time: 1 is normal speed, 0.1 the iOS Simulator's slow animations.
    /// Values outside `timeScaleRange` are clamped; NaN is ignored.
    public var timeScale: Double = 1 {
        didSet {
            timeScale = timeScale.isNaN ? oldValue : min(Self.timeScaleRange.upperBound, max(Self.timeScaleRange.lowerBound, timeScale))
        }
    }
    /// While paused, `advance(by:)` leaves media time alone; `step()` still moves it.
    public var isPaused = false
    /// How many times the clock has been advanced or stepped (the frame number).
    public private(set) var frameCount = 0
    /// The last real-time delta seen, in seconds, before scaling (for frame statistics).
    public private(set) var lastRealDelta = 0.0

    public init(time: Double = 0) {
        self.time = time.isFinite ? max(0, time) : 0
    }

    /// Advances by `realSeconds` of wall time, scaled by `timeScale`, unless paused.
    /// - Returns: the media time advanced (0 when paused or for an invalid delta).
    @discardableResult
    public mutating func advance(by realSeconds: Double) -> Double {
        frameCount += 1
        guard realSeconds.isFinite, realSeconds > 0 else {
            lastRealDelta = 0
            return 0
        }
        lastRealDelta = realSeconds
        guard !isPaused else { return 0 }
        let delta = realSeconds * timeScale
        add(delta)
        return delta
    }

    /// time += delta, compensated; capped at the largest finite value.
    private mutating func add(_ delta: Double) {
        let sum = time + delta
        guard sum.isFinite else {
            time = .greatestFiniteMagnitude
            compensation = 0
            return
        }
        if Swift.abs(time) >= Swift.abs(delta) {
            compensation += (time - sum) + delta
        } else {
            compensation += (delta - sum) + time
        }
        time = sum
        // Fold the compensation in whenever it changes the sum, so `time` itself is the exact reading.
        let corrected = time + compensation
        compensation -= corrected - time
        time = corrected
    }

    /// Moves media time forward to `mediaTime` directly (ignoring scale and pause); earlier times are ignored.
    public mutating func advance(to mediaTime: Double) {
        frameCount += 1
        guard mediaTime.isFinite, mediaTime > time else { return }
        lastRealDelta = mediaTime - time
        time = mediaTime
        compensation = 0
    }

    /// Sets media time to `mediaTime`, forwards or backwards: for a paused time domain that is scrubbed
    /// (animations are pure functions of time, so going back shows the earlier picture). Non-finite or
    /// negative times are ignored. Not for a window's own clock, which only goes forward.
    public mutating func seek(to mediaTime: Double) {
        guard mediaTime.isFinite, mediaTime >= 0 else { return }
        time = mediaTime
        compensation = 0
    }

    /// One frame of scaled media time, even while paused (the visualiser's "." key).
    public mutating func step(frames: Int = 1) {
        guard frames > 0 else { return }
        frameCount += 1
        add(Double(frames) * Self.frameDuration * timeScale)
    }
}
