import Foundation
import KinemaTweaks

extension TuningSession {
    /// After a change of a tweak of one's own controller that its replay did not read: the status line
    /// says the code reads it only as the view loads (a corner radius set in `viewDidLoad`), so the
    /// change shows only when the controller is made again — rather than a replay that changed nothing.
    func noteUnread(_ tweak: AnyTweak, readsBefore: Int) {
        guard scene is ViewControllerScene, !tweak.hasChangeActions, tweak.parameter.reads == readsBefore else { return }
        notice = "\(tweak.name): not read by the replay — read as the view loads, it shows when the controller is made again"
    }

    /// The shell's own rows after a scene whose tweaks are in groups get headings of their own, so
    /// that they do not read as the last group's: "<group> in other forms" for the spring's forms,
    /// "Session" for the spring rule and the presets. Without groups, none.
    func headed(_ rows: [Parameter], after springSection: String? = nil) -> [Parameter] {
        guard sceneParameters.contains(where: { $0.section != nil }) else { return rows }
        let heading = rows.first === presetRow || rows.first === springRuleRow ? "Session" : "\(springSection ?? "The spring") in other forms"
        for row in rows where row.section != heading { row.section = heading }
        return rows
    }

    /// A setting a plot handle's drag made, its value rounded to the decimals its row shows (a drag sets
    /// what the row says, not a value the row rounds); other events as they are.
    func roundedToItsRow(_ event: SessionEvent) -> SessionEvent {
        guard case .setting(let key, let text) = event, let parameter = parameter(forKey: key), !parameter.isChoice,
            let value = Double(text), value.isFinite
        else { return event }
        return .setting(key: key, value: String(format: "%.\(max(0, min(6, parameter.decimals)))f", value))
    }
}
