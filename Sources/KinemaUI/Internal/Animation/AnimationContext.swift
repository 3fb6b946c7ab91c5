import Foundation
import KinemaCore

/// The animation block being executed, if any: property changes made while it is current become
/// animations with its timing.
@MainActor
final class AnimationContext {
    enum Kind {
        /// `UIView.animate…`: time-driven, with the block's `timing`, `delay`, `options` and `source`.
        case timed
        /// `UIViewPropertyAnimator`: progress-driven.
        case animator(UIViewPropertyAnimator, startFraction: Double)
        /// `UIView.performWithoutAnimation`.
        case disabled
    }

    private(set) var kind: Kind
    /// The block's group; nil for `performWithoutAnimation`, and for a timed block without a completion
    /// (its animations are kept in `completionless` blocks instead).
    private(set) var group: AnimationGroup?
    /// Whether changes made in the block animate (false in `performWithoutAnimation`).
    var animates: Bool { group != nil || timing != nil }
    /// Whether the block lets touches through while it runs (`.allowUserInteraction`).
    private(set) var allowsUserInteraction: Bool
    /// Set inside `animateKeyframes`: changes are collected into keyframe paths instead.
    @exclusivity(unchecked) var keyframes: KeyframeCollector?
    /// For a timed block, its resolved timing and delay (read per recorded change), its options, and the
    /// timing it was resolved from (which nested blocks inherit). Fields, not a `Kind`'s payload: a
    /// context is remade for every block, and an enum's payload was copied and destroyed whole.
    private(set) var timing: ResolvedTiming?
    private(set) var delay: Double
    private(set) var options: UIView.AnimationOptions = []
    private(set) var source: AnimationTiming = .default
    /// The rule `timing`'s duration spring was resolved under, for a block whose spring follows its
    /// engine's rule; nil for every other timing.
    private(set) var springRule: DurationSpringRule?
    /// `.repeat`: for ever; otherwise once.
    private(set) var repeatCount: Double
    private(set) var autoreverses: Bool
    /// Whether a non-additive change starts from what is on screen (`.beginFromCurrentState`, and always
    /// for property animators) rather than from the model value it replaces, as UIKit's blocks do.
    private(set) var beginsFromCurrentState: Bool

    /// A `UIView.animate…` block's context, from its parts (made from the parts rather than matched out
    /// of a `Kind`: a copy of a `Kind` goes through its cases' outlined copies, a tenth of recording a
    /// block). Without a completion it has no group, and says itself whether it lets touches through.
    init(
        timing: ResolvedTiming, delay: Double, options: UIView.AnimationOptions, source: AnimationTiming,
        group: AnimationGroup?, allowsUserInteraction: Bool
    ) {
        (springRule, kind, self.group, self.allowsUserInteraction, self.timing, self.delay) = (nil, .disabled, nil, false, nil, 0)
        (repeatCount, autoreverses, beginsFromCurrentState) = (1, false, false)
        set(timing: timing, delay: delay, options: options, source: source, group: group, allowsUserInteraction: allowsUserInteraction)
    }

    /// Makes the context a timed block's: what `init(timing:…)` makes, and what a reused one is made.
    private func set(
        timing: ResolvedTiming, delay: Double, options: UIView.AnimationOptions, source: @autoclosure () -> AnimationTiming,
        group: AnimationGroup?, allowsUserInteraction: Bool
    ) {
        // The same resolved timing is the same source (one is resolved per source and duration): a block
        // in a loop keeps what the one before set.
        if timing !== self.timing || kind.isUntimed {
            let source = source()
            if case .dampedSpring(_, _, let rule) = source { springRule = rule } else { springRule = nil }
            self.source = source
            self.timing = timing
            kind = .timed
        }
        self.options = options
        self.group = group
        self.allowsUserInteraction = allowsUserInteraction
        self.delay = delay
        repeatCount = options.contains(.repeat) ? .infinity : 1
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
    }

    /// Runs `animations` as a timed block without a completion, in the context the last such block ran
    /// in when nothing else kept it, else a new one (blocks in a loop — a grid's thousands at a cycle's
    /// start — then make no object at all); then hands its animations to their engines to sweep.
    /// (`source` is made only when the context needs it: not when the block before had the same timing.)
    static func runWithoutCompletion(
        timing: ResolvedTiming, delay: Double, options: UIView.AnimationOptions, source: @autoclosure () -> AnimationTiming,
        allowsUserInteraction: Bool, _ animations: () -> Void
    ) {
        var context = forBlockWithoutCompletion(
            timing: timing, delay: delay, options: options, source: source(), allowsUserInteraction: allowsUserInteraction)
        // Each change animates on its view's engine (see `record`).
        run(context, animations)
        context.finishCompletionless()
        recycle(&context)
    }

