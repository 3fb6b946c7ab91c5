import Foundation
import KinemaCore
import KinemaLayers

/// The clock and the bookkeeping of running animations: the part of iOS's render server that Kinema keeps.
///
/// Each `UIWindow` owns an engine; a view animates on its window's engine (see `UIView.animationEngine`),
/// so two windows can run at different speeds, or one can be paused, in one process. Each frame the
/// driver advances `clock`, then calls `update()`, which services `DispatchQueue.main`, lets tickers
/// (property animators, decelerating scroll views, taps waiting for their next tap) move, and ends the
/// animation blocks whose time is over on this clock (running their completions).
@MainActor
public final class AnimationEngine {
    /// The engine for animations that belong to no window: views that were never in one, and animators
    /// and empty blocks made outside any window's frame. Nothing advances it unless its user does.
    public static let shared = AnimationEngine()

    // What every recorded change and every frame reads (the clock, the observer, the spring rule, the
    // part lists) is unchecked for exclusivity at run time: no access to them spans a call that could
    // reach them again, and the check searched a thread-local set on every read.
    @exclusivity(unchecked) public var clock = FrameClock()
    /// The window that owns this engine (set by the window).
    weak var window: UIWindow?
    /// Media time now, in seconds: the clock's, or while input is handled, the time the input happened
    /// (`performing(asOf:_:)`).
    public var now: Double { instant ?? clock.time }
    /// The earlier moment `now` reads while something that happened then is handled, if any.
    @exclusivity(unchecked) private var instant: Double?
    /// Kinema: the media time the last frame that moved the clock began at (set by the frame loop; a new
    /// window's engine has none): input stamped after it happened during that frame.
    package var lastFrameStart = -Double.infinity
    /// Kinema: the refresh period of the window's display, in seconds (1/60 unless the frame loop says
    /// otherwise): a display link's `duration` before it has seen two frames.
    public var framePeriod = 1.0 / 60
    /// Records state-machine transitions (animators, gestures) when set.
    public var tracer: Tracer?
    /// Told of every animation a view's property starts on this engine (Kinema's timeline), when set.
    @exclusivity(unchecked) public var animationObserver: ((AnimationRecord) -> Void)?
    /// Whether `update()` runs blocks queued on `DispatchQueue.main` (on by default; the iOS code in the
    /// seeds schedules reloads there). This works when the frame loop owns the main thread, as the
    /// visualiser's does. Under a test runner, which services the main queue itself, turn it off and let
    /// queued blocks run by yielding a main-queue turn between frames.
    public var drainsMainQueue = true
    /// Kinema: which frames turn the main run loop to drain it (`whenDue` unless asked otherwise).
    public var mainRunLoopTurns: MainRunLoopTurns {
        get { runLoopGate.policy }
        set { runLoopGate.policy = newValue }
    }
    /// Decides each frame whether `update()` turns the main run loop.
    var runLoopGate = MainRunLoopGate()
    /// How UIKit's duration springs on this engine pick their stiffness (`usingSpringWithDamping`,
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`, `UISpringTimingParameters(dampingRatio:…)`):
    /// UIKit's own rule unless Kinema's settle rule is asked for. A session sets it on its windows.
    @exclusivity(unchecked) public var durationSpringRule: DurationSpringRule = .uikit

    /// The running parts, on the end time each had when it was (re)inserted.
    @exclusivity(unchecked) private var timedParts = EndTimeHeap<TimedPart>()
    /// The running blocks without a completion, on their end time: their animations leave then.
    @exclusivity(unchecked) private var completionlessBlocks = EndTimeHeap<CompletionlessBlock>()
    /// Parts registered since the last update: their blocks may still be adding animations (and so
    /// moving their end), so they join the heap at the next update, with their end known.
    @exclusivity(unchecked) private var newParts: [TimedPart] = []
    /// Parts whose blocks lost every animation to newer ones: they end at the next update.
    private var emptiedParts: [TimedPart] = []
    /// Registration order, so blocks ending in the same frame complete in the order they began.
    @exclusivity(unchecked) private var nextSequence = 0
    private var tickers: [Ticker] = []
    private var nextTickerToken = 0

    private struct Ticker {
        let owner: ObjectIdentifier
        let token: Int
        let tick: (Double) -> Bool
    }

    public init() {
        Self.engines += 1
        serial = Self.engines
    }

    /// A number no other engine of the process has (parts compare it without loading a weak reference;
    /// unlike an address, it is never reused by a later engine).
    let serial: Int
    private static var engines = 0

    /// Kinema: the media time before which `update()` has nothing to do by itself — no ticker running, no
    /// block waiting for the next update to join, end or complete, and no part or block without a
    /// completion ending sooner; `now` while one is. (Work queued on `DispatchQueue.main` is not known
    /// here.) The window loop may sleep until then when nothing else changes (`Shell.quietSeconds`).
    public var quietUntil: Double {
        if !tickers.isEmpty || !newParts.isEmpty || !emptiedParts.isEmpty || !ownEmptyGroups.isEmpty || !Self.emptyGroups.isEmpty {
            return now
        }
        return min(timedParts.earliestEnd ?? .infinity, completionlessBlocks.earliestEnd ?? .infinity)
    }

    /// Number of animation blocks still running on this engine's time. (A block without a completion
    /// whose every animation was replaced by a newer one counts until its own time is up.)
    public var runningGroupCount: Int {
        timedParts.elements.reduce(0) { $0 + ($1.isRegistered ? 1 : 0) } + newParts.reduce(0) { $0 + ($1.isRegistered ? 1 : 0) }
            + completionlessBlocks.count
    }

    func register(_ part: TimedPart) {
        nextSequence += 1
        part.sequence = nextSequence
        newParts.append(part)
    }

    /// Forgets every running block and ticker without running a completion (their window is going away):
    /// what their closures hold — controllers, views, the window itself — is released with them.
    func discardAll() {
        tickers.removeAll()
        // Their animations leave their properties, as a discarded group's do (views that left the
        // window's tree are not reached by the window's own discard).
        endCompletionlessBlocks(endedBy: .infinity)
        AnimationGroup.discard(ownEmptyGroups)
        ownEmptyGroups = []
        AnimationGroup.discard(takeAllGroups())
    }

    /// Every block still running on this engine, in the order they began; the engine forgets them.
    private func takeAllGroups() -> [AnimationGroup] {
        // (Emptied parts are among these too: they are only noted to end early.)
        let parts = (timedParts.elements + newParts).filter(\.isRegistered)
        timedParts.removeAll()
        newParts.removeAll()
        emptiedParts.removeAll()
        var ordered = parts
        Self.sortBySequence(&ordered)
        return ordered.map(\.group)
    }

    /// `part`'s block lost its last animation to a newer one: it ends at the next update.
    func partEmptied(_ part: TimedPart) {
        emptiedParts.append(part)
    }

    /// A block without a completion recorded animations on this engine ending by `end`: they leave
    /// their properties when this engine's clock passes it.
    func add(_ block: consuming CompletionlessBlock, endingAt end: Double) {
        completionlessBlocks.push(block, end: end)
    }

    /// Forgets a part; swept out of the list at the next update.
    func unregister(_ part: TimedPart) {
        part.isRegistered = false
    }

    /// Lets go of forgotten parts now rather than at the next update: parts moved to another engine (a
    /// view joined a window) would otherwise stay, with everything their blocks' completions hold, in an
    /// engine that never updates again — `shared`, which views in no window animate on.
    func dropUnregisteredParts() {
        newParts.removeAll { !$0.isRegistered }
        emptiedParts.removeAll { !$0.isRegistered }
        timedParts.keep { $0.isRegistered }
        completionlessBlocks.keep { $0.animates(on: self) }
    }

    /// Calls `tick(now)` every frame until it returns false. One ticker per owner; re-adding replaces it.
    func addTicker(owner: AnyObject, _ tick: @escaping (Double) -> Bool) {
        let id = ObjectIdentifier(owner)
        tickers.removeAll { $0.owner == id }
        nextTickerToken += 1
        tickers.append(Ticker(owner: id, token: nextTickerToken, tick: tick))
    }

    func removeTicker(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        tickers.removeAll { $0.owner == id }
    }

    /// Hands `owner`'s ticker to `engine` (its view moved to another window).
    func moveTicker(owner: AnyObject, to engine: AnimationEngine) {
        guard engine !== self else { return }
        let id = ObjectIdentifier(owner)
        guard let ticker = tickers.first(where: { $0.owner == id }) else { return }
        tickers.removeAll { $0.owner == id }
        engine.addTicker(owner: owner, ticker.tick)
    }

    /// Blocks that animated nothing, made outside any window's frame or input: completed by the next
    /// update of any engine (the shared engine, theirs, never updates by itself).
    private static var emptyGroups: [AnimationGroup] = []
    /// Blocks that animated nothing, made while this engine's window ran: completed by its next update,
    /// on its time — never by another window's (a re-simulated session's completions stay in it).
    private var ownEmptyGroups: [AnimationGroup] = []

    static func completeOnNextUpdate(_ group: AnimationGroup) {
        if let engine = running.last {
            engine.ownEmptyGroups.append(group)
        } else {
            emptyGroups.append(group)
        }
    }

    /// Completes every block running on this engine at once (with `finished`), as if their time were
    /// over: a scrubbed transition played back to its start ends its animations this way.
    func completeAll(finished: Bool) {
        endCompletionlessBlocks(endedBy: .infinity)
        AnimationGroup.complete(takeAllGroups(), finished: finished)
    }

    /// Sweeps the animations of the blocks without a completion that ended by `time` (within 1e-11 s,
    /// see `completeEndedParts`) off their properties.
    private func endCompletionlessBlocks(endedBy time: Double) {
        guard let earliest = completionlessBlocks.earliestEnd, time >= earliest - 1e-11 else { return }
        let epoch = AnimationGroup.nextSweepEpoch()
        while let end = completionlessBlocks.earliestEnd, time >= end - 1e-11 {
            completionlessBlocks.popEarliest().sweep(endedBy: time + 1e-11, on: self, epoch: epoch)
        }
    }

    /// Brings every animation up to the clock's time; call once per frame after advancing the clock.
    public func update() {
        if drainsMainQueue, runLoopGate.shouldTurn() {
            // Runs what iOS code queued with DispatchQueue.main.async / asyncAfter(deadline: .now()).
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
        }
        // Core Animation's implicit transaction commits, and completions with no animation to wait for run.
        CATransaction.frameDidBegin()
        if !ownEmptyGroups.isEmpty {
            let groups = ownEmptyGroups
            ownEmptyGroups = []
            AnimationGroup.complete(groups, finished: true)
        }
        if !Self.emptyGroups.isEmpty {
            let groups = Self.emptyGroups
            Self.emptyGroups = []
            AnimationGroup.complete(groups, finished: true)
        }
        let time = now
        if !tickers.isEmpty {
            // A ticker may re-register its owner while it runs (an animator restarted from its own
            // completion): only this registration, by its token, is removed when it says it is done.
            var done: Set<Int> = []
            for ticker in tickers where !ticker.tick(time) { done.insert(ticker.token) }
            if !done.isEmpty { tickers.removeAll { done.contains($0.token) } }
        }
        completeEndedParts(at: time)
    }

    /// Completes the blocks whose last part ended by `time`. Completions may start new animations: the
    /// ended parts are collected first. An end time is a sum (begin + delay + duration) that may round a
    /// hair above the frame it falls on: within 1e-11 s it ends on that frame. Parts dropped meanwhile
    /// are discarded as they surface; a part whose end moved later since it was inserted goes back in.
    private func completeEndedParts(at time: Double) {
        endCompletionlessBlocks(endedBy: time)
        var ended: [TimedPart] = []
        for part in emptiedParts where part.isRegistered && part.group.isEmptyAfterReplacement {
            part.isRegistered = false
            ended.append(part)
        }
        emptiedParts.removeAll()
        for part in newParts where part.isRegistered { timedParts.push(part, end: part.endTime) }
        newParts.removeAll(keepingCapacity: true)
        var later: [TimedPart] = []
        while let first = timedParts.earliestEnd, time >= first - 1e-11 {
            let part = timedParts.popEarliest()
            guard part.isRegistered else { continue }
            if time < part.endTime - 1e-11 {
                later.append(part)
                continue
            }
            part.isRegistered = false
            ended.append(part)
        }
        for part in later { timedParts.push(part, end: part.endTime) }
        Self.sortBySequence(&ended)
        var finished: [AnimationGroup] = []
        for part in ended where part.group.partEnded(part) { finished.append(part.group) }
        if !finished.isEmpty { AnimationGroup.complete(finished, finished: true) }
    }

    /// Puts parts in the order their blocks began. They usually are already (blocks replaced by a
    /// cycle's new ones end in the order the new ones were recorded): checked in one pass first. Plain
    /// loops, not closures: a closure made here is main-actor isolated, and each call of one passed to
    /// `sort` or `filter` checks at run time that it is on the main actor (most of a cycle's start).
    static func sortBySequence(_ parts: inout [TimedPart]) {
        var sorted = true
        var index = 1
        while sorted, index < parts.count {
            sorted = parts[index - 1].sequence < parts[index].sequence
            index += 1
        }
        guard !sorted else { return }
        var keyed: [(sequence: Int, index: Int)] = []
        keyed.reserveCapacity(parts.count)
        for index in parts.indices { keyed.append((parts[index].sequence, index)) }
        keyed.sort(by: Self.precedes)
        var ordered: [TimedPart] = []
        ordered.reserveCapacity(parts.count)
        for key in keyed { ordered.append(parts[key.index]) }
        parts = ordered
    }

    private nonisolated static func precedes(_ a: (sequence: Int, index: Int), _ b: (sequence: Int, index: Int)) -> Bool {
        a.sequence < b.sequence
    }
}

extension AnimationEngine {
    /// The engines of the windows whose frame or input is being handled, innermost last.
    private static var running: [AnimationEngine] = []

    /// The engine of the window whose frame or input is being handled now, or `shared` outside any frame:
    /// where animations that touch no window's view run.
    static var ambient: AnimationEngine { running.last ?? shared }

    /// The window whose frame or input is being handled now (nil outside any frame, or for an engine of
    /// no window).
    static var ambientWindow: UIWindow? { running.last?.window }

    /// Runs `body` with this engine as the ambient one, and its window's scene as the current one.
    /// Kinema: runs `body` with `now` reading `time`, the moment something happened between the last frame
    /// and this one (a touch, a loop's scheduled restart), when that is earlier than the clock: what it
    /// starts begins then, as an iOS animation begins when its transaction commits, not at the next
    /// frame. So motion started by input or a schedule is the same at every frame rate. A later, non-finite
    /// or negative time leaves `now` at the clock's.
    package func performing<Result>(asOf time: Double?, _ body: () throws -> Result) rethrows -> Result {
        guard let time, time.isFinite, time >= 0, time < clock.time else { return try body() }
        let outer = instant
        instant = max(time, outer ?? 0)
        defer { instant = outer }
        return try body()
    }

    func whileRunning<Result>(_ body: () -> Result) -> Result {
        Self.running.append(self)
        defer { Self.running.removeLast() }
        guard let scene = window?.windowScene else { return body() }
        return scene.performAsCurrent(body)
    }
}
