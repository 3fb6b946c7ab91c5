import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// How long the window may sleep: the seconds for which the shell's picture stays as it is.
extension Shell {
    /// Seconds of wall time from now during which the window shows what it shows now unless input
    /// comes: the window loop may sleep that long rather than wake for every frame (a frame where
    /// nothing changes should cost nothing, not a wake-up 60 times a second). nil while anything may
    /// change by itself: something moves, a ticker runs, the inspector, timeline, key list or onion skin
    /// is up (they show the time), a loop mode is on and time runs (it plays again by itself), a
    /// replica, or a scene that cannot say when it next changes (`Scene.nextChange(after:)`).
    /// `.infinity` when paused with nothing pending.
    package var quietSeconds: Double? {
        guard !isReplica, overlays.looper.mode == .off || isPaused, !layout.showsPanel || layout.panelIsCollapsed, !scrubber.showsTimeline,
            !scrubber.isScrubbing, !overlays.needEveryFrame
        else { return nil }
        let clock = window.engine.clock
        let now = window.engine.now
        guard let still = window.stillUntil, let next = scene.nextChange(after: now) else { return nil }
        let until = min(still, next)
        guard until > now else { return nil }
        let rate = clock.isPaused ? 0 : clock.timeScale
        guard rate > 0 else { return .infinity }
        return (until - now) / rate
    }
}
