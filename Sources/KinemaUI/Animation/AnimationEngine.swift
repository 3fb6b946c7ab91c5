import Foundation
import KinemaCore

/// The clock and the bookkeeping of running animations: the part of iOS's render server that Kinema keeps.
///
/// One engine per window; the window makes its engine `current` when created, and views read media time
/// from it. Each frame the driver advances `clock`, then calls `update()`, which ends the animation
/// groups whose time is over (running their completions), lets tickers (property animators, decelerating
/// scroll views) move, and services `DispatchQueue.main`.
@MainActor
public final class AnimationEngine {
    /// The engine views animate against.
    public static var current = AnimationEngine()

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

    private var timedGroups: [AnimationGroup] = []
    var timingCache: [TimingKey: ResolvedTiming] = [:]
    private var tickers: [(owner: ObjectIdentifier, token: Int, tick: (Double) -> Bool)] = []
    private var nextTickerToken = 0

    public init() {}

    /// Number of animation blocks still running on time.
    public var runningGroupCount: Int { timedGroups.count }

    func register(_ group: AnimationGroup) {
        timedGroups.append(group)
    }

    /// Calls `tick(now)` every frame until it returns false. One ticker per owner; re-adding replaces it.
    func addTicker(owner: AnyObject, _ tick: @escaping (Double) -> Bool) {
        let id = ObjectIdentifier(owner)
        tickers.removeAll { $0.owner == id }
        nextTickerToken += 1
        tickers.append((id, nextTickerToken, tick))
    }

    func removeTicker(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        tickers.removeAll { $0.owner == id }
    }

    /// Brings every animation up to the clock's time; call once per frame after advancing the clock.
    public func update() {
        if drainsMainQueue {
            // Runs what iOS code queued with DispatchQueue.main.async / asyncAfter(deadline: .now()).
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
        }
        let time = now
        if !tickers.isEmpty {
            // A ticker may re-register its owner while it runs (an animator restarted from its own
            // completion): only this registration, by its token, is removed when it says it is done.
            for ticker in tickers where !ticker.tick(time) {
                tickers.removeAll { $0.token == ticker.token }
            }
        }
        // Completions may start new animations: collect the finished groups first.
        let finished = timedGroups.filter { $0.isEmptyAfterReplacement || time >= $0.endTime }
        guard !finished.isEmpty else { return }
        timedGroups.removeAll { group in finished.contains { $0 === group } }
        for group in finished { group.complete(finished: true) }
    }
}
