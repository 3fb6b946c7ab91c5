import Foundation
import KinemaCore

/// Collects the property changes made inside `animateKeyframes`, per property, each with the relative
/// window of the `addKeyframe` it was made in, and turns them into one keyframe path per property.
///
/// A property changed in windows [s₁, e₁], [s₂, e₂] … gets values (start, start at s₁, v₁ at e₁, v₁ at s₂,
/// v₂ at e₂, …, last at 1), like the `CAKeyframeAnimation` UIKit builds. Changes made outside any
/// `addKeyframe` span the whole animation. Keyframe animations are not additive.
@MainActor
final class KeyframeCollector {
    /// The window of the `addKeyframe` block being run, as fractions of the whole duration.
    var window: (start: Double, duration: Double) = (0, 1)
    private var builders: [AnyKeyframeBuilder] = []
    private var index: [Key: Int] = [:]

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let track: AnyKeyPath
    }

    func record<Value: Animatable>(
        view: UIView, track: KeyPath<UIView, PropertyTrack<Value>>, from: Value, to: Value
    ) {
        let key = Key(view: ObjectIdentifier(view), track: track)
        let frame = (start: window.start, end: window.start + window.duration)
        if let position = index[key], let builder = builders[position] as? KeyframeBuilder<Value> {
            builder.frames.append((frame.start, frame.end, to))
        } else {
            index[key] = builders.count
            builders.append(KeyframeBuilder(
                view: view, track: track, initial: from, oldModel: view[keyPath: track].model,
                frames: [(frame.start, frame.end, to)]))
        }
    }

    /// Installs every collected path as an animation of `context` in `group`.
    func install(context: AnimationContext, group: AnimationGroup, mode: KeyframeCalculationMode) {
        for builder in builders {
            builder.install(context: context, group: group, mode: mode)
        }
    }
}

@MainActor
private protocol AnyKeyframeBuilder: AnyObject {
    func install(context: AnimationContext, group: AnimationGroup, mode: KeyframeCalculationMode)
}

@MainActor
private final class KeyframeBuilder<Value: Animatable>: AnyKeyframeBuilder {
    weak var view: UIView?
    let track: KeyPath<UIView, PropertyTrack<Value>>
    let initial: Value
    let oldModel: Value
    var frames: [(start: Double, end: Double, value: Value)]

    init(
        view: UIView, track: KeyPath<UIView, PropertyTrack<Value>>, initial: Value,
        oldModel: Value, frames: [(start: Double, end: Double, value: Value)]
    ) {
        self.view = view
        self.track = track
        self.initial = initial
        self.oldModel = oldModel
        self.frames = frames
    }

    func install(context: AnimationContext, group: AnimationGroup, mode: KeyframeCalculationMode) {
        guard let view else { return }
        var times = [0.0]
        var values = [initial]
        var current = initial
        var time = 0.0
        for frame in frames.sorted(by: { $0.start < $1.start }) {
            let start = min(1, max(time, frame.start))
            let end = min(1, max(start, frame.end))
            if start > time {
                times.append(start)
                values.append(current)
            }
            times.append(end)
            values.append(frame.value)
            current = frame.value
            time = end
        }
        if time < 1 {
            times.append(1)
            values.append(current)
        }
        let keyframes = Keyframes(values: values, keyTimes: times, calculationMode: mode)
        view.install(
            .keyframes(keyframes), on: track, additive: false, context: context, group: group,
            oldModel: oldModel, now: view.animationEngine.now)
    }
}
