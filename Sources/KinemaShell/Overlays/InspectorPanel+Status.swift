import Foundation
import KinemaUI
import KinemaTweaks

/// The inspector's status line: the time, the speed, pause and scrub, Reduce Motion and the notice.
extension InspectorPanel {
    /// What the status line shows; it is re-rendered only when this changes.
    struct StatusKey: Equatable {
        var ticks: Int
        var isPaused: Bool
        var isScrubbing: Bool
        var speed: Double
        var reducesMotion: Bool
        var message: String?
    }

    /// The status line: tenths of a second (its texture changes ten times a second, not every frame;
    /// hundredths while paused, where stepping moves by frames). Nothing is formatted unless it shows, and
    /// the text is made from the key, so what shows is exactly what the key says.
    func updateStatus(_ state: InspectorState) {
        let perSecond = state.isPaused ? 100.0 : 10.0
        let key = StatusKey(
            ticks: Int((state.time * perSecond).rounded()), isPaused: state.isPaused, isScrubbing: state.isScrubbing,
            speed: state.speed, reducesMotion: state.reducesMotion, message: state.message)
        guard key != shownStatus else { return }
        shownStatus = key
        status.text = Self.statusText(key, perSecond: perSecond)
        status.textColor = state.isPaused ? .systemOrange : (state.speed != 1 ? .systemPurple : .label)
        fitStatus()
    }

    /// The scene time after `time` at which the running time readout (tenths of a second, rounded)
    /// shows the next tenth.
    static func nextStatusChange(after time: Double) -> Double {
        ((time * 10 + 0.5).rounded(.down) + 0.5) / 10
    }

    /// "time 1.2 s   speed ×1   paused (. steps)   Reduce Motion   <notice>"; a notice that already
    /// speaks of Reduce Motion is not preceded by the words again.
    static func statusText(_ key: StatusKey, perSecond: Double) -> String {
        let shownTime = Double(key.ticks) / perSecond
        var words = [String(format: key.isPaused ? "time %.2f s" : "time %.1f s", shownTime), speedText(key.speed)]
        if key.isScrubbing {
            words.append("scrubbing")
        } else if key.isPaused {
            words.append("paused (. steps)")
        }
        if key.reducesMotion, !(key.message ?? "").hasPrefix("Reduce Motion") { words.append("Reduce Motion") }
        if let message = key.message { words.append(message) }
        return words.joined(separator: "   ")
    }

    /// "speed ×1", "slow motion ×0.25", "speed ×2".
    static func speedText(_ speed: Double) -> String {
        let factor = speed == speed.rounded() ? String(Int(speed)) : String(format: "%g", speed)
        return (speed < 1 ? "slow motion ×" : "speed ×") + factor
    }
}
