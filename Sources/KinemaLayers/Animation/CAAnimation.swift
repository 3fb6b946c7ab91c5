import Foundation
import KinemaCore

/// Core Animation's animation: timing (`CAMediaTiming`), a timing function, a delegate, and whether it
/// leaves its layer when it ends. Abstract: its subclasses say what moves.
///
/// As in Core Animation, `CALayer.add(_:forKey:)` adds a copy (changing the animation afterwards changes
/// nothing that runs), the delegate is held strongly (Core Animation's one strong delegate), and an
/// animation left at 0 seconds runs for the transaction's duration, 0.25 s by default. The model value is
/// never changed by an animation: when a removed-on-completion animation ends, the layer shows its model
/// again — the classic jump back — unless the model was set, or `fillMode` `.forwards` with
/// `isRemovedOnCompletion = false` holds the last frame.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
    /// `CAMediaTiming`'s values.
    package var timingValues = MediaTimingValues()

    /// The curve its progress follows over each pass (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when it starts and stops; held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?
    /// Whether it leaves the layer when its active duration ends (true by default).
    open var isRemovedOnCompletion = true
    /// Kinema keeps it; there is no separate render server whose copy it would describe.
    open var isEnabled = true

    public required override init() {
        super.init()
    }

    /// Core Animation's factory (`[CABasicAnimation animation]`).
    open class func animation() -> Self { Self() }

    open var beginTime: Double {
        get { timingValues.beginTime }
        set { timingValues.beginTime = newValue }
    }

    open var duration: Double {
        get { timingValues.duration }
        set { timingValues.duration = newValue }
    }

    open var speed: Float {
        get { timingValues.speed }
        set { timingValues.speed = newValue }
    }

    open var timeOffset: Double {
        get { timingValues.timeOffset }
        set { timingValues.timeOffset = newValue }
    }

    open var repeatCount: Float {
        get { timingValues.repeatCount }
        set { timingValues.repeatCount = newValue }
    }

    open var repeatDuration: Double {
        get { timingValues.repeatDuration }
        set { timingValues.repeatDuration = newValue }
    }

    open var autoreverses: Bool {
        get { timingValues.autoreverses }
        set { timingValues.autoreverses = newValue }
    }

    open var fillMode: CAMediaTimingFillMode {
        get { timingValues.fillMode }
        set { timingValues.fillMode = newValue }
    }

    /// A copy with the same values (the layer runs a copy).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.copyValues(from: self)
        return copy
    }

    /// Takes `other`'s values (each subclass adds its own, calling its superclass's).
    package func copyValues(from other: CAAnimation) {
        (timingValues, timingFunction, delegate, isRemovedOnCompletion, isEnabled) = (
            other.timingValues, other.timingFunction, other.delegate, other.isRemovedOnCompletion, other.isEnabled)
        userValues = other.userValues
    }

    /// Values stored under keys of the caller's own (`setValue(_:forKey:)`), copied with the animation.
    private var userValues: [String: Any] = [:]

    /// Keeps `value` under `key`, as Core Animation's animations keep any key-value pair (tutorials tag an
    /// animation to tell it apart in `animationDidStop`). Linux's `NSObject` has no key-value coding, so
    /// this is the animation's own.
    open func setValue(_ value: Any?, forKey key: String) {
        userValues[key] = value
    }

    /// The value kept under `key`, or nil.
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// Whether `key`'s value would be archived (Kinema archives no animations).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The duration it runs for: its own, or the transaction's when 0 (see `CATransaction`).
    package var effectiveDuration: Double {
        timingValues.duration > 0 ? timingValues.duration : CATransaction.defaultAnimationDuration
    }

    /// Its timing, begun at `begin` in its parent's time.
    package func mediaTiming(begin: Double) -> MediaTiming {
        timingValues.timing(duration: effectiveDuration, beginTime: begin)
    }

    /// Applies it at its parent's time `time`, begun at `begin`, to `target`: the values it shows then,
    /// if it is active (or filling).
    package func apply(to target: inout AnimatedLayerValues, at time: Double, begin: Double) {
        guard case .active(let fraction, let iteration) = mediaTiming(begin: begin).phase(at: time) else { return }
        let eased = timingFunction?.value(at: fraction) ?? fraction
        apply(to: &target, progress: eased, iteration: iteration)
    }

    /// Applies it at `progress` (0…1, eased) of a pass in repetition `iteration`. The abstract animation
    /// moves nothing.
    package func apply(to target: inout AnimatedLayerValues, progress: Double, iteration: Int) {}

    /// The key paths it moves (for the timeline and for a view's layer, which asks which of its values
    /// change).
    package var animatedKeyPaths: [String] { [] }
}
