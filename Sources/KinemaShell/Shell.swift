import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The visualiser around the scenes, without SDL: one call per frame turns window input and elapsed
/// time into a `Composition` (the device viewport, the inspector panel, the overlays) for the renderer.
///
/// A thin coordinator over named parts: `InputMapping` (window pixels to the session's events),
/// `ShellCommands` (the key table, looked up once per press; `Shell+Keys.swift` carries its actions
/// out), `TuningSession` (the inspector's rows, presets, copy as code), `SessionRecorder` (the history
/// and `--record`), `Scrubber` (the timeline and scrubbing), `InspectorPanel`, and `ShellOverlays` (the
/// key list, the code chooser, the build status, the onion skin and the plot's modes). Callers reach
/// the parts themselves (`shell.tuning.notice`, `shell.scrubber.showsTimeline`).
///
/// One entry point per purpose, all doing the same per-frame work: `frame(windowEvents:realDelta:)` is
/// the window's frame (input in window pixels); a headless run (`ScriptedRun`: capture, bench, a
/// replica) calls `advance(events:realDelta:)` on every frame and `composition()` on those it shows;
/// `step(deviceEvents:realDelta:)` is a test's step, input already in device points. Only the input's
/// source and the clock's steps differ.
@MainActor
package final class Shell {
    package static let slowMotionScale = 0.1
    /// What the shell was made with (`SceneEnvironment`): its scene's device, appearance, Reduce Motion,
    /// text measurement and image folders. The scene's environment starts as this and changes with the
    /// session (M, D, a window that fills the window); a replica gets the session's at its start.
    package let environment: SceneEnvironment
    /// The phone's screen in points (`--device`, `--landscape`) the scene is laid out on.
    package var deviceSize: CGSize { environment.screenSize }

    package internal(set) var scene: Scene {
        didSet { title = Self.title(of: scene) }
    }
    /// The window the scene lives in (device points).
    package internal(set) var window: UIWindow
    var mapping: InputMapping
    package var layout: ShellLayout { mapping.layout }
    /// The inspector's rows, presets, the spring rule, copy as code, the status line's notice.
    package let tuning: TuningSession
    let recording = SessionRecorder()
    /// The timeline, its checkpoints and scrubbing.
    package let scrubber: Scrubber
    let panel: InspectorPanel
    /// What shows over the scene and its plot, and the flags that say so (?, Shift+C, O, V, Y, H…).
    package let overlays: ShellOverlays
    /// The speeds `[` and `]` step through.
    package static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2]
    /// Media seconds per real second: 1, or what S, `[` and `]` chose.
    package internal(set) var speed = 1.0
    /// The speed S slows to: ×0.1, or the last speed below ×1 chosen with `[` and `]`.
    package internal(set) var slowSpeed = Shell.slowMotionScale
    /// Whether time runs slower than real time.
    package var isSlowMotion: Bool { speed < 1 }
    package internal(set) var isPaused = false
    package internal(set) var quitRequested = false
    /// Whether the handle drag under way has a step in the tweaks' history already.
    var handleDragNoted = false
    /// Frame intervals for the HUD, after the first `FrameStatistics.warmupFrames`.
    package private(set) var statistics = FrameStatistics()
    private var warmupFramesLeft = FrameStatistics.warmupFrames
    /// The rate the frames aim at: the window's display (or `--refresh`), capture's and a headless
    /// bench's `--fps`. The HUD measures against its period; the scene's screen and display links see it.
    package var refreshRate = RefreshRate.standard {
        didSet {
            refreshRate = RefreshRate.sanitized(refreshRate)
            if refreshRate != oldValue { statistics = FrameStatistics(refreshRate: refreshRate) }
        }
    }

    /// The HUD's figures start again, warm-up and all: a replay's frames (a new build resuming under
    /// `kinema watch`) were no window's.
    package func restartFrameStatistics() {
        statistics = FrameStatistics(refreshRate: refreshRate)
        warmupFramesLeft = FrameStatistics.warmupFrames
    }
    /// Media time of the scenes shown before this one (a switch starts the new scene's clock at zero).
    var earlierScenesTime = 0.0
    /// Media time since the shell opened, across scene switches: what recordings are stamped with and
    /// what a replay's times (`capture --at`) count.
    package var sessionTime: Double { earlierScenesTime + window.engine.now }
    /// A re-simulation of another shell's session: it draws only its viewport, keeps no checkpoints and
    /// writes no files.
    let isReplica: Bool
    /// The scenes Tab cycles through, as the app made them.
    package let catalog: SceneCatalog
    /// The scene the shell's window is in, its own (a replica's in the background): what its code asks
    /// of UIKit's app-wide objects — the key window, `UIScreen.main`, the appearance, Reduce Motion — is
    /// its own, never another session's.
    let windowScene: UIWindowScene

    /// A shell showing `sceneName` of `catalog`, or nil when there is no such scene; `showsPanel` false
    /// leaves the window to the scene (`--no-panel`).
    package convenience init?(
        sceneName: String, catalog: SceneCatalog, windowSize: CGSize = ShellLayout.defaultWindowSize, showsPanel: Bool = true,
        environment: SceneEnvironment = .standard
    ) {
        self.init(sceneName: sceneName, catalog: catalog, windowSize: windowSize, showsPanel: showsPanel, isReplica: false, environment: environment)
    }

    /// A shell, or a replica of one (`SessionReplica`): its window in a scene of its own.
    init?(sceneName: String, catalog: SceneCatalog, windowSize: CGSize, showsPanel: Bool, isReplica: Bool, environment: SceneEnvironment) {
        guard catalog.names.contains(sceneName) else { return nil }
        self.catalog = catalog
        self.isReplica = isReplica
        self.environment = environment
        windowScene = UIWindowScene(activationState: isReplica ? .background : .foregroundActive, environment: environment)
        var layout = ShellLayout(windowSize: windowSize, deviceSize: environment.screenSize, showsPanel: showsPanel)
        guard let (scene, window) = Self.load(sceneName, from: catalog, layout: &layout, springRule: .uikit, in: windowScene, deviceSize: environment.screenSize,
                                           deviceInsets: environment.safeAreaInsets)
        else { return nil }
        (self.scene, self.window) = (scene, window)
        title = Self.title(of: scene)
        mapping = InputMapping(layout: layout)
        overlays = ShellOverlays(windowSize: layout.windowSize, windowScene: windowScene)
        panel = InspectorPanel(size: layout.panel.size, environment: environment)
        panel.isCollapsed = layout.panelIsCollapsed
        scrubber = Scrubber(size: .zero, environment: environment)
        tuning = TuningSession(scene: scene, window: window)
        tuning.writesPresets = !isReplica
        scrubber.overlay.resize(to: timelineFrame.size)
        scrubber.observe(window)
        recording.onStop = { [unowned self] problem in
            tuning.notice = problem
            StandardError.writeLine("kinema: \(problem)")
        }
        panel.rebuild(for: inspectorState(time: 0))
    }

    // MARK: - The frame

    /// The window's frame: its input (pointer positions in window pixels) and `realDelta` seconds of
    /// wall time since the last frame; `afterQuietWait` when the loop slept through that time because
    /// nothing was to change (`quietSeconds`): the interval is then no frame's, and not counted.
    /// `heldModifiers` are the keys held as the input was read (Shift makes a handle's drag fine).
    package func frame(
        windowEvents: [InputEvent], realDelta: Double, afterQuietWait: Bool = false, heldModifiers: KeyPress.Modifiers = []
    ) -> Composition {
        mapping.finesDrags = heldModifiers.contains(.shift)
        return windowScene.performAsCurrent {
            advance(events: windowEvents.flatMap(map), realDelta: realDelta, countsInterval: !afterQuietWait)
            return composition()
        }
    }

    /// A step from input already in device points, with its picture: what tests and benchmarks take.
    package func step(deviceEvents: [InputEvent], realDelta: Double) -> Composition {
        advance(events: deviceEvents.map(SessionEvent.input), realDelta: realDelta)
        return composition()
    }

    /// A frame without its picture — events delivered, the clock moved, the scene ticked, animations and
    /// layout brought up to date, the timeline's checkpoints kept up — as headless runs take it on the
    /// frames they do not show; `composition()` draws it.
    package func advance(events: [SessionEvent], realDelta: Double, countsInterval: Bool = true) {
        windowScene.performAsCurrent { advanceInScene(events: events, realDelta: realDelta, countsInterval: countsInterval) }
    }

    private func advanceInScene(events: [SessionEvent], realDelta: Double, countsInterval: Bool) {
        window.engine.framePeriod = 1 / refreshRate
        windowScene.screen.maximumFramesPerSecond = Int(refreshRate.rounded())
        windowScene.pixelsPerPoint = layout.scale
        recording.begin(historyStart())
        // Each input event is handled at its own time (`performing(asOf:)`), not the frame's, when that is
        // since the last frame began (older stamps are handled now): what it starts moves the same at
        // every frame rate.
        let since = window.engine.lastFrameStart
        tuning.coalescingChanges {
            events.forEach { event in
                window.engine.performing(asOf: event.input?.time.flatMap { $0 > since ? $0 : nil }) { deliver(event) }
            }
        }
        if countsInterval, realDelta.isFinite, realDelta > 0 {
            if warmupFramesLeft > 0 { warmupFramesLeft -= 1 } else { statistics.record(interval: realDelta) }
        }
        window.engine.clock.timeScale = speed
        window.engine.clock.isPaused = isPaused
        let start = window.engine.now
        window.engine.clock.advance(by: realDelta)
        if window.engine.now > start { window.engine.lastFrameStart = start }
        scene.tick(at: window.engine.now)
        window.advanceFrame()
        loopMotion()
        tuning.followScene()
        guard !isReplica else { return }
        scrubber.keepCheckpoints(history: recording.history, present: sessionTime, sceneStart: earlierScenesTime, window: window)
    }

    /// How the session began, as its history keeps it: the scene, its values, the environment.
    private func historyStart() -> SessionHistory.Start {
        var environment = windowScene.environment
        environment.screenSize = deviceSize
        return SessionHistory.Start(
            scene: scene.name, catalog: catalog, values: Preset(of: tuning), environment: environment, windowSize: layout.windowSize,
            showsPanel: layout.showsPanel, drainsMainQueue: window.engine.drainsMainQueue)
    }

    /// Where the timeline sits: its band under the viewport (window pixels; see `ShellLayout`).
    package var timelineFrame: CGRect { layout.timeline }

    /// The window title: `Kinema — <scene>`. Kept, not made again: the window loop asks for it every
    /// frame.
    package private(set) var title = ""

    static func title(of scene: Scene) -> String { "Kinema — \(scene.name)" }
}
