import Foundation
import KinemaCore
import KinemaTweaks

/// The inspector's plot while one of the spring's rows is selected: the motion the scene's UIKit spring
/// shows (the spring under the session's rule, ending at the UIKit duration), over a time axis of round
/// seconds, with two handles — the duration along time, the bounce (the first peak) along value — and
/// marks for the settling time (0.1 %), the perceptual duration (SwiftUI's `duration`, the response)
/// and the overshoot in per cent.
///
/// The axes are chosen to hold the motion, and held while a handle is dragged (else a longer spring
/// would rescale them under the mouse, and the drag would run away).
@MainActor
final class SpringEditor {
    /// The axes in force — seconds at the right edge, and the values shown — and the spring they were
    /// chosen for.
    private var axes: (spring: Numbers, span: Double, values: ClosedRange<Double>)?
    private var made: (key: Key, plot: MotionPlot)?

    /// What makes the spring: the scene's UIKit numbers, its tweaks, and the rule.
    private struct Numbers: Equatable {
        var duration, ratio, velocity, durationOffset: Double
        var durationKey, dampingKey: String
        var durationRange, dampingRange: ClosedRange<Double>
        var rule: DurationSpringRule
    }

    private struct Key: Equatable {
        var spring: Numbers
        var span: Double
        var values: ClosedRange<Double>
        var form: SpringHandle.Form
    }

    /// Round spans the axis picks from (seconds).
    static let spans: [Double] = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 7.5, 10, 15, 20, 30]

    /// The plot of `forms`' spring in `form`, made again only when its numbers change. The axes are
    /// chosen again when the spring changed, unless `holdsAxes` (a handle is held).
    func plot(of forms: SpringForms, form: SpringHandle.Form, rule: DurationSpringRule, holdsAxes: Bool) -> MotionPlot {
        let uikit = forms.uikit(), spec = forms.spring
        let numbers = Numbers(
            duration: uikit.duration, ratio: uikit.ratio, velocity: uikit.velocity, durationOffset: spec.durationOffset,
            durationKey: spec.duration.parameter.key, dampingKey: spec.damping.parameter.key,
            durationRange: spec.duration.parameter.range, dampingRange: spec.damping.parameter.range, rule: rule)
        if axes == nil || (!holdsAxes && axes?.spring != numbers) {
            let spring = forms.tunedSpring
            axes = (numbers, Self.span(holding: [uikit.duration, forms.settling, spring.response]),
                    Self.values(holding: 1 + forms.overshoot, lowest: Self.lowest(of: spring, velocity: uikit.velocity, until: uikit.duration)))
        }
        let key = Key(spring: numbers, span: axes!.span, values: axes!.values, form: form)
        if let made, made.key == key { return made.plot }
        let plot = makePlot(forms: forms, key: key)
        made = (key, plot)
        return plot
    }

    /// The smallest round span that shows all of `times` with a margin of 15 %.
    static func span(holding times: [Double]) -> Double {
        let need = 1.15 * (times.filter(\.isFinite).max() ?? 1)
        return spans.first { $0 >= need } ?? spans.last!
    }

    /// From the lowest value (at least 0.1 under 0) to the peak with a margin, rounded up to a quarter —
    /// at least 1.25, so the bounce handle has room above a spring that does not overshoot.
    static func values(holding peak: Double, lowest: Double) -> ClosedRange<Double> {
        let top = max(1.25, ((peak + 0.05) * 4).rounded(.up) / 4)
        return min(-0.1, lowest - 0.05)...top
    }

    /// The lowest value the spring passes until `end` (a negative velocity starts it backwards).
    static func lowest(of spring: Spring, velocity: Double, until end: Double) -> Double {
        guard velocity < 0 else { return 0 }
        return (0...200).map { spring.value(at: end * Double($0) / 200, initialVelocity: velocity) }.min() ?? 0
    }

    private func makePlot(forms: SpringForms, key: Key) -> MotionPlot {
        let spring = forms.tunedSpring, velocity = key.spring.velocity, span = key.span
        // What the animation shows: the spring until the UIKit duration, where it ends at its target.
        let samples = (0...240).map { i -> CGPoint in
            let t = span * Double(i) / 240
            return CGPoint(x: t / span, y: t < key.spring.duration ? spring.value(at: t, initialVelocity: velocity) : 1)
        }
        let overshoot = forms.overshoot
        let peak = samples.prefix { Double($0.x) * span < key.spring.duration }.max { $0.y < $1.y }
        let settling = forms.settling
        var plot = MotionPlot(title: title(key: key, spring: spring), samples: samples, playhead: nil, quantity: "Spring")
        plot.valueRange = key.values
        // The velocity, exact (the spring's), in UIKit's unit for it: the distance per second.
        plot.seconds = span
        plot.velocityUnit = "distance/s"
        plot.velocities = samples.map { sample in
            let t = Double(sample.x) * span
            return CGPoint(x: sample.x, y: t < key.spring.duration ? spring.velocity(at: t, initialVelocity: velocity) : 0)
        }
        // Time marks in order of time (their labels stack from the bottom, the earliest lowest).
        plot.marks = [
            (key.spring.duration, String(format: "UIKit duration %.2f s", key.spring.duration)),
            (spring.response, String(format: "perceptual %.2f s", spring.response)),
            (settling, String(format: "settles %.2f s", settling)),
        ].sorted { $0.0 < $1.0 }.map { MotionPlot.Mark(axis: .time, position: $0.0 / span, label: $0.1) }
        if overshoot >= 0.0005 {
            plot.marks.append(.init(axis: .value, position: 1 + overshoot, label: String(format: "overshoot %.1f %%", overshoot * 100)))
        }
        let numbers = key.spring
        let handle = SpringHandle(
            role: .duration, form: key.form, span: span, duration: numbers.duration, dampingRatio: numbers.ratio, velocity: velocity,
            rule: numbers.rule, durationOffset: numbers.durationOffset, durationKey: numbers.durationKey,
            dampingKey: numbers.dampingKey, dampingRange: numbers.dampingRange, durationRange: numbers.durationRange)
        var bounce = handle
        bounce.role = .bounce
        let shownDuration = key.form == .uikit ? key.spring.duration : spring.response
        let durationPoint = CGPoint(x: shownDuration / span, y: 0)
        // The bounce handle rides the first peak; a spring that does not overshoot has it on the target
        // line where it settles.
        let bouncePoint = overshoot >= 0.0005 && peak != nil
            ? CGPoint(x: peak!.x, y: 1 + overshoot) : CGPoint(x: min(settling, key.spring.duration) / span, y: 1)
        plot.handles = [
            .init(point: durationPoint, anchor: durationPoint, drag: .spring(handle)),
            .init(point: bouncePoint, anchor: CGPoint(x: bouncePoint.x, y: 1), drag: .spring(bounce)),
        ]
        return plot
    }

    private func title(key: Key, spring: Spring) -> String {
        key.form == .uikit ? "UIKit form (duration, damping ratio)" : "SwiftUI form (response, damping fraction)"
    }
}
