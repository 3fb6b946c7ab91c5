import Foundation

/// When a scene that loops by itself starts its rounds: each when the last one is due, not at the frame
/// that notices it, so that the loop keeps the same instants at every frame rate.
enum LoopRound {
    /// The start of the round under way at `time`, for rounds of `length` seconds from `first`: the latest
    /// `first + k·length` not after `time` (`first` itself before then, or for rounds of no length).
    static func start(from first: Double, length: Double, at time: Double) -> Double {
        guard length > 0, length.isFinite, time > first else { return first }
        // A hair over, so a time that is a whole number of rounds on (as summed) counts as the next one.
        return first + ((time - first) / length + 1e-9).rounded(.down) * length
    }
}
