import Foundation
import KinemaCore

/// One animatable property of a view: its model value and the animations running on it.
///
/// `presentation(at:)` is what is on screen: the newest non-additive animation's value (or the model),
/// plus the sum of the additive animations' contributions, which each run from (old − new) to zero.
///
/// A class, owned by its view: adding and removing animations mutates its list in place (a struct behind
/// a key path was copied on every change, which made many retargets in one frame quadratic).
///
/// The commonest animation — the only one on its property, time-driven, of a block without a
/// completion, not additive: each cell of a grid's staggered entrance — is held in the track itself
/// (`plain`), not in a list: recording it allocates no list and checks none for uniqueness, and every
/// frame reaches it one read sooner. Any other animation joining it moves it into the list.
@MainActor
final class PropertyTrack<Value: Animatable>: AnimatedProperty {
    // Both read for every view on every frame. Unchecked: the track is main-actor isolated and no access
    // to them ever overlaps another (inside a mutation only a replaced block's bookkeeping runs, which
    // never reaches back into a track), so the run-time exclusivity check — a thread-local access set
    // searched on every read — buys nothing here.
    @exclusivity(unchecked) var model: Value {
        didSet { owner?.presentationDidChange() }
    }
    /// The animations, oldest first, when they are not one plain one (read by `checkInvariants`).
    @exclusivity(unchecked) private(set) var list: [TrackEntry<Value>] = [] {
        didSet { owner?.presentationDidChange() }
    }
    /// The one animation when it is plain (see the type's note; `list` is empty then), held by the
    /// track: retained when set, released when replaced (`setPlain`) or with the track. Unmanaged, so
    /// the frame reads it without retaining and releasing it.
    @exclusivity(unchecked) private var plain: Unmanaged<Animation<Value>>?
    /// Whether the plain animation's block let touches through (`.allowUserInteraction`).
    @exclusivity(unchecked) private var plainAllowsUserInteraction = false

    init(_ model: Value, kind: Kind) {
        self.model = model
        super.init(kind: kind)
    }

    deinit {
        plain?.release()
    }

    var isAnimating: Bool { plain != nil || !list.isEmpty }

    /// Whether the track holds its one animation itself (tests check which form it takes).
    var holdsPlainAnimation: Bool { plain != nil }

    /// Every animation, oldest first, as entries (the plain one as one without a group).
    var entries: [TrackEntry<Value>] {
        guard let plain else { return list }
        return [TrackEntry(
            animation: plain.takeUnretainedValue(), group: nil, part: nil, isAdditive: false,
            allowsUserInteraction: plainAllowsUserInteraction, driver: .time)]
    }

    /// Holds `animation` as the plain one, letting go of the one held before; nil holds none.
    private func setPlain(_ animation: Animation<Value>?, allowsUserInteraction: Bool = false) {
        assert(animation == nil || list.isEmpty, "a plain animation is held only alone")
        let old = plain
        if let animation { plain = Unmanaged.passRetained(animation) } else { plain = nil }
        plainAllowsUserInteraction = allowsUserInteraction
        old?.release()
        owner?.presentationDidChange()
    }

    // The plain animation read in place, neither retained nor checked for the main actor: a closure
    // made in an isolated method is isolated, and checks its actor each time it runs.
    @inline(__always)
    private nonisolated static func value(of animation: Unmanaged<Animation<Value>>, at time: Double) -> Value {
        animation._withUnsafeGuaranteedRef { $0.value(at: time) }
    }

    /// When the animation starts moving (after its delay) and when it ends.
    @inline(__always)
    private nonisolated static func times(of animation: Unmanaged<Animation<Value>>) -> (start: Double, end: Double) {
        animation._withUnsafeGuaranteedRef { ($0.beginTime + $0.delay, $0.endTime) }
    }

    /// Moves the plain animation into the list, as an entry like the others (another joins it).
    private func spillPlain() {
        guard plain != nil else { return }
        let entry = entries
        setPlain(nil)
        list = entry
    }

