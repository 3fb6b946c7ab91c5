import Foundation
import KinemaCore

/// The animations made by one animation block (`UIView.animate…` call or animator `addAnimations`), tracked
/// together so the block's completion runs once, when the last of them is over.
@MainActor
final class AnimationGroup {
    let completion: ((Bool) -> Void)?
    let allowsUserInteraction: Bool
    /// For timed groups: media time at which every animation of the group has ended.
    var endTime: Double
    /// Whether the group is driven by a property animator (which decides when it ends) instead of time.
    let isDriven: Bool
    /// How the group's entries are taken off their views' properties.
    private var removers: [() -> Void] = []
    /// Set when one of its animations was replaced or removed before its end: completion gets `false`.
    private(set) var wasInterrupted = false
    private(set) var isComplete = false
    /// How many entries are still on a property.
    private(set) var liveEntries = 0

    init(completion: ((Bool) -> Void)?, allowsUserInteraction: Bool, isDriven: Bool, startTime: Double) {
        self.completion = completion
        self.allowsUserInteraction = allowsUserInteraction
        self.isDriven = isDriven
        self.endTime = startTime
    }

    func entryAdded(endTime: Double, remover: @escaping () -> Void) {
        liveEntries += 1
        self.endTime = max(self.endTime, endTime)
        removers.append(remover)
    }

    /// An entry was replaced by a newer, non-additive animation of the same property.
    func entryReplaced() {
        liveEntries -= 1
        wasInterrupted = true
    }

    /// Takes every remaining entry off its property and runs the completion once.
    func complete(finished: Bool) {
        guard !isComplete else { return }
        isComplete = true
        let removers = self.removers
        self.removers = []
        for remove in removers { remove() }
        liveEntries = 0
        completion?(finished && !wasInterrupted)
    }

    /// A group whose entries were all replaced has nothing left to wait for.
    var isEmptyAfterReplacement: Bool { wasInterrupted && liveEntries <= 0 }
}
