import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// A controller of one's own, written against KinemaUI and the tweak API only (no Kinema protocol, no
/// string key beyond its tweaks' names): tuned in a shell exactly as the built-in scenes are.
@MainActor
final class TweakedController: UIViewController {
    enum Style: String, CaseIterable, CustomStringConvertible {
        case bouncy, calm
        var description: String { rawValue }
    }

    @Tweak("Duration", 0.8, in: 0.1...3, step: 0.05, unit: .seconds) var duration: TimeInterval
    @Tweak("Style", .bouncy) var style: Style
    @Tweak("Shadow", true) var shadow: Bool
    @Tweak("Count", 3, in: 1...10) var count: Int
    let spring = SpringAnimationTweaks(duration: 0.6, damping: 0.7, keyPrefix: "spring.")
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    private(set) var dealt = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        deal()
    }

    func deal() {
        dealt += 1
        box.layer.removeAllAnimations()
        UIView.performWithoutAnimation { box.center.y = 0 }
        spring.animate { self.box.center.y = 100 }
    }
}

/// Two templates without prefixes: their keys collide.
@MainActor
final class ClashingController: UIViewController {
    let enter = SpringAnimationTweaks()
    let leave = SpringAnimationTweaks()
}

/// Tweaks kept in a store of one's own.
@MainActor
final class CardTweaks: TweakGroup {
    @Tweak("Lift", 12, in: 0...40, step: 1, unit: .points) var lift: Double
}

@MainActor
final class StoreController: UIViewController {
    let tweaks = CardTweaks()
    @Tweak("Speed", 1, in: 0.5...2, step: 0.1) var speed: Double
}

/// A curve template: plotted, and run by a property animator on it.
@MainActor
final class CurvedController: UIViewController {
    let fade = CurveAnimationTweaks(duration: 0.5, curve: .easeOut)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
    }
}

@MainActor
@Suite("Tweaks for one's own code", .serialized)
struct TweakTests {
    /// A shell of `controller` registered as a scene of its own (a fresh name each time).
    static func shell<Controller: UIViewController>(
        _ make: @escaping @MainActor () -> Controller, code: ((UIViewController) -> String)? = nil
    ) -> (Shell, Controller) {
        let name = "tweaked-\(UUID().uuidString.prefix(8))"
        var made: Controller?
        let catalog = SceneCatalog.kinema.registering(name) {
            let controller = make()
            made = controller
            return ViewControllerScene(
                name: name, title: "Tweaked", rootViewController: controller,
                replay: { ($0 as? TweakedController)?.deal() }, code: code)
        }
        let shell = Shell(sceneName: name, catalog: catalog)!
        shell.window.engine.drainsMainQueue = false
        return (shell, made!)
    }

    static func select(_ shell: Shell, _ key: String) {
        while shell.tuning.selectedParameter?.key != key { shell.handleKey(KeyPress(key: .down)) }
    }

    @Test func theirDeclarationsAreTheInspectorsRows() {
        let (shell, controller) = Self.shell { TweakedController() }
        #expect(shell.tuning.tweakProblems.isEmpty)
        #expect(shell.tuning.sceneParameters.map(\.key) == ["duration", "style", "shadow", "count", "spring.duration", "spring.delay", "spring.damping", "spring.velocity"])
        #expect(shell.tuning.sceneParameters.map(\.displayValue) == ["0.80 s", "bouncy", "on", "3", "0.60 s", "0.00 s", "0.70", "0.0"])
        #expect(shell.tuning.sceneParameters.map(\.label).prefix(4) == ["Duration", "Style", "Shadow", "Count"])
        // Read as plain values in the code.
        #expect(controller.duration == 0.8 && controller.style == .bouncy && controller.shadow && controller.count == 3)
        // The spring template brings its other forms and the spring rule row, and a plot of its motion.
        #expect(shell.tuning.tunables.map(\.key).suffix(8) == ["response", "dampingFraction", "bounce", "mass", "stiffness", "springDamping", "springRule", "preset"])
        let spring = Spring(uikitDuration: 0.6, dampingRatio: 0.7)
        expectClose(shell.tuning.tunables.first { $0.key == "stiffness" }!.value, spring.stiffness, tolerance: 1e-9)
        let plot = shell.scene.plot(at: 0)
        #expect(plot?.samples == MotionPlot.samples(of: AnimationTiming.dampedSpring(dampingRatio: 0.7, initialVelocity: 0).resolved(duration: 0.6)))
    }

