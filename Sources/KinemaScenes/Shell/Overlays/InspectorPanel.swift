import Foundation
import KinemaUI

/// What the inspector shows at a frame: the scene, the status line's state, the rows with the selection
/// and what each says beside its value, the line under them, the plot and the HUD's figures. The shell
/// makes one a frame; the panel re-renders only what changed in it.
@MainActor
struct InspectorState {
    var sceneName: String
    var sceneTitle: String
    var keyHints: [String]
    /// Scene time shown (the scrubbed instant's while scrubbing).
    var time: Double
    var isPaused: Bool
    var isScrubbing: Bool
    /// Media seconds per real second (1; below 1 slow motion).
    var speed: Double
    var reducesMotion: Bool
    /// The notice, or the scene's last printed line.
    var message: String?
    var rows: [Parameter]
    var selectedIndex: Int
    /// What a row says beside its value ("behaves as 1 (UIKit)").
    var note: (Parameter) -> String?
    /// The line under the rows for the selected one (its range, or its spring's settling).
    var rangeText: () -> String?
    var plot: MotionPlot?
    var showsHUD: Bool
    /// Whether the plot shows its motion's velocity (V).
    var showsVelocity = false
    var statistics: FrameStatistics
}

/// The panel beside the device: the scene's parameters with values and units, the motion plot, the HUD
/// and the key legend, drawn from an `InspectorState`. Built from KinemaUI views in its own window
/// (1 point = 1 window pixel).
@MainActor
final class InspectorPanel {
    private let root: UIWindow

    /// The panel's own window (for tests: it is never one of the app's windows).
    var windowForTests: UIWindow { root }

    /// The shell's appearance changed (key D, a scrub adopted): the overlay's colours follow.
    func setAppearance(_ style: UIUserInterfaceStyle) {
        root.windowScene?.setAppearance(style)
    }
    private let title = UILabel()
    private let subtitle = UILabel()
    private let status = UILabel()
    private var rows: [(background: UIView, name: UILabel, note: UILabel, value: UILabel)] = []
    private let rangeLabel = UILabel()
    private let plotTitle = UILabel()
    private let plot = PlotView()
    private let hudText = UILabel()
    /// The hitch time ratio over the graph's top-right corner, in its band's colour.
    private let hitchText = UILabel()
    private let graph = FrameGraphView()
    private var legend: [UILabel] = []
    private let hints = UILabel()
    private var lastHUDFrame = -1000
    /// Whether the frame graph has room under the plot (it is hidden rather than drawn over the hints).
    private var graphFits = true

    static let padding: CGFloat = 20
    static let rowHeight: CGFloat = 26

