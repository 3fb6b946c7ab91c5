/// What an engine keeps of a `UIView.animate…` block that has no completion: the properties it animated
/// on that engine, swept of the block's animations when its time there is up.
///
/// Such a block needs no `AnimationGroup`: there is no completion to run, and nothing to tell when one
/// of its animations is replaced. So recording it makes no object but its animations, and each of the
/// thousands of blocks a grid's staggered entrance keeps waiting costs a few words in its engine's heap.
/// Its animations leave their properties when their time is up (the latest end among them on the
/// engine, which is every one's: a block's animations share one timing, delay and begin), as Core
/// Animation takes each animation off its layer when it ends.
@MainActor
struct CompletionlessBlock {
    // The first two properties held in place, the rest in an array: a block usually animates two or
    // three properties of one view.
    private var first: AnimatedProperty?
    private var second: AnimatedProperty?
    private var more: [AnimatedProperty] = []

    /// A block that has animated nothing yet.
    init() {}

    init(_ track: AnimatedProperty) {
        first = track
    }

    var isEmpty: Bool { first == nil }

    /// Notes one more property the block animated (each is kept once).
    mutating func add(_ track: AnimatedProperty) {
        if first === track || second === track { return }
        if first == nil {
            first = track
        } else if second == nil {
            second = track
        } else if !more.contains(where: { $0 === track }) {
            more.append(track)
        }
    }

    /// Takes the ended animations of blocks without a completion off each property not yet swept in
    /// `epoch`, where the property's view still animates on `engine` (one that moved to another engine
    /// is swept by that engine's own record).
    func sweep(endedBy time: Double, on engine: AnimationEngine, epoch: Int) {
        if let first { Self.sweep(first, endedBy: time, on: engine, epoch: epoch) }
        if let second { Self.sweep(second, endedBy: time, on: engine, epoch: epoch) }
        for track in more { Self.sweep(track, endedBy: time, on: engine, epoch: epoch) }
    }

    private static func sweep(_ track: AnimatedProperty, endedBy time: Double, on engine: AnimationEngine, epoch: Int) {
        guard track.sweptInEpoch != epoch else { return }
        track.sweptInEpoch = epoch
        track.removeFinishedEntries(endedBy: time, on: engine)
    }

    /// Whether one of the properties still belongs to a view on `engine` (the others' views moved away,
    /// taking their animations, or are gone).
    func animates(on engine: AnimationEngine) -> Bool {
        if first?.isBound(to: engine) == true || second?.isBound(to: engine) == true { return true }
        return more.contains { $0.isBound(to: engine) }
    }
}
