import Foundation
import KinemaCore
import KinemaUI

/// The visualiser around the scenes, without SDL: scene switching, live parameters, slow motion, pause and
/// step, the HUD, input mapping and recording. One call per frame turns input and elapsed time into a
/// `Composition` (the device viewport and the inspector panel) for the renderer.
///
/// Keys: ↑/↓ select a parameter, ←/→ change it (Shift ×10, Alt fine), R resets it (Shift-R all), Space or
/// Enter replays, Tab/Shift-Tab switch scenes, S toggles slow motion (×0.1, as the iOS Simulator), P pauses,
/// "." steps one frame while paused, H toggles the HUD, Q quits and so does Esc unless the scene uses it
/// (the menu scene closes its menu). In the panel, a click selects a
/// parameter and the wheel changes it.
@MainActor
public final class Shell {
    public static let slowMotionScale = 0.1
    /// How UIKit's duration springs pick their stiffness in this session (`--spring-rule`, the inspector's
    /// "Spring rule" row): UIKit's own rule by default. Every window the session makes runs on it.
    public internal(set) var springRule: DurationSpringRule = .uikit {
        didSet { window.engine.durationSpringRule = springRule }
    }
    /// The device's screen in points (`--device`, `--landscape`): every shell made afterwards lays
    /// out its scene on it.
    public static var deviceSize = Device.standard.size

    public internal(set) var scene: Scene {
        didSet { gatherTweaks() }
    }
    /// The scene's tweaks, gathered once per scene (see `TweakSet`), and their rows in order.
    private(set) var sceneTweaks: TweakSet
    public private(set) var sceneParameters: [Parameter] = []
    /// The window the scene lives in (device points).
    public internal(set) var window: UIWindow
    public private(set) var layout: ShellLayout
    public private(set) var selectedIndex = 0
    public internal(set) var isSlowMotion = false
    public internal(set) var isPaused = false
    public private(set) var showsHUD = true
    public private(set) var quitRequested = false
    /// Frame intervals for the HUD, after the first `FrameStatistics.warmupFrames`.
    public private(set) var statistics = FrameStatistics()
    private var warmupFramesLeft = FrameStatistics.warmupFrames
    /// Receives every input event the scene gets, as a JSON line stamped in session time (`--record`).
    public var recorder: ((String) -> Void)?
    /// Media time of the scenes shown before this one (a switch starts the new scene's clock at zero).
    var earlierScenesTime = 0.0
    /// Media time since the shell opened, across scene switches: what recordings are stamped with and
    /// what a replay's times (`capture --at`) count.
    public var sessionTime: Double { earlierScenesTime + window.engine.now }
    /// A message of the shell's own for the status line (a recording that had to stop, code copied).
    public internal(set) var notice: String?
    /// Puts text on the system clipboard (the window sets it; headless, nothing does).
    public var clipboard: ((String) -> Void)?
    /// What key C copied last.
    public private(set) var copiedText: String?
    /// Earlier moments drawn faintly over the present one (key O; Shift+O: how many).
    public var onionSkin = OnionSkin()
    /// Whether the key overlay (`?`) is up.
    public private(set) var showsKeys = false
    /// Whether the timeline (T) is up, and the animations it shows (the scene's, as they start).
    public private(set) var showsTimeline = false
    public internal(set) var timelineRecords: [AnimationRecord] = []
    lazy var timeline = TimelineOverlay(size: timelineFrame.size)
    /// Scrubbing: the session re-simulated to the time under the pointer, the frames that drew on the
    /// way and the one showing.
    var scrubRun: SessionReplica?
    var scrubFrames = ScrubFrames()
    var scrubbedFrame: ScrubFrames.Frame?
    public internal(set) var isScrubbing = false
    /// How the session began and its input since (device events in session time), to re-simulate it.
    private(set) var history: SessionHistory?
    /// Frames re-simulated to show scrubbed instants, in all (checkpoints' own frames not counted).
    var scrubFramesRun = 0
    /// Re-simulations parked at the last seconds while the timeline is up (what a scrub starts from).
    var checkpoints: ScrubCheckpoints?
    /// Frames (at most) and wall seconds each frame may spend making checkpoints. The window's keeps a
    /// frame on time; a headless capture gives `framesOnly`, so what the timeline shows of its
    /// checkpoints does not depend on the machine's speed.
    public var checkpointBudget = (frames: 240, seconds: 0.004)
    public static let framesOnlyCheckpointBudget = (frames: 240, seconds: Double.infinity)
    /// The timeline's word on its checkpoints ("checkpoints 9/13"), made again only when the counts change.
    var checkpointStatus: String {
        let readiness = checkpoints?.readiness(present: sessionTime) ?? (parked: 0, wanted: 0)
        if readiness != shownReadiness {
            shownReadiness = readiness
            shownCheckpointStatus = readiness.wanted > 0 ? "checkpoints \(readiness.parked)/\(readiness.wanted)" : ""
        }
        return shownCheckpointStatus
    }
    private var shownReadiness = (parked: 0, wanted: 0)
    private var shownCheckpointStatus = ""
    /// The whole second of session time the scene's views were last counted at.
    var viewsCountedAt: Int?
    /// Called after whole scenes were freed at once (the timeline's checkpoints dropped, a scrub adopted):
    /// the window hands the freed pages back to the system there.
    public var didFreeScenes: (() -> Void)?
    /// A re-simulation of another shell's session: it draws only its viewport and keeps no checkpoints.
    let isReplica: Bool
    /// The scene the shell's window is in: the app's main scene, or for a replica a background scene of
    /// its own, so that what its code asks of `UIApplication.shared` (the key window) is its own window
    /// and never the live session's.
    let windowScene: UIWindowScene
    lazy var keyOverlay = KeyOverlay(size: layout.windowSize)

