import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The shell's picture: the viewport, the inspector, the timeline and the overlays, each a layer of the
/// `Composition` the renderer draws.
extension Shell {
    /// The picture of the frame the shell is at: the viewport's and the overlays' DisplayLists.
    package func composition() -> Composition {
        windowScene.performAsCurrent(composeInScene)
    }

    private func composeInScene() -> Composition {
        let shown = scrubber.shownFrame
        var viewport = shown?.list ?? overlays.onionSkin.compose(window.displayList(), frame: window.engine.clock.frameCount, time: window.engine.now)
        if overlays.showsConstraints { viewport.items += window.constraintOverlay().items }
        var layers = [Composition.Layer(list: viewport, frame: layout.viewport)]
        // The window around the device and panel: a light grey, or a dark one in dark mode.
        let background = windowScene.traitCollection.userInterfaceStyle == .dark ? RGBAColor(hex: 0x2C2C2E) : RGBAColor(hex: 0xD8D8DE)
        if isReplica { return Composition(size: layout.windowSize, background: background, layers: layers) }
        // While scrubbing, the time is the scrubbed instant's.
        let now = shown.map { $0.time - earlierScenesTime } ?? window.engine.now
        if layout.showsPanel {
            // The scene's plot is read first; then only the panel's views change.
            let state = layout.panelIsCollapsed ? nil : inspectorState(time: now)
            let list = window.changingOtherViews {
                if let state { panel.update(state) }
                return panel.displayList()
            }
            layers.append(Composition.Layer(list: list, frame: layout.panel))
        }
        if scrubber.showsTimeline {
            let list = scrubber.overlay.displayList(
                records: scrubber.records, now: now, holdsAxis: scrubber.isScrubbing || isPaused, status: scrubber.checkpointStatus(present: sessionTime))
            layers.append(Composition.Layer(list: list, frame: timelineFrame))
        }
        layers += overlays.layers(sceneName: scene.name, sceneKeys: scene.keyHints)
        return Composition(size: layout.windowSize, background: background, layers: layers)
    }

    /// What the inspector shows now, at scene time `time`.
    func inspectorState(time: Double) -> InspectorState {
        let scenePlot = scene.plot(at: time)
        return InspectorState(
            sceneName: scene.name, sceneTitle: scene.title, keyHints: scene.keyHints, time: time, isPaused: isPaused,
            isScrubbing: scrubber.isScrubbing, speed: speed, reducesMotion: UIAccessibility.isReduceMotionEnabled,
            message: tuning.notice ?? scene.statusMessage, rows: tuning.tunables, selectedIndex: tuning.selectedIndex,
            note: { [tuning] in tuning.note(for: $0) }, rangeText: { [tuning] in tuning.rangeText() },
            plot: tuning.springEditorPlot(replacing: scenePlot, holdsAxes: overlays.holdsPlotHandle) ?? scenePlot,
            showsHUD: overlays.showsHUD, showsVelocity: overlays.showsVelocity, statistics: statistics)
    }

    /// The onion skin (`overlays.onionSkin`), as a headless run reads it (`ScriptedRun`).
    var onionSkin: OnionSkin { overlays.onionSkin }
}
