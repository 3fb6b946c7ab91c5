import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI

/// A small value-over-time plot: a frame, the 0 and 1 lines, the curve and a playhead.
///
/// Samples are (normalised time, progress); the vertical range grows to show overshoot (springs).
@MainActor
package final class PlotView: UIView {
    /// Drawn from its samples, playhead and marks, set as the scene's numbers change: a window showing
    /// it is drawn afresh at every frame (see `UIView.drawsFromUnwatchedState`).
    package override init(frame: CGRect) {
        super.init(frame: frame)
        drawsFromUnwatchedState = true
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        drawsFromUnwatchedState = true
    }

    package var samples: [CGPoint] = [] {
        didSet {
            recomputeRange()
            paths = nil
        }
    }
    /// More curves over the same time, in `seriesColors` after the first.
    package var extraSeries: [[CGPoint]] = [] {
        didSet {
            recomputeRange()
            paths = nil
        }
    }
    /// Values marked by a grid line.
    package var gridLevels: [Double] = [0, 1] {
        didSet { paths = nil }
    }
    package var seriesColors: [UIColor] = [.systemOrange, .systemGreen, .systemPurple]
    /// Stretches of normalised time shaded behind the curves.
    package var bands: [ClosedRange<Double>] = []
    /// The series' names, the first curve's first, drawn in their colours at the top left.
    package var legend: [String] = [] {
        didSet { legendWidths = legend.map { TextMetrics.measure($0, Self.legendFont).width.rounded(.up) } }
    }
    private var legendWidths: [CGFloat] = []
    static let legendFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// Normalised time of the playhead, or nil for none.
    package var playhead: Double?
    /// Draggable points (a curve's control points), drawn with their lines; the value range holds them.
    package var handles: [MotionPlot.Handle] = [] {
        didSet { if handles.map(\.point.y) != oldValue.map(\.point.y) { recomputeRange(); paths = nil } }
    }
    /// Labelled lines across the plot (a spring's settling time, overshoot); the value range holds them.
    package var marks: [MotionPlot.Mark] = [] {
        didSet {
            markWidths = marks.map { TextMetrics.measure($0.label + " ›", Self.legendFont).width.rounded(.up) }
            recomputeRange()
            paths = nil
        }
    }
    private var markWidths: [CGFloat] = []
    /// The first curve's velocity (normalised time, `velocityUnit`), drawn in red on its own scale, with
    /// the scale's top at the right; empty: none (V toggles it).
    package var velocity: [CGPoint] = [] {
        didSet { if velocity != oldValue { paths = nil } }
    }
    package var velocityUnit = "distance/s"
    /// Velocities handed to the motion (a release), as arrows; `seconds` is the width's time.
    package var arrows: [MotionPlot.Arrow] = [] {
        didSet {
            if arrows.map(\.label) != oldValue.map(\.label) {
                arrowWidths = arrows.map { TextMetrics.measure($0.label, Self.legendFont).width.rounded(.up) + 2 }
            }
        }
    }
    var arrowWidths: [CGFloat] = []
    package var seconds: Double?
    /// The velocity scale's ends (nice numbers) and its label, kept with the paths.
    var velocityScale: (bottom: Double, top: Double, label: String, width: CGFloat) = (0, 1, "", 0)
    package var curveColor: UIColor = .systemBlue
    package var gridColor: UIColor = .systemGray4
    private(set) var valueRange: ClosedRange<Double> = -0.1...1.1
    /// The grid lines and the curve in view coordinates, kept while the samples and bounds stay (only
    /// the playhead moves from frame to frame).
    private var paths: (bounds: CGRect, grid: [[CGPoint]], curves: [[CGPoint]], velocity: [CGPoint])?

    /// Fixed values to show (nil: the curves' range).
    package var fixedRange: ClosedRange<Double>? {
        didSet {
            recomputeRange()
            paths = nil
        }
    }

    /// The values shown: the fixed range, else the curves' range with a margin of 5 % of it, and at
    /// least −0.1…1.1.
    private func recomputeRange() {
        valueRange = fixedRange ?? Self.automaticRange(samples: samples, extraSeries: extraSeries, handles: handles, marks: marks)
    }

    // The plot's arithmetic over its samples is nonisolated: a closure formed on the main actor checks
    // at every call that it runs there (Swift 6's dynamic isolation check, about 200 instructions), and
    // the player's plot, redrawn every frame, made thousands of such calls a frame (5 % of its frame).

    /// The values every series, handle and value mark reaches, with a margin, and at least -0.1…1.1.
    nonisolated static func automaticRange(
        samples: [CGPoint], extraSeries: [[CGPoint]], handles: [MotionPlot.Handle], marks: [MotionPlot.Mark]
    ) -> ClosedRange<Double> {
        var lowest = Double.infinity, highest = -Double.infinity
        func take(_ value: Double) { (lowest, highest) = (min(lowest, value), max(highest, value)) }
        for sample in samples { take(Double(sample.y)) }
        for series in extraSeries { for sample in series { take(Double(sample.y)) } }
        for handle in handles { take(Double(handle.point.y)) }
        for mark in marks where mark.axis == .value { take(mark.position) }
        if lowest > highest { (lowest, highest) = (0, 1) }
        let margin = 0.05 * max(1, highest - lowest)
        return min(-0.1, lowest - margin)...max(1.1, highest + margin)
    }

    /// Where a (time, value) sample goes in the view's bounds.
    func point(for sample: CGPoint, in bounds: CGRect) -> CGPoint {
        Self.point(for: sample, in: bounds, range: valueRange)
    }

    /// Where a (time, value) sample goes in `bounds` for values in `range`.
    nonisolated static func point(for sample: CGPoint, in bounds: CGRect, range: ClosedRange<Double>) -> CGPoint {
        let span = range.upperBound - range.lowerBound
        let y = (Double(sample.y) - range.lowerBound) / span
        return CGPoint(x: bounds.minX + sample.x * bounds.width, y: bounds.maxY - CGFloat(y) * bounds.height)
    }

    /// The plot-space point (normalised time, value) at a point of the view's bounds.
    package func plotPoint(at location: CGPoint, in bounds: CGRect) -> CGPoint {
        let span = valueRange.upperBound - valueRange.lowerBound
        let y = valueRange.lowerBound + Double((bounds.maxY - location.y) / max(1, bounds.height)) * span
        return CGPoint(x: (location.x - bounds.minX) / max(1, bounds.width), y: CGFloat(y))
    }

    /// The handle within `reach` points of `location` (the nearest), if any.
    package func handle(at location: CGPoint, in bounds: CGRect, reach: CGFloat = 10) -> MotionPlot.Handle? {
        let near = handles.map { ($0, hypot(center(of: $0, in: bounds).x - location.x, center(of: $0, in: bounds).y - location.y)) }
        return near.filter { $0.1 <= reach }.min { $0.1 < $1.1 }?.0
    }

    /// The curve's value at normalised time `t`, interpolated between samples.
    func value(at t: Double) -> Double {
        Self.value(of: samples, at: t)
    }

    nonisolated static func value(of samples: [CGPoint], at t: Double) -> Double {
        guard let first = samples.first else { return 0 }
        guard let index = samples.firstIndex(where: { Double($0.x) >= t }) else { return Double(samples.last!.y) }
        guard index > 0 else { return Double(first.y) }
        let a = samples[index - 1], b = samples[index]
        let span = Double(b.x - a.x)
        let f = span > 0 ? (t - Double(a.x)) / span : 0
        return Double(a.y) + (Double(b.y) - Double(a.y)) * f
    }

    /// Where the curves go in `bounds`: under the legend's line when there is a legend (it is drawn
    /// above the curves, never over them).
    package func curveBounds(in bounds: CGRect) -> CGRect {
        guard !legend.isEmpty else { return bounds }
        let top = min(Self.legendHeight, bounds.height / 3)
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    static let legendHeight: CGFloat = 16
    // The plot's own colours, made once (a plot redrawn every frame resolves them for its appearance).
    static let playheadColor = UIColor.label.withAlphaComponent(0.35)
    static let handleLineColor = UIColor.systemGray.withAlphaComponent(0.8)
    static let markLineColor = UIColor.systemGray.withAlphaComponent(0.6)
    static let labelBacking = UIColor.systemBackground.withAlphaComponent(0.85)

    package override func draw(in canvas: inout DisplayCanvas, bounds whole: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: whole, time: time)
        drawLegend(in: &canvas, bounds: whole)
        let bounds = curveBounds(in: whole)
        var labels = LabelPlacer(bounds: bounds)
        let paths = self.paths.flatMap { $0.bounds == bounds ? $0 : nil } ?? makePaths(in: bounds)
        self.paths = paths
        for band in bands {
            let left = bounds.minX + CGFloat(min(1, max(0, band.lowerBound))) * bounds.width
            let right = bounds.minX + CGFloat(min(1, max(0, band.upperBound))) * bounds.width
            canvas.fill(CGRect(x: left, y: bounds.minY, width: max(1, right - left), height: bounds.height), color: RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 0.08))
        }
        for line in paths.grid { canvas.line(line, width: 0.75, color: gridColor.rgba) }
        let all = [samples] + extraSeries
        // The first series, the one the scene is about, is drawn last: on top where curves coincide.
        for (index, curve) in paths.curves.enumerated().reversed() where !curve.isEmpty {
            canvas.line(curve, width: 1.5, color: color(ofSeries: index).rgba)
        }
        drawVelocity(paths.velocity, in: &canvas, bounds: bounds, labels: &labels)
        drawMarks(in: &canvas, bounds: bounds, labels: &labels)
        drawHandles(in: &canvas, bounds: bounds)
        guard let playhead, !samples.isEmpty else { return }
        let t = min(1, max(0, playhead))
        let top = point(for: CGPoint(x: t, y: valueRange.upperBound), in: bounds)
        let bottom = point(for: CGPoint(x: t, y: valueRange.lowerBound), in: bounds)
        canvas.line([top, bottom], width: 1, color: Self.playheadColor.rgba)
        for (index, series) in all.enumerated() where !series.isEmpty {
            let dot = point(for: CGPoint(x: t, y: Self.value(of: series, at: t)), in: bounds)
            canvas.fill(CGRect(x: dot.x - 3, y: dot.y - 3, width: 6, height: 6), cornerRadius: 3, color: color(ofSeries: index).rgba)
        }
    }

    /// Each handle: a line from its anchor, and a ring to take with the mouse.
    private func drawHandles(in canvas: inout DisplayCanvas, bounds: CGRect) {
        for handle in handles {
            let center = center(of: handle, in: bounds)
            canvas.line([point(for: handle.anchor, in: bounds), center], width: 1, color: Self.handleLineColor.rgba)
            canvas.fill(CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10), cornerRadius: 5, color: curveColor.rgba)
            canvas.fill(CGRect(x: center.x - 2.5, y: center.y - 2.5, width: 5, height: 5), cornerRadius: 2.5, color: UIColor.systemBackground.rgba)
        }
    }

    /// Each mark: a thin line across the plot and its label — a time's near the bottom (a time past the
    /// right edge is drawn at the edge, its label ending in "›"), a value's over its line from the middle —
    /// placed by `labels` so that no two labels overlap (one that fits nowhere is left out).
    private func drawMarks(in canvas: inout DisplayCanvas, bounds: CGRect, labels: inout LabelPlacer) {
        let color = Self.markLineColor.rgba
        let text = UIColor.secondaryLabel.rgba
        let backing = Self.labelBacking.rgba
        for (index, mark) in marks.enumerated() {
            let label = mark.axis == .time && mark.position > 1 ? mark.label + " ›" : mark.label
            let size = CGSize(width: markWidths[index] + 2, height: 12)
            let placed: CGRect?
            switch mark.axis {
            case .time:
                guard mark.position.isFinite, mark.position >= 0 else { continue }
                let x = bounds.minX + CGFloat(min(1, mark.position)) * bounds.width
                canvas.line([CGPoint(x: x, y: bounds.minY), CGPoint(x: x, y: bounds.maxY)], width: 0.75, color: color)
                placed = labels.place(size, at: CGPoint(x: x + 3, y: bounds.maxY - 15), rising: true)
            case .value:
                let y = clamped(point(for: CGPoint(x: 0, y: mark.position), in: bounds), to: bounds).y
                canvas.line([CGPoint(x: bounds.minX, y: y), CGPoint(x: bounds.maxX, y: y)], width: 0.75, color: color)
                // Over its line, or under it where the line runs along the plot's top.
                placed = labels.place(size, at: CGPoint(x: bounds.minX + bounds.width * 0.45, y: y - 13 >= bounds.minY ? y - 13 : y + 1))
            }
            guard let placed else { continue }
            canvas.fill(placed.insetBy(dx: -1, dy: 0), cornerRadius: 2, color: backing)
            canvas.text(label, in: placed, font: Self.legendFont, color: text, alignment: .left)
        }
    }

    /// Where a handle is drawn and taken: its point, kept within the plot (held axes can leave the
    /// spring past them).
    package func center(of handle: MotionPlot.Handle, in bounds: CGRect) -> CGPoint {
        clamped(point(for: handle.point, in: bounds), to: bounds)
    }

    func clamped(_ point: CGPoint, to bounds: CGRect) -> CGPoint {
        CGPoint(x: min(bounds.maxX, max(bounds.minX, point.x)), y: min(bounds.maxY, max(bounds.minY, point.y)))
    }

    /// Each name after a swatch of its colour, in one row above the curves (`curveBounds`).
    private func drawLegend(in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard !legend.isEmpty else { return }
        let font = Self.legendFont, widths = legendWidths
        var x = bounds.minX + 6
        let y = bounds.minY + 3
        for (index, name) in legend.enumerated() {
            let width = widths[index] + 2
            guard x + 9 + width <= bounds.maxX - 4 else { break }
            let color = color(ofSeries: index).rgba
            canvas.fill(CGRect(x: x, y: y + 3, width: 6, height: 6), cornerRadius: 1.5, color: color)
            canvas.text(name, in: CGRect(x: x + 9, y: y, width: width, height: 12), font: font, color: color, alignment: .left)
            x += widths[index] + 20
        }
    }

    private func color(ofSeries index: Int) -> UIColor {
        index == 0 ? curveColor : seriesColors[(index - 1) % seriesColors.count]
    }

    private func makePaths(in bounds: CGRect) -> (bounds: CGRect, grid: [[CGPoint]], curves: [[CGPoint]], velocity: [CGPoint]) {
        let (grid, curves) = Self.paths(gridLevels: gridLevels, series: [samples] + extraSeries, in: bounds, range: valueRange)
        return (bounds, grid, curves, velocityPath(in: bounds))
    }

    /// The grid's lines and each series' curve in `bounds`, about one vertex per two points of the width
    /// the series spans (as smooth as the eye can tell, at any frame rate: a history filling in from the
    /// right at 240 Hz held one vertex a pixel).
    nonisolated static func paths(
        gridLevels: [Double], series: [[CGPoint]], in bounds: CGRect, range: ClosedRange<Double>
    ) -> (grid: [[CGPoint]], curves: [[CGPoint]]) {
        let grid = gridLevels.map { level in
            [point(for: CGPoint(x: 0, y: level), in: bounds, range: range), point(for: CGPoint(x: 1, y: level), in: bounds, range: range)]
        }
        let curves = series.map { series -> [CGPoint] in
            guard series.count >= 2 else { return [] }
            let spanned = Swift.abs(series[series.count - 1].x - series[0].x) * bounds.width
            let stride = max(1, series.count / max(8, Int(min(spanned, bounds.width) / 2)))
            var shown = Swift.stride(from: 0, to: series.count, by: stride).map { series[$0] }
            if shown.last != series.last, let last = series.last { shown.append(last) }
            return shown.map { point(for: $0, in: bounds, range: range) }
        }
        return (grid, curves)
    }
}
