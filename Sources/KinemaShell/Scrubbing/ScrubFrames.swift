import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The frames a scrub has drawn, as runs of consecutive grid frames, so the playhead moving back over
/// them shows them again without re-simulating anything. Bounded by the items they hold: past the
/// budget, the oldest runs go first (and a lone run over it keeps its newest half).
struct ScrubFrames {
    struct Frame {
        /// Session time.
        var time: Double
        var list: DisplayList
    }

    /// Runs of consecutive grid frames: within one, no other frame falls between two neighbours.
    private var segments: [[Frame]] = []
    private var itemCount = 0
    static let itemBudget = 150_000

    /// Whether drawing every frame on the way is worth it: a second of the scene's frames fits the
    /// budget (a scene of 20,000 views draws only the frame that shows).
    var keepsFrames: Bool {
        (segments.last?.last?.list.items.count ?? 0) * 60 <= Self.itemBudget
    }

    /// Starts a new run of frames with `frame` (a replica taken up where it stands).
    mutating func begin(with frame: Frame) {
        segments.append([])
        append(frame)
    }

    /// The next frame of the newest run.
    mutating func append(_ frame: Frame) {
        if segments.isEmpty { segments.append([]) }
        segments[segments.count - 1].append(frame)
        itemCount += frame.list.items.count
        while itemCount > Self.itemBudget, segments.count > 1 {
            itemCount -= segments.removeFirst().reduce(0) { $0 + $1.list.items.count }
        }
        if itemCount > Self.itemBudget {
            // One run alone is over the budget: keep its newest half.
            let run = segments[0]
            segments[0] = Array(run.suffix(run.count / 2))
            itemCount = segments[0].reduce(0) { $0 + $1.list.items.count }
        }
    }

    /// The frame showing at session time `time` — the last frame at or before it — if a run covers it.
    func frame(at time: Double) -> Frame? {
        for segment in segments.reversed() {
            guard let first = segment.first, let last = segment.last,
                first.time <= time + 1e-9, time <= last.time + 1e-9
            else { continue }
            // The last frame at or before `time` (binary search: times never decrease within a run).
            var low = 0, high = segment.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if segment[middle].time <= time + 1e-9 { low = middle } else { high = middle - 1 }
            }
            return segment[low]
        }
        return nil
    }

    mutating func removeAll() {
        segments.removeAll()
        itemCount = 0
    }
}
