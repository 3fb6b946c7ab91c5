import Foundation
import KinemaCore

/// Core Animation's timing of layers and animations: when each starts in its parent's time, how fast
/// and how long it runs, how it repeats and what it shows outside its active time. KinemaCore's
/// `MediaTiming` holds the formulas (and cites their sources); layers and animations keep these values.
public protocol CAMediaTiming {
    /// When it starts, in its parent's time (an animation's superlayer's time, a layer's superlayer's).
    var beginTime: Double { get set }
    /// Seconds of one pass.
    var duration: Double { get set }
    /// How fast its time runs against its parent's (2: twice as fast; 0: stopped).
    var speed: Float { get set }
    /// Seconds added to its local time.
    var timeOffset: Double { get set }
    /// How many passes it plays (fractions allowed; `.infinity` for ever).
    var repeatCount: Float { get set }
    /// How long it repeats, in seconds (instead of a count).
    var repeatDuration: Double { get set }
    /// Whether each pass plays forward then backward.
    var autoreverses: Bool { get set }
    /// What it shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The values of `CAMediaTiming`, as a layer or an animation keeps them: a time that is not a number
/// (or infinite, where that means nothing) becomes the default, a negative duration or count 0.
package struct MediaTimingValues: Sendable, Equatable {
    package var beginTime: Double = 0 { didSet { if !beginTime.isFinite { beginTime = 0 } } }
    package var duration: Double = 0 { didSet { if !(duration >= 0) { duration = 0 } } }
    package var speed: Float = 1 { didSet { if !speed.isFinite { speed = 1 } } }
    package var timeOffset: Double = 0 { didSet { if !timeOffset.isFinite { timeOffset = 0 } } }
    package var repeatCount: Float = 0 { didSet { if !(repeatCount >= 0) { repeatCount = 0 } } }
    package var repeatDuration: Double = 0 { didSet { if !(repeatDuration >= 0) { repeatDuration = 0 } } }
    package var autoreverses = false
    package var fillMode = CAMediaTimingFillMode.removed

    package init() {}

    /// Whether a layer with these values runs on its superlayer's time unchanged.
    package var isNeutral: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// KinemaCore's timing of these values, with `duration` in place of a zero one.
    package func timing(duration: Double, beginTime: Double) -> MediaTiming {
        MediaTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses, fill: fill)
    }

    package var fill: MediaTiming.Fill {
        switch fillMode {
        case .forwards: return .forwards
        case .backwards: return .backwards
        case .both: return .both
        default: return .removed
        }
    }
}
