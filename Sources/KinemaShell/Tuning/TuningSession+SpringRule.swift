import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The session's spring rule: how `usingSpringWithDamping`, `UIViewPropertyAnimator(duration:dampingRatio:)`
/// and `UISpringTimingParameters(dampingRatio:…)` pick a stiffness for their duration — UIKit's own rule
/// (the default: what the phone shows) or Kinema's settle rule. Set with `--spring-rule`, `--set
/// springRule=…`, presets and the inspector's "Spring rule" row, which scenes with a spring show.
extension TuningSession {
    /// The inspector row's choices, in `DurationSpringRule.allCases` order.
    static let springRuleChoices = ["UIKit", "settle"]

    /// The row, as a tweak of the session's (scenes hear of a change to it as of their own tweaks').
    static func springRuleTweak() -> Tweak<Int> {
        Tweak(
            parameter: Parameter(key: "springRule", label: "Spring rule", choices: springRuleChoices), key: "springRule",
            decode: { Int($0.rounded()) }, encode: { Double($0) })
    }

    /// Puts `rule` in force for the session: the scene's springs follow it from their next start, and the
    /// scene hears of it as of any tuned value (its plots follow; it plays again).
    func useSpringRule(_ rule: DurationSpringRule) {
        guard rule != springRule else { return }
        adoptSpringRule(rule)
        scene.tweakDidChange(springRuleTweak)
        followScene()
    }

    /// Makes `rule` the session's without playing the scene again (a scrub adopted brings its own).
    func adoptSpringRule(_ rule: DurationSpringRule) {
        springRuleRow.set(Double(DurationSpringRule.allCases.firstIndex(of: rule) ?? 0))
        springRule = rule
        springForms = nil
        followScene()
    }

    /// `--set springRule=uikit|settle` (the row's names, or 1/2, are taken too). Nil, or a reason.
    func setSpringRule(from text: String) -> String? {
        if let rule = DurationSpringRule(rawValue: text.lowercased()) {
            useSpringRule(rule)
            return nil
        }
        switch springRuleRow.parse(text) {
        case .success(let index):
            useSpringRule(DurationSpringRule.allCases[Int(index)])
            return nil
        case .failure:
            return "springRule must be uikit or settle (got '\(text)')"
        }
    }

    /// What a row says beside its value: the scene's own note for its tweak; for a spring's duration the
    /// code lengthens (seed 000's bounce), how long it runs; under UIKit's rule, a damping ratio above 1
    /// is critical damping.
    func note(for parameter: Parameter) -> String? {
        if let tweak = parameter.tweak, sceneParameters.contains(where: { $0 === parameter }), let note = scene.note(for: tweak) {
            return note
        }
        guard let spring = springForms?.spring else { return nil }
        if parameter === spring.duration.parameter, spring.durationOffset != 0 {
            return String(format: "runs %.2f s", parameter.value + spring.durationOffset)
        }
        guard springRule == .uikit, parameter === spring.damping.parameter, parameter.value > 1 else { return nil }
        return "behaves as 1 (UIKit)"
    }
}
