import Foundation
import KinemaCore
import KinemaTweaks

/// The last few seconds of the player's transition for the plot: how open it looks (0 closed, 1 open) —
/// the frame's position and the two fades' opacities —, the animators' fractionComplete, and when a finger
/// was down.
struct PlayerHistory {
    static let span = 3.0
    private(set) var samples: [(time: Double, frame: Double, fadeIn: Double, fadeOut: Double, fraction: Double)] = []
    private(set) var drags: [ClosedRange<Double>] = []
    /// Each release of a drag: when, how open the frame was, its velocity toward open (openness and
    /// points per second) and the relative velocity handed to the spring (nil: none, the seed's way).
    private(set) var releases: [Release] = []

    struct Release: Equatable {
        var time, frame, velocity, pointsPerSecond: Double
        var handedOff: Double?
    }
    private var dragStart: Double?
    /// The time of the last sample that differed from the one before it.
    private var lastMove = -Double.infinity

    @MainActor
    mutating func record(at time: Double, coordinator: TransitionCoordinator, dragging: Bool) {
        let openness = coordinator.onScreenOpenness
        // The animators share one fractionComplete (made together, scrubbed together); toward open it is
        // the fraction itself while opening and its complement while closing.
        let fraction: Double
        if let lead = coordinator.animators.first {
            fraction = coordinator.currentState == .open ? Double(lead.fractionComplete) : 1 - Double(lead.fractionComplete)
        } else {
            fraction = coordinator.currentState == .open ? 1 : 0
        }
        record(at: time, (openness.frame, openness.fadeIn, openness.fadeOut, fraction), dragging: dragging)
    }

    /// The bookkeeping of `record`, off the main actor: its closures, run for every sample every frame,
    /// would each check that they run on it (Swift 6's dynamic isolation check).
    private mutating func record(
        at time: Double, _ sample: (frame: Double, fadeIn: Double, fadeOut: Double, fraction: Double), dragging: Bool
    ) {
        if let last = samples.last, time <= last.time { samples.removeLast() }
        if let last = samples.last, (last.frame, last.fadeIn, last.fadeOut, last.fraction) != (sample.frame, sample.fadeIn, sample.fadeOut, sample.fraction) {
            lastMove = time
        }
        samples.append((time, sample.frame, sample.fadeIn, sample.fadeOut, sample.fraction))
        samples.removeAll { $0.time < time - Self.span }
        if dragging, dragStart == nil { dragStart = time }
        if !dragging, let start = dragStart {
            drags.append(start...time)
            dragStart = nil
        }
        drags.removeAll { $0.upperBound < time - Self.span }
        releases.removeAll { $0.time < time - Self.span }
    }

    /// A drag was let go at `time` (its velocity `pointsPerSecond` toward open over a travel of
    /// `distance` points).
    mutating func noteRelease(at time: Double, frame: Double, pointsPerSecond: Double, distance: Double, handedOff: Double?) {
        releases.append(Release(
            time: time, frame: frame, velocity: pointsPerSecond / max(1, distance), pointsPerSecond: pointsPerSecond, handedOff: handedOff))
    }

    /// Whether the plot of the `span` seconds up to `time` holds no motion: no drag, no release, every
    /// sample the same. It then looks the same a moment later, and is drawn so (`series`): an idle
    /// window need not wake to slide it.
    func isStill(at time: Double) -> Bool {
        dragStart == nil && drags.isEmpty && releases.isEmpty && lastMove < time - Self.span
    }

    /// The samples as plot points from `start` on (normalised over `span`): the frame, the fade in, the
    /// fade out and the fraction complete. A still plot is each value across the whole plot.
    func series(from start: Double) -> (frame: [CGPoint], fadeIn: [CGPoint], fadeOut: [CGPoint], fraction: [CGPoint]) {
        if isStill(at: start + Self.span), let last = samples.last {
            func across(_ value: Double) -> [CGPoint] { [CGPoint(x: 0, y: value), CGPoint(x: 1, y: value)] }
            return (across(last.frame), across(last.fadeIn), across(last.fadeOut), across(last.fraction))
        }
        func x(_ t: Double) -> Double { Self.position(of: t, from: start) }
        return (
            samples.map { CGPoint(x: x($0.time), y: $0.frame) }, samples.map { CGPoint(x: x($0.time), y: $0.fadeIn) },
            samples.map { CGPoint(x: x($0.time), y: $0.fadeOut) }, samples.map { CGPoint(x: x($0.time), y: $0.fraction) }
        )
    }

    /// Where time `t` falls on a plot of the `span` seconds from `start` (0 at its left, 1 at its right).
    static func position(of t: Double, from start: Double) -> Double { (t - start) / span }

    /// The drags, the open one included, up to `time`.
    func dragBands(until time: Double) -> [ClosedRange<Double>] {
        drags + (dragStart.map { [$0...time] } ?? [])
    }
}
