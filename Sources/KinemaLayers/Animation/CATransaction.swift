import Foundation
import KinemaCore

/// Core Animation's transactions: `begin()`/`commit()` (nesting), the duration and timing function
/// given to animations added inside that leave theirs unset, `setDisableActions`, and a completion block
/// run once every animation added inside has ended (at once, on the next frame, when none was).
///
/// The transaction's duration, timing function and `setDisableActions` also govern standalone layers'
/// implicit animations (see `CALayer+ImplicitAnimations.swift`).
@MainActor
open class CATransaction: NSObject {
    /// The duration of an animation left at 0 seconds outside any transaction that sets one.
    package nonisolated static let defaultAnimationDuration = 0.25

    package struct Frame {
        var duration: Double?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: (@MainActor () -> Void)?
        /// The animations added while it was open, by identity, and whether each has ended.
        var pending: [ObjectIdentifier] = []
        var explicit: Bool
    }

    /// The open transactions, innermost last (the main thread's, as Core Animation keeps one per thread).
    package static var frames: [Frame] = []
    /// Completions waiting for their animations: each with the animations it still waits for.
    package static var waiting: [(animations: Set<ObjectIdentifier>, completion: @MainActor () -> Void)] = []
    /// Completions of transactions with no animations, run by the next frame.
    package static var due: [@MainActor () -> Void] = []

    public class func begin() { frames.append(Frame(explicit: true)) }

    public class func commit() {
        guard let frame = frames.popLast() else {
            CALayer.reports.report("commit", "Kinema: CATransaction.commit() without a begin(); ignored")
            return
        }
        guard let completion = frame.completion else {
            if let outer = frames.indices.last { frames[outer].pending += frame.pending }
            return
        }
        if let outer = frames.indices.last { frames[outer].pending += frame.pending }
        if frame.pending.isEmpty { due.append(completion) } else { waiting.append((Set(frame.pending), completion)) }
    }

    /// Commits nothing of its own: Kinema's layers show their changes on the next frame anyway.
    public class func flush() {}

    public class func animationDuration() -> Double { frames.last?.duration ?? defaultAnimationDuration }
    public class func setAnimationDuration(_ duration: Double) {
        openImplicitFrame()
        frames[frames.count - 1].duration = duration.isFinite ? max(0, duration) : nil
    }

    public class func animationTimingFunction() -> CAMediaTimingFunction? { frames.last?.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        openImplicitFrame()
        frames[frames.count - 1].timingFunction = function
    }

    public class func disableActions() -> Bool { frames.last?.disablesActions ?? false }
    public class func setDisableActions(_ flag: Bool) {
        openImplicitFrame()
        frames[frames.count - 1].disablesActions = flag
    }

    public class func completionBlock() -> (@MainActor () -> Void)? { frames.last?.completion }
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        openImplicitFrame()
        frames[frames.count - 1].completion = block
    }

    /// A setter outside `begin()` acts on the implicit transaction, committed by the next frame.
    private static func openImplicitFrame() {
        if frames.isEmpty { frames.append(Frame(explicit: false)) }
    }

    /// An animation was added: the open transactions wait for it; it takes their duration and timing
    /// function where it has none of its own.
    package static func animationAdded(_ animation: CAAnimation) {
        guard !frames.isEmpty else { return }
        let id = ObjectIdentifier(animation)
        frames[frames.count - 1].pending.append(id)
        if animation.duration == 0, let duration = frames.last(where: { $0.duration != nil })?.duration { animation.duration = duration }
        if animation.timingFunction == nil, let function = frames.last(where: { $0.timingFunction != nil })?.timingFunction {
            animation.timingFunction = function
        }
    }

    /// An animation ended (finished or removed): completions no longer waiting run.
    package static func animationEnded(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        guard waiting.contains(where: { $0.animations.contains(id) }) else { return }
        var ready: [@MainActor () -> Void] = []
        for index in waiting.indices.reversed() where waiting[index].animations.contains(id) {
            waiting[index].animations.remove(id)
            if waiting[index].animations.isEmpty { ready.insert(waiting.remove(at: index).completion, at: 0) }
        }
        for completion in ready { completion() }
    }

    /// The frame's turn: the implicit transaction commits, and completions of transactions without
    /// animations run.
    package static func frameDidBegin() {
        while let last = frames.last, !last.explicit { commit() }
        let ready = due
        due = []
        for completion in ready { completion() }
    }
}
