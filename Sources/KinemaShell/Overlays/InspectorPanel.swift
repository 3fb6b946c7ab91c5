import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The panel beside the device: the scene's parameters with values and units, the motion plot, the HUD
/// and the key legend, drawn from an `InspectorState`, laid out by `InspectorLayout` so that nothing
/// overlaps at any window size. Built from KinemaUI views in its own window (1 point = 1 window pixel).
///
/// Rows that do not fit scroll with the selection; the plot (the spring editor) can take most of the
/// panel (`isEditorEnlarged`, key E); collapsed (`isCollapsed`, key I, a small window), the panel is a
/// strip that says how to bring it back.
@MainActor
final class InspectorPanel {
    let root: UIWindow

    /// The panel's own window (for tests: it is never one of the app's windows).
    var windowForTests: UIWindow { root }

    /// The shell's appearance changed (key D, a scrub adopted): the overlay's colours follow.
    func setAppearance(_ style: UIUserInterfaceStyle) {
        root.windowScene?.setAppearance(style)
    }
    let title = UILabel()
    let subtitle = UILabel()
    let status = UILabel()
    var rows: [InspectorRow] = []
    /// The first row shown (rows above it scrolled away), and the bar saying where the rows are.
    var firstRow = 0
    let scrollBar = UIView()
    let rangeLabel = UILabel()
    let plotTitle = UILabel()
    let plot = PlotView()
    let hudText = UILabel()
    /// The hitch time ratio over the graph's top-right corner, in its band's colour.
    let hitchText = UILabel()
    let graph = FrameGraphView()
    var legend: [UILabel] = []
    private var legendWidth: CGFloat = -1
    let hints = UILabel()
    /// The collapsed panel: a strip with its key.
    let strip = UILabel()
    var lastHUDFrame = -1000
    /// The measured seconds (`FrameStatistics.secondsTotal`) at the HUD's last update.
    var lastHUDSeconds = -Double.infinity
    /// How the panel's height is shared now.
    private(set) var frames = InspectorLayout(.init(size: .zero, rowCount: 0, hasPlot: false, showsHUD: false, enlargesEditor: false, legendLines: 0))
    /// Whether the plot (the spring editor) takes most of the panel (key E, a click on its title).
    var isEditorEnlarged = false {
        didSet { if isEditorEnlarged != oldValue { layout() } }
    }
    /// Whether the panel is down to its strip (key I; a small window starts so).
    var isCollapsed = false {
        didSet { if isCollapsed != oldValue { layout() } }
    }
    var shownStatus: StatusKey?
    /// Each parameter's value and default as last shown (a scene may rebase its defaults on a preset).
    var shownValues: [(value: Double, defaultValue: Double)] = []
    var shownSelection = -1
    var shownPlotTitle: String?
    var shownVelocitySource: VelocitySource?
    var showsHUD = true
    var hasPlot = false

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
        rangeLabel.numberOfLines = 2
        plotTitle.font = .systemFont(ofSize: 12, weight: .medium)
        plotTitle.textColor = .secondaryLabel
        plot.backgroundColor = .systemBackground
        plot.layer.cornerRadius = 6
        hudText.font = .systemFont(ofSize: 12)
        hudText.textColor = .label
        graph.backgroundColor = .systemBackground
        graph.layer.cornerRadius = 6
        hitchText.font = .systemFont(ofSize: 11, weight: .semibold)
        hitchText.textAlignment = .right
        scrollBar.backgroundColor = .systemGray3
        scrollBar.layer.cornerRadius = 1.5
        let identified: [(UIView, String)] = [
            (title, "panel-title"), (subtitle, "panel-subtitle"), (status, "panel-status"), (rangeLabel, "panel-range"),
            (plotTitle, "panel-plot-title"), (plot, "panel-plot"), (hudText, "hud"), (graph, "hud-graph"), (hitchText, "hud-hitches"),
            (scrollBar, "panel-scroll"), (hints, "panel-scene-keys"), (strip, "panel-strip"),
        ]
        for (view, identifier) in identified {
            view.accessibilityIdentifier = identifier
            root.addSubview(view)
        }
        hints.font = .systemFont(ofSize: 11, weight: .medium)
        hints.textColor = .secondaryLabel
        strip.text = "I  inspector"
        strip.font = .systemFont(ofSize: 11, weight: .semibold)
        strip.textColor = .secondaryLabel
        strip.textAlignment = .center
    }

    /// The key legend's lines for the panel's width, from the command table: made again when the width
    /// changes.
    private func makeLegend() {
        let width = root.bounds.width - 2 * InspectorLayout.padding
        guard width != legendWidth else { return }
        legendWidth = width
        legend.forEach { $0.removeFromSuperview() }
        let font = UIFont.systemFont(ofSize: 11)
        legend = ShellCommands.legendLines(fitting: width) { TextMetrics.measure($0, font).width }.map { text in
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = .secondaryLabel
            label.accessibilityIdentifier = "panel-keys"
            root.addSubview(label)
            return label
        }
    }

    func resize(to size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        layout()
    }

    func rebuild(for state: InspectorState) {
        rows.forEach { $0.background.removeFromSuperview(); $0.heading?.removeFromSuperview() }
        rows = state.rows.enumerated().map { index, parameter in
            // A group's first row has its heading over it.
            let begins = parameter.section != nil && (index == 0 || state.rows[index - 1].section != parameter.section)
            let row = InspectorRow(key: parameter.key, label: parameter.label, heading: begins ? parameter.section : nil)
            if let heading = row.heading { root.addSubview(heading) }
            root.addSubview(row.background)
            return row
        }
        firstRow = 0
        shownValues = []
        shownSelection = -1
        shownPlotTitle = nil
        title.text = "Kinema — \(state.sceneName)"
        subtitle.text = state.sceneTitle
        hints.text = state.keyHints.joined(separator: "   ")
        hasPlot = state.plot != nil
        showsHUD = state.showsHUD
        layout()
    }

    /// The status label as tall as its text: one line at the top of its room, or two.
    func fitStatus() {
        let needed = status.sizeThatFits(CGSize(width: status.bounds.width, height: .infinity)).height
        status.frame.size.height = needed > 18 ? InspectorLayout.statusHeight : 18
    }

    /// Lines the text under the rows needs at the panel's width (1 or 2).
    var rangeLines: Int {
        let width = root.bounds.width - 2 * InspectorLayout.padding
        return rangeLabel.sizeThatFits(CGSize(width: width, height: .infinity)).height > 16 ? 2 : 1
    }

    func layout() {
        let collapsed = isCollapsed
        for view in root.subviews { view.isHidden = collapsed && view !== strip }
        strip.isHidden = !collapsed
        guard !collapsed else { return layoutStrip() }
        makeLegend()
        frames = InspectorLayout(.init(
            size: root.bounds.size, rowCount: rowSlots.count, hasPlot: hasPlot, showsHUD: showsHUD, enlargesEditor: isEditorEnlarged,
            legendLines: legend.count, rangeLines: rangeLines, hasHints: !(hints.text ?? "").isEmpty))
        title.frame = frames.title
        subtitle.frame = frames.subtitle
        status.frame = frames.status
        fitStatus()
        layoutRows()
        rangeLabel.frame = frames.range
        plotTitle.frame = frames.plotTitle
        plot.frame = frames.plot
        plotTitle.isHidden = !hasPlot || frames.plot.height == 0
        plot.isHidden = plotTitle.isHidden
        hudText.frame = frames.hud
        graph.frame = frames.graph
        hitchText.frame = CGRect(x: frames.graph.minX, y: frames.graph.minY + 2, width: frames.graph.width - 6, height: 14)
        hints.frame = frames.hints
        hints.isHidden = frames.hints.height == 0
        // The legend's last lines (the last has ? and Q) when not all fit.
        let shownLegend = legend.suffix(frames.legend.count)
        for label in legend { label.isHidden = !shownLegend.contains { $0 === label } }
        for (label, frame) in zip(shownLegend, frames.legend) { label.frame = frame }
        applyHUDVisibility()
    }

    /// The strip of a collapsed panel: its words turned to run up the strip.
    private func layoutStrip() {
        let height = min(160, root.bounds.height)
        strip.bounds = CGRect(x: 0, y: 0, width: height, height: root.bounds.width)
        strip.center = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
        strip.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    }

    func update(_ state: InspectorState) {
        updateStatus(state)
        if state.rows.count != rows.count {
            rebuild(for: state)
        } else if (state.plot != nil) != hasPlot || state.showsHUD != showsHUD {
            (hasPlot, showsHUD) = (state.plot != nil, state.showsHUD)
            layout()
        }
        if parametersChanged(state.rows) || state.selectedIndex != shownSelection {
            shownValues = state.rows.map { ($0.value, $0.defaultValue) }
            shownSelection = state.selectedIndex
            updateRows(state)
        }
        updatePlot(state.plot, showsVelocity: state.showsVelocity)
        updateHUD(state)
    }

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

    /// Whether a panel point is on the plot's title (a click there enlarges the editor).
    func isOnPlotTitle(_ point: CGPoint) -> Bool {
        !isCollapsed && !plotTitle.isHidden && plotTitle.frame.insetBy(dx: 0, dy: -3).contains(point)
    }

    func displayList() -> DisplayList {
        root.layoutIfNeeded()
        return root.displayList()
    }
}