    /// ↑/↓ select, ←/→ change (Shift ×10, Alt a tenth), R resets; the scene deals again on each change.
    @Test func theKeysTuneThemAndTheSceneReplays() {
        let (shell, controller) = Self.shell { TweakedController() }
        let dealt = controller.dealt
        shell.handleKey(KeyPress(key: .right))
        #expect(controller.duration == 0.85 && controller.dealt == dealt + 1)
        shell.handleKey(KeyPress(key: .right, modifiers: [.shift]))
        expectClose(controller.duration, 1.35, tolerance: 1e-12)
        shell.handleKey(KeyPress(key: .left, modifiers: [.alt]))
        expectClose(controller.duration, 1.345, tolerance: 1e-12)
        shell.handleKey(KeyPress(key: "r"))
        #expect(controller.duration == 0.8)
        Self.select(shell, "style")
        shell.handleKey(KeyPress(key: .right))
        #expect(controller.style == .calm)
        shell.handleKey(KeyPress(key: .right))
        #expect(controller.style == .bouncy, "choices go round")
        Self.select(shell, "spring.damping")
        shell.handleKey(KeyPress(key: .left))
        expectClose(Double(controller.spring.damping), 0.65, tolerance: 1e-12)
        // An action of the code's own runs instead of the replay.
        var heard: [Int] = []
        controller.$count.onChange { heard.append($0) }
        Self.select(shell, "count")
        let before = controller.dealt
        shell.handleKey(KeyPress(key: .right))
        #expect(heard == [4] && controller.dealt == before)
        // Shift-R: all back.
        shell.handleKey(KeyPress(key: "r", modifiers: [.shift]))
        #expect(controller.count == 3 && controller.spring.damping == 0.7)
    }

    /// `--set` takes numbers, choices by name or number, and on/off; refuses what is not a value of
    /// the tweak or not a tweak, and clamps what is out of range.
    @Test func setTakesTheirValuesAndRefusesTheRest() {
        let (shell, controller) = Self.shell { TweakedController() }
        #expect(shell.tuning.set("duration", to: "2") == nil && controller.duration == 2)
        #expect(shell.tuning.set("duration", to: "99") == nil && controller.duration == 3, "clamped to the range")
        #expect(shell.tuning.set("style", to: "calm") == nil && controller.style == .calm)
        #expect(shell.tuning.set("style", to: "1") == nil && controller.style == .bouncy)
        #expect(shell.tuning.set("shadow", to: "off") == nil && !controller.shadow)
        #expect(shell.tuning.set("count", to: "7") == nil && controller.count == 7)
        #expect(shell.tuning.set("spring.velocity", to: "1.5") == nil && controller.spring.velocity == 1.5)
        #expect(shell.tuning.set("duration", to: "fast") == "duration needs a number, got 'fast'")
        #expect(shell.tuning.set("duration", to: "nan") == "duration needs a number, got 'nan'")
        #expect(shell.tuning.set("count", to: "2.5") == "count needs a whole number, got '2.5'")
        #expect(shell.tuning.set("style", to: "wild") == "style must be one of bouncy, calm (or 1…2)")
        #expect(shell.tuning.set("colour", to: "red")?.hasPrefix("scene \(shell.scene.name) has no tweak 'colour' (it has: duration, style") == true)
        #expect(controller.duration == 3, "nothing else changed")
    }