    private static func forBlockWithoutCompletion(
        timing: ResolvedTiming, delay: Double, options: UIView.AnimationOptions, source: @autoclosure () -> AnimationTiming,
        allowsUserInteraction: Bool
    ) -> AnimationContext {
        guard let context = spare else {
            return AnimationContext(
                timing: timing, delay: delay, options: options, source: source(), group: nil, allowsUserInteraction: allowsUserInteraction)
        }
        spare = nil
        context.keyframes = nil
        context.set(timing: timing, delay: delay, options: options, source: source(), group: nil, allowsUserInteraction: allowsUserInteraction)
        return context
    }

    /// Keeps `context`, whose block has run and finished, for the next block without a completion — if
    /// nothing else holds it (a nested block may still have it on the stack; code may have kept it).
    private static func recycle(_ context: inout AnimationContext) {
        guard isKnownUniquelyReferenced(&context) else { return }
        spare = context
    }

    /// The context `recycle` kept, until a block takes it.
    @exclusivity(unchecked) private static var spare: AnimationContext?

    /// A property animator's block, or `performWithoutAnimation`'s.
    init(kind: Kind, group: AnimationGroup?) {
        precondition(kind.isUntimed, "a timed block's context is made from its parts")
        self.kind = kind
        self.group = group
        allowsUserInteraction = group?.allowsUserInteraction ?? false
        timing = nil
        springRule = nil
        delay = 0
        repeatCount = 1
        autoreverses = false
        beginsFromCurrentState = true
    }

    /// The block's timing for a change on `engine`: a duration spring follows that engine's rule (the
    /// view's window's), resolved again when it is not the one the block began under.
    func timing(on engine: AnimationEngine) -> ResolvedTiming? {
        guard let timing, let rule = springRule, rule != engine.durationSpringRule else { return timing }
        return AnimationEngine.resolvedTiming(source.withDurationSpringRule(engine.durationSpringRule), duration: timing.duration)
    }

    /// The blocks without a completion this block's changes made, one per engine (usually one): handed
    /// to their engines when the block has run (`finishCompletionless`).
    /// (The first engine's share kept as plain fields. The engines are held: a block may let go of the
    /// last reference to a window, and with it its engine, before it ends.)
    @exclusivity(unchecked) private var completionlessEngine: AnimationEngine?
    @exclusivity(unchecked) private var completionless = CompletionlessBlock()
    @exclusivity(unchecked) private var completionlessEnd = -Double.infinity
    @exclusivity(unchecked) private var moreCompletionless: [CompletionlessRecord] = []

    /// `UIView.engineMoves` when the block noted its first change without a group.
    @exclusivity(unchecked) private var engineMovesAtFirstNote: UInt64 = 0

    /// A change of this block without a group animated `track` on `engine` until `end`.
    func noteCompletionless(_ track: AnimatedProperty, endingAt end: Double, on engine: AnimationEngine) {
        if completionlessEngine == nil {
            completionlessEngine = engine
            engineMovesAtFirstNote = UIView.engineMoves
        }
        if completionlessEngine === engine {
            completionless.add(track)
            completionlessEnd = max(completionlessEnd, end)
            return
        }
        for index in moreCompletionless.indices where moreCompletionless[index].engine === engine {
            moreCompletionless[index].add(track, endingAt: end)
            return
        }
        moreCompletionless.append(CompletionlessRecord(engine: engine, block: CompletionlessBlock(track), end: end))
    }

    /// The block has run: each engine its changes animated on keeps what to sweep when they end.
    /// An engine none of whose properties still animate on it (their views moved to a window's engine
    /// within the block, which took their animations) keeps nothing: `shared` would keep it for ever.
    func finishCompletionless() {
        guard let engine = completionlessEngine else { return }
        // The block is moved out (swapped with an empty one), not copied and then cleared: a copy
        // retained each property and the clearing released it again.
        var block = CompletionlessBlock()
        swap(&block, &completionless)
        // Its properties' views are where they were noted unless a view changed engines meanwhile.
        if UIView.engineMoves == engineMovesAtFirstNote || block.animates(on: engine) {
            engine.add(block, endingAt: completionlessEnd)
        }
        if !moreCompletionless.isEmpty {
            for record in moreCompletionless where record.block.animates(on: record.engine) {
                record.engine.add(record.block, endingAt: record.end)
            }
            moreCompletionless = []
        }
        completionlessEngine = nil
        completionlessEnd = -.infinity
    }

    /// Read by every recorded change: unchecked, as no access to it spans a call (`run` appends, then
    /// runs the body, then removes).
    @exclusivity(unchecked) private(set) static var stack: [AnimationContext] = []

    static var current: AnimationContext? { stack.last }

    /// Runs `body` with `context` current.
    static func run(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }
}

extension AnimationContext.Kind {
    /// A property animator's block or `performWithoutAnimation`'s.
    var isUntimed: Bool {
        if case .timed = self { return false }
        return true
    }
}

/// A block without a completion's share on one engine, while the block records.
@MainActor
private struct CompletionlessRecord {
    let engine: AnimationEngine
    var block: CompletionlessBlock
    var end: Double

    mutating func add(_ track: AnimatedProperty, endingAt end: Double) {
        block.add(track)
        self.end = max(self.end, end)
    }
}
