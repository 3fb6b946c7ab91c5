import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

extension PlayerScene {
    /// How open the player looks over the last three seconds — the frame's position and the opacities of
    /// the fade in and the fade out — and the animators' shared `fractionComplete` (toward open), with the
    /// drags shaded: the fades, keyframed over the first half, are done while the frame is half way, and
    /// the frame scrubs linearly with the fraction while a finger drags.
    package func plot(at time: Double) -> MotionPlot? {
        let start = time - PlayerHistory.span
        func x(_ t: Double) -> Double { PlayerHistory.position(of: t, from: start) }
        guard history.samples.count >= 2 else { return nil }
        // Made by the history, off the main actor (see `PlayerHistory.record`).
        let (frame, fadeIn, fadeOut, fraction) = history.series(from: start)
        let bands = history.dragBands(until: time).map { max(0, x($0.lowerBound))...x($0.upperBound) }
        var plot = MotionPlot(
            title: "frame, fades, fraction complete", samples: frame, playhead: 1, extraSeries: [fadeIn, fadeOut, fraction],
            quantity: "Openness")
        plot.bands = bands
        plot.startsWithMotion = false
        (plot.seconds, plot.pointsPerValue, plot.velocityUnit) = (PlayerHistory.span, Double(coordinator.totalAnimationDistance), "pt/s")
        plot.arrows = history.releases.map { release in
            // To the hundredth, without a "-0.00".
            let handed = release.handedOff.map { String(format: " → spring, v %.2f", ($0 * 100).rounded() / 100 + 0) } ?? ", not handed on"
            return MotionPlot.Arrow(
                point: CGPoint(x: x(release.time), y: release.frame), velocity: release.velocity,
                label: "release \(Int(release.pointsPerSecond.rounded())) pt/s" + handed)
        }
        plot.legend = ["frame", "fade in", "fade out", "fractionComplete"]
        return plot
    }
}
