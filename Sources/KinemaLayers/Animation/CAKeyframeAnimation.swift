import Foundation
import KinemaCore
import KinemaGraphics

/// An animation of one property through a list of values (`values`), or of a point along a path
/// (`path`, which takes precedence). The rules are Apple's (`CAKeyframeAnimation`'s reference):
/// - **key times**: `keyTimes` (fractions of the duration, from 0 to 1, one per value; one more than the
///   values in `.discrete` mode) or, when absent or malformed, evenly spread; `.paced` and `.cubicPaced`
///   ignore them and spread time by distance.
/// - **timing functions**: `timingFunctions[i]` eases segment i (one fewer than the values); the
///   animation's own `timingFunction` eases the whole.
/// - **modes**: see `CAAnimationCalculationMode`; `.cubic` is a Kochanek–Bartels spline through the
///   values, shaped by `tensionValues`, `continuityValues` and `biasValues` (0 each by default: a
///   Catmull-Rom curve), for numbers, points, sizes and rectangles (other values move linearly).
/// - **path**: each segment of the path (after its moves) is a keyframe segment; `rotationMode` turns
///   the layer to the path's direction.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    override package func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions, calculationMode) = (other.values, other.path, other.keyTimes, other.timingFunctions, other.calculationMode)
        (tensionValues, continuityValues, biasValues, rotationMode) = (other.tensionValues, other.continuityValues, other.biasValues, other.rotationMode)
    }

    override package func apply(to target: inout AnimatedLayerValues, progress: Double, iteration: Int) {
        guard let keyPath, let base = target.value(forKeyPath: keyPath) else { return }
        if let path, !path.path.isEmpty {
            return applyPath(KeyframePath(path.path), to: &target, progress: progress, base: base, iteration: iteration)
        }
        let frames = (values ?? []).compactMap { LayerValue(boxed: $0) }
        guard !frames.isEmpty, frames.count == values?.count else { return }
        let value = value(of: frames, at: progress)
        let change = frames.last.flatMap { $0.subtracting(frames[0]) }
        write(value, over: base, change: change, iteration: iteration, to: &target)
    }

    /// The value at `progress` among `frames`.
    private func value(of frames: [LayerValue], at progress: Double) -> LayerValue {
        guard frames.count > 1 else { return frames[0] }
        if calculationMode == .discrete {
            let times = keyTimes(count: frames.count + 1, frames: frames)
            let index = times.lastIndex { $0 <= progress } ?? 0
            return frames[min(index, frames.count - 1)]
        }
        let times = keyTimes(count: frames.count, frames: frames)
        let (segment, local) = Self.segment(in: times, at: progress)
        let eased = isPaced ? local : (timingFunctions.flatMap { segment < $0.count ? $0[segment] : $0.last }?.value(at: local) ?? local)
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return KochanekBartels(frames: frames, tension: numbers(tensionValues), continuity: numbers(continuityValues), bias: numbers(biasValues))
                .value(segment: segment, at: eased) ?? frames[segment].interpolated(to: frames[segment + 1], fraction: eased)
        }
        return frames[segment].interpolated(to: frames[segment + 1], fraction: eased)
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    private func numbers(_ list: [NSNumber]?) -> [Double] { (list ?? []).map(\.doubleValue) }

    /// The key times: given (when they fit), by distance when paced, else evenly spread.
    private func keyTimes(count: Int, frames: [LayerValue]) -> [Double] {
        if isPaced {
            let distances = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            return Self.spread(lengths: distances)
        }
        if let keyTimes, keyTimes.count == count {
            let times = keyTimes.map(\.doubleValue)
            if zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) { return times }
            CALayer.reports.report("keyTimes order", "Kinema: keyTimes must not decrease; spreading the keyframes evenly instead")
        }
        return (0..<count).map { Double($0) / Double(max(1, count - 1)) }
    }

    /// Times from 0 to 1 at the ends of consecutive pieces of `lengths` (evenly when they sum to 0).
    package static func spread(lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return (0...lengths.count).map { Double($0) / Double(max(1, lengths.count)) } }
        var times = [0.0]
        var sum = 0.0
        for length in lengths {
            sum += length
            times.append(sum / total)
        }
        return times
    }

    /// The segment `progress` falls in among `times`, and how far along it.
    package static func segment(in times: [Double], at progress: Double) -> (index: Int, local: Double) {
        let last = times.count - 2
        var index = 0
        while index < last, progress >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        let local = span > 0 ? (progress - times[index]) / span : 1
        return (index, min(1, max(0, local)))
    }

    /// Moves the point along `path` (and turns the layer when `rotationMode` says so).
    private func applyPath(_ path: KeyframePath, to target: inout AnimatedLayerValues, progress: Double, base: LayerValue, iteration: Int) {
        guard !path.segments.isEmpty else { return }
        let times: [Double]
        if isPaced {
            times = Self.spread(lengths: path.lengths)
        } else if let keyTimes, keyTimes.count == path.segments.count + 1 {
            times = keyTimes.map(\.doubleValue)
        } else {
            times = Self.spread(lengths: Array(repeating: 1, count: path.segments.count))
        }
        let (index, local) = Self.segment(in: times, at: progress)
        let eased = isPaced ? path.parameter(segment: index, atFraction: local) : (timingFunctions.flatMap { index < $0.count ? $0[index] : nil }?.value(at: local) ?? local)
        let point = path.segments[index].point(at: eased)
        write(.point(point), over: base, change: .point(path.end - path.start), iteration: iteration, to: &target)
        guard let rotationMode else { return }
        let angle = path.angle(segment: index, at: eased) + (rotationMode == .rotateAutoReverse ? .pi : 0)
        target.turn(by: angle)
    }
}