    func presentation(at time: Double) -> Value {
        if let plain {
            assert(list.isEmpty, "a plain animation is held only alone: the list would be left unread")
            return Self.value(of: plain, at: time)
        }
        if list.isEmpty { return model }
        // Through an unsafe buffer: its elements are read in place, while an array's iterator or
        // subscript copies each entry, retaining its group, part and animation — most of a frame with
        // thousands of views animating. The closure is @Sendable, so not main-actor isolated: an
        // isolated one is checked to be on the main actor each time it runs.
        let model = self.model
        return list.withUnsafeBufferPointer { @Sendable buffer in Self.presentation(of: buffer, over: model, at: time) }
    }

    /// The newest non-additive entry's value (or `model`) plus the additive ones' contributions. Each
    /// entry is read in place through its address, field by field: a copy of the entry retained its
    /// group, part and animation and copied its optional part through the generic type's metadata.
    private nonisolated static func presentation(of buffer: UnsafeBufferPointer<TrackEntry<Value>>, over model: Value, at time: Double) -> Value {
        guard let first = buffer.baseAddress else { return model }
        if buffer.count == 1 {
            let value = TrackEntry.value(of: first, at: time)
            return first.pointee.isAdditive ? model + value : value
        }
        var base = model
        var offset: Value? = nil
        for index in 0..<buffer.count {
            let entry = first + index
            let value = TrackEntry.value(of: entry, at: time)
            if entry.pointee.isAdditive {
                offset = offset.map { $0 + value } ?? value
            } else {
                base = value
            }
        }
        return offset.map { base + $0 } ?? base
    }

    /// Narrows `span` to the time around `time` over which `presentation(at:)` keeps the value it has
    /// at `time` (`span.from` ≤ `time` < `span.until`); leaves it empty (`until` ≤ `time`) while an
    /// animation is in motion or follows a property animator. An animation waiting out its delay shows
    /// its start until it starts; one that has ended shows its end until its block completes and takes
    /// it off (a change, which the owner is told of). Without animations the model holds for ever.
    @inline(__always)
    func narrowSteadySpan(_ span: inout (from: Double, until: Double), at time: Double) {
        if let plain {
            let (start, end) = Self.times(of: plain)
            Self.narrow(&span, start: start, end: end, at: time)
            return
        }
        guard !list.isEmpty else { return }
        for index in list.indices {
            guard case .time = list[index].driver else {
                span.until = time
                return
            }
            let animation = list[index].animation
            if !Self.narrow(&span, start: animation.beginTime + animation.delay, end: animation.endTime, at: time) { return }
        }
    }

    /// Narrows `span` by one time-driven animation moving from `start` to `end`; false when it is in
    /// motion at `time` (the span is then empty).
    @inline(__always) @discardableResult
    private nonisolated static func narrow(_ span: inout (from: Double, until: Double), start: Double, end: Double, at time: Double) -> Bool {
        if time < start {
            span.until = min(span.until, start)
        } else if time >= end {
            span.from = max(span.from, end)
        } else {
            span.until = time
            return false
        }
        return true
    }

    /// Adds a plain animation (time-driven, of a block without a completion, not additive), replacing
    /// the non-additive animations already running. Held in the track unless additive ones run too.
    func addPlain(_ animation: Animation<Value>, allowsUserInteraction: Bool) {
        if !list.isEmpty {
            add(TrackEntry(
                animation: animation, group: nil, part: nil, isAdditive: false,
                allowsUserInteraction: allowsUserInteraction, driver: .time))
            // Held once it is the only one left (it replaced every listed one).
            guard list.count == 1 else { return }
            list = []
        }
        setPlain(animation, allowsUserInteraction: allowsUserInteraction)
    }

