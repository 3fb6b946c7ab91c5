import Foundation
import KinemaCore

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

    public var clock = FrameClock()
    /// Media time now, in seconds.
    public var now: Double { clock.time }
    /// Records state-machine transitions (animators, gestures) when set.
    public var tracer: Tracer?
    /// Whether `update()` runs blocks queued on `DispatchQueue.main` (on by default; the iOS code in the
    /// seeds schedules reloads there). This works when the frame loop owns the main thread, as the
    /// visualiser's does. Under a test runner, which services the main queue itself, turn it off and let
    /// queued blocks run by yielding a main-queue turn between frames.
    public var drainsMainQueue = true

    private var timedParts: [TimedPart] = []
    private var tickers: [Ticker] = []
    private var nextTickerToken = 0

    private struct Ticker {
        let owner: ObjectIdentifier
        let token: Int
        let tick: (Double) -> Bool
    }

    public init() {}

    /// Number of animation blocks still running on this engine's time.
    public var runningGroupCount: Int { timedParts.reduce(0) { $0 + ($1.isRegistered ? 1 : 0) } }

    func register(_ part: TimedPart) {
        timedParts.append(part)
    }

    /// Forgets a part; swept out of the list at the next update.
    func unregister(_ part: TimedPart) {
        part.isRegistered = false
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

    /// Blocks that animated nothing, completed by the next update of any engine.
    private static var emptyGroups: [AnimationGroup] = []

    static func completeOnNextUpdate(_ group: AnimationGroup) {
        emptyGroups.append(group)
    }

    /// Completes every block running on this engine at once (with `finished`), as if their time were
    /// over: a scrubbed transition played back to its start ends its animations this way.
    func completeAll(finished: Bool) {
        let groups = timedParts.filter(\.isRegistered).map(\.group)
        timedParts.removeAll()
        AnimationGroup.complete(groups, finished: finished)
    }

    /// Brings every animation up to the clock's time; call once per frame after advancing the clock.
    public func update() {
        if drainsMainQueue {
            // Runs what iOS code queued with DispatchQueue.main.async / asyncAfter(deadline: .now()).
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
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
        // Completions may start new animations: collect the ended parts first, in one pass. An end time
        // is a sum (begin + delay + duration) that may round a hair above the frame it falls on: within
        // 1e-11 s it ends on that frame.
        var ended: [TimedPart] = []
        timedParts.removeAll { part in
            guard part.isRegistered else { return true }
            guard part.group.isEmptyAfterReplacement || time >= part.endTime - 1e-11 else { return false }
            part.isRegistered = false
            ended.append(part)
            return true
        }
        let finished = ended.filter { $0.group.partEnded($0) }.map(\.group)
        if !finished.isEmpty { AnimationGroup.complete(finished, finished: true) }
    }
}

extension AnimationEngine {
    /// The engines of the windows whose frame or input is being handled, innermost last.
    private static var running: [AnimationEngine] = []

    /// The engine of the window whose frame or input is being handled now, or `shared` outside any frame:
    /// where animations that touch no window's view run.
    static var ambient: AnimationEngine { running.last ?? shared }

    /// Runs `body` with this engine as the ambient one.
    func whileRunning<Result>(_ body: () -> Result) -> Result {
        Self.running.append(self)
        defer { Self.running.removeLast() }
        return body()
    }
}
