import Foundation

/// Frame intervals over a sliding window: percentiles, dropped frames and the rate.
///
/// A frame is *dropped* when its interval exceeds 1.5 × 16.7 ms (25 ms): at 60 Hz that means a refresh was
/// missed.
public struct FrameStatistics: Sendable {
    public static let target = 1.0 / 60
    public static let droppedThreshold = 1.5 / 60
    /// Frames left out at the start of a run, in the HUD and in `kinema bench` alike: creating the window,
    /// loading fonts and drawing the first textures are not the animation's frame rate.
    public static let warmupFrames = 30

    /// Recent intervals in seconds, oldest first (the window is the last `capacity` of them).
    public private(set) var intervals: [Double] = []
    public let capacity: Int
    /// Dropped frames since the start (not only in the window).
    public private(set) var droppedTotal = 0
    public private(set) var frameCount = 0

    public init(capacity: Int = 600) {
        self.capacity = max(1, capacity)
    }

    public mutating func record(interval: Double) {
        guard interval.isFinite, interval >= 0 else { return }
        frameCount += 1
        if interval > Self.droppedThreshold { droppedTotal += 1 }
        intervals.append(interval)
        // Trim in chunks, so the window slides in amortised constant time.
        if intervals.count >= capacity * 2 { intervals.removeFirst(intervals.count - capacity) }
    }

    /// The window: the last `capacity` intervals.
    public var window: ArraySlice<Double> { intervals.suffix(capacity) }

    /// The `p`-th percentile (0…100) of the window's intervals, in seconds (nearest rank).
    public func percentile(_ p: Double) -> Double {
        guard !intervals.isEmpty else { return 0 }
        let sorted = window.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    public var maximum: Double { window.max() ?? 0 }

    /// Frames per second over the window.
    public var framesPerSecond: Double {
        let total = window.reduce(0, +)
        return total > 0 ? Double(window.count) / total : 0
    }

    /// Dropped frames within the window.
    public var droppedInWindow: Int { window.filter { $0 > Self.droppedThreshold }.count }
}
