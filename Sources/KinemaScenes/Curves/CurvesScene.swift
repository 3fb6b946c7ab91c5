import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The motion vocabulary: a dot per timing curve and per spring racing across, each with its
/// value-over-time plot and playhead. The named curves are UIKit's; the springs are the seeds'
/// (damping 0.6 with velocity 0.1 from the table article, 0.7 with 0.8 from the menu, 0.8 with 0.1 from
/// the cell extension); one curve and one spring are tuned live.
@MainActor
package final class CurvesScene: Scene {
    package let name = "curves"
    package let title = "Timing curves and springs"
    @Tweak("Duration", 1, in: 0.1...5, step: 0.05, unit: .seconds, decimals: 2) var duration: Double
    @Tweak("Spring damping", 0.5, in: 0.05...2, step: 0.05, decimals: 2) var damping: Double
    @Tweak("Spring velocity", 0, in: -5...10, step: 0.1, decimals: 1) var velocity: Double
    @Tweak("Curve point 1 x", 0.68, in: 0...1, step: 0.01, decimals: 2) var cp1x: Double
    @Tweak("Curve point 1 y", -0.55, in: -1...2, step: 0.01, decimals: 2) var cp1y: Double
    @Tweak("Curve point 2 x", 0.27, in: 0...1, step: 0.01, decimals: 2) var cp2x: Double
    @Tweak("Curve point 2 y", 1.55, in: -1...2, step: 0.01, decimals: 2) var cp2y: Double
    @Tweak("Pause between runs", 0.6, in: 0...3, step: 0.1, unit: .seconds, decimals: 1) var pause: Double
    let controller = CurvesViewController()
    package var rootViewController: UIViewController { controller }

    /// Which lane the inspector plots: the one last tuned.
    private var focus = CurvesViewController.tunedSpringLane
    /// The plot's title and what it was made for (lane and duration), so it is formatted only on change.
    private var plotTitle = (lane: -1, duration: Double.nan, text: "")

    package init() {
        controller.scene = self
        // Tuning the spring or the curve puts its lane in the plot.
        for tweak in [$damping, $velocity] { tweak.onChange { [unowned self] _ in focusChanged(to: CurvesViewController.tunedSpringLane) } }
        for tweak in [$cp1x, $cp1y, $cp2x, $cp2y] { tweak.onChange { [unowned self] _ in focusChanged(to: CurvesViewController.customCurveLane) } }
    }

    /// The custom curve, when it was tuned last (the spring otherwise).
    package var curveInFocus: (curve: CubicBezier, duration: Double)? {
        focus == CurvesViewController.customCurveLane ? (customCurve, duration) : nil
    }

    var customCurve: CubicBezier {
        CubicBezier(x1: cp1x, y1: cp1y, x2: cp2x, y2: cp2y)
    }

    package func replay() {
        controller.race(startingAt: controller.view.animationEngine.now)
    }

    private func focusChanged(to lane: Int) {
        focus = lane
    }

    /// A control point's row plots the custom curve (with its handles), the spring's rows the spring:
    /// what the selected row tunes shows before it is changed.
    package func selectionDidChange(to key: String) {
        if [$cp1x, $cp1y, $cp2x, $cp2y].contains(where: { $0.parameter.key == key }) {
            focusChanged(to: CurvesViewController.customCurveLane)
        } else if [$damping, $velocity].contains(where: { $0.parameter.key == key }) {
            focusChanged(to: CurvesViewController.tunedSpringLane)
        }
    }

    /// Any tuning (the spring rule too) replots the lanes and races again.
    package func tweakDidChange(_ tweak: AnyTweak) {
        controller.refreshLanes()
        replay()
    }

    package func tick(at time: Double) {
        guard let start = controller.raceStart else {
            replay()
            return
        }
        if time >= start + duration + pause {
            // The next race starts when it is due (within this frame), as at every frame rate.
            let due = LoopRound.start(from: start, length: duration + pause, at: time)
            controller.view.animationEngine.performing(asOf: due) { controller.race(startingAt: due) }
        }
        let playhead = min(1, max(0, (time - (controller.raceStart ?? time)) / duration))
        for lane in controller.lanes { lane.plot.playhead = playhead }
    }

    package func plot(at time: Double) -> MotionPlot? {
        let lane = controller.lanes[focus]
        let playhead = controller.raceStart.map { min(1, max(0, (time - $0) / duration)) }
        if plotTitle.lane != focus || plotTitle.duration != duration {
            plotTitle = (focus, duration, "\(lane.spec.name), \(String(format: "%.2f", duration)) s")
        }
        var plot = MotionPlot(title: plotTitle.text, samples: lane.plot.samples, playhead: playhead)
        plot.seconds = duration
        plot.isTunedSpring = focus == CurvesViewController.tunedSpringLane
        // The custom curve's control points are handles: dragged, they set the point tweaks.
        if focus == CurvesViewController.customCurveLane {
            plot.handles = MotionPlot.Handle.controlPoints(of: customCurve, keys: [$cp1x, $cp1y, $cp2x, $cp2y].map(\.parameter.key))
        }
        return plot
    }

    package var keyHints: [String] { ["the dots loop; tune the last curve and spring"] }

    /// The race runs again after its pause by itself (Y leaves it be).
    package var loopsByItself: Bool { true }
}
