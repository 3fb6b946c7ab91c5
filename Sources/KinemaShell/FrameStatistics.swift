import Foundation
import KinemaCore
import KinemaTweaks

/// Frame intervals over a sliding window: percentiles, dropped frames and the rate.
///
/// A frame is *dropped* when its interval exceeds 1.5 refresh periods (25 ms at 60 Hz, 10.4 ms at 144 Hz):
/// a refresh was missed.
package struct FrameStatistics: Sendable {
    /// The display's refresh period the frames aim at, in seconds (1/60 unless told).
    package let target: Double
    /// Longer than this, a frame missed a refresh.
    package var droppedThreshold: Double { 1.5 * target }
    /// The rate the frames aim at, in frames a second.
    package var refreshRate: Double { 1 / target }
    /// Frames left out at the start of a run, in the HUD and in `kinema bench` alike: creating the window,
    /// loading fonts and drawing the first textures are not the animation's frame rate.
    package static let warmupFrames = 30

    /// Recent intervals in seconds, oldest first (the window is the last `capacity` of them).
    package private(set) var intervals: [Double] = []
    package let capacity: Int
    /// Dropped frames since the start (not only in the window).
    package private(set) var droppedTotal = 0
    package private(set) var frameCount = 0
    /// Seconds of all intervals recorded, and of their hitch time (see `hitchTime(of:)`), since the start.
    package private(set) var secondsTotal = 0.0
    package private(set) var hitchSecondsTotal = 0.0

    /// - Parameter refreshRate: the display's (or `--refresh`'s) rate; one outside 1…1000 counts as 60.
    package init(capacity: Int = 600, refreshRate: Double = 60) {
        self.capacity = max(1, capacity)
        target = 1 / (RefreshRate.accepted.contains(refreshRate) ? refreshRate : 60)
    }

    package mutating func record(interval: Double) {
        guard interval.isFinite, interval >= 0 else { return }
        frameCount += 1
        if interval > droppedThreshold { droppedTotal += 1 }
        secondsTotal += interval
        hitchSecondsTotal += hitchTime(of: interval)
        intervals.append(interval)
        // Trim in chunks, so the window slides in amortised constant time.
        if intervals.count >= capacity * 2 { intervals.removeFirst(intervals.count - capacity) }
    }

    /// The window: the last `capacity` intervals.
    package var window: ArraySlice<Double> { intervals.suffix(capacity) }

    /// The `p`-th percentile (0…100) of the window's intervals, in seconds (nearest rank).
    package func percentile(_ p: Double) -> Double {
        guard !intervals.isEmpty else { return 0 }
        let sorted = window.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    package var maximum: Double { window.max() ?? 0 }

    /// Frames per second over the window.
    package var framesPerSecond: Double {
        let total = window.reduce(0, +)
        return total > 0 ? Double(window.count) / total : 0
    }

    /// Dropped frames within the window.
    package var droppedInWindow: Int { window.filter { $0 > droppedThreshold }.count }

    // MARK: - Hitches

    /// How late a frame of this interval came (Apple's "hitch time": the time a frame is shown after it
    /// was expected): a frame that missed a refresh (past the dropped threshold) is late by its
    /// interval less the one it should have taken; a frame within it (the pacer's jitter) is on time.
    package func hitchTime(of interval: Double) -> Double {
        interval > droppedThreshold ? interval - target : 0
    }

    /// Milliseconds of hitch time per second over the window (Apple's hitch time ratio).
    package var hitchMillisecondsPerSecond: Double {
        let total = window.reduce(0, +)
        return total > 0 ? window.reduce(0) { $0 + hitchTime(of: $1) } * 1000 / total : 0
    }

    /// The same since the start (what `kinema bench` reports as `hitch_ms_per_s`).
    package var hitchMillisecondsPerSecondTotal: Double { secondsTotal > 0 ? hitchSecondsTotal * 1000 / secondsTotal : 0 }

    /// Apple's bands for the hitch time ratio ("Understanding hitches in your app"): under 5 ms/s good,
    /// 5 to 10 a warning, over 10 critical.
    package enum HitchBand: String, Sendable {
        case good, warning, critical

        package init(millisecondsPerSecond ratio: Double) {
            self = ratio < 5 ? .good : ratio <= 10 ? .warning : .critical
        }
    }
}
