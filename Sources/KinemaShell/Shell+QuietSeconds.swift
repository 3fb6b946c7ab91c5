import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// How long the window may sleep: the seconds for which the shell's picture stays as it is.
extension Shell {
    /// Seconds of wall time from now during which the window shows what it shows now unless input
    /// comes: the window loop may sleep that long rather than wake for every frame (a frame where
    /// nothing changes should cost nothing, not a wake-up 60 times a second). nil while anything may
    /// change by itself: something moves, a ticker runs, the timeline, key list or onion skin is up (they
    /// show the time as it runs), a loop mode is on and time runs (it plays again by itself), a
    /// replica, or a scene that cannot say when it next changes (`Scene.nextChange(after:)`).
    /// `.infinity` when paused with nothing pending. The inspector's time readout, in tenths of a second,
    /// wakes it when the shown tenth changes: an idle window with the inspector up draws ten small
    /// frames a second at any refresh rate, not one at every refresh.
    package var quietSeconds: Double? {
        guard !isReplica, overlays.looper.mode == .off || isPaused, !scrubber.showsTimeline, !scrubber.isScrubbing, !overlays.needEveryFrame
        else { return nil }
        let clock = window.engine.clock
        let now = window.engine.now
        guard let still = window.stillUntil, let next = scene.nextChange(after: now) else { return nil }
        var until = min(still, next)
        if layout.showsPanel, !layout.panelIsCollapsed, !clock.isPaused { until = min(until, InspectorPanel.nextStatusChange(after: now)) }
        guard until > now else { return nil }
        let rate = clock.isPaused ? 0 : clock.timeScale
        guard rate > 0 else { return .infinity }
        return (until - now) / rate
    }
}
