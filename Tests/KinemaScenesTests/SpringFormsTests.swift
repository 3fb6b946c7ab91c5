import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// When a scene tunes a spring, the inspector shows it in every form, and tuning any form updates the
/// scene's own (UIKit) numbers and every other form.
@MainActor
@Suite("Spring forms")
struct SpringFormsTests {
    static func row(_ shell: Shell, _ key: String) -> Parameter { shell.tuning.tunables.first { $0.key == key }! }

    static func select(_ shell: Shell, _ key: String) {
        while shell.tuning.selectedParameter?.key != key { shell.handleKey(KeyPress(key: .down)) }
    }

    @Test func theCurvesSpringInEveryForm() {
        let shell = Shell(sceneName: "curves")!
        #expect(shell.tuning.tunables.map(\.key).suffix(8) == ["response", "dampingFraction", "bounce", "mass", "stiffness", "springDamping", "springRule", "preset"])
        // The scene's spring: 1 s, ζ 0.5, at rest, as UIKit's duration rule makes it.
        let spring = Spring(uikitDuration: 1, dampingRatio: 0.5)
        expectClose(Self.row(shell, "response").value, spring.response, tolerance: 1e-12)
        expectClose(Self.row(shell, "dampingFraction").value, 0.5, tolerance: 1e-12)
        expectClose(Self.row(shell, "bounce").value, 0.5, tolerance: 1e-12, "SwiftUI: bounce = 1 − ζ")
        expectClose(Self.row(shell, "mass").value, 1, tolerance: 0)
        expectClose(Self.row(shell, "stiffness").value, spring.stiffness, tolerance: 1e-9)
        expectClose(Self.row(shell, "springDamping").value, spring.damping, tolerance: 1e-9)
        // It settles (0.1 %) after its own time; UIKit ends the animation at the duration.
        #expect(shell.tuning.springForms?.summary == String(
            format: "settles in %.3f s, overshoots %.1f %%, ends at 1.00 s (UIKit)", spring.settlingDuration(), 100 * exp(-0.5 * Double.pi / 0.75.squareRoot())))
    }

    @Test func tuningOneFormUpdatesTheScenesNumbersAndTheOthers() {
        let shell = Shell(sceneName: "curves")!
        // SwiftUI's bounce up one step (0.5 → 0.55): ζ 0.45, the response kept.
        let response = Self.row(shell, "response").value
        Self.select(shell, "bounce")
        shell.handleKey(KeyPress(key: .right))
        expectClose(shell.value("damping"), 0.45, tolerance: 1e-9)
        expectClose(Self.row(shell, "response").value, response, tolerance: 1e-6, "the form's other number stays")
        expectClose(Self.row(shell, "dampingFraction").value, 0.45, tolerance: 1e-9)
        // Stiffness up: the spring is faster, so UIKit's duration shortens; ζ follows c / 2√(km).
        let before = (k: Self.row(shell, "stiffness").value, c: Self.row(shell, "springDamping").value, duration: shell.value("duration"))
        Self.select(shell, "stiffness")
        shell.handleKey(KeyPress(key: .right, modifiers: [.shift]))
        // Shift: ten steps of 10, landing on the step grid.
        let k = ((before.k + 100) / 10).rounded() * 10
        expectClose(shell.value("damping"), before.c / (2 * k.squareRoot()), tolerance: 1e-9)
        #expect(shell.value("duration") < before.duration)
        let resolved = Spring(uikitDuration: shell.value("duration"), dampingRatio: shell.value("damping"))
        expectClose(resolved.stiffness, k, tolerance: 1e-6 * k, "the scene's numbers make the spring that was asked for")
    }

    @Test func scenesWithoutASpringHaveNoForms() {
        let table = Shell(sceneName: "table")!
        #expect(table.tuning.tunables.count == table.tuning.sceneParameters.count + 1, "fade-in is a curve (only the preset row follows)")
        table.handleKey(KeyPress(key: "4"))
        #expect(table.tuning.tunables.count == table.tuning.sceneParameters.count + 8, "seed 000's bounce is a spring: six forms, the rule and the presets")
        // Its duration is the parameter + 0.2 s.
        let spring = Spring(uikitDuration: 0.85 + 0.2, dampingRatio: 0.6, initialVelocity: 0.1)
        expectClose(Self.row(table, "response").value, spring.response, tolerance: 1e-9)
        #expect(Shell(sceneName: "collection")!.tuning.springForms == nil)
    }

    /// The panel shows the forms as rows and the spring's settling and overshoot under them.
    @Test func thePanelShowsTheForms() {
        let shell = Shell(sceneName: "menu")!
        Self.select(shell, "stiffness")
        let composition = shell.step(deviceEvents: [], realDelta: 1.0 / 60)
        let texts = composition.layers[1].list.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text }
            return nil
        }
        #expect(texts.contains("SwiftUI response") && texts.contains("Stiffness"))
        #expect(texts.contains { $0.hasPrefix("settles in ") && $0.contains("overshoots") }, "\(texts)")
    }
}
