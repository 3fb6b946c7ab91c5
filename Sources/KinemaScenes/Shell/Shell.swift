import Foundation
import KinemaCore
import KinemaUI

/// The visualiser around the scenes, without SDL: one call per frame turns window input and elapsed
/// time into a `Composition` (the device viewport, the inspector panel, the overlays) for the renderer.
///
/// A thin coordinator over named parts: `InputMapping` (window pixels to the session's events),
/// `ShellCommands` (the key table; `Shell+Keys.swift` carries its actions out), `TuningSession` (the
/// inspector's rows, presets, copy as code), `SessionRecorder` (the history and `--record`), `Scrubber`
/// (the timeline and scrubbing) and the overlays (`InspectorPanel`, `KeyOverlay`, `TimelineOverlay`,
/// `OnionSkin`), each drawn from a value of what to show. The same frame runs in the window, in headless
/// capture and bench, and in tests; only the input's source and the clock's steps differ.
@MainActor
public final class Shell {
    public static let slowMotionScale = 0.1
    /// The device's screen in points (`--device`, `--landscape`): every shell made afterwards lays
    /// out its scene on it.
    public static var deviceSize = Device.standard.size

    public internal(set) var scene: Scene
    /// The window the scene lives in (device points).
    public internal(set) var window: UIWindow
    var mapping: InputMapping
    public var layout: ShellLayout { mapping.layout }
    /// The inspector's rows, presets, the spring rule, copy as code, the status line's notice.
    public let tuning: TuningSession
    let recording = SessionRecorder()
    let scrubber: Scrubber
    let panel: InspectorPanel
    lazy var keyOverlay = KeyOverlay(size: layout.windowSize)
    public internal(set) var isSlowMotion = false
    public internal(set) var isPaused = false
    public internal(set) var showsHUD = true
    /// Whether the key overlay (`?`) is up.
    public internal(set) var showsKeys = false
    public internal(set) var quitRequested = false
    /// Earlier moments drawn faintly over the present one (key O; Shift+O: how many).
    public var onionSkin = OnionSkin()
    /// Frame intervals for the HUD, after the first `FrameStatistics.warmupFrames`.
    public private(set) var statistics = FrameStatistics()
    private var warmupFramesLeft = FrameStatistics.warmupFrames
    /// Media time of the scenes shown before this one (a switch starts the new scene's clock at zero).
    var earlierScenesTime = 0.0
    /// Media time since the shell opened, across scene switches: what recordings are stamped with and
    /// what a replay's times (`capture --at`) count.
    public var sessionTime: Double { earlierScenesTime + window.engine.now }
    /// A re-simulation of another shell's session: it draws only its viewport, keeps no checkpoints and
    /// writes no files.
    let isReplica: Bool
    /// The scene the shell's window is in: the app's main scene, or for a replica a background scene of
    /// its own, so that what its code asks of `UIApplication.shared` (the key window) is its own window.
    let windowScene: UIWindowScene

    /// A shell showing `sceneName`, or nil when there is no such scene; `showsPanel` false leaves the
    /// window to the scene (`--no-panel`).
    public convenience init?(sceneName: String, windowSize: CGSize = ShellLayout.defaultWindowSize, showsPanel: Bool = true) {
        self.init(sceneName: sceneName, windowSize: windowSize, showsPanel: showsPanel, isReplica: false)
    }