    /// Records every input event into `file` (`--record`). If the file cannot be written any more, the
    /// recording stops — said in the status line and on stderr — and everything else goes on.
    public func startRecording(to file: RecordingFile) {
        // A recording begins with the session's spring rule when it is not UIKit's, so it replays alike.
        if springRule != .uikit, file.append(InputRecording.encodeSetting(key: springRuleRow.key, value: springRule.rawValue, at: 0)) == nil {
            recordedLines += 1
        }
        recorder = { [unowned self] line in
            guard let problem = file.append(line) else { return }
            stopRecording(because: problem)
        }
        recordingRewinder = { [unowned self] lines in
            guard let problem = file.keepFirstLines(lines) else { return }
            stopRecording(because: problem)
        }
    }

    /// Keeps only the recording's first lines, given their count (a scrub adopted: the session's
    /// history now ends where the scrub left it, and the recording with it).
    public var recordingRewinder: ((Int) -> Void)?

    func stopRecording(because problem: String) {
        recorder = nil
        recordingRewinder = nil
        notice = problem
        StandardError.writeLine("kinema: \(problem)")
    }

    let panel: InspectorPanel
    /// Whether the current touch began in the viewport (then it is followed everywhere until it ends).
    private var touchInViewport = false

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
        layout = ShellLayout(windowSize: windowSize, deviceSize: Self.deviceSize, showsPanel: showsPanel)
        panel = InspectorPanel(size: layout.panel.size)
        (scene, window) = Self.load(sceneName, layout: &layout, springRule: .uikit, in: windowScene)!
        sceneTweaks = TweakSet(collectingFrom: scene.tweakRoot)
        sceneParameters = sceneTweaks.parameters
        refreshPresetRow()
        panel.rebuild(for: self)
        observeAnimations()
    }

    /// Gathers the scene's tweaks again (a new scene: switched to, or a scrub's adopted).
    private func gatherTweaks() {
        sceneTweaks = TweakSet(collectingFrom: scene.tweakRoot)
        sceneParameters = sceneTweaks.parameters
    }

    /// What is wrong with the scene's tweaks (two with one key), one line each; empty when nothing is.
    public var tweakProblems: [String] { sceneTweaks.problems }

    /// The scene's parameter (a tweak's row) with key `key`.
    public func parameter(forKey key: String) -> Parameter? {
        sceneTweaks.tweak(forKey: key)?.parameter
    }

    /// The timeline hears of every animation the scene's window starts.
    func observeAnimations() {
        timelineRecords = []
        window.engine.animationObserver = { [unowned self] record in
            if timelineRecords.count >= 20_000 { timelineRecords.removeFirst(10_000) }
            timelineRecords.append(record)
        }
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
            windowSize: layout.windowSize, deviceSize: Self.deviceSize, showsPanel: layout.showsPanel,
            fillsArea: scene.fillsWindow)
        let deviceSize = layout.deviceSize
        UIScreen.main.bounds = CGRect(origin: .zero, size: deviceSize)
        let window = UIWindow(frame: CGRect(origin: .zero, size: deviceSize), windowScene: windowScene)
        window.engine.durationSpringRule = springRule
        window.rootViewController = scene.rootViewController
        window.makeKeyAndVisible()
        return (scene, window)
    }

    public var selectedParameter: Parameter? {
        let tunables = self.tunables
        return tunables.indices.contains(selectedIndex) ? tunables[selectedIndex] : nil
    }

    /// The rows the inspector tunes: the scene's parameters, then — when the scene has a spring — that
    /// spring in SwiftUI's and physical forms.
    public var tunables: [Parameter] {
        syncSpringForms()
        guard let forms = springForms else { return sceneParameters + [presetRow] }
        return sceneParameters + forms.rows + [springRuleRow, presetRow]
    }

    /// The scene's spring in its other forms (nil when the scene tunes no spring now).
    var springForms: SpringForms?

    /// Makes the spring rows follow the scene: there when it has a spring, recomputed when it changed.
    func syncSpringForms() {
        guard let spring = scene.tunedSpring else {
            springForms = nil
            return
        }
        if !(springForms?.spring.isSame(as: spring) ?? false) { springForms = SpringForms(spring: spring) }
        springForms?.refresh(rule: springRule)
    }

    /// `parameter` was changed by the user: the scene hears of it (a spring form, of the scene
    /// parameters it changed).
    private func changed(_ parameter: Parameter) {
        let isSceneParameter = sceneParameters.contains { $0 === parameter }
        if isSceneParameter, coalescesChanges {
            // Arrows in a row on one parameter within a frame: the scene hears once, after the last
            // (nothing can see the motions in between, which all start at the same instant).
            if pendingChange !== parameter { flushPendingChange() }
            pendingChange = parameter
            return
        }
        flushPendingChange()
        if parameter === presetRow {
            guard presetRow.index > 0, presetFiles.indices.contains(presetRow.index - 1) else { return }
            let file = presetFiles[presetRow.index - 1]
            do {
                let warnings = try PresetStore.load(file, into: self)
                notice = "preset \(file.deletingPathExtension().lastPathComponent)" + (warnings.first.map { "; \($0)" } ?? "")
            } catch {
                notice = "\(error); the values stay as they were"
            }
        } else if parameter === springRuleRow {
            useSpringRule(DurationSpringRule.allCases[parameter.index])
        } else if let forms = springForms, forms.rows.contains(where: { $0 === parameter }) {
            for tweak in forms.apply(parameter, rule: springRule) { notifyChange(of: tweak) }
        } else if let tweak = parameter.tweak {
            notifyChange(of: tweak)
        }
    }

    /// A scene tweak was tuned: its own actions run, then the scene hears of it.
    func notifyChange(of tweak: AnyTweak) {
        tweak.notifyChange()
        scene.tweakDidChange(tweak)
    }

    /// Tells the scene of the change held back while a frame's arrows arrived (see `changed`).
    private func flushPendingChange() {
        guard let parameter = pendingChange else { return }
        pendingChange = nil
        if let tweak = parameter.tweak { notifyChange(of: tweak) }
    }

    /// Sets a parameter by key from text (`--set key=value`). Returns nil, or a one-line reason.
    public func set(_ key: String, to text: String) -> String? {
        // What a setting starts runs on the scene's window's time (and a replica's, on its own).
        window.handlingInput { setInWindow(key, to: text) }
    }

    private func setInWindow(_ key: String, to text: String) -> String? {
        if key == springRuleRow.key { return setSpringRule(from: text) }
        guard let tweak = sceneTweaks.tweak(forKey: key) else {
            let keys = sceneParameters.map(\.key).joined(separator: ", ")
            return "scene \(scene.name) has no tweak '\(Parameter.shown(key))' (it has: \(keys))"
        }
        let parameter = tweak.parameter
        let before = parameter.value
        if let problem = parameter.assign(from: text) { return problem }
        if parameter.value != before { notifyChange(of: tweak) }
        return nil
    }

    // MARK: - The frame

    /// One frame from window input (pointer positions in window pixels) and `realDelta` seconds of wall
    /// time since the last frame.
    public func frame(windowEvents: [InputEvent], realDelta: Double) -> Composition {
        var deviceEvents: [InputEvent] = []
        for event in windowEvents {
            if let mapped = mapToDevice(event) { deviceEvents.append(mapped) }
        }
        return frame(deviceEvents: deviceEvents, realDelta: realDelta)
    }

    /// One frame from input already in device points (a replayed recording).
    public func frame(deviceEvents: [InputEvent], realDelta: Double) -> Composition {
        advance(deviceEvents: deviceEvents, realDelta: realDelta)
        return composition()
    }

    /// One frame without its picture (the scene ticks, animations and layout move on, and the timeline's
    /// checkpoints are kept up): what a run re-simulated to a later time, or a headless capture, does on
    /// the frames it does not show. `composition()` draws it.
    public func advance(deviceEvents: [InputEvent], realDelta: Double) {
        if history == nil {
            history = SessionHistory(start: SessionHistory.Start(
                scene: scene.name, values: Preset(of: self), environment: .current, windowSize: layout.windowSize,
                showsPanel: layout.showsPanel, drainsMainQueue: window.engine.drainsMainQueue))
        }
        if !deviceEvents.isEmpty { scene.willHandleInput() }
        coalescesChanges = true
        for event in deviceEvents {
            // Only arrows on the parameter that changed last wait with it; anything else comes after it.
            if case .key(let press) = event, press.key == .left || press.key == .right, !press.modifiers.contains(.control) {
            } else {
                window.handlingInput { flushPendingChange() }
            }
            // A replayed resize gets the live window's check: sizes it would never produce are ignored.
            if case .resize(let size) = event, !Self.acceptsDeviceSize(size) { continue }
            if case .key(let press) = event, press.modifiers.contains(.control) && ["o", "s"].contains(press.key.rawValue)
                || selectedParameter === presetRow && ["left", "right"].contains(press.key.rawValue)
            {
                // Presets live outside the window: what loading one did is recorded, not the key.
                let before = sceneParameters.map(\.value), ruleBefore = springRule
                handleKey(press)
                for (parameter, old) in zip(sceneParameters, before) where parameter.value != old {
                    recordSetting(parameter.key, parameter.commandLineValue)
                }
                if springRule != ruleBefore { recordSetting(springRuleRow.key, springRule.rawValue) }
                continue
            }
            record(InputRecording.TimedEvent(time: sessionTime, event: event))
            if case .key(let press) = event {
                handleKey(press)
            } else {
                window.handle(event)
            }
        }
        coalescesChanges = false
        window.handlingInput { flushPendingChange() }
        if realDelta.isFinite, realDelta > 0 {
            if warmupFramesLeft > 0 {
                warmupFramesLeft -= 1
            } else {
                statistics.record(interval: realDelta)
            }
        }
        window.engine.clock.timeScale = isSlowMotion ? Self.slowMotionScale : 1
        window.engine.clock.isPaused = isPaused
        window.engine.clock.advance(by: realDelta)
        scene.tick(at: window.engine.now)
        window.advanceFrame()
        keepCheckpoints()
    }

    /// The rest of a frame after the clock moved: scene tick, animations, layout, both DisplayLists.
    public func composeFrame() -> Composition {
        scene.tick(at: window.engine.now)
        window.advanceFrame()
        return composition()
    }

    /// The picture of the frame the shell is at: the viewport's and the panels' DisplayLists.
    public func composition() -> Composition {
        var viewport = onionSkin.compose(window.displayList(), frame: window.engine.clock.frameCount, time: window.engine.now)
        if let scrubbedFrame { viewport = scrubbedFrame.list }
        var layers = [Composition.Layer(list: viewport, frame: layout.viewport)]
        if isReplica { return Composition(size: layout.windowSize, background: RGBAColor(hex: 0xD8D8DE), layers: layers) }
        if layout.showsPanel {
            // While scrubbing, the time is the scrubbed instant's.
            panel.update(shell: self, time: scrubbedFrame.map { $0.time - earlierScenesTime } ?? window.engine.now)
            layers.append(Composition.Layer(list: panel.displayList(), frame: layout.panel))
        }
        if showsTimeline {
            let now = scrubbedFrame.map { $0.time - earlierScenesTime } ?? window.engine.now
            layers.append(Composition.Layer(
                list: timeline.displayList(records: timelineRecords, now: now, keepsAxis: isScrubbing, status: checkpointStatus),
                frame: timelineFrame))
        }
        if showsKeys {
            layers.append(Composition.Layer(list: keyOverlay.displayList(for: scene), frame: CGRect(origin: .zero, size: layout.windowSize)))
        }
        return Composition(size: layout.windowSize, background: RGBAColor(hex: 0xD8D8DE), layers: layers)
    }

    /// The smallest and largest window the shell lays out (smaller live resizes are ignored too).
    static let minimumWindowSide: CGFloat = 200
    static let maximumSide: CGFloat = 16384

    /// Whether a device area of `size` points could come from a window the shell accepts.
    static func acceptsDeviceSize(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 100 && size.height >= 100
            && size.width <= maximumSide && size.height <= maximumSide
    }

    /// Where the timeline sits: across the bottom of the device viewport (window pixels).
    public var timelineFrame: CGRect {
        let height = min(320, max(120, layout.viewport.height * 0.42))
        return CGRect(x: layout.viewport.minX, y: layout.viewport.maxY - height, width: layout.viewport.width, height: height)
    }

    /// Window pixels → device points; pointer events outside the viewport are dropped unless a touch
    /// began inside it. Keys pass; a resize relayouts the window and is not forwarded.
    func mapToDevice(_ event: InputEvent) -> InputEvent? {
        if handleTimeline(event) { return nil }
        let now = window.engine.now
        switch event {
        case .pointerDown(let position, let button, _):
            guard layout.isInViewport(position) else {
                // In the panel, a click selects the parameter under it: an event of its own, recorded.
                if layout.panel.contains(position), let index = panel.parameterIndex(at: panelPoint(position)),
                    tunables.indices.contains(index)
                {
                    return .key(KeyPress(key: InputRecording.selectionKey(tunables[index].key), time: now))
                }
                return nil
            }
            if button == .primary { touchInViewport = true }
            return .pointerDown(position: layout.devicePoint(fromWindow: position), button: button, time: now)
        case .pointerMove(let position, let buttons, _):
            guard touchInViewport || layout.isInViewport(position) else { return nil }
            return .pointerMove(position: layout.devicePoint(fromWindow: position), buttons: buttons, time: now)
        case .pointerUp(let position, let button, _):
            guard touchInViewport || layout.isInViewport(position) else { return nil }
            if button == .primary { touchInViewport = false }
            return .pointerUp(position: layout.devicePoint(fromWindow: position), button: button, time: now)
        case .wheel(let position, let delta, _):
            guard layout.isInViewport(position) else {
                // Over the panel, the wheel changes the selected parameter as ←/→ do (up raises it), and
                // is recorded as those keys.
                if layout.panel.contains(position), delta.dy != 0 {
                    return .key(KeyPress(key: delta.dy < 0 ? .right : .left, time: now))
                }
                return nil
            }
            return .wheel(position: layout.devicePoint(fromWindow: position), delta: delta, time: now)
        case .key(let press):
            return .key(KeyPress(key: press.key, modifiers: press.modifiers, isRepeat: press.isRepeat, time: now))
        case .resize(let size):
            guard size.width >= Self.minimumWindowSide, size.height >= Self.minimumWindowSide,
                size.width <= Self.maximumSide, size.height <= Self.maximumSide
            else { return nil }
            layout = ShellLayout(
                windowSize: size, deviceSize: Self.deviceSize, showsPanel: layout.showsPanel, fillsArea: scene.fillsWindow)
            panel.resize(to: layout.panel.size)
            keyOverlay.resize(to: layout.windowSize)
            timeline.resize(to: timelineFrame.size)
            if scene.fillsWindow {
                // The scene's viewport is the window's area: its window and screen follow the new size.
                UIScreen.main.bounds = CGRect(origin: .zero, size: layout.deviceSize)
                return .resize(size: layout.deviceSize)
            }
            return nil
        }
    }

    /// A window-pixel position in the panel's points (1 point = 1 pixel there).
    private func panelPoint(_ position: CGPoint) -> CGPoint {
        CGPoint(x: position.x - layout.panel.minX, y: position.y - layout.panel.minY)
    }

    // MARK: - Keys

    /// Applies a key press: the shell's keys first, then the scene's. Keys with Ctrl are their own
    /// (Ctrl+S is not S). Keys are the window's input: what they start runs on its clock.
    public func handleKey(_ press: KeyPress) {
        window.handlingInput { handleKeyInWindow(press) }
    }

    private func handleKeyInWindow(_ press: KeyPress) {
        if let setting = InputRecording.setting(of: press.key) {
            // A recorded setting (what a preset did when it was recorded).
            if let problem = set(setting.key, to: setting.value) { notice = "recorded setting ignored: \(problem)" }
            return
        }
        if let key = InputRecording.selection(of: press.key) {
            // A click on an inspector row.
            if let index = tunables.firstIndex(where: { $0.key == key }) { selectedIndex = index }
            return
        }
        if press.modifiers.contains(.control) {
            handleControlKey(press)
            return
        }
        let parameters = tunables
        switch press.key.rawValue {
        case "up":
            guard !parameters.isEmpty else { return }
            selectedIndex = (selectedIndex - 1 + parameters.count) % parameters.count
        case "down":
            guard !parameters.isEmpty else { return }
            selectedIndex = (selectedIndex + 1) % parameters.count
        case "left", "right":
            guard let parameter = selectedParameter else { return }
            let direction: Double = press.key == .left ? -1 : 1
            let factor = press.modifiers.contains(.shift) ? 10 : press.modifiers.contains(.alt) ? 0.1 : 1
            if parameter.nudge(by: direction * factor) { changed(parameter) }
        case "r":
            if press.modifiers.contains(.shift) {
                for tweak in sceneTweaks.tweaks where tweak.parameter.value != tweak.parameter.defaultValue {
                    tweak.parameter.reset()
                    notifyChange(of: tweak)
                }
            } else if let parameter = selectedParameter, parameter.value != parameter.defaultValue,
                let tweak = parameter.tweak, sceneParameters.contains(where: { $0 === parameter })
            {
                parameter.reset()
                notifyChange(of: tweak)
            }
        case "space", "enter":
            guard !press.isRepeat else { return }
            scene.replay()
        case "tab":
            guard !press.isRepeat else { return }
            switchScene(by: press.modifiers.contains(.shift) ? -1 : 1)
        case "s":
            guard !press.isRepeat else { return }
            isSlowMotion.toggle()
        case "p":
            guard !press.isRepeat else { return }
            isPaused.toggle()
        case ".":
            if isPaused {
                window.engine.clock.timeScale = isSlowMotion ? Self.slowMotionScale : 1
                window.engine.clock.step()
            }
        case "h":
            guard !press.isRepeat else { return }
            showsHUD.toggle()
        case let key where key == "?" || key == "/" && press.modifiers.contains(.shift):
            guard !press.isRepeat else { return }
            showsKeys.toggle()
        case "t":
            guard !press.isRepeat else { return }
            showsTimeline.toggle()
            if !showsTimeline {
                isScrubbing = false
                endScrub()
            }
        case "m":
            guard !press.isRepeat else { return }
            UIAccessibility.setReduceMotionEnabled(!UIAccessibility.isReduceMotionEnabled)
            notice = UIAccessibility.isReduceMotionEnabled ? "Reduce Motion on: motion becomes fades" : "Reduce Motion off"
            scene.replay()
        case "d":
            guard !press.isRepeat else { return }
            setAppearance(dark: UITraitCollection.current.userInterfaceStyle != .dark)
            notice = UITraitCollection.current.userInterfaceStyle == .dark ? "dark appearance" : "light appearance"
        case "o":
            guard !press.isRepeat else { return }
            if press.modifiers.contains(.shift) {
                let counts = OnionSkin.counts
                onionSkin.setCount(counts.first { $0 > onionSkin.count } ?? counts[0])
                onionSkin.isOn = true
            } else {
                onionSkin.isOn.toggle()
                if !onionSkin.isOn { onionSkin.clear() }
            }
            notice = onionSkin.isOn ? "onion skin: \(onionSkin.count) earlier moments, every \(onionSkin.every) frames" : "onion skin off"
        case "escape" where showsKeys:
            showsKeys = false
        case "escape":
            // A scene may use Escape first (the menu closes); otherwise it quits, as everywhere.
            if !scene.handleKey(press) { quitRequested = true }
        case "q":
            quitRequested = true
        case "c":
            guard !press.isRepeat else { return }
            copyCode()
        default:
            _ = scene.handleKey(press)
        }
    }

    /// Switches the app's appearance (`--dark`, key D): every window's views take their colours'
    /// values for it, and hear `traitCollectionDidChange`.
    public func setAppearance(dark: Bool) {
        let previous = UITraitCollection.current
        UITraitCollection.current = dark ? .dark : .light
        guard previous.userInterfaceStyle != UITraitCollection.current.userInterfaceStyle else { return }
        window.handlingInput { window.appearanceDidChange(from: previous) }
        panel.appearanceDidChange(from: previous)
        timeline.appearanceDidChange(from: previous)
        keyOverlay.appearanceDidChange(from: previous)
    }

    /// Records that `key` was set to `value` (by something outside the window, such as a preset file).
    private func recordSetting(_ key: String, _ value: String) {
        record(InputRecording.TimedEvent(time: sessionTime, event: .key(KeyPress(key: InputRecording.settingKey(key, value)))))
    }

    /// Writes `event` to the recording and the session's history.
    func record(_ timed: InputRecording.TimedEvent) {
        if let recorder {
            recorder(InputRecording.encode(timed.event, at: timed.time))
            recordedLines += 1
        }
        history?.append(timed)
        if isScrubbing {
            // Input during a drag happens at the paused instant: what was re-simulated past it is stale.
            checkpoints?.discard(after: timed.time)
            if let scrubRun, scrubRun.now >= timed.time - InputRecording.timeResolution { endScrub() }
            scrubFrames.removeAll()
        }
    }
    /// Lines the recording has had (to know whether every one is still in the session's history).
    var recordedLines = 0

    /// Keys with Ctrl held.
    private func handleControlKey(_ press: KeyPress) {
        switch press.key.rawValue {
        case "c":
            guard !press.isRepeat else { return }
            copyCode()
        case "s":
            guard !press.isRepeat else { return }
            savePreset()
        case "o":
            guard !press.isRepeat else { return }
            cyclePresets()
        default:
            break
        }
    }

    /// Saves the scene's values as a new preset (Ctrl+S) and says where. A shell that does not write
    /// presets (a headless replay without `--write-presets`, a re-simulation) says it saved one and what
    /// it would be named, and writes nothing: a render never changes the user's files.
    public func savePreset() {
        guard writesPresets, !isReplica else {
            notice = "preset not written: a replay writes no presets (capture --write-presets writes them)"
            return
        }
        do {
            let saved = try PresetStore.save(Preset(of: self), numberedFrom: nextPresetNumber)
            nextPresetNumber = saved.number + 1
            presetCursor = nil
            refreshPresetRow()
            notice = "saved preset \(saved.url.deletingPathExtension().lastPathComponent) (\(saved.url.path))"
        } catch {
            notice = "could not save the preset: \(error)"
        }
    }

    /// Whether Ctrl+S writes preset files (the window's does; a headless replay's only when asked).
    public var writesPresets = true
    /// Where the next preset's number is looked for from (after the last this shell saved).
    private var nextPresetNumber = 1

    /// Loads the next saved preset of this scene (Ctrl+O): the user's, then the shipped ones, round.
    public func cyclePresets() {
        let files = PresetStore.all(scene: scene.name)
        guard !files.isEmpty else {
            notice = "no presets for \(scene.name) yet: Ctrl+S saves one"
            return
        }
        let next = presetCursor.map { ($0 + 1) % files.count } ?? 0
        presetCursor = next
        do {
            let warnings = try PresetStore.load(files[next], into: self)
            notice = "preset \(files[next].deletingPathExtension().lastPathComponent) (\(next + 1) of \(files.count))"
                + (warnings.first.map { "; \($0)" } ?? "")
        } catch {
            notice = "\(error); the values stay as they were"
        }
    }

    /// While a frame's input is handled, a scene parameter changed by the arrows waits in `pendingChange`
    /// until a different one changes, another kind of input comes, or the input ends.
    private var coalescesChanges = false
    private var pendingChange: Parameter?

    /// The inspector's "Spring rule" row (see `Shell+SpringRule.swift`).
    private(set) lazy var springRuleTweak = Self.springRuleTweak()
    var springRuleRow: Parameter { springRuleTweak.parameter }

    /// Which of the scene's presets Ctrl+O showed last.
    private var presetCursor: Int?

    /// The inspector's last row: the scene's presets, ←/→ loading the next or previous one.
    private(set) lazy var presetRow = Self.presetRow(names: [])
    private var presetFiles: [URL] = []

    private static func presetRow(names: [String]) -> Parameter {
        Parameter(key: "preset", label: "Preset", choices: ["(as tuned)"] + names)
    }

    /// Reads the scene's presets again (after a scene switch or a save).
    func refreshPresetRow() {
        presetFiles = PresetStore.all(scene: scene.name)
        presetRow = Self.presetRow(names: presetFiles.map { $0.deletingPathExtension().lastPathComponent })
    }

    /// Copies the tuning as Swift (and the command that reopens it) and says so in the status line.
    func copyCode() {
        let text = codeToCopy
        copiedText = text
        clipboard?(text)
        let call = text.split(separator: "\n").first { line in ["animate(", "Animator(", "Parameters(", "performBatchUpdates("].contains { line.contains($0) } }
        notice = "copied: " + (call.map { $0.trimmingCharacters(in: .whitespaces) } ?? commandLine)
    }

    /// Moves to the next (or previous) scene in the catalogue, fresh.
    public func switchScene(by offset: Int) {
        let names = SceneCatalog.names
        guard let current = names.firstIndex(of: scene.name) else { return }
        let next = names[((current + offset) % names.count + names.count) % names.count]
        guard let loaded = Self.load(next, layout: &layout, springRule: springRule, in: windowScene) else { return }
        earlierScenesTime += window.engine.now
        window.discard()
        (scene, window) = loaded
        selectedIndex = 0
        touchInViewport = false
        presetCursor = nil
        // A notice was about the scene that left ("preset snappy"): it goes with it.
        notice = nil
        onionSkin.clear()
        refreshPresetRow()
        panel.rebuild(for: self)
        observeAnimations()
    }

    /// The window title: `Kinema — <scene>`.
    public var title: String { "Kinema — \(scene.name)" }
}