    init(size: CGSize, environment: SceneEnvironment) {
        root = OverlayWindow.make(size: size, environment: environment)
        root.backgroundColor = .systemGray6
        title.font = .systemFont(ofSize: 22, weight: .bold)
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        status.font = .systemFont(ofSize: 13, weight: .semibold)
        // A notice (a recording stopped, code copied) may take a second line; longer ones end in "…".
        status.numberOfLines = 2
        rangeLabel.font = .systemFont(ofSize: 11)
        rangeLabel.textColor = .secondaryLabel
        plotTitle.font = .systemFont(ofSize: 12, weight: .medium)
        plotTitle.textColor = .secondaryLabel
        plot.backgroundColor = .white
        plot.layer.cornerRadius = 6
        hudText.font = .systemFont(ofSize: 12)
        graph.backgroundColor = .white
        graph.layer.cornerRadius = 6
        hitchText.font = .systemFont(ofSize: 11, weight: .semibold)
        hitchText.textAlignment = .right
        for (index, view) in [title, subtitle, status, rangeLabel, plotTitle, plot, hudText, graph, hitchText].enumerated() {
            view.accessibilityIdentifier = ["panel-title", "panel-subtitle", "panel-status", "panel-range",
                                            "panel-plot-title", "panel-plot", "hud", "hud-graph", "hud-hitches"][index]
            root.addSubview(view)
        }
        hints.font = .systemFont(ofSize: 11, weight: .medium)
        hints.textColor = .secondaryLabel
        hints.accessibilityIdentifier = "panel-scene-keys"
        root.addSubview(hints)
        legend = Self.keyLegend.map { text in
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 11)
            label.textColor = .secondaryLabel
            label.accessibilityIdentifier = "panel-keys"
            root.addSubview(label)
            return label
        }
    }

    /// The key legend's lines, from the command table.
    static var keyLegend: [String] { ShellCommands.legendLines }

    func resize(to size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        layout()
    }

    func rebuild(for state: InspectorState) {
        rows.forEach { $0.background.removeFromSuperview() }
        rows = state.rows.enumerated().map { index, parameter in
            let background = UIView()
            background.layer.cornerRadius = 6
            background.accessibilityIdentifier = "param-\(parameter.key)"
            let name = UILabel()
            name.text = parameter.label
            name.font = .systemFont(ofSize: 14)
            let value = UILabel()
            value.font = .systemFont(ofSize: 14, weight: .semibold)
            value.textAlignment = .right
            // What the value does beside what it is ("behaves as 1 (UIKit)"), between name and value.
            let note = UILabel()
            note.font = .systemFont(ofSize: 11)
            note.textColor = .secondaryLabel
            note.textAlignment = .right
            background.addSubview(name)
            background.addSubview(note)
            background.addSubview(value)
            root.addSubview(background)
            return (background, name, note, value)
        }
        shownValues = []
        shownSelection = -1
        shownPlotTitle = nil
        title.text = "Kinema — \(state.sceneName)"
        subtitle.text = state.sceneTitle
        hints.text = state.keyHints.joined(separator: "   ")
        layout()
    }

    /// Room for the status line's two lines.
    static let statusHeight: CGFloat = 32

    /// The status label as tall as its text: one line at the top of its room, or two.
    private func fitStatus() {
        let needed = status.sizeThatFits(CGSize(width: status.bounds.width, height: .infinity)).height
        status.frame.size.height = needed > 18 ? Self.statusHeight : 18
    }

    private func layout() {
        let width = root.bounds.width - 2 * Self.padding
        let x = Self.padding
        var y: CGFloat = 14
        title.frame = CGRect(x: x, y: y, width: width, height: 28)
        y += 30
        subtitle.frame = CGRect(x: x, y: y, width: width, height: 18)
        y += 22
        status.frame = CGRect(x: x, y: y, width: width, height: 18)
        fitStatus()
        y += Self.statusHeight + 10
        for row in rows {
            row.background.frame = CGRect(x: x - 8, y: y, width: width + 16, height: Self.rowHeight)
            row.name.frame = CGRect(x: 8, y: 0, width: width * 0.6, height: Self.rowHeight)
            row.value.frame = CGRect(x: width * 0.5, y: 0, width: width * 0.5 + 8, height: Self.rowHeight)
            row.note.frame = CGRect(x: width * 0.4, y: 0, width: width * 0.6 - 44, height: Self.rowHeight)
            y += Self.rowHeight
        }
        rangeLabel.frame = CGRect(x: x, y: y + 2, width: width, height: 16)
        y += 28
        let legendTop = root.bounds.height - CGFloat(legend.count) * 16 - 12
        // The plot and the frame graph share what the rows leave above the key hints: the plot gives up
        // height first (down to 60), then the graph (a scene with many rows in a short window).
        let room = legendTop - 24 - y - (18 + 12 + 18 + 4)
        let plotHeight = max(60, min(130, room - 60))
        let graphHeight = max(0, min(60, room - plotHeight))
        plotTitle.frame = CGRect(x: x, y: y, width: width, height: 16)
        y += 18
        plot.frame = CGRect(x: x, y: y, width: width, height: plotHeight)
        y += plotHeight + 12
        hudText.frame = CGRect(x: x, y: y, width: width, height: 16)
        y += 18
        graph.frame = CGRect(x: x, y: y, width: width, height: graphHeight)
        hitchText.frame = CGRect(x: x, y: y + 2, width: width - 6, height: 14)
        graphFits = graphHeight >= 24
        for (index, label) in legend.enumerated() {
            label.frame = CGRect(x: x, y: legendTop + CGFloat(index) * 16, width: width, height: 16)
        }
        hints.frame = CGRect(x: x, y: legendTop - 20, width: width, height: 16)
    }

    func update(_ state: InspectorState) {
        updateStatus(state)
        if state.rows.count != rows.count { rebuild(for: state) }
        if parametersChanged(state.rows) || state.selectedIndex != shownSelection {
            shownValues = state.rows.map { ($0.value, $0.defaultValue) }
            shownSelection = state.selectedIndex
            updateRows(state)
        }
        updatePlot(state.plot, showsVelocity: state.showsVelocity)
        updateHUD(state)
    }

    /// The status line: tenths of a second (its texture changes ten times a second, not every frame;
    /// hundredths while paused, where stepping moves by frames). Nothing is formatted unless it shows, and
    /// the text is made from the key, so what shows is exactly what the key says.
    private func updateStatus(_ state: InspectorState) {
        let perSecond = state.isPaused ? 100.0 : 10.0
        let status = StatusKey(
            ticks: Int((state.time * perSecond).rounded()), isPaused: state.isPaused, isScrubbing: state.isScrubbing,
            speed: state.speed, reducesMotion: state.reducesMotion, message: state.message)
        guard status != shownStatus else { return }
        shownStatus = status
        let shownTime = Double(status.ticks) / perSecond
        var words = [String(format: state.isPaused ? "time %.2f s" : "time %.1f s", shownTime), Self.speedText(state.speed)]
        if state.isScrubbing {
            words.append("scrubbing")
        } else if state.isPaused {
            words.append("paused (. steps)")
        }
        if status.reducesMotion { words.append("Reduce Motion") }
        if let message = status.message { words.append(message) }
        self.status.text = words.joined(separator: "   ")
        self.status.textColor = state.isPaused ? .systemOrange : (state.speed != 1 ? .systemPurple : .label)
        fitStatus()
    }

    /// "speed ×1", "slow motion ×0.25", "speed ×2".
    static func speedText(_ speed: Double) -> String {
        let factor = speed == speed.rounded() ? String(Int(speed)) : String(format: "%g", speed)
        return (speed < 1 ? "slow motion ×" : "speed ×") + factor
    }

    /// The plot's handle under a panel point, if the plot shows one there.
    func plotHandle(at point: CGPoint) -> MotionPlot.Handle? {
        guard !plot.isHidden else { return nil }
        return plot.handle(at: CGPoint(x: point.x - plot.frame.minX, y: point.y - plot.frame.minY), in: CGRect(origin: .zero, size: plot.frame.size))
    }

    /// The plot-space point (normalised time, value) under a panel point, while the plot shows.
    func plotPoint(at point: CGPoint) -> CGPoint? {
        guard !plot.isHidden else { return nil }
        return plot.plotPoint(at: CGPoint(x: point.x - plot.frame.minX, y: point.y - plot.frame.minY), in: CGRect(origin: .zero, size: plot.frame.size))
    }

    /// Where the plot's handles are, in panel points (for a test's mouse).
    func plotHandleCenters() -> [CGPoint] {
        plot.handles.map { plot.center(of: $0, in: CGRect(origin: .zero, size: plot.frame.size)) }
            .map { CGPoint(x: $0.x + plot.frame.minX, y: $0.y + plot.frame.minY) }
    }

    private func updatePlot(_ motion: MotionPlot?, showsVelocity: Bool) {
        guard let motion else {
            shownPlotTitle = nil
            plotTitle.text = nil
            plot.isHidden = true
            return
        }
        if motion.title != shownPlotTitle {
            shownPlotTitle = motion.title
            plotTitle.text = "\(motion.quantity) over time: \(motion.title)"
            plot.legend = motion.legend
        }
        if plot.samples != motion.samples { plot.samples = motion.samples }
        if plot.extraSeries != motion.extraSeries { plot.extraSeries = motion.extraSeries }
        if plot.gridLevels != motion.gridLevels { plot.gridLevels = motion.gridLevels }
        plot.bands = motion.bands
        if plot.handles != motion.handles { plot.handles = motion.handles }
        if plot.marks != motion.marks { plot.marks = motion.marks }
        if plot.fixedRange != motion.valueRange { plot.fixedRange = motion.valueRange }
        plot.seconds = motion.seconds
        plot.velocityUnit = motion.velocityUnit
        // The velocity is worked out again only when what it comes from changed (not every frame).
        let source = showsVelocity ? VelocitySource(motion) : nil
        if source != shownVelocitySource {
            shownVelocitySource = source
            plot.velocity = showsVelocity ? motion.velocitySeries() : []
        }
        let arrows = showsVelocity ? motion.arrows : []
        if plot.arrows != arrows { plot.arrows = arrows }
        plot.playhead = motion.playhead
        plot.isHidden = false
    }

    /// What the plot's velocity was worked out from.
    private struct VelocitySource: Equatable {
        var samples: [CGPoint], exact: [CGPoint]?, seconds: Double?, pointsPerValue: Double

        init(_ plot: MotionPlot) {
            (samples, exact, seconds, pointsPerValue) = (plot.samples, plot.velocities, plot.seconds, plot.pointsPerValue)
        }
    }

    /// The HUD's numbers change every frame; they are re-set a few times a second so text is not
    /// re-rendered at 60 Hz, and the graph with them: redrawn at every frame, it alone made a window
    /// where nothing else moved draw and present its panel 60 times a second (5–12 % of a core).
    private func updateHUD(_ state: InspectorState) {
        hudText.isHidden = !state.showsHUD
        graph.isHidden = !state.showsHUD || !graphFits
        let stats = state.statistics
        hitchText.isHidden = graph.isHidden || stats.frameCount == 0
        if state.showsHUD, stats.frameCount == 0 {
            // The first frames are not measured (window creation): say so rather than show zeros.
            if hudText.text != Self.measuringText { hudText.text = Self.measuringText }
            lastHUDFrame = -1000
        } else if state.showsHUD, stats.frameCount - lastHUDFrame >= 15 || stats.frameCount < lastHUDFrame {
            lastHUDFrame = stats.frameCount
            hudText.text = String(
                format: "%.0f fps   p50 %.1f   p99 %.1f   max %.1f ms   dropped %d",
                stats.framesPerSecond, stats.percentile(50) * 1000, stats.percentile(99) * 1000,
                stats.maximum * 1000, stats.droppedTotal)
            graph.statistics = stats
            let ratio = stats.hitchMillisecondsPerSecond
            let band = FrameStatistics.HitchBand(millisecondsPerSecond: ratio)
            hitchText.text = String(format: "hitches %.1f ms/s, %@", ratio, band.rawValue)
            hitchText.textColor = band == .good ? .systemGreen : band == .warning ? .systemOrange : .systemRed
        }
    }

    static let measuringText = "frame timing starts after \(FrameStatistics.warmupFrames) frames"

    /// What the status line shows; it is re-rendered only when this changes.
    private struct StatusKey: Equatable {
        var ticks: Int
        var isPaused: Bool
        var isScrubbing: Bool
        var speed: Double
        var reducesMotion: Bool
        var message: String?
    }

    private var shownStatus: StatusKey?
    /// Each parameter's value and default as last shown (a scene may rebase its defaults on a preset).
    private var shownValues: [(value: Double, defaultValue: Double)] = []
    private var shownSelection = -1
    private var shownPlotTitle: String?
    private var shownVelocitySource: VelocitySource?

    /// Whether any value or default differs from what the rows show (compared in place: this runs every
    /// frame).
    private func parametersChanged(_ parameters: [Parameter]) -> Bool {
        guard parameters.count == shownValues.count else { return true }
        for (parameter, shown) in zip(parameters, shownValues)
        where parameter.value != shown.value || parameter.defaultValue != shown.defaultValue {
            return true
        }
        return false
    }

    /// The parameter rows and the selected one's range: only when a value or the selection changed.
    private func updateRows(_ state: InspectorState) {
        for (index, parameter) in state.rows.enumerated() where index < rows.count {
            let selected = index == state.selectedIndex
            rows[index].background.backgroundColor = selected ? UIColor.systemBlue.withAlphaComponent(0.14) : .clear
            rows[index].name.textColor = selected ? .systemBlue : .label
            rows[index].value.text = parameter.displayValue
            rows[index].value.textColor = selected ? .systemBlue : .label
            rows[index].note.text = state.note(parameter)
        }
        if let text = state.rangeText() { rangeLabel.text = text }
    }

    /// The parameter row under a point in panel coordinates.
    func parameterIndex(at point: CGPoint) -> Int? {
        rows.firstIndex { $0.background.frame.contains(point) }
    }

    func displayList() -> DisplayList {
        root.layoutIfNeeded()
        return root.displayList()
    }
}
