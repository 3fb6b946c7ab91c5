import Foundation

/// One running animation of a value: a pure function of media time.
///
/// Immutable, and a class so that evaluating thousands of them per frame reads them in place rather
/// than copying each (a resolved timing curve carries its solver table). Between `beginTime + delay` and the end of its active duration the value follows `path` under
/// `timing`; during the delay it shows the path's start (Core Animation's backwards fill, which is
/// what UIKit uses for delayed animations); afterwards it is finished.
public final class Animation<Value: Animatable>: Sendable {
    /// Where the value travels.
    public enum Path: Sendable {
        /// A straight interpolation from one value to another.
        case line(from: Value, to: Value)
        /// Keyframes, evaluated at the eased progress (boxed: keyframes are rare and large).
        indirect case keyframes(Keyframes<Value>)
    }

    /// Where the value travels (kept as its parts: see `fromForm`).
    public var path: Path {
        if let keyframes = extras?.keyframes { return .keyframes(keyframes) }
        return .line(from: from, to: to)
    }
    public let timing: ResolvedTiming
    // The path is stored as plain fields, not as a `Path` and an optional tuple: a generic class's
    // deinit looks up the metadata of each stored field's type, and `Path`, an optional and a tuple
    // of the value's type cost three lookups — most of what ending thousands of replaced animations
    // at a cycle's start took. A value's interpolation form and a class reference cost none.
    /// The ends of the line in interpolation form, computed once (a keyframe path's first and last
    /// values).
    @usableFromInline let fromForm: Value.InterpolationForm
    @usableFromInline let toForm: Value.InterpolationForm
    /// What only some animations need, boxed: a keyframe path, and the ends as values where their
    /// interpolation form is another type (a `CGAffineTransform`'s is its decomposition). Nil for a line
    /// of a value that is its own form — every property a view animates — so such an animation holds
    /// each end once (a grid's thousands of transforms in flight).
    @usableFromInline let extras: AnimationExtras<Value>?

    /// The line's start (a keyframe path's first value).
    @inlinable
    var from: Value {
        if let extras { return extras.from }
        return fromForm as! Value
    }

    /// The line's end (a keyframe path's last value).
    @inlinable
    var to: Value {
        if let extras { return extras.to }
        return toForm as! Value
    }

    /// Media time at which the animation was added, in seconds.
    public let beginTime: Double
    /// Seconds between `beginTime` and the start of the motion (≥ 0; +∞ never starts).
    public let delay: Double
    /// How many times the motion plays (fractions allowed; `.infinity` repeats for ever; ≤ 0 means once).
    public let repeatCount: Double
    /// Each repetition plays forward, then backward.
    public let autoreverses: Bool