    /// Two tweaks with one key are named as a problem (a command line refuses the scene with it).
    @Test func twoTweaksWithOneKeyAreAProblem() {
        let (shell, _) = Self.shell { ClashingController() }
        #expect(shell.tuning.tweakProblems.first == "two tweaks have the key 'duration' ('Duration' and 'Duration'): give one of them another with key: \"…\"")
        // A store of one's own is looked inside.
        let (store, controller) = Self.shell { StoreController() }
        #expect(store.tuning.tweakProblems.isEmpty && store.tuning.sceneParameters.map(\.key) == ["lift", "speed"])
        #expect(store.tuning.set("lift", to: "20") == nil && controller.tweaks.lift == 20)
    }

    /// A preset holds every tweak; loaded where a tweak is gone, it names that one and loads the rest.
    @Test func presetsHoldTheirValues() throws {
        let (shell, _) = Self.shell { TweakedController() }
        #expect(shell.tuning.set("duration", to: "1.5") == nil && shell.tuning.set("style", to: "calm") == nil)
        let preset = Preset(of: shell)
        #expect(preset.settings.contains(Preset.Setting(key: "style", value: "calm")))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-tweaks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var stale = Preset(scene: shell.scene.name, settings: preset.settings + [Preset.Setting(key: "glow", value: "0.4")])
        stale.springRule = nil
        let file = folder.appendingPathComponent("stale.json")
        try stale.encoded().write(to: file)
        let (other, controller) = Self.shell { TweakedController() }
        let fileForOther = folder.appendingPathComponent("other.json")
        try Preset(scene: other.scene.name, settings: stale.settings).encoded().write(to: fileForOther)
        let warnings = try PresetStore.load(fileForOther, into: other)
        #expect(warnings == ["preset '\(fileForOther.path)': the \(other.scene.name) scene has no tweak 'glow' any more; it is left out"])
        #expect(controller.duration == 1.5 && controller.style == .calm, "the rest loaded")
    }

