import Foundation
import KinemaCore
import KinemaTweaks

/// The spring editor in the session: shown in the inspector's plot while one of the spring's rows is
/// selected (its own numbers, its other forms, the spring rule) and no curve is in focus — in place of a
/// plot of the same spring at once, in place of the scene's own plot (the menu's rows, the player's
/// openness) once the selection was moved there, so a scene opens on its own plot. The form in force is
/// SwiftUI's while one of its rows is selected, else UIKit's.
extension TuningSession {
    /// The spring editor's plot to show instead of `scenePlot`, or nil when the selection is not on the
    /// spring. `holdsAxes`: a handle is being held (the axes stay).
    func springEditorPlot(replacing scenePlot: MotionPlot?, holdsAxes: Bool) -> MotionPlot? {
        guard let parameter = selectedParameter, let forms = springForms, scene.curveInFocus == nil,
            movedSelection || scenePlot == nil || scenePlot?.isTunedSpring == true
        else { return nil }
        let swiftUIRows = [forms.response, forms.fraction, forms.bounce]
        let form: SpringHandle.Form
        if swiftUIRows.contains(where: { $0 === parameter }) {
            form = .swiftUI
        } else if forms.spring.contains(parameter) || forms.rows.contains(where: { $0 === parameter }) || parameter === springRuleRow {
            form = .uikit
        } else {
            return nil
        }
        var plot = springEditor.plot(of: forms, form: form, rule: springRule, holdsAxes: holdsAxes)
        // The scene's playhead, in seconds since its motion began, on the editor's axis.
        if let scenePlot, scenePlot.startsWithMotion, let playhead = scenePlot.playhead, let seconds = scenePlot.seconds, let span = plot.seconds {
            plot.playhead = min(1, playhead * seconds / span)
        }
        return plot
    }
}
