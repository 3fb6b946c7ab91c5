import Foundation
import KinemaCore

/// The animations made by one animation block (`UIView.animate…` call or animator `addAnimations`), tracked
/// together so the block's completion runs once, when the last of them is over.
///
/// A block may touch views of several windows, each on its own clock: its time-driven animations are
/// counted per engine in `TimedPart`s, and the block completes when every part has ended on its clock.
@MainActor
final class AnimationGroup {
    let completion: ((Bool) -> Void)?
    let allowsUserInteraction: Bool
    /// Whether the group is driven by a property animator (which decides when it ends) instead of time.
    let isDriven: Bool
    // Touched for every change a block records and read when blocks end, thousands at a cycle's start:
    // unchecked for exclusivity at run time, as no access to them spans a call that could reach them
    // again (engines are told after a list is changed, and only book what they are told).
    // A block usually animates two or three properties of one view, on one engine, and thousands of
    // blocks may be running (a grid's delayed entrances): the first tracks and part are held in place,
    // the rest in arrays, so a block costs no array of its own.
    /// The properties the group's entries are on, swept of them when it completes.
    @exclusivity(unchecked) private var firstTrack: AnimatedProperty?
    @exclusivity(unchecked) private var secondTrack: AnimatedProperty?
    @exclusivity(unchecked) private var moreTracks: [AnimatedProperty] = []
    /// The engines the group's timed animations run on, one part each (usually one).
    @exclusivity(unchecked) private var firstPart: TimedPart?
    @exclusivity(unchecked) private var moreParts: [TimedPart] = []
    private var partCount: Int { (firstPart == nil ? 0 : 1) + moreParts.count }
    /// Set when one of its animations was replaced or removed before its end: completion gets `false`.
    @exclusivity(unchecked) private(set) var wasInterrupted = false
    @exclusivity(unchecked) private(set) var isComplete = false
    /// How many entries are still on a property.
    @exclusivity(unchecked) private(set) var liveEntries = 0

    init(completion: ((Bool) -> Void)?, allowsUserInteraction: Bool, isDriven: Bool) {
        self.completion = completion
        self.allowsUserInteraction = allowsUserInteraction
        self.isDriven = isDriven
    }

    /// The part of this group that runs on `engine`'s clock, registered with the engine on first use.
    func part(on engine: AnimationEngine) -> TimedPart {
        // A loop, not `first(where:)`: an isolated closure checks its actor on every call.
        if let firstPart, firstPart.engineSerial == engine.serial { return firstPart }
        for part in moreParts where part.engineSerial == engine.serial { return part }
        let part = TimedPart(group: self, engine: engine, endTime: engine.now)
        if firstPart == nil { firstPart = part } else { moreParts.append(part) }
        engine.register(part)
        return part
    }

    /// Called when the block has run: one that animated nothing completes at the next update of any
    /// engine, as UIKit calls an empty block's completion on the next turn of the run loop, whatever the
    /// speed of any layer.
    func blockEnded() {
        if firstPart == nil && !isComplete { AnimationEngine.completeOnNextUpdate(self) }
    }

    func entryAdded(on track: AnimatedProperty) {
        liveEntries += 1
        if firstTrack == nil {
            firstTrack = track
        } else if firstTrack !== track, secondTrack == nil {
            secondTrack = track
        } else if firstTrack !== track, secondTrack !== track, moreTracks.last !== track {
            moreTracks.append(track)
        }
    }

    /// An entry was replaced by a newer, non-additive animation of the same property, or removed.
    func entryReplaced(from part: TimedPart?) {
        liveEntries -= 1
        wasInterrupted = true
        if let part { entryLeft(part) }
        if isEmptyAfterReplacement {
            if let firstPart { firstPart.engine?.partEmptied(firstPart) }
            for part in moreParts { part.engine?.partEmptied(part) }
        }
    }

    /// One of `part`'s entries is gone (replaced, or moved to another engine): a part left empty while
    /// other parts run is dropped, so an engine nobody advances cannot hold the block back.
    func entryLeft(_ part: TimedPart) {
        part.entryCount -= 1
        guard part.entryCount <= 0, partCount > 1 else { return }
        removePart(part)
        part.engine?.unregister(part)
    }

    /// `part`'s time is over on its clock; true when it was the group's last (the caller completes it).
    func partEnded(_ part: TimedPart) -> Bool {
        guard !isComplete else { return false }
        removePart(part)
        return firstPart == nil
    }