    /// What the keys did is recorded and replays into a fresh session to the same values.
    @Test func recordingsReplayTheirChanges() throws {
        let name = "tweaked-replay"
        let catalog = SceneCatalog.kinema.registering(name) {
            ViewControllerScene(name: name, title: "Tweaked", rootViewController: TweakedController(), replay: { ($0 as? TweakedController)?.deal() })
        }
        let shell = Shell(sceneName: name, catalog: catalog)!
        shell.window.engine.drainsMainQueue = false
        var lines: [String] = []
        shell.recording.recorder = { lines.append($0) }
        _ = shell.step(deviceEvents: [], realDelta: 0)
        for key in [KeyPress.Key.right, .right, .down, .right, .down, .down, .right] {
            _ = shell.step(deviceEvents: [.key(KeyPress(key: key))], realDelta: 1.0 / 60)
        }
        let replay = Shell(sceneName: name, catalog: catalog)!
        replay.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: replay, recording: try InputRecording.decodeTimed(lines.joined(separator: "\n")))
        _ = run.advance(to: shell.sessionTime + 0.05)
        #expect(replay.tuning.sceneParameters.map(\.value) == shell.tuning.sceneParameters.map(\.value))
        #expect(shell.tuning.sceneParameters.map(\.displayValue).prefix(4) == ["0.90 s", "calm", "on", "4"])
    }

    /// C copies the code's own text when it gives one, else the tweaks as Swift constants.
    @Test func copyAsCodeGivesTheirConstantsOrTheCodesOwn() {
        let (shell, _) = Self.shell { TweakedController() }
        #expect(shell.tuning.set("duration", to: "0.85") == nil)
        shell.handleKey(KeyPress(key: "c"))
        let lines = (shell.tuning.copiedText ?? "").split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(9)) == [
            "// Tweaked: the tweaks in force",
            "let duration: TimeInterval = 0.85",
            "let style: TweakedController.Style = .bouncy",
            "let shadow: Bool = true",
            "let count: Int = 3",
            "let springDuration: TimeInterval = 0.6",
            "let springDelay: TimeInterval = 0",
            "let springDamping: CGFloat = 0.7",
            "let springVelocity: CGFloat = 0",
        ])
        #expect(lines.last == "// Reopen in Kinema: kinema --scene \(shell.scene.name) --set duration=0.85")
        let (own, _) = Self.shell({ TweakedController() }, code: { controller in
            "UIView.animate(withDuration: \((controller as! TweakedController).duration), …)"
        })
        own.handleKey(KeyPress(key: "c"))
        #expect(own.tuning.copiedText?.hasPrefix("UIView.animate(withDuration: 0.8, …)\n// Reopen in Kinema:") == true)
    }

    /// The curve template: its keys, its plot (the curve in force), and `animate` on that curve.
    @Test func theCurveTemplatePlotsAndRunsItsCurve() {
        let (shell, controller) = Self.shell { CurvedController() }
        #expect(shell.tuning.sceneParameters.map(\.key) == ["duration", "delay", "curve", "cp1x", "cp1y", "cp2x", "cp2y"])
        #expect(shell.scene.plot(at: 0)?.samples == MotionPlot.samples(of: AnimationTiming.curve(.easeOut).resolved(duration: 0.5)))
        #expect(shell.tuning.set("curve", to: "custom") == nil && shell.tuning.set("cp1y", to: "-0.5") == nil)
        #expect(controller.fade.bezier == CubicBezier(x1: 0.25, y1: -0.5, x2: 0.25, y2: 1))
        #expect(shell.scene.plot(at: 0)?.samples == MotionPlot.samples(of: AnimationTiming.curve(controller.fade.bezier).resolved(duration: 0.5)))
        shell.window.handlingInput { controller.fade.animate { controller.box.center.y = 100 } }
        let start = shell.window.engine.now
        shell.window.engine.clock.advance(to: start + 0.25)
        _ = shell.window.runFrame(events: [], advancingBy: 0)
        // From its centre at 5 to 100 along the custom curve, half the duration in.
        expectClose(Double(controller.box.layer.presentation()!.position.y), 5 + 95 * controller.fade.bezier.value(at: 0.5), tolerance: 1e-6)
    }

    /// The curve template's custom curve is edited as the curves scene's is: its control points are
    /// handles on the panel's plot, and the chooser's languages export it.
    @Test func theCurveTemplatesControlPointsAreHandles() {
        let (shell, controller) = Self.shell { CurvedController() }
        _ = shell.frame(windowEvents: [], realDelta: 1.0 / 60)
        #expect(shell.panel.plotHandleCenters().isEmpty, "a named curve has no handles")
        #expect(shell.tuning.set("curve", to: "custom") == nil)
        _ = shell.frame(windowEvents: [], realDelta: 1.0 / 60)
        let origin = shell.layout.panel.origin
        let handles = shell.panel.plotHandleCenters().map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) }
        #expect(handles.count == 2)
        guard let start = handles.first else { return }
        let end = CGPoint(x: start.x + 30, y: start.y - 20)
        for event: InputEvent in [.pointerDown(position: start, button: .primary, time: 0),
                                  .pointerMove(position: end, buttons: [.primary], time: 0),
                                  .pointerUp(position: end, button: .primary, time: 0)] {
            _ = shell.frame(windowEvents: [event], realDelta: 1.0 / 60)
        }
        #expect(controller.fade.cp1x > 0.25 && controller.fade.cp1y > 0.1, "later and higher: \(controller.fade.bezier)")
        let css = shell.tuning.code(in: .css) ?? ""
        #expect(css.contains(String(format: "cubic-bezier(%g, %g,", controller.fade.cp1x, controller.fade.cp1y)), "\(css)")
    }
}
