import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The window's input in the session's terms (`InputMapping` does the mapping; the shell's parts take
/// what is theirs first).
extension Shell {
    /// A window event in the session's terms: the timeline takes its own, a resize lays the window out
    /// again, a drag of a plot handle sets its tweaks; none when nothing is left for the session.
    func map(_ event: InputEvent) -> [SessionEvent] {
        if overlays.scrollsKeyList(with: event) { return [] }
        switch scrubber.handle(event, frame: timelineFrame, history: recording.history, sceneStart: earlierScenesTime) {
        case .notMine: break
        case .taken:
            if scrubber.isScrubbing { isPaused = true }
            return []
        case .released:
            isPaused = true
            adoptScrub()
            return []
        }
        let rows = tuning.tunables
        let targets = InputMapping.PanelTargets(
            rowKey: { [panel] point in panel.parameterIndex(at: point).flatMap { rows.indices.contains($0) ? rows[$0].key : nil } },
            handle: { [panel] point in panel.plotHandle(at: point) }, plotPoint: { [panel] point in panel.plotPoint(at: point) },
            plotTitle: { [panel] point in panel.isOnPlotTitle(point) })
        let mapped = mapping.map(event, now: window.engine.now, panel: targets, deviceSize: deviceSize, fillsWindow: scene.fillsWindow)
        switch mapped {
        case .event(let sessionEvent): return [sessionEvent]
        case .settings(let settings): return settings.map(tuning.roundedToItsRow)
        case .none: return []
        case .relayout(let deviceResize):
            resizeParts(deviceResize: deviceResize)
            return deviceResize.map { [SessionEvent.input($0)] } ?? []
        }
    }
}