    /// Adds an animation; a non-additive one replaces the non-additive animations already running.
    /// (A plain one comes through `addPlain`, which holds it when it is left alone.)
    func add(_ entry: consuming TrackEntry<Value>) {
        if !entry.isAdditive, list.count == 1, !list[0].isAdditive {
            // One block replacing another (a cycle restarting): swapped in place, no array traffic, and
            // the old entry read where it then is (reading it in the array copied it whole).
            var replaced = entry
            swap(&list[0], &replaced)
            replaced.group?.entryReplaced(from: replaced.part)
            return
        }
        if entry.isAdditive {
            spillPlain()
        } else {
            // The plain animation, if any, is simply let go (it has no block to tell); the other
            // non-additive entries are replaced, by a loop as in `removeCompletedEntries`.
            if plain != nil { setPlain(nil) }
            var kept = 0
            for index in list.indices {
                if list[index].isAdditive {
                    if kept != index { list.swapAt(kept, index) }
                    kept += 1
                } else {
                    list[index].group?.entryReplaced(from: list[index].part)
                }
            }
            if kept < list.count { list.removeSubrange(kept...) }
        }
        list.append(entry)
    }

    /// Forgets every animation without telling their blocks (the window is going away: nothing of it
    /// runs again, and the blocks' closures must not keep its views alive).
    func discardAll() {
        if plain != nil { setPlain(nil) }
        list.removeAll()
    }

    /// Removes every animation, marking their blocks as interrupted.
    func removeAll() {
        if plain != nil { setPlain(nil) }
        for entry in list { entry.group?.entryReplaced(from: entry.part) }
        list.removeAll()
    }

    /// Takes off the animations whose blocks have completed and, if the view animates on `engine` (or
    /// is gone), those of blocks without a completion that ended by `time` (once for many blocks ending
    /// together). Reached through `AnimatedProperty`, that is through generic code: specialised
    /// for the value types views animate, it runs about ten times faster when thousands of blocks end.
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == RGBAColor)
    @_specialize(where Value == CGAffineTransform.Decomposition)
    override func removeFinishedEntries(endedBy time: Double, on engine: AnimationEngine?) {
        sweeps &+= 1
        let limit = owner == nil || owner?.boundEngine === engine ? time : -.infinity
        if let plain {
            if Self.times(of: plain).end <= limit { setPlain(nil) }
            return
        }
        // Compacted in place by a loop: a closure passed to `removeAll(where:)` is main-actor isolated
        // and checks its actor on each call.
        var kept = 0
        for index in list.indices where !list[index].isFinished(endedBy: limit) {
            if kept != index { list.swapAt(kept, index) }
            kept += 1
        }
        if kept < list.count { list.removeSubrange(kept...) }
    }

    /// Moves the time-driven animations to `engine`'s clock, `shift` seconds later in its time than in
    /// the old engine's, so each keeps the progress it had (the view joined another window).
    func move(to engine: AnimationEngine, shift: Double) {
        if let plain {
            let animation = plain.takeUnretainedValue().shifted(by: shift)
            setPlain(animation, allowsUserInteraction: plainAllowsUserInteraction)
            // A block without a completion: the new engine sweeps it off when its time is up there.
            engine.add(CompletionlessBlock(self), endingAt: animation.endTime)
            return
        }
        for index in list.indices {
            let entry = list[index]
            guard case .time = entry.driver else { continue }
            let animation = entry.animation.shifted(by: shift)
            guard let group = entry.group else {
                list[index] = entry.moved(animation, part: nil)
                engine.add(CompletionlessBlock(self), endingAt: animation.endTime)
                continue
            }
            guard let oldPart = entry.part else { continue }
            let part = group.part(on: engine)
            part.add(entryEndingAt: animation.endTime)
            list[index] = entry.moved(animation, part: part)
            group.entryLeft(oldPart)
        }
    }

    /// Whether a property animator that hit-tests automatically (`isManualHitTestingEnabled` false) is
    /// running an animation of this property.
    var isDrivenByAutomaticHitTesting: Bool {
        list.contains { entry in
            guard case .animator(let animator, _) = entry.driver else { return false }
            return !animator.isManualHitTestingEnabled && animator.state != .inactive
        }
    }

    /// Whether an animation of a group that blocks interaction is still running at `time`.
    func blocksInteraction(at time: Double) -> Bool {
        if let plain { return !plainAllowsUserInteraction && time < plain.takeUnretainedValue().endTime }
        return list.contains { entry in
            guard !entry.allowsUserInteraction else { return false }
            guard let group = entry.group else { return time < entry.animation.endTime }
            guard !group.isComplete else { return false }
            return entry.part?.isRunning(at: time) ?? group.isDriven
        }
    }
}

