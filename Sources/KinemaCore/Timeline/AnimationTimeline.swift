import Foundation

/// The state machine behind `UIViewPropertyAnimator`: which state the animator is in, and how far along
/// its animations are at any media time.
///
/// States, as in UIKit's `UIViewAnimatingState`:
/// - `inactive`: nothing started yet, or finished. `start`, `pause` and setting the fraction make it active.
/// - `active`: running (`isRunning`) or paused. Natural completion returns it to inactive and reports the
///   completion position (`.end`, or `.start` when reversed), unless `pausesOnCompletion` keeps it paused.
/// - `stopped`: after `stop(withoutFinishing: false)`; only `finish(at:)` leaves it.
///
/// Progress is measured in *forward* terms: 0 shows the start values, 1 the end values (springs may pass
/// beyond). `fractionComplete` is the animator's fraction of its duration; after reversing it reads
/// `1 − f`, as UIKit's does.
///
/// Pausing freezes the motion exactly where it is; starting again (or continuing with no new timing and
/// factor 0) resumes the very same motion, as if time had stood still. Scrubbing while paused re-times
/// it: with `scrubsLinearly` (the default) the shown progress follows the fraction linearly — through the
/// point where it was paused, so the first scrub does not jump (Kinema's choice; UIKit does not document
/// this case) — and without it, through the timing curve.
///
/// Running motion is a *segment*: from the progress at the moment it started to the end (or the start,
/// when reversed), over the remaining fraction of the duration, or over `durationFactor × duration` when
/// continued with one. Continuing a running spring keeps its velocity.
///
/// Reversing a running animator retraces the very motion it was making, with time running backwards:
/// the same path through the same values at the same speed, turned round (UIKit runs the animation
/// backwards, so a curve does not restart from rest). Back where that motion began, a motion that had
/// started part-way (after a scrub or a continue) goes on to the start over the rest of the duration with
/// the animator's timing — the way it had come. A spring retraces its own path too, so it returns to the
/// start exactly and never overshoots it (reversed after its first overshoot, it plays that overshoot
/// backwards first).
///
/// Every mutating call takes the media time it happens at; nothing reads a clock. Illegal calls throw
/// `AnimationTimeline.IllegalCall`, naming the call and the state.
public struct AnimationTimeline: Sendable {
    public enum State: String, Sendable, CaseIterable {
        case inactive, active, stopped
    }

    /// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
    public enum Position: String, Sendable, CaseIterable {
        case end, start, current
    }

    /// Seconds for the whole animation at normal speed.
    public let duration: Double
    /// The timing of the animator; `continue(timing:…)` with new timing replaces it.
    public private(set) var timing: AnimationTiming
    public private(set) var state: State = .inactive
    public private(set) var isReversed = false
    public private(set) var isInterruptible = true
    /// While paused, whether the shown progress equals the fraction (true) or follows the timing curve.
    public var scrubsLinearly = true
    /// Whether reaching the end leaves the animator active and paused instead of completing it.
    public var pausesOnCompletion = false
    /// Where transitions are reported, under `traceSubject`.
    public var tracer: Tracer?
    public var traceSubject = "animator"

    /// Forward fraction and progress while not running.
    private var heldFraction = 0.0
    private var heldProgress = 0.0
    private var segment: Segment?
    /// The motion a pause froze, and when: resumed as it was unless scrubbing re-timed it.
    private var suspended: (segment: Segment, at: Double)?
    /// Where linear scrubbing pivots: the (fraction, progress) of the last pause.
    private var scrubAnchor: (fraction: Double, progress: Double)?
    /// Timings of animations added part-way (`addAnimations(_:delayFactor:)`), by start fraction.
    private var groupTimings: [Double: ResolvedTiming] = [:]