    /// A shell, or a replica of one (`SessionReplica`): its window in a scene of its own.
    init?(sceneName: String, windowSize: CGSize, showsPanel: Bool, isReplica: Bool) {
        guard SceneCatalog.names.contains(sceneName) else { return nil }
        self.isReplica = isReplica
        windowScene = isReplica ? UIWindowScene(activationState: .background) : UIApplication.shared.mainScene
        var layout = ShellLayout(windowSize: windowSize, deviceSize: Self.deviceSize, showsPanel: showsPanel)
        guard let (scene, window) = Self.load(sceneName, layout: &layout, springRule: .uikit, in: windowScene) else { return nil }
        (self.scene, self.window) = (scene, window)
        mapping = InputMapping(layout: layout)
        panel = InspectorPanel(size: layout.panel.size)
        scrubber = Scrubber(size: .zero)
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

    /// Makes the scene and its window, sized by `layout` (recomputed for a scene that fills the window).
    private static func load(
        _ name: String, layout: inout ShellLayout, springRule: DurationSpringRule, in windowScene: UIWindowScene
    ) -> (Scene, UIWindow)? {
        // Scenes build their views as they are made, sized from the screen: a phone's, unless the scene
        // fills the window (then its window and screen take the area's size below).
        UIScreen.main.bounds = CGRect(origin: .zero, size: Self.deviceSize)
        guard let scene = SceneCatalog.make(name) else { return nil }
        layout = ShellLayout(
            windowSize: layout.windowSize, deviceSize: Self.deviceSize, showsPanel: layout.showsPanel, fillsArea: scene.fillsWindow)
        UIScreen.main.bounds = CGRect(origin: .zero, size: layout.deviceSize)
        let window = UIWindow(frame: CGRect(origin: .zero, size: layout.deviceSize), windowScene: windowScene)
        window.engine.durationSpringRule = springRule
        window.rootViewController = scene.rootViewController
        window.makeKeyAndVisible()
        return (scene, window)
    }

    // MARK: - The frame

    /// The window's frame: its input (pointer positions in window pixels) and `realDelta` seconds of
    /// wall time since the last frame.
    public func frame(windowEvents: [InputEvent], realDelta: Double) -> Composition {
        var events: [SessionEvent] = []
        for event in windowEvents {
            if let mapped = map(event) { events.append(mapped) }
        }
        advance(events: events, realDelta: realDelta)
        return composition()
    }

    /// A frame from input already in device points (a test, a replayed gesture).
    public func frame(deviceEvents: [InputEvent], realDelta: Double) -> Composition {
        advance(events: deviceEvents.map(SessionEvent.input), realDelta: realDelta)
        return composition()
    }

    /// A frame without its picture — events delivered, the clock moved, the scene ticked, animations and
    /// layout brought up to date, the timeline's checkpoints kept up — as headless runs take it on the
    /// frames they do not show; `composition()` draws it.
    public func advance(events: [SessionEvent], realDelta: Double) {
        recording.begin(SessionHistory.Start(
            scene: scene.name, values: Preset(of: tuning), environment: .current, windowSize: layout.windowSize,
            showsPanel: layout.showsPanel, drainsMainQueue: window.engine.drainsMainQueue))
        if !events.isEmpty { scene.willHandleInput() }
        tuning.coalescingChanges { events.forEach(deliver) }
        if realDelta.isFinite, realDelta > 0 {
            if warmupFramesLeft > 0 { warmupFramesLeft -= 1 } else { statistics.record(interval: realDelta) }
        }
        window.engine.clock.timeScale = isSlowMotion ? Self.slowMotionScale : 1
        window.engine.clock.isPaused = isPaused
        window.engine.clock.advance(by: realDelta)
        scene.tick(at: window.engine.now)
        window.advanceFrame()
        guard !isReplica else { return }
        scrubber.keepCheckpoints(history: recording.history, present: sessionTime, sceneStart: earlierScenesTime, window: window)
    }

    /// One event of the frame's input, recorded as it is delivered.
    private func deliver(_ event: SessionEvent) {
        switch event {
        case .input(let input):
            // Only arrows on the parameter that changed last wait with it; anything else comes after it.
            if case .key(let press) = input, press.key == .left || press.key == .right, !press.modifiers.contains(.control) {
            } else {
                tuning.flushPendingChange()
            }
            // A replayed resize gets the live window's check: sizes it would never produce are ignored.
            if case .resize(let size) = input, !InputMapping.acceptsDeviceSize(size) { return }
            if case .key(let press) = input, changesPresets(press) { return recordingWhatPresetsDo { handleKey(press) } }
            record(event)
            if case .key(let press) = input { handleKey(press) } else { window.handle(input) }
        case .setting(let key, let value):
            tuning.flushPendingChange()
            record(event)
            if let problem = tuning.set(key, to: value) { tuning.notice = "recorded setting ignored: \(problem)" }
        case .selection(let key):
            tuning.flushPendingChange()
            record(event)
            tuning.select(key: key)
        }
    }

    /// A window event in the session's terms: the timeline takes its own, a resize lays the window out
    /// again; nil when nothing is left for the session.
    func map(_ event: InputEvent) -> SessionEvent? {
        switch scrubber.handle(event, frame: timelineFrame, history: recording.history, sceneStart: earlierScenesTime) {
        case .notMine: break
        case .taken:
            if scrubber.isScrubbing { isPaused = true }
            return nil
        case .released:
            isPaused = true
            adoptScrub()
            return nil
        }
        let rows = tuning.tunables
        let mapped = mapping.map(
            event, now: window.engine.now, rowKey: { [panel] point in panel.parameterIndex(at: point).flatMap { rows.indices.contains($0) ? rows[$0].key : nil } },
            deviceSize: Self.deviceSize, fillsWindow: scene.fillsWindow)
        switch mapped {
        case .event(let sessionEvent): return sessionEvent
        case .none: return nil
        case .relayout(let deviceResize):
            panel.resize(to: layout.panel.size)
            keyOverlay.resize(to: layout.windowSize)
            scrubber.overlay.resize(to: timelineFrame.size)
            // The scene's viewport is the window's area: its screen follows the new size.
            if deviceResize != nil { UIScreen.main.bounds = CGRect(origin: .zero, size: layout.deviceSize) }
            return deviceResize.map(SessionEvent.input)
        }
    }

    /// The picture of the frame the shell is at: the viewport's and the overlays' DisplayLists.
    public func composition() -> Composition {
        let shown = scrubber.shownFrame
        var layers = [Composition.Layer(
            list: shown?.list ?? onionSkin.compose(window.displayList(), frame: window.engine.clock.frameCount, time: window.engine.now),
            frame: layout.viewport)]
        let background = RGBAColor(hex: 0xD8D8DE)
        if isReplica { return Composition(size: layout.windowSize, background: background, layers: layers) }
        // While scrubbing, the time is the scrubbed instant's.
        let now = shown.map { $0.time - earlierScenesTime } ?? window.engine.now
        if layout.showsPanel {
            panel.update(inspectorState(time: now))
            layers.append(Composition.Layer(list: panel.displayList(), frame: layout.panel))
        }
        if scrubber.showsTimeline {
            let list = scrubber.overlay.displayList(
                records: scrubber.records, now: now, keepsAxis: scrubber.isScrubbing, status: scrubber.checkpointStatus(present: sessionTime))
            layers.append(Composition.Layer(list: list, frame: timelineFrame))
        }
        if showsKeys {
            layers.append(Composition.Layer(list: keyOverlay.displayList(for: scene), frame: CGRect(origin: .zero, size: layout.windowSize)))
        }
        return Composition(size: layout.windowSize, background: background, layers: layers)
    }

    /// What the inspector shows now, at scene time `time`.
    func inspectorState(time: Double) -> InspectorState {
        InspectorState(
            sceneName: scene.name, sceneTitle: scene.title, keyHints: scene.keyHints, time: time, isPaused: isPaused,
            isScrubbing: scrubber.isScrubbing, isSlowMotion: isSlowMotion, reducesMotion: UIAccessibility.isReduceMotionEnabled,
            message: tuning.notice ?? scene.statusMessage, rows: tuning.tunables, selectedIndex: tuning.selectedIndex,
            note: { [tuning] in tuning.note(for: $0) }, rangeText: { [tuning] in tuning.rangeText() },
            plot: scene.plot(at: time), showsHUD: showsHUD, statistics: statistics)
    }

    /// Where the timeline sits: across the bottom of the device viewport (window pixels).
    public var timelineFrame: CGRect {
        let height = min(320, max(120, layout.viewport.height * 0.42))
        return CGRect(x: layout.viewport.minX, y: layout.viewport.maxY - height, width: layout.viewport.width, height: height)
    }

    // MARK: - Scenes

    /// Moves to the next (or previous) scene in the catalogue, fresh.
    public func switchScene(by offset: Int) {
        let names = SceneCatalog.names
        guard let current = names.firstIndex(of: scene.name) else { return }
        let next = names[((current + offset) % names.count + names.count) % names.count]
        var layout = self.layout
        guard let loaded = Self.load(next, layout: &layout, springRule: tuning.springRule, in: windowScene) else { return }
        earlierScenesTime += window.engine.now
        window.discard()
        (scene, window) = loaded
        mapping.reset(layout: layout)
        tuning.attach(scene: scene, window: window)
        onionSkin.clear()
        panel.rebuild(for: inspectorState(time: 0))
        scrubber.observe(window)
    }

    /// The window title: `Kinema — <scene>`.
    public var title: String { "Kinema — \(scene.name)" }
}
