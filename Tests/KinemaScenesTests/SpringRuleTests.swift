import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The session's spring rule: UIKit's own by default, Kinema's settle rule on request (`--spring-rule`,
/// `--set springRule=…`, the inspector's row, presets, recordings). What the inspector shows, the scenes
/// plot and C copies follows the rule in force.
@MainActor
@Suite("The session's spring rule", .serialized)
struct SpringRuleTests {
    static func row(_ shell: Shell, _ key: String) -> Parameter { shell.tuning.tunables.first { $0.key == key }! }

    static func select(_ shell: Shell, _ key: String) {
        while shell.tuning.selectedParameter?.key != key { shell.handleKey(KeyPress(key: .down)) }
    }

    static func panelTexts(_ shell: Shell) -> [String] {
        shell.step(deviceEvents: [], realDelta: 1.0 / 60).layers[1].list.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
    }

    /// The curves scene's spring at 1 s and ζ 0.3 is UIKit's: stiffness 367.5 (the reconstruction's
    /// reference), on the inspector's row as on the panel.
    @Test func theInspectorShowsUIKitsStiffness() {
        let shell = Shell(sceneName: "curves")!
        #expect(shell.tuning.springRule == .uikit && shell.window.engine.durationSpringRule == .uikit)
        #expect(shell.tuning.set("damping", to: "0.3") == nil)
        expectClose(Self.row(shell, "stiffness").value, 367.48, tolerance: 0.01)
        #expect(Self.panelTexts(shell).contains("367.5"), "\(Self.panelTexts(shell))")
        #expect(Self.row(shell, "springRule").displayValue == "UIKit")
    }

    /// Choosing the settle rule on its row retunes every spring of the session: the rows, the scene's
    /// lanes, the window's engine — and C copies the spring it now runs on as mass, stiffness and damping.
    @Test func theRowSwitchesTheRuleAndEverythingFollows() throws {
        let shell = Shell(sceneName: "curves")!
        Self.select(shell, "springRule")
        shell.handleKey(KeyPress(key: .right))
        #expect(shell.tuning.springRule == .settle && shell.window.engine.durationSpringRule == .settle)
        let settled = Spring(settlingDuration: 1, dampingRatio: 0.5)
        expectClose(Self.row(shell, "stiffness").value, settled.stiffness, tolerance: 1e-9)
        #expect(shell.tuning.springForms?.summary.hasSuffix("(UIKit)") == false, "no UIKit end under the settle rule")
        // The tuned lane is plotted on the settle rule's spring.
        let controller = try #require(shell.scene.rootViewController as? CurvesViewController)
        let lane = controller.lanes[CurvesViewController.tunedSpringLane]
        let expected = AnimationTiming.dampedSpring(dampingRatio: 0.5, initialVelocity: 0, rule: .settle).resolved(duration: 1)
        #expect(lane.plot.samples == MotionPlot.samples(of: expected))
        // Copy as code: the constants in force, which a phone runs the same way.
        shell.handleKey(KeyPress(key: "c"))
        let code = try #require(shell.tuning.copiedText)
        let call = "UISpringTimingParameters(mass: 1, stiffness: \(SwiftSource.decimal(settled.stiffness)), damping: \(SwiftSource.decimal(settled.damping)), "
        #expect(code.contains(call), "\(code)")
        #expect(!code.contains("usingSpringWithDamping"), "\(code)")
        #expect(code.contains("springAnimator.startAnimation(afterDelay: 0)"), "the spring lane's animator: not the curve lane's name")
        #expect(shell.tuning.commandLine == "kinema --scene curves --spring-rule settle")
        // And back: UIKit's call again.
        shell.handleKey(KeyPress(key: .left))
        shell.handleKey(KeyPress(key: "c"))
        #expect(shell.tuning.copiedText?.contains("usingSpringWithDamping: 0.5, initialSpringVelocity: 0.0") == true)
        #expect(shell.tuning.springRule == .uikit)
    }

    /// Under UIKit's rule a damping ratio above 1 is critical damping, and its row says so; the value
    /// stays as tuned (and in presets), and under the settle rule it is over-damped again.
    @Test func dampingAboveOneSaysItBehavesAsOne() {
        let shell = Shell(sceneName: "menu")!
        #expect(shell.tuning.set("damping", to: "1.3") == nil)
        #expect(shell.value("damping") == 1.3)
        #expect(Self.panelTexts(shell).contains("behaves as 1 (UIKit)"))
        expectClose(Self.row(shell, "dampingFraction").value, 1, tolerance: 1e-12, "the spring in force is critical")
        #expect(Preset(of: shell).settings.contains(Preset.Setting(key: "damping", value: "1.3")))
        #expect(shell.tuning.set("springRule", to: "settle") == nil)
        #expect(!Self.panelTexts(shell).contains("behaves as 1 (UIKit)"))
        expectClose(Self.row(shell, "dampingFraction").value, 1.3, tolerance: 1e-9)
        #expect(shell.tuning.set("damping", to: "0.9") == nil && shell.tuning.set("springRule", to: "uikit") == nil)
        #expect(!Self.panelTexts(shell).contains("behaves as 1 (UIKit)"), "only above 1")
    }

