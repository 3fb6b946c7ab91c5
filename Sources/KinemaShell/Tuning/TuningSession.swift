import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The session's tuning: the inspector's rows (the scene's tweaks, its spring in other forms, the spring
/// rule, the presets), which one is selected, what a change does, `--set`, and the notices they leave.
/// The shell hands it the scene and its window whenever they change (`attach`).
@MainActor
package final class TuningSession {
    /// The scene being tuned, its tweaks (gathered once per scene) and their rows in order.
    package private(set) var scene: Scene
    private(set) var tweaks: TweakSet
    package private(set) var sceneParameters: [Parameter]
    /// The window the scene runs in: what a change starts runs on its time.
    private(set) var window: UIWindow
    package private(set) var selectedIndex = 0
    /// Whether the selection was moved (keys, a click) since the scene came: the spring editor then
    /// takes the place of the scene's own plot while a row of the spring is selected.
    private(set) var movedSelection = false
    /// The scene's spring in its other forms (nil when the scene tunes no spring now).
    var springForms: SpringForms?
    /// How UIKit's duration springs pick their stiffness in this session (`--spring-rule`, the "Spring
    /// rule" row): UIKit's own rule by default. The scene's window runs on it.
    package internal(set) var springRule: DurationSpringRule = .uikit {
        didSet { window.engine.durationSpringRule = springRule }
    }
    /// A message for the status line (a preset loaded, code copied), until the next.
    package var notice: String?
    /// Whether Ctrl+S writes preset files (the window's does; a headless replay's only when asked; a
    /// replica's never).
    package var writesPresets = true
    /// Puts text on the system clipboard (the window sets it; headless, nothing does).
    package var clipboard: ((String) -> Void)?
    /// What key C copied last.
    package internal(set) var copiedText: String?
    /// The program the session runs in, as a user starts it (`kinema`, or a package's own executable:
    /// `HelloKinema`): the command line that reopens the tuning names it.
    package var program = "kinema"
    /// The changes to the tweaks, for Ctrl+Z and Ctrl+Shift+Z.
    var history = TuningHistory()
    /// The plot shown while a row of the spring is selected.
    let springEditor = SpringEditor()

    /// The "Spring rule" row, as a tweak of the session's (scenes hear of it as of their own).
    private(set) lazy var springRuleTweak = Self.springRuleTweak()
    var springRuleRow: Parameter { springRuleTweak.parameter }
    /// The last row: the scene's presets, ←/→ loading the next or previous one.
    var presetRow = TuningSession.presetRow(names: [])
    var presetFiles: [URL] = []
    /// Which of the scene's presets Ctrl+O showed last.
    var presetCursor: Int?
    /// Where the next preset's number is looked for from (after the last this session saved).
    var nextPresetNumber = 1
    /// Kinema's configuration folder (`ConfigFolder`), where the user's presets are read and written;
    /// nil when there is none (nothing is written).
    package internal(set) var configFolder: URL?
    /// Whether the tuning is kept on the way out (the window's; `TuningSession+Keep.swift`).
    var keepsTuning = false
    /// The values the scene started with, or were last loaded, saved or kept: tuning away from them is
    /// what the way out keeps.
    var baseline: Preset?
    /// While a frame's input is handled, a scene parameter changed by the arrows waits in `pendingChange`
    /// until a different one changes, another kind of input comes, or the input ends.
    private var coalescesChanges = false
    private var pendingChange: Parameter?

    init(scene: Scene, window: UIWindow, configFolder: URL? = ConfigFolder.url()) {
        self.scene = scene
        self.window = window
        self.configFolder = configFolder
        tweaks = TweakSet(collectingFrom: scene.tweakRoot)
        sceneParameters = tweaks.parameters
        refreshPresetRow()
        markBaseline()
        watchTweaks()
        followScene()
    }

    /// A new scene (switched to, or a scrub's adopted) and its window: its tweaks are gathered, the
    /// selection starts at the top and the notice goes (it was about the scene that left).
    func attach(scene: Scene, window: UIWindow, keepsSelection: Bool = false) {
        self.scene = scene
        self.window = window
        for parameter in sceneParameters { parameter.valueDidChange = nil }
        history.forgetOpenChanges()
        tweaks = TweakSet(collectingFrom: scene.tweakRoot)
        sceneParameters = tweaks.parameters
        watchTweaks()
        springForms = nil
        window.engine.durationSpringRule = springRule
        refreshPresetRow()
        if !keepsSelection {
            selectedIndex = 0
            movedSelection = false
            presetCursor = nil
            notice = nil
            // A fresh scene (an adopted scrub's is the same session's, its baseline kept).
            markBaseline()
            offerKeptTuning()
            // What is wrong with the scene's tweaks is said as Tab brings it, as a command line refuses it.
            if let problem = tweaks.problems.first ?? tweaks.warnings.first { notice = problem }
        }
        followScene()
    }

    /// The rows the inspector tunes: the scene's parameters, then — when the scene has a spring — that
    /// spring in SwiftUI's and physical forms and the spring rule, then the presets (as `followScene`
    /// last found them).
    package var tunables: [Parameter] {
        guard let forms = springForms else { return sceneParameters + [presetRow] }
        return sceneParameters + forms.rows + [springRuleRow, presetRow]
    }

    package var selectedParameter: Parameter? {
        let tunables = self.tunables
        return tunables.indices.contains(selectedIndex) ? tunables[selectedIndex] : nil
    }

    /// Makes the spring rows follow the scene: there when it has a spring, recomputed when it changed,
    /// under their headings. Called after whatever may change the scene's spring (a tweak, a key, input,
    /// a frame, the rule, a new scene), so that reading the rows changes nothing.
    package func followScene() {
        guard let spring = scene.tunedSpring else {
            springForms = nil
            _ = headed([presetRow])
            return
        }
        if !(springForms?.spring.isSame(as: spring) ?? false) { springForms = SpringForms(spring: spring) }
        guard let forms = springForms else { return }
        forms.refresh(rule: springRule)
        _ = headed(forms.rows, after: forms.spring.duration.parameter.section)
        _ = headed([springRuleRow, presetRow])
    }

    // MARK: - Selecting and changing

    /// ↑ (-1) or ↓ (+1): the selection moves round the rows.
    func moveSelection(by offset: Int) {
        let count = tunables.count
        guard count > 0 else { return }
        selectedIndex = ((selectedIndex + offset) % count + count) % count
        movedSelection = true
        if let key = selectedParameter?.key { scene.selectionDidChange(to: key) }
    }

    /// A click on the row of `key`.
    func select(key: String) {
        if let index = tunables.firstIndex(where: { $0.key == key }) {
            selectedIndex = index
            movedSelection = true
            scene.selectionDidChange(to: key)
        }
    }

    /// ←/→: the selected row moves `steps` steps (Shift ×10, Alt a tenth).
    func nudgeSelection(by steps: Double) {
        guard let parameter = selectedParameter, parameter.nudge(by: steps) else { return }
        changed(parameter)
        followScene()
    }

    /// R: the selected tweak back to its default; Shift-R: every one.
    func reset(all: Bool) {
        if all {
            for tweak in tweaks.tweaks where tweak.parameter.value != tweak.parameter.defaultValue {
                tweak.parameter.reset()
                notifyChange(of: tweak)
            }
        } else if let parameter = selectedParameter, parameter.value != parameter.defaultValue, let tweak = parameter.tweak,
            sceneParameters.contains(where: { $0 === parameter })
        {
            parameter.reset()
            notifyChange(of: tweak)
        }
    }

    /// `parameter` was changed by the user: the scene hears of it (a spring form, of the scene's tweaks
    /// it changed; the presets row loads the preset; the rule row puts that rule in force).
    private func changed(_ parameter: Parameter) {
        if coalescesChanges, sceneParameters.contains(where: { $0 === parameter }) {
            // Arrows in a row on one parameter within a frame: the scene hears once, after the last
            // (nothing can see the motions in between, which all start at the same instant).
            if pendingChange !== parameter { flushPendingChange() }
            pendingChange = parameter
            return
        }
        flushPendingChange()
        if parameter === presetRow {
            presetRowChanged()
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
        let reads = tweak.parameter.reads
        scene.tweakDidChange(tweak)
        noteUnread(tweak, readsBefore: reads)
        followScene()
    }

    /// The scene hears of the change held back while a frame's arrows arrived (see `changed`).
    func flushPendingChange() {
        guard let parameter = pendingChange else { return }
        pendingChange = nil
        if let tweak = parameter.tweak { window.handlingInput { notifyChange(of: tweak) } }
    }

    /// Runs a frame's input with arrows on one parameter coalesced, the held change told at the end.
    func coalescingChanges(_ body: () -> Void) {
        coalescesChanges = true
        body()
        coalescesChanges = false
        flushPendingChange()
    }

    /// Ctrl+Z / Ctrl+Shift+Z: the last change to the tweaks undone or redone (the scene hears of each
    /// tweak set); the notice says what, or that there is nothing to.
    func undo(redoing: Bool) {
        guard let values = redoing ? history.redo() : history.undo() else {
            notice = redoing ? "nothing to redo" : "nothing to undo"
            return
        }
        for (key, value) in values {
            guard let tweak = tweaks.tweak(forKey: key), tweak.parameter.set(value) else { continue }
            notifyChange(of: tweak)
        }
        notice = (redoing ? "redone: " : "undone: ") + values.map { key, _ in
            "\(tweaks.tweak(forKey: key)?.parameter.label ?? key) \(tweaks.tweak(forKey: key)?.parameter.commandLineValue ?? "")"
        }.joined(separator: ", ")
    }

    /// Sets a tweak (or the spring rule) by key from text (`--set key=value`). Nil, or a one-line reason.
    package func set(_ key: String, to text: String) -> String? {
        // What a setting starts runs on the scene's window's time (and a replica's, on its own).
        window.handlingInput {
            if key == springRuleRow.key { return setSpringRule(from: text) }
            guard let tweak = tweaks.tweak(forKey: key) else {
                let keys = sceneParameters.map(\.key).joined(separator: ", ")
                return "scene \(scene.name) has no tweak '\(Parameter.shown(key))' (it has: \(keys))"
            }
            let parameter = tweak.parameter
            let before = parameter.value
            if let problem = parameter.assign(from: text) { return problem }
            if parameter.value != before { notifyChange(of: tweak) }
            return nil
        }
    }

    /// The scene's parameter (a tweak's row) with key `key`.
    package func parameter(forKey key: String) -> Parameter? {
        tweaks.tweak(forKey: key)?.parameter
    }

    /// What is wrong with the scene's tweaks (two with one key), one line each; empty when nothing is.
    package var tweakProblems: [String] { tweaks.problems }

    /// What was put right in the scene's tweaks' declarations (a step or decimals replaced), one line each.
    package var tweakWarnings: [String] { tweaks.warnings }

    /// The line under the rows: the selected row's range and default — for one of the spring's numbers,
    /// first how that spring behaves (its settling and overshoot).
    func rangeText() -> String? {
        guard let parameter = selectedParameter else { return nil }
        var text: String
        if let choices = parameter.choices {
            text = "\(parameter.key): \(parameter.index + 1) of \(choices.count), default \(choices[Int(parameter.defaultValue)])"
        } else {
            text = "\(parameter.key): \(parameter.displayRange), default \(String(format: "%.\(parameter.decimals)f", parameter.defaultValue))"
        }
        if let forms = springForms {
            let isForm = forms.rows.contains { $0 === parameter }
            if isForm || forms.spring.contains(parameter) { text = forms.summary + (isForm ? "" : "   ·   " + text) }
        }
        return text
    }
}
