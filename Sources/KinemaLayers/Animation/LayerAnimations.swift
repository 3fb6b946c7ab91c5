import Foundation
import KinemaCore

/// The explicit animations of one layer, in the order added, each with the layer time it began at
/// (nil until the layer first has a clock) and what its delegate has been told.
package final class LayerAnimations {
    package struct Entry {
        package let key: String?
        package let animation: CAAnimation
        var begin: Double?
        var started = false
        var ended = false
    }

    package var entries: [Entry] = []
    /// The clock its ticker runs on (nil: none yet).
    package var tickerClock: ObjectIdentifier?

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// Gives each entry still without a start the layer time `now` (an animation's `beginTime` of 0
    /// means "when added", as Core Animation stamps it at commit).
    package func resolveBegins(at now: Double) {
        for index in entries.indices where entries[index].begin == nil { entries[index].begin = now }
    }

    /// The values shown at layer time `time` over `values`: each animation applied in turn.
    package func apply(to values: inout AnimatedLayerValues, at time: Double) {
        for entry in entries where entry.animation.isEnabled {
            entry.animation.apply(to: &values, at: time, begin: entry.begin ?? time)
        }
    }

    /// Whether any animation can change what is shown after layer time `time` (one waiting to start,
    /// or running; one that ended and is kept shows its last frame for ever).
    package func moves(after time: Double) -> Bool {
        entries.contains { entry in
            guard let begin = entry.begin else { return true }
            return time < entry.animation.mediaTiming(begin: begin).endTime
        }
    }
}