    /// - Parameters:
    ///   - duration: seconds of one forward pass; negative or NaN becomes 0 (the animation completes at
    ///     once). Ignored by physical springs, which run until they settle.
    public convenience init(
        path: Path, timing: AnimationTiming = .default, duration: Double, beginTime: Double, delay: Double = 0,
        repeatCount: Double = 1, autoreverses: Bool = false
    ) {
        self.init(
            path: path, timing: timing.resolved(duration: duration), beginTime: beginTime, delay: delay,
            repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// An animation on an already resolved timing, which many animations may share. Inlinable so that
    /// a caller that knows `Value` allocates it without looking up generic metadata (a third of the cost
    /// of recording an animation block otherwise).
    @inlinable
    public init(
        path: Path, timing: ResolvedTiming, beginTime: Double, delay: Double = 0,
        repeatCount: Double = 1, autoreverses: Bool = false
    ) {
        let from: Value, to: Value, keyframes: Keyframes<Value>?
        switch path {
        case .line(let start, let end): (from, to, keyframes) = (start, end, nil)
        case .keyframes(let path): (from, to, keyframes) = (path.values[0], path.values[path.values.count - 1], path)
        }
        fromForm = from.interpolationForm
        toForm = to.interpolationForm
        extras = keyframes != nil || Value.InterpolationForm.self != Value.self
            ? AnimationExtras(from: from, to: to, keyframes: keyframes) : nil
        self.timing = timing
        self.beginTime = beginTime.isFinite ? beginTime : 0
        // +∞ is a delay that never ends: the animation waits at its start for ever.
        self.delay = delay.isNaN ? 0 : max(0, delay)
        self.repeatCount = repeatCount.isNaN || repeatCount <= 0 ? 1 : repeatCount
        self.autoreverses = autoreverses
    }

    /// A line from `from` to `to`.
    public convenience init(
        from: Value, to: Value, timing: AnimationTiming = .default, duration: Double, beginTime: Double,
        delay: Double = 0, repeatCount: Double = 1, autoreverses: Bool = false
    ) {
        self.init(
            path: .line(from: from, to: to), timing: timing, duration: duration, beginTime: beginTime,
            delay: delay, repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// The same animation `seconds` later in media time (moved to a clock that reads differently).
    public func shifted(by seconds: Double) -> Animation {
        Animation(
            path: path, timing: timing, beginTime: beginTime + seconds, delay: delay, repeatCount: repeatCount,
            autoreverses: autoreverses)
    }

    /// Seconds of one forward pass.
    @inlinable
    public var duration: Double { timing.duration }

    /// Seconds from the start of the motion to its end, all repetitions included.
    @inlinable
    public var activeDuration: Double {
        duration * (autoreverses ? 2 : 1) * repeatCount
    }

    /// Media time at which the animation is over (infinite when it repeats for ever).
    public var endTime: Double { beginTime + delay + activeDuration }

    public func isFinished(at time: Double) -> Bool { time >= endTime }

    /// Seconds into the current pass, running backwards during an autoreversed half.
    @inlinable
    func passTime(at time: Double) -> Double {
        let local = time - beginTime - delay
        guard local > 0, duration > 0 else { return 0 }
        // Infinite time: the last pass's end (the start, for an animation that repeats for ever).
        guard local.isFinite else { return activeDuration.isFinite ? endPassTime : 0 }
        if local >= activeDuration { return endPassTime }
        // One forward pass, the usual case: the phase is the local time itself (no remainder to take).
        if !autoreverses, local < duration { return local }
        let cycle = duration * (autoreverses ? 2 : 1)
        let phase = local.truncatingRemainder(dividingBy: cycle)
        return autoreverses && phase > duration ? cycle - phase : phase
    }

    /// Where the last pass ends: a fractional repeat count stops part-way through.
    @usableFromInline
    var endPassTime: Double {
        let cycle = duration * (autoreverses ? 2 : 1)
        let remainder = activeDuration.truncatingRemainder(dividingBy: cycle)
        let phase = remainder == 0 ? cycle : remainder
        return autoreverses && phase > duration ? cycle - phase : min(phase, duration)
    }

    /// Eased progress along the path at media `time` (0 at the start, 1 at the end; springs overshoot).
    @inlinable
    public func progress(at time: Double) -> Double {
        // A zero-length motion jumps to its end once the delay is over (back to its start if autoreversed).
        if duration <= 0 { return autoreverses || time < beginTime + delay ? 0 : 1 }
        return timing.progress(elapsed: passTime(at: time))
    }

    /// The animated value at media `time`.
    @inlinable
    public func value(at time: Double) -> Value {
        let progress = progress(at: time)
        // Waiting out its delay (or not begun): the line's start as it is, not interpolated to it (a
        // grid of delayed entrances has most of its animations waiting at every frame).
        if progress == 0, extras?.keyframes == nil { return from }
        return value(atProgress: progress)
    }

    /// The value at a given eased progress.
    @inlinable
    public func value(atProgress progress: Double) -> Value {
        if let keyframes = extras?.keyframes { return keyframes.value(at: progress) }
        return Value.interpolate(from: fromForm, to: toForm, fraction: progress)
    }

    /// The path's start and end values.
    public var endpoints: (from: Value, to: Value) { (from, to) }

    /// Rate of change of the value per second at `time` (for a line: (to − from) × progress velocity),
    /// used to hand momentum to a following animation. Zero outside the motion.
    public func velocity(at time: Double) -> Value {
        guard extras?.keyframes == nil else { return .zero }
        let local = time - beginTime - delay
        guard local >= 0, local < activeDuration else { return .zero }
        let cycle = duration * (autoreverses ? 2 : 1)
        let phase = local.truncatingRemainder(dividingBy: cycle)
        let backwards = autoreverses && phase > duration
        let rate = timing.velocity(elapsed: backwards ? cycle - phase : phase) * (backwards ? -1 : 1)
        return (to - from).scaled(by: rate)
    }
}

/// The parts of an animation only some need (see `Animation.extras`), held by reference: a class
/// reference costs a generic animation's deinit no metadata lookup.
@usableFromInline
final class AnimationExtras<Value: Animatable>: Sendable {
    @usableFromInline let from: Value
    @usableFromInline let to: Value
    @usableFromInline let keyframes: Keyframes<Value>?

    @usableFromInline
    init(from: Value, to: Value, keyframes: Keyframes<Value>?) {
        (self.from, self.to, self.keyframes) = (from, to, keyframes)
    }
}
