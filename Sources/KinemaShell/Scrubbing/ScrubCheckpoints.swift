import Foundation
import KinemaTweaks

/// Re-simulations of the session parked at every whole second of its last `reach` seconds, so that
/// scrubbing to any instant there re-runs at most a second of frames (`spacing`) instead of the whole
/// session from its start.
///
/// A scene's state is a graph of UIKit objects and closures that cannot be copied, so a checkpoint is a
/// whole replica — a shell of its own that replayed the history to that second — and using one for a
/// scrub uses it up. They are made in the background, a budget of frames at a time: from the session's
/// start when there is nothing better, and by moving on the replica of a second that fell out of reach
/// (as time passes, each second costs `reach` + 1 seconds of simulation, not the session's length).
@MainActor
final class ScrubCheckpoints {
    /// Seconds of session time between two checkpoints: the most a scrub re-runs.
    static let spacing = 1.0
    /// How far back from the present they go (the timeline's widest axis).
    static let reach = 12.0
    /// The most views all checkpoints' scenes may hold together: each replica is a whole scene (about
    /// 6 kB a view with its animations), so a scene of 20,000 views (the stress scene at its most)
    /// keeps one checkpoint, at its newest second — about 120 MB.
    static let viewBudget = 20_000

    /// How far back checkpoints go for a scene of `views` views: `reach`, or less for a big scene (a
    /// single checkpoint at least).
    static func reach(forViews views: Int) -> Double {
        min(reach, max(0, (Double(viewBudget / max(1, views)) - 1).rounded(.down) * spacing))
    }

    /// The reach in use (set by the shell from the scene's size).
    var reach = ScrubCheckpoints.reach
    /// Session time the present scene began at: a scrub never goes before it, so no checkpoint is wanted
    /// before its second.
    var sceneStart = 0.0

    private struct Entry {
        /// The whole second the replica stands for: it is on the last grid frame at or before it.
        let second: Double
        let replica: SessionReplica
        /// Whether it got there (or as near as the history lets it).
        var isParked: Bool
    }

    private let history: SessionHistory
    /// In time order.
    private var entries: [Entry] = []
    /// Frames run to make checkpoints, in all (for tests).
    private(set) var framesRun = 0

    init(history: SessionHistory) {
        self.history = history
    }

    /// The seconds a checkpoint is wanted for when the session is at `present` (session time): the
    /// whole seconds of the last `reach` seconds that are at least two frames past (events of the present
    /// frame may still come).
    static func wantedSeconds(present: Double, reach: Double = reach, notBefore start: Double = 0) -> [Double] {
        guard let wanted = wantedRange(present: present, reach: reach, notBefore: start) else { return [] }
        return Array(stride(from: wanted.lowerBound, through: wanted.upperBound + 1e-9, by: spacing))
    }

    /// The oldest and newest of `wantedSeconds` (nil for none).
    static func wantedRange(present: Double, reach: Double, notBefore start: Double) -> ClosedRange<Double>? {
        let newest = ((present - 2.0 / 60) / spacing).rounded(.down) * spacing
        let oldest = max(0, newest - reach, (start / spacing).rounded(.down) * spacing)
        // None yet: the session (or a scene just switched to) is not two frames past a whole second.
        guard newest >= 0, oldest <= newest else { return nil }
        return oldest...newest
    }

    /// How many of the wanted checkpoints are parked (counted without allocating: the timeline asks
    /// every frame).
    func readiness(present: Double) -> (parked: Int, wanted: Int) {
        guard let wanted = Self.wantedRange(present: present, reach: reach, notBefore: sceneStart) else { return (0, 0) }
        let parked = entries.count { $0.isParked && $0.second >= wanted.lowerBound - 1e-9 && $0.second <= wanted.upperBound + 1e-9 }
        return (parked, Int(((wanted.upperBound - wanted.lowerBound) / Self.spacing).rounded()) + 1)
    }