    /// - Parameters:
    ///   - duration: seconds (negative or NaN becomes 0: the animator completes on its first update).
    ///   - timing: a curve or a spring.
    public init(duration: Double, timing: AnimationTiming = .default) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
    }

    public var isRunning: Bool { segment != nil }

    /// The shown progress at `time` (0 = start values, 1 = end values).
    public func progress(at time: Double) -> Double {
        segment?.progress(at: time) ?? heldProgress
    }

    /// UIKit's `fractionComplete` at `time`: the fraction of the duration done, in the current direction.
    public func fractionComplete(at time: Double) -> Double {
        let forward = segment?.fraction(at: time) ?? heldFraction
        return isReversed ? 1 - forward : forward
    }

    /// Progress per second at `time` (0 when not running).
    public func velocity(at time: Double) -> Double {
        segment?.velocity(at: time) ?? 0
    }

    /// Progress of animations added with `addAnimations(_:delayFactor:)`, which begin when the forward
    /// fraction reaches `startFraction` and end with the animator. They follow the animator's timing over
    /// their part of the duration; while paused they hold, and scrubbed linearly they pivot where they
    /// were paused, like the animator's own progress.
    public func progress(ofGroupStartingAt startFraction: Double, at time: Double) -> Double {
        guard startFraction > 0 else { return progress(at: time) }
        let forward = segment?.fraction(at: time) ?? heldFraction
        guard startFraction < 1 else { return forward >= 1 ? 1 : 0 }
        func local(_ fraction: Double) -> Double { min(1, max(0, (fraction - startFraction) / (1 - startFraction))) }
        let curve = groupTimings[startFraction] ?? timing.resolved(duration: duration * (1 - startFraction))
        guard segment == nil, suspended == nil, scrubsLinearly else { return curve.progress(atFraction: local(forward)) }
        guard let anchor = scrubAnchor else { return local(forward) }
        let anchorLocal = local(anchor.fraction)
        return Self.pivot(local(forward), through: anchorLocal, curve.progress(atFraction: anchorLocal))
    }

    /// Resolves, once, the timing of animations that begin at `startFraction`. Their motion follows the
    /// animator's timing over the rest of the duration (not a running segment's own re-timing).
    public mutating func registerGroup(startingAt startFraction: Double) {
        guard startFraction > 0, startFraction < 1, groupTimings[startFraction] == nil else { return }
        groupTimings[startFraction] = timing.resolved(duration: duration * (1 - startFraction))
    }

    /// Runs a duration spring under `rule` from now on (the animator learnt which window it runs in).
    /// Only an inactive timeline changes: one already moving keeps the spring it moves on.
    public mutating func adoptDurationSpringRule(_ rule: DurationSpringRule) {
        let adopted = timing.withDurationSpringRule(rule)
        guard state == .inactive, adopted != timing else { return }
        timing = adopted
        reresolveGroups()
    }

    /// Resolves the late groups again for a new timing, once.
    private mutating func reresolveGroups() {
        let starts = Array(groupTimings.keys)
        groupTimings.removeAll()
        for start in starts { registerGroup(startingAt: start) }
    }

    /// Linear from (0, 0) to (x₀, y₀) and from there to (1, 1): scrubbing that starts where the motion
    /// was paused. Plain linear when the pivot is at an end.
    static func pivot(_ x: Double, through x0: Double, _ y0: Double) -> Double {
        guard x0 > 0, x0 < 1 else { return x }
        return x <= x0 ? y0 * x / x0 : y0 + (1 - y0) * (x - x0) / (1 - x0)
    }

    // MARK: - Calls

    /// Starts or resumes the motion after `delay` seconds (UIKit's `startAnimation(afterDelay:)`).
    public mutating func start(afterDelay delay: Double = 0, at time: Double) throws(IllegalCall) {
        guard state != .stopped else { throw illegal(.start, "a stopped animator can only be finished") }
        guard !isRunning else { return }
        activateIfInactive()
        if resumeSuspended(at: time, delay: delay) { return }
        beginSegment(at: time, delay: delay, timing: nil, durationFactor: 0)
    }

    /// Leaves `inactive` afresh: at the start (the end, when reversed), nothing frozen, no scrub pivot —
    /// whatever a previous run left behind.
    private mutating func activateIfInactive() {
        guard state == .inactive else { return }
        heldFraction = isReversed ? 1 : 0
        heldProgress = heldFraction
        scrubAnchor = nil
        suspended = nil
        enter(.active)
    }

    /// Resumes the motion a pause froze, shifted by the time paused. False when there is none.
    private mutating func resumeSuspended(at time: Double, delay: Double) -> Bool {
        guard let frozen = suspended else { return false }
        suspended = nil
        let shift = time - frozen.at + Self.delay(delay)
        segment = frozen.segment.shifted(by: shift)
        trace("running")
        return true
    }

    /// Pauses at the current progress; from inactive, makes the animator active and paused at its start.
    public mutating func pause(at time: Double) throws(IllegalCall) {
        guard state != .stopped else { throw illegal(.pause, "a stopped animator can only be finished") }
        guard isInterruptible else { throw illegal(.pause, "the animator is not interruptible") }
        if state == .inactive {
            activateIfInactive()
            trace("paused")
            return
        }
        guard let running = segment else { return }
        hold(running, at: time)
        suspended = (running, time)
        scrubAnchor = (heldFraction, heldProgress)
        segment = nil
        trace("paused")
    }

    /// Sets `fractionComplete` (in the current direction). Only while paused or inactive (which becomes
    /// active and paused); while running or stopped the call is ignored, as UIKit ignores it. NaN is
    /// ignored; values are clamped to [0, 1]. Scrubbing an animator that is not interruptible is refused
    /// (UIKit asserts).
    public mutating func setFractionComplete(_ fraction: Double, at time: Double) throws(IllegalCall) {
        guard state != .stopped, !isRunning, !fraction.isNaN else { return }
        guard isInterruptible else { throw illegal(.setFractionComplete, "only an interruptible animator can be paused to scrub") }
        activateIfInactive()
        let clamped = min(1, max(0, fraction))
        let forward = isReversed ? 1 - clamped : clamped
        heldFraction = forward
        suspended = nil
        if !scrubsLinearly {
            heldProgress = resolvedTiming().progress(atFraction: forward)
        } else if let anchor = scrubAnchor {
            // Linear on each side of where it was paused, so scrubbing starts from what is on screen.
            heldProgress = Self.pivot(forward, through: anchor.fraction, anchor.progress)
        } else {
            heldProgress = forward
        }
    }

    /// Reverses (or un-reverses) the direction. A running animator turns round at once and retraces its
    /// motion (see the type's notes); a paused one keeps its progress and reads `1 − fractionComplete`.
    /// A stopped animator ignores the change, as UIKit documents.
    public mutating func setReversed(_ reversed: Bool, at time: Double) {
        guard state != .stopped, reversed != isReversed else { return }
        if let running = segment {
            isReversed = reversed
            trace(reversed ? "reversed" : "forward")
            segment = running.turned(at: time)
        } else {
            isReversed = reversed
            // A frozen motion ran the other way: continuing builds a new one toward the other end.
            suspended = nil
            trace(reversed ? "reversed" : "forward")
        }
    }

    /// UIKit's `continueAnimation(withTimingParameters:durationFactor:)`: runs from the current progress
    /// to the end (or start, when reversed) with `timing` (nil keeps the current one) over
    /// `durationFactor × duration` seconds; a factor of 0 uses the time that remains.
    public mutating func continueAnimation(
        timing newTiming: AnimationTiming?, durationFactor: Double, at time: Double
    ) throws(IllegalCall) {
        guard state == .active else {
            throw illegal(.continueAnimation, "only an active (running or paused) animator can be continued")
        }
        guard isInterruptible else { throw illegal(.continueAnimation, "the animator is not interruptible") }
        let factor = durationFactor.isFinite ? max(0, durationFactor) : 0
        if newTiming == nil && factor == 0 && segment == nil && resumeSuspended(at: time, delay: 0) { return }
        suspended = nil
        let running = segment
        if let running { hold(running, at: time) }
        if let newTiming {
            timing = newTiming
            reresolveGroups()
        }
        beginSegment(at: time, delay: 0, timing: newTiming, durationFactor: factor, carrying: running)
    }

    /// UIKit's `stopAnimation(_:)`: freezes at the current progress. Without finishing the animator goes
    /// to inactive and no completion is reported; otherwise it waits in `stopped` for `finish(at:)`.
    /// Stopping an inactive animator does nothing; stopping a stopped one, or one that is not
    /// interruptible, is refused (UIKit asserts both).
    public mutating func stop(withoutFinishing: Bool, at time: Double) throws(IllegalCall) {
        guard isInterruptible else { throw illegal(.stop, "the animator is not interruptible") }
        switch state {
        case .inactive:
            return
        case .stopped:
            throw illegal(.stop, "the animator is already stopped; finish it with finishAnimation(at:)")
        case .active:
            if let running = segment { hold(running, at: time) }
            segment = nil
            suspended = nil
            scrubAnchor = nil
            enter(withoutFinishing ? .inactive : .stopped)
        }
    }

    /// UIKit's `finishAnimation(at:)`: only from `stopped`. Jumps to the start, the end or stays, goes
    /// inactive and returns the position the completion handlers receive.
    @discardableResult
    public mutating func finish(at position: Position, time: Double) throws(IllegalCall) -> Position {
        guard state == .stopped else { throw illegal(.finish, "finishAnimation(at:) needs a stopped animator") }
        switch position {
        case .start: (heldFraction, heldProgress) = (0, 0)
        case .end: (heldFraction, heldProgress) = (1, 1)
        case .current: break
        }
        scrubAnchor = nil
        enter(.inactive)
        trace("completion \(position.rawValue)")
        return position
    }

    /// Sets `isInterruptible`; only while not active, as UIKit requires.
    public mutating func setInterruptible(_ interruptible: Bool) throws(IllegalCall) {
        guard state != .active else { throw illegal(.setInterruptible, "isInterruptible cannot change while active") }
        isInterruptible = interruptible
    }

    /// Throws unless animations may be added now (not while stopped).
    public func checkCanAddAnimations() throws(IllegalCall) {
        guard state != .stopped else { throw illegal(.addAnimations, "a stopped animator takes no new animations") }
    }

    /// Brings the machine up to `time`: detects the end of the running motion, going on toward the
    /// animator's end when a retraced motion has only come back to where it began.
    /// - Returns: the completion position if the animator completed at this update, else nil.
    public mutating func update(to time: Double) -> Position? {
        while let running = segment, running.isComplete(at: time) {
            let end = running.end
            heldFraction = end.fraction
            heldProgress = end.progress
            segment = nil
            let target = isReversed ? 0.0 : 1.0
            guard end.fraction == target else {
                beginSegment(at: running.completionTime, delay: 0, timing: nil, durationFactor: 0)
                continue
            }
            scrubAnchor = nil
            if pausesOnCompletion {
                trace("paused")
                return nil
            }
            enter(.inactive)
            let position: Position = isReversed ? .start : .end
            trace("completion \(position.rawValue)")
            return position
        }
        return nil
    }

    // MARK: - Machinery

    private func resolvedTiming() -> ResolvedTiming { timing.resolved(duration: duration) }

    /// Freezes the motion of `running` at `time` into the held fraction (of time) and progress (on screen).
    private mutating func hold(_ running: Segment, at time: Double) {
        heldProgress = running.progress(at: time)
        heldFraction = running.fraction(at: time)
    }

    private mutating func beginSegment(
        at time: Double, delay: Double, timing explicitTiming: AnimationTiming?, durationFactor: Double,
        carrying previous: Segment? = nil
    ) {
        let targetFraction = isReversed ? 0.0 : 1.0
        let distance = targetFraction - heldProgress
        let segmentDuration = durationFactor > 0
            ? durationFactor * duration
            : Swift.abs(targetFraction - heldFraction) * duration
        var segmentTiming = explicitTiming ?? timing
        // A spring that is turned round or retargeted keeps its velocity (relative to the new distance).
        if explicitTiming == nil, segmentTiming.isSpring, let previous, distance != 0 {
            segmentTiming = segmentTiming.withInitialVelocity(previous.velocity(at: time) / distance)
        }
        segment = Segment(
            startTime: time + Self.delay(delay), elapsedAtStart: 0, rate: 1,
            fromProgress: heldProgress, toProgress: targetFraction,
            fromFraction: heldFraction, toFraction: targetFraction,
            timing: segmentTiming.resolved(duration: segmentDuration))
        trace("running")
    }

    /// A start delay in seconds: negative and NaN count as none; +∞ never starts.
    static func delay(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : max(0, seconds)
    }

    private mutating func enter(_ newState: State) {
        guard newState != state else { return }
        state = newState
        trace(newState.rawValue)
    }

    private func trace(_ name: String) {
        tracer?.record(traceSubject, name)
    }

    private func illegal(_ call: IllegalCall.Call, _ reason: String) -> IllegalCall {
        IllegalCall(call: call, state: state, isRunning: isRunning, isInterruptible: isInterruptible, reason: reason)
    }
}