    /// Every scene's copy names the settle rule's constants, and none copies the duration call under it.
    @Test(arguments: ["table", "menu", "player", "stress"])
    func everySpringSceneCopiesTheConstantsUnderTheSettleRule(_ name: String) throws {
        let shell = Shell(sceneName: name)!
        if name == "table" { shell.handleKey(KeyPress(key: "6")) }
        if name == "stress" { #expect(shell.tuning.set("curve", to: "spring") == nil) }
        #expect(shell.tuning.set("springRule", to: "settle") == nil)
        shell.handleKey(KeyPress(key: "c"))
        let code = try #require(shell.tuning.copiedText)
        #expect(code.contains("UISpringTimingParameters(mass: 1, stiffness: "), "\(name): \(code)")
        #expect(!code.contains("usingSpringWithDamping") && !code.contains("dampingRatio:"), "\(name): \(code)")
        #expect(code.contains("--spring-rule settle"))
    }

    @Test func badValuesAreRefused() {
        let shell = Shell(sceneName: "table")!
        #expect(shell.tuning.set("springRule", to: "fast") == "springRule must be uikit or settle (got 'fast')")
        #expect(shell.tuning.springRule == .uikit)
        #expect(shell.tuning.set("springRule", to: "SETTLE") == nil && shell.tuning.springRule == .settle, "any case")
        #expect(shell.tuning.set("springRule", to: "1") == nil && shell.tuning.springRule == .uikit, "the row's number")
    }

    /// The rule is the session's: it outlives a scene switch, and the new scene's window runs on it.
    @Test func theRuleOutlivesASceneSwitch() {
        let shell = Shell(sceneName: "curves")!
        #expect(shell.tuning.set("springRule", to: "settle") == nil)
        shell.switchScene(by: 1)
        #expect(shell.scene.name != "curves")
        #expect(shell.tuning.springRule == .settle && shell.window.engine.durationSpringRule == .settle)
        #expect(shell.scene.durationSpringRule == .settle)
    }

    /// A preset keeps the rule it was saved under; one saved before the rule existed leaves it alone;
    /// an unknown rule is refused with the file named, and nothing changes.
    @Test func presetsCarryTheRule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-rule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = Shell(sceneName: "menu")!
        #expect(shell.tuning.set("springRule", to: "settle") == nil && shell.tuning.set("damping", to: "0.4") == nil)
        let saved = Preset(of: shell)
        #expect(String(decoding: saved.encoded(), as: UTF8.self).contains(#""spring_rule" : "settle""#))
        let file = folder.appendingPathComponent("settle.json")
        try saved.encoded().write(to: file)
        let other = Shell(sceneName: "menu")!
        try PresetStore.load(file, into: other)
        #expect(other.tuning.springRule == .settle && other.value("damping") == 0.4)
        // Saved before the rule existed: no spring_rule, the session's stays.
        let old = folder.appendingPathComponent("old.json")
        try Data(#"{"kinema_preset":1,"scene":"menu","parameters":[{"key":"damping","value":"0.5"}]}"#.utf8).write(to: old)
        try PresetStore.load(old, into: other)
        #expect(other.tuning.springRule == .settle && other.value("damping") == 0.5)
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"kinema_preset":1,"scene":"menu","parameters":[{"key":"damping","value":"0.9"}],"spring_rule":"bouncy"}"#.utf8).write(to: bad)
        #expect(throws: Preset.Problem.self) { try PresetStore.load(bad, into: other) }
        #expect(other.tuning.springRule == .settle && other.value("damping") == 0.5, "nothing changed")
    }

    /// A recording starts with the rule in force when it is not UIKit's, and a change on the row is
    /// recorded as the keys that made it: replayed into a fresh shell, both give the same rule and values.
    @Test func recordingsReplayTheRule() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-rule-\(UUID().uuidString).jsonl").path
        defer { unlink(path) }
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        #expect(shell.tuning.set("springRule", to: "settle") == nil)
        shell.startRecording(to: try RecordingFile(path: path))
        _ = shell.step(deviceEvents: [], realDelta: 0)
        _ = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        var keys: [InputEvent] = []
        while shell.tuning.selectedParameter?.key != "springRule" {
            keys.append(.key(KeyPress(key: .down)))
            _ = shell.step(deviceEvents: [keys.last!], realDelta: 1.0 / 60)
        }
        _ = shell.step(deviceEvents: [.key(KeyPress(key: .left))], realDelta: 1.0 / 60)
        _ = shell.step(deviceEvents: [.key(KeyPress(key: .left))], realDelta: 1.0 / 60)
        #expect(shell.tuning.springRule == .settle, "two steps round the two rules")
        _ = shell.step(deviceEvents: [.key(KeyPress(key: .right))], realDelta: 1.0 / 60)
        #expect(shell.tuning.springRule == .uikit)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"key":"springRule","t":0,"type":"set","value":"settle"}"#), "\(text)")
        let replay = Shell(sceneName: "curves")!
        replay.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: replay, recording: try InputRecording.decodeTimed(text))
        var rules: [DurationSpringRule] = []
        for _ in 0..<(keys.count + 6) {
            _ = run.frame(realDelta: 1.0 / 60)
            if rules.last != replay.tuning.springRule { rules.append(replay.tuning.springRule) }
        }
        #expect(rules == [.settle, .uikit, .settle, .uikit], "the replay goes through the same rules")
        #expect(replay.tuning.springRule == shell.tuning.springRule)
        #expect(replay.tuning.tunables.map(\.value) == shell.tuning.tunables.map(\.value))
    }
}