/// What moves a track's entry: time, or a property animator's progress. Outside the generic
/// `TrackEntry`: a plain enum, whose copies need no generic metadata.
enum TrackDriver {
    case time
    /// Progress comes from the animator, for animations added when its fraction was `startFraction`.
    case animator(UIViewPropertyAnimator, startFraction: Double)
}

/// One animation on a property: driven by time, or by a property animator's progress.
struct TrackEntry<Value: Animatable> {
    typealias Driver = TrackDriver

    /// The path and timing; for animator-driven entries only the path is used. First: the frame path
    /// reads it at the entry's address (see `value(of:at:)`).
    let animation: Animation<Value>
    /// The block's group; nil for a time-driven block without a completion, whose entries leave at
    /// their end (`CompletionlessBlock`).
    let group: AnimationGroup?
    /// For time-driven entries of a group: its share on the view's engine, which says when it ends.
    let part: TimedPart?
    let isAdditive: Bool
    /// Whether the block let touches through while it runs (`.allowUserInteraction`; an animator's
    /// `isUserInteractionEnabled`).
    let allowsUserInteraction: Bool
    let driver: Driver

    /// Whether the entry's block has completed, or it belongs to no group and ended by `time`.
    @MainActor
    func isFinished(endedBy time: Double) -> Bool {
        guard let group else { return animation.endTime <= time }
        return group.isComplete
    }

    /// The entry with its animation moved to another engine's time, in `part` there.
    func moved(_ animation: Animation<Value>, part: TimedPart?) -> TrackEntry {
        TrackEntry(
            animation: animation, group: group, part: part, isAdditive: isAdditive,
            allowsUserInteraction: allowsUserInteraction, driver: driver)
    }

    /// Where `animation` lies in an entry: first, as a struct's stored properties are laid out in
    /// order (checked in debug builds and by the frame path's tests).
    static var animationOffset: Int {
        assert(MemoryLayout<TrackEntry>.offset(of: \.animation) == 0, "TrackEntry.animation must come first")
        return 0
    }

    /// The value at the view's engine time `time` of the entry at `entry`. An animator-driven entry reads
    /// the animator's progress on the animator's own clock. (Not main-actor isolated itself, so the
    /// frame's thousands of time-driven entries cost no isolation check; only an animator's is read on
    /// the main actor, where every frame runs.)
    @inline(__always)
    static func value(of entry: UnsafePointer<TrackEntry>, at time: Double) -> Value {
        if case .time = entry.pointee.driver {
            // The animation read as an unretained reference: the entry holds it, and a reference loaded
            // through the pointer was retained and released for every entry of every frame.
            let animation = UnsafeRawPointer(entry).load(fromByteOffset: animationOffset, as: Unmanaged<Animation<Value>>.self)
            return animation._withUnsafeGuaranteedRef { $0.value(at: time) }
        }
        guard case .animator(let animator, let startFraction) = entry.pointee.driver else { return entry.pointee.animation.value(at: time) }
        let animation = entry.pointee.animation
        return MainActor.assumeIsolated {
            animation.value(atProgress: animator.progress(ofGroupStartingAt: startFraction, at: animator.now))
        }
    }
}
