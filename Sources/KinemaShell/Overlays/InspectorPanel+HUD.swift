import Foundation
import KinemaUI
import KinemaTweaks

/// The inspector's HUD: the frame timing line, the frame graph and the hitch ratio over it.
extension InspectorPanel {
    static let measuringText = "frame timing starts after \(FrameStatistics.warmupFrames) frames"
    /// Seconds of measured frames between two updates of the HUD's figures.
    static let hudInterval = 0.25

    /// The HUD's views shown as the layout and H have it (the graph only where it has room).
    func applyHUDVisibility() {
        let shown = showsHUD && !isCollapsed && frames.hud.height > 0
        hudText.isHidden = !shown
        graph.isHidden = !shown || frames.graph.height < 24
        hitchText.isHidden = graph.isHidden || lastHUDFrame < 0
    }

    /// The HUD's numbers change every frame; they are re-set four times a second of measured frames
    /// (`hudInterval`), whatever the refresh rate, so text is not re-rendered at every frame, and the
    /// graph with them: redrawn at every frame, it alone made a window where nothing else moved draw
    /// and present its panel 60 times a second (5–12 % of a core), and counted in frames it would cost
    /// more at 144 Hz than at 60.
    func updateHUD(_ state: InspectorState) {
        let stats = state.statistics
        if state.showsHUD, stats.frameCount == 0 {
            // The first frames are not measured (window creation): say so rather than show zeros.
            if hudText.text != Self.measuringText { hudText.text = Self.measuringText }
            lastHUDFrame = -1000
            lastHUDSeconds = -.infinity
        } else if state.showsHUD, stats.secondsTotal - lastHUDSeconds >= Self.hudInterval || stats.frameCount < lastHUDFrame {
            lastHUDFrame = stats.frameCount
            lastHUDSeconds = stats.secondsTotal
            hudText.text = String(
                format: "%.0f fps/%.0f Hz   p50 %.1f   p99 %.1f   max %.1f ms",
                stats.framesPerSecond, stats.refreshRate, stats.percentile(50) * 1000, stats.percentile(99) * 1000, stats.maximum * 1000)
            graph.statistics = stats
            let ratio = stats.hitchMillisecondsPerSecond
            let band = FrameStatistics.HitchBand(millisecondsPerSecond: ratio)
            // The dropped frames with the hitches (the line above has no room left at three-digit rates).
            hitchText.text = String(format: "%d dropped · hitches %.1f ms/s, %@", stats.droppedTotal, ratio, band.rawValue)
            hitchText.textColor = band == .good ? .systemGreen : band == .warning ? .systemOrange : .systemRed
        }
        applyHUDVisibility()
    }
}
