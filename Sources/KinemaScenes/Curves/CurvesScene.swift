import Foundation
import KinemaCore
import KinemaUI

/// The motion vocabulary: a dot per timing curve and per spring racing across, each with its
/// value-over-time plot and playhead. The named curves are UIKit's; the springs are the seeds'
/// (damping 0.6 with velocity 0.1 from the table article, 0.7 with 0.8 from the menu, 0.8 with 0.1 from
/// the cell extension); one curve and one spring are tuned live.
@MainActor
public final class CurvesScene: Scene {
    public let name = "curves"
    public let title = "Timing curves and springs"
    public let parameters: [Parameter]
    let controller = CurvesViewController()
    public var rootViewController: UIViewController { controller }

    /// Which lane the inspector plots: the one last tuned.
    private var focus = CurvesViewController.tunedSpringLane
    /// The plot's title and what it was made for (lane and duration), so it is formatted only on change.
    private var plotTitle = (lane: -1, duration: Double.nan, text: "")

    public init() {
        parameters = [
            Parameter(key: "duration", label: "Duration", unit: "s", range: 0.1...5, step: 0.05, defaultValue: 1),
            Parameter(key: "damping", label: "Spring damping", range: 0.05...2, step: 0.05, defaultValue: 0.5),
            Parameter(key: "velocity", label: "Spring velocity", range: -5...10, step: 0.1, defaultValue: 0, decimals: 1),
            Parameter(key: "cp1x", label: "Curve point 1 x", range: 0...1, step: 0.01, defaultValue: 0.68),
            Parameter(key: "cp1y", label: "Curve point 1 y", range: -1...2, step: 0.01, defaultValue: -0.55),
            Parameter(key: "cp2x", label: "Curve point 2 x", range: 0...1, step: 0.01, defaultValue: 0.27),
            Parameter(key: "cp2y", label: "Curve point 2 y", range: -1...2, step: 0.01, defaultValue: 1.55),
            Parameter(key: "pause", label: "Pause between runs", unit: "s", range: 0...3, step: 0.1, defaultValue: 0.6, decimals: 1),
        ]
        controller.scene = self
    }

    var duration: Double { value("duration") }
    var customCurve: CubicBezier {
        CubicBezier(x1: value("cp1x"), y1: value("cp1y"), x2: value("cp2x"), y2: value("cp2y"))
    }

    public func replay() {
        controller.race(startingAt: controller.view.animationEngine.now)
    }

    public func parameterDidChange(_ parameter: Parameter) {
        switch parameter.key {
        case "damping", "velocity": focus = CurvesViewController.tunedSpringLane
        case "cp1x", "cp1y", "cp2x", "cp2y": focus = CurvesViewController.customCurveLane
        default: break
        }
        controller.refreshLanes()
        replay()
    }

    public func tick(at time: Double) {
        guard let start = controller.raceStart else {
            replay()
            return
        }
        if time >= start + duration + value("pause") { replay() }
        let playhead = min(1, max(0, (time - (controller.raceStart ?? time)) / duration))
        for lane in controller.lanes { lane.plot.playhead = playhead }
    }

    public func plot(at time: Double) -> MotionPlot? {
        let lane = controller.lanes[focus]
        let playhead = controller.raceStart.map { min(1, max(0, (time - $0) / duration)) }
        if plotTitle.lane != focus || plotTitle.duration != duration {
            plotTitle = (focus, duration, "\(lane.spec.name), \(String(format: "%.2f", duration)) s")
        }
        return MotionPlot(title: plotTitle.text, samples: lane.plot.samples, playhead: playhead)
    }

    public var keyHints: [String] { ["the dots loop; tune the last curve and spring"] }
}
