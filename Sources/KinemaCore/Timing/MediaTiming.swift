import Foundation

/// Core Animation's timing of one object (`CAMediaTiming`): how its parent's time becomes its own, how
/// long it is active, how it repeats and what it shows outside its active time.
///
/// The rules, as Apple's `CAMediaTiming` reference and Core Animation Programming Guide document them
/// (and as the objc.io article "Animations Explained", issue 12, measures them on iOS):
/// - **Elapsed time**: `(parentTime − beginTime) × speed` — how far into its active duration it is.
/// - **Active duration**: `repeatDuration` when positive; otherwise `duration × repeatCount`
///   (`repeatCount` 0 plays once; `.infinity` for ever), doubled when `autoreverses` (one repetition
///   is there and back).
/// - **Local time** inside the active duration: elapsed time + `timeOffset`, wrapped around the active
///   duration (an offset starts it part way and it plays on through the start to where it began).
/// - **Fill**: before its start it shows its first frame only with `fillMode` `.backwards` or `.both`;
///   after its end, its last frame only with `.forwards` or `.both`; otherwise it is not applied.
///
/// A layer is timed by the same formula without an end: its local time is
/// `(parentTime − beginTime) × speed + timeOffset` (see `layerTime(fromParent:)`) — which is what makes
/// the tutorials' pause recipe (speed 0, timeOffset the paused time) and resume recipe work.
public struct MediaTiming: Sendable, Hashable {
    public enum Fill: Sendable, Hashable {
        case removed, forwards, backwards, both

        var fillsForwards: Bool { self == .forwards || self == .both }
        var fillsBackwards: Bool { self == .backwards || self == .both }
    }

    public var beginTime: Double
    /// Seconds of one pass (≥ 0).
    public var duration: Double
    public var speed: Double
    public var timeOffset: Double
    public var repeatCount: Double
    public var repeatDuration: Double
    public var autoreverses: Bool
    public var fill: Fill

    public init(
        beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0, repeatCount: Double = 0,
        repeatDuration: Double = 0, autoreverses: Bool = false, fill: Fill = .removed
    ) {
        self.beginTime = beginTime.isFinite ? beginTime : 0
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.speed = speed.isFinite ? speed : 1
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.repeatCount = repeatCount.isNaN ? 0 : max(0, repeatCount)
        self.repeatDuration = repeatDuration.isNaN ? 0 : max(0, repeatDuration)
        self.autoreverses = autoreverses
        self.fill = fill
    }

    /// Seconds of one repetition: a pass, or there and back when it autoreverses.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// Its active duration in its own time (`.infinity` when it repeats for ever).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// Where it is at `parentTime`.
    public enum Phase: Sendable, Hashable {
        /// Before its start, not filling backwards: not applied.
        case before
        /// Applied, at `fraction` (0…1) of a forward pass (the part of a repetition played back
        /// counts down when it autoreverses), in repetition `iteration` (from 0).
        case active(fraction: Double, iteration: Int)
        /// After its end, not filling forwards: not applied.
        case after
    }

    /// The phase at `parentTime` (the time of the layer it runs on).
    public func phase(at parentTime: Double) -> Phase {
        let elapsed = (parentTime - beginTime) * speed
        let active = activeDuration
        if elapsed < 0 || elapsed.isNaN {
            return fill.fillsBackwards ? position(atLocal: wrapped(timeOffset, in: active), isEnd: false) : .before
        }
        if elapsed >= active {
            return fill.fillsForwards ? position(atLocal: wrapped(active + timeOffset, in: active), isEnd: true) : .after
        }
        return position(atLocal: wrapped(elapsed + timeOffset, in: active), isEnd: false)
    }

    /// The parent time at which its active duration ends (`.infinity` when it never does; a speed of 0
    /// never reaches it either).
    public var endTime: Double {
        guard speed != 0 else { return .infinity }
        let active = activeDuration
        return speed > 0 ? beginTime + active / speed : beginTime
    }

    /// A layer's own time at its parent's time `parentTime`.
    public func layerTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Its parent's time at its own time `localTime` (the inverse; a speed of 0 maps every local time to
    /// `beginTime`).
    public func parentTime(fromLayer localTime: Double) -> Double {
        guard speed != 0 else { return beginTime }
        return (localTime - timeOffset) / speed + beginTime
    }

    /// `time` wrapped into `0..<active` (an offset past the end starts it again), but `active` itself
    /// kept where it is the end.
    private func wrapped(_ time: Double, in active: Double) -> Double {
        guard active.isFinite, active > 0, time > active || time < 0 else { return time }
        let rest = time.truncatingRemainder(dividingBy: active)
        return rest < 0 ? rest + active : rest
    }

    /// Where a pass is at local time `local`; `isEnd`: the end of the active duration, where a whole
    /// number of repetitions ends on the last one's last frame, not the next one's first.
    private func position(atLocal local: Double, isEnd: Bool) -> Phase {
        guard duration > 0 else { return .active(fraction: autoreverses ? 0 : 1, iteration: 0) }
        let cycle = cycleDuration
        var iteration = (local / cycle).rounded(.down)
        var inCycle = local - iteration * cycle
        if isEnd, inCycle <= 0, local > 0 {
            inCycle = cycle
            iteration -= 1
        }
        if autoreverses, inCycle > duration { inCycle = cycle - inCycle }
        let count = iteration.isFinite ? Int(max(0, min(iteration, 1e9))) : 0
        return .active(fraction: min(1, max(0, inCycle / duration)), iteration: count)
    }
}