    /// Makes the checkpoints the session at `present` wants, running at most `frameBudget` frames and
    /// stopping after the first slice of frames that ends past `deadline` (nil: none): the newest seconds first,
    /// each from a replica that left reach when one is below it, else from the session's start.
    func keepUp(present: Double, frameBudget: Int, deadline: ContinuousClock.Instant?) {
        let wanted = Self.wantedSeconds(present: present, reach: reach, notBefore: sceneStart)
        entries.removeAll { entry in
            guard !wanted.contains(where: { abs($0 - entry.second) < 1e-9 }) else { return false }
            spares.append(entry.replica)
            return true
        }
        var budget = frameBudget
        for second in wanted.reversed() {
            guard budget > 0, deadline.map({ ContinuousClock.now < $0 }) ?? true else { break }
            let index: Int
            if let found = entries.firstIndex(where: { abs($0.second - second) < 1e-9 }) {
                index = found
                if entries[index].isParked { continue }
            } else {
                let source = spares.indices.filter { spares[$0].now <= second + 1e-9 }.max { spares[$0].now < spares[$1].now }
                let replica = source.map { spares.remove(at: $0) } ?? SessionReplica(history: history)
                index = entries.firstIndex { $0.second > second } ?? entries.count
                entries.insert(Entry(second: second, replica: replica, isParked: false), at: index)
            }
            let replica = entries[index].replica
            // Slices of a few frames, so the deadline is looked at often.
            var stop = ScriptedRun.GridStop.limited
            while stop == .limited, budget > 0, deadline.map({ ContinuousClock.now < $0 }) ?? true {
                let ran = replica.framesRun
                stop = replica.step(toward: second, frameLimit: min(budget, 30))
                budget -= replica.framesRun - ran
                framesRun += replica.framesRun - ran
            }
            if stop != .limited { entries[index].isParked = true }
        }
        // Spares wait for the seconds to come; more than a reach of them is no use.
        while spares.count > wanted.count { spares.removeFirst().discard() }
    }

    /// Replicas that left reach, kept to become the next seconds' checkpoints.
    private var spares: [SessionReplica] = []
    /// Replicas a scrub left where it stopped using them (between two seconds): checkpoints too, until
    /// the scrub ends — moving back over a second and forward again finds one there.
    private var left: [SessionReplica] = []
    static let leftLimit = 8

    /// Keeps `replica`, which a scrub leaves at its time, as a checkpoint (the oldest such goes past
    /// `leftLimit`).
    func keep(_ replica: SessionReplica) {
        left.append(replica)
        // A big scene keeps as few as it keeps checkpoints.
        while left.count > min(Self.leftLimit, Int(reach / Self.spacing) + 1) { left.removeFirst().discard() }
    }

    /// The scrub ended: the replicas it left go.
    func dropLeft() {
        for replica in left { replica.discard() }
        left = []
    }

    /// The session time of the latest replica at or before `time`, if any.
    func latestTime(atOrBefore time: Double) -> Double? {
        (entries.map(\.replica) + left).map(\.now).filter { $0 <= time + 1e-9 }.max()
    }

    /// Hands over the latest replica at or before `time` (it is no longer a checkpoint).
    func take(atOrBefore time: Double) -> SessionReplica? {
        guard let latest = latestTime(atOrBefore: time) else { return nil }
        if let index = left.firstIndex(where: { $0.now == latest }) { return left.remove(at: index) }
        return entries.firstIndex { $0.replica.now == latest }.map { entries.remove(at: $0).replica }
    }

    /// The history was cut back to `time`: replicas that ran past it (or so near that they may have
    /// missed events stamped then) replayed what is no longer so, and go.
    func discard(after time: Double) {
        let stale = { (replica: SessionReplica) in replica.now >= time - InputRecording.timeResolution }
        for entry in entries where stale(entry.replica) { entry.replica.discard() }
        entries.removeAll { stale($0.replica) }
        for replica in spares + left where stale(replica) { replica.discard() }
        spares.removeAll(where: stale)
        left.removeAll(where: stale)
    }

    /// Every replica kept (for tests).
    var replicasForTests: [SessionReplica] { entries.map(\.replica) + spares + left }

    func discardAll() {
        for replica in entries.map(\.replica) + spares + left { replica.discard() }
        entries = []
        spares = []
        left = []
    }
}