    private func removePart(_ part: TimedPart) {
        if firstPart === part {
            firstPart = moreParts.isEmpty ? nil : moreParts.removeFirst()
            return
        }
        for index in moreParts.indices where moreParts[index] === part {
            moreParts.remove(at: index)
            return
        }
    }

    /// Takes every remaining entry off its property and runs the completion once.
    func complete(finished: Bool) {
        Self.complete([self], finished: finished)
    }

    /// Completes several groups at once: all are marked complete first, then each property they animated
    /// is swept once, then the completions run in order — linear in the number of groups, however many
    /// end in one frame on one property.
    static func complete(_ groups: [AnimationGroup], finished: Bool) {
        let ending = end(groups)
        for group in ending { group.completion?(finished && !group.wasInterrupted) }
    }

    /// Ends groups without their completions (their window is discarded): their entries leave their
    /// properties, and the group, its parts and its completion's captures are freed.
    static func discard(_ groups: [AnimationGroup]) {
        _ = end(groups)
    }

    /// Marks the groups not yet complete as complete and takes them off their properties and engines;
    /// returns them.
    private static func end(_ groups: [AnimationGroup]) -> [AnimationGroup] {
        var ending: [AnimationGroup] = []
        ending.reserveCapacity(groups.count)
        for group in groups where !group.isComplete {
            group.isComplete = true
            ending.append(group)
        }
        // Each property is swept once however many of its blocks end: a sweep marks it (a sweep takes
        // every completed entry off at once, so a later group finding the mark has nothing to sweep).
        let sweepEpoch = nextSweepEpoch()
        for group in ending {
            // A group whose every entry was replaced has none left on its properties: nothing to sweep
            // (at a stress cycle's start, thousands of waiting blocks end so).
            if group.liveEntries > 0 { group.sweepTracks(epoch: sweepEpoch) }
            group.firstTrack = nil
            group.secondTrack = nil
            group.moreTracks = []
            if let part = group.firstPart { part.engine?.unregister(part) }
            for part in group.moreParts { part.engine?.unregister(part) }
            group.firstPart = nil
            group.moreParts = []
            group.liveEntries = 0
        }
        return ending
    }

    /// Takes the completed entries off each of the group's properties not yet swept in this `epoch`.
    private func sweepTracks(epoch: Int) {
        if let firstTrack { Self.sweep(firstTrack, epoch: epoch) }
        if let secondTrack { Self.sweep(secondTrack, epoch: epoch) }
        for track in moreTracks { Self.sweep(track, epoch: epoch) }
    }

    private static func sweep(_ track: AnimatedProperty, epoch: Int) {
        guard track.sweptInEpoch != epoch else { return }
        track.sweptInEpoch = epoch
        track.removeFinishedEntries(endedBy: -.infinity, on: nil)
    }

    /// Counts the sweeps of properties (groups ending, `end`; an engine's blocks without a completion
    /// ending): a property swept in the current one is marked with it, so it is swept once however many
    /// of its blocks end together.
    private static var sweepEpoch = 0

    /// A new sweep: properties marked with an older one may be swept again.
    static func nextSweepEpoch() -> Int {
        sweepEpoch &+= 1
        return sweepEpoch
    }

    /// A group whose entries were all replaced has nothing left to wait for.
    var isEmptyAfterReplacement: Bool { wasInterrupted && liveEntries <= 0 }
}

/// The share of a block's time-driven animations that run on one engine: ends when that engine's clock
/// passes the latest end among them.
@MainActor
final class TimedPart {
    /// Strong: a block that animated nothing is held only by its part until the part ends.
    let group: AnimationGroup
    private(set) weak var engine: AnimationEngine?
    /// The engine's `serial`, compared without loading the weak reference.
    let engineSerial: Int
    /// Media time of `engine` at which every animation of the part has ended.
    @exclusivity(unchecked) private(set) var endTime: Double
    /// Entries of the group on views of this engine.
    @exclusivity(unchecked) fileprivate(set) var entryCount = 0
    /// Whether the engine still holds this part; cleared when it ends or is dropped, and the engine
    /// discards it when it surfaces (so dropping thousands at once stays linear).
    @exclusivity(unchecked) var isRegistered = true
    /// The engine's registration order.
    @exclusivity(unchecked) var sequence = 0

    init(group: AnimationGroup, engine: AnimationEngine, endTime: Double) {
        self.group = group
        self.engine = engine
        engineSerial = engine.serial
        self.endTime = endTime
    }

    func add(entryEndingAt end: Double) {
        entryCount += 1
        endTime = max(endTime, end)
    }

    /// Whether the part's animations still run at its engine's `time`.
    func isRunning(at time: Double) -> Bool { !group.isComplete && time < endTime }
}
