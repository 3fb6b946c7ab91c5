import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

extension MenuScene {
    /// Each row's x offset (points) over the transition's duration — one spring for all, so the row with
    /// least to travel is in place first: the article's stagger. Left-column offsets are negative.
    package func plot(at time: Double) -> MotionPlot? {
        let tuning = controller.transitionManager.tuning
        let presenting = lastPresenting
        let timing = tuning.timing(rule: durationSpringRule).resolved(duration: tuning.duration)
        let series = tuning.rowOffsets.map { offset -> [CGPoint] in
            (0...90).map { i in
                let t = Double(i) / 90, progress = timing.progress(atFraction: t)
                return CGPoint(x: t, y: -Double(offset) * (presenting ? 1 - progress : progress))
            }
        }
        let playhead = lastTransitionStart.map { min(1, max(0, (time - $0) / max(0.001, tuning.duration))) }
        let offsets = tuning.rowOffsets.map { String(Int($0.rounded())) }.joined(separator: " / ")
        var plot = MotionPlot(
            title: "rows \(offsets) pt, \(String(format: "%.2f", tuning.duration)) s", samples: series[0], playhead: playhead,
            extraSeries: Array(series.dropFirst()), quantity: "Row x offset", gridLevels: [0])
        plot.legend = ["top row", "middle row", "bottom row"]
        (plot.seconds, plot.velocityUnit) = (tuning.duration, "pt/s")
        return plot
    }
}
