import Foundation
import KinemaCore
import KinemaUI

/// A small value-over-time plot: a frame, the 0 and 1 lines, the curve and a playhead.
///
/// Samples are (normalised time, progress); the vertical range grows to show overshoot (springs).
@MainActor
public final class PlotView: UIView {
    public var samples: [CGPoint] = [] {
        didSet {
            recomputeRange()
            paths = nil
        }
    }
    /// More curves over the same time, in `seriesColors` after the first.
    public var extraSeries: [[CGPoint]] = [] {
        didSet {
            recomputeRange()
            paths = nil
        }
    }
    /// Values marked by a grid line.
    public var gridLevels: [Double] = [0, 1] {
        didSet { paths = nil }
    }
    public var seriesColors: [UIColor] = [.systemOrange, .systemGreen, .systemPurple]
    /// Stretches of normalised time shaded behind the curves.
    public var bands: [ClosedRange<Double>] = []
    /// The series' names, the first curve's first, drawn in their colours at the top left.
    public var legend: [String] = [] {
        didSet { legendWidths = legend.map { TextMetrics.measure($0, Self.legendFont).width.rounded(.up) } }
    }
    private var legendWidths: [CGFloat] = []
    private static let legendFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// Normalised time of the playhead, or nil for none.
    public var playhead: Double?
    /// Draggable points (a curve's control points), drawn with their lines; the value range holds them.
    public var handles: [MotionPlot.Handle] = [] {
        didSet { if handles.map(\.point.y) != oldValue.map(\.point.y) { recomputeRange(); paths = nil } }
    }
    /// Labelled lines across the plot (a spring's settling time, overshoot); the value range holds them.
    public var marks: [MotionPlot.Mark] = [] {
        didSet {
            markWidths = marks.map { TextMetrics.measure($0.label + " ›", Self.legendFont).width.rounded(.up) }
            recomputeRange()
            paths = nil
        }
    }
    private var markWidths: [CGFloat] = []
    /// The first curve's velocity (normalised time, `velocityUnit`), drawn in red on its own scale, with
    /// the scale's top at the right; empty: none (V toggles it).
    public var velocity: [CGPoint] = [] {
        didSet { if velocity != oldValue { paths = nil } }
    }
    public var velocityUnit = "distance/s"
    /// Velocities handed to the motion (a release), as arrows; `seconds` is the width's time.
    public var arrows: [MotionPlot.Arrow] = [] {
        didSet {
            if arrows.map(\.label) != oldValue.map(\.label) {
                arrowWidths = arrows.map { TextMetrics.measure($0.label, Self.legendFont).width.rounded(.up) + 2 }
            }
        }
    }
    private var arrowWidths: [CGFloat] = []
    public var seconds: Double?
    /// The velocity scale's ends (nice numbers) and its label, kept with the paths.
    private(set) var velocityScale: (bottom: Double, top: Double, label: String, width: CGFloat) = (0, 1, "", 0)
    public var curveColor: UIColor = .systemBlue
    public var gridColor: UIColor = .systemGray4
    private(set) var valueRange: ClosedRange<Double> = -0.1...1.1
    /// The grid lines and the curve in view coordinates, kept while the samples and bounds stay (only
    /// the playhead moves from frame to frame).
    private var paths: (bounds: CGRect, grid: [[CGPoint]], curves: [[CGPoint]], velocity: [CGPoint])?

    /// Fixed values to show (nil: the curves' range).
    public var fixedRange: ClosedRange<Double>? {
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
    func plotPoint(at location: CGPoint, in bounds: CGRect) -> CGPoint {
        let span = valueRange.upperBound - valueRange.lowerBound
        let y = valueRange.lowerBound + Double((bounds.maxY - location.y) / max(1, bounds.height)) * span
        return CGPoint(x: (location.x - bounds.minX) / max(1, bounds.width), y: CGFloat(y))
    }

    /// The handle within `reach` points of `location` (the nearest), if any.
    func handle(at location: CGPoint, in bounds: CGRect, reach: CGFloat = 10) -> MotionPlot.Handle? {
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

    public override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
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
        drawMarks(in: &canvas, bounds: bounds)
        drawVelocity(paths.velocity, in: &canvas, bounds: bounds)
        drawLegend(in: &canvas, bounds: bounds)
        drawHandles(in: &canvas, bounds: bounds)
        guard let playhead, !samples.isEmpty else { return }
        let t = min(1, max(0, playhead))
        let top = point(for: CGPoint(x: t, y: valueRange.upperBound), in: bounds)
        let bottom = point(for: CGPoint(x: t, y: valueRange.lowerBound), in: bounds)
        canvas.line([top, bottom], width: 1, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35))
        for (index, series) in all.enumerated() where !series.isEmpty {
            let dot = point(for: CGPoint(x: t, y: Self.value(of: series, at: t)), in: bounds)
            canvas.fill(CGRect(x: dot.x - 3, y: dot.y - 3, width: 6, height: 6), cornerRadius: 3, color: color(ofSeries: index).rgba)
        }
    }

    /// Each handle: a line from its anchor, and a ring to take with the mouse.
    private func drawHandles(in canvas: inout DisplayCanvas, bounds: CGRect) {
        for handle in handles {
            let center = center(of: handle, in: bounds)
            canvas.line([point(for: handle.anchor, in: bounds), center], width: 1, color: RGBAColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 0.8))
            canvas.fill(CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10), cornerRadius: 5, color: curveColor.rgba)
            canvas.fill(CGRect(x: center.x - 2.5, y: center.y - 2.5, width: 5, height: 5), cornerRadius: 2.5, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        }
    }

    /// Each mark: a thin line across the plot and its label — a time's near the bottom, one row per mark
    /// from the bottom up so close times stay readable (a time past the right edge is drawn at the edge,
    /// its label ending in "›"); a value's from the middle, over its line (clear of a first peak's handle at
    /// the left and of the velocity scale at the right).
    private func drawMarks(in canvas: inout DisplayCanvas, bounds: CGRect) {
        let color = RGBAColor(red: 0.3, green: 0.3, blue: 0.36, alpha: 0.55)
        let text = RGBAColor(red: 0.25, green: 0.25, blue: 0.3, alpha: 1)
        var row = 0
        for (index, mark) in marks.enumerated() {
            let label = mark.axis == .time && mark.position > 1 ? mark.label + " ›" : mark.label
            let width = markWidths[index]
            switch mark.axis {
            case .time:
                guard mark.position.isFinite, mark.position >= 0 else { continue }
                let x = bounds.minX + CGFloat(min(1, mark.position)) * bounds.width
                canvas.line([CGPoint(x: x, y: bounds.minY), CGPoint(x: x, y: bounds.maxY)], width: 0.75, color: color)
                let left = min(x + 3, bounds.maxX - width - 2)
                let top = bounds.maxY - 16 - CGFloat(row) * 12
                row += 1
                canvas.fill(CGRect(x: left - 1, y: top, width: width + 2, height: 12), cornerRadius: 2, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.8))
                canvas.text(label, in: CGRect(x: left, y: top, width: width + 2, height: 12), font: Self.legendFont, color: text, alignment: .left)
            case .value:
                let y = clamped(point(for: CGPoint(x: 0, y: mark.position), in: bounds), to: bounds).y
                canvas.line([CGPoint(x: bounds.minX, y: y), CGPoint(x: bounds.maxX, y: y)], width: 0.75, color: color)
                // Over its line, or under it where the line runs along the plot's top.
                let top = y - 13 >= bounds.minY ? y - 13 : y + 1
                canvas.text(label, in: CGRect(x: bounds.minX + bounds.width * 0.45, y: top, width: width + 2, height: 12), font: Self.legendFont, color: text, alignment: .left)
            }
        }
    }

    /// Where a handle is drawn and taken: its point, kept within the plot (held axes can leave the
    /// spring past them).
    func center(of handle: MotionPlot.Handle, in bounds: CGRect) -> CGPoint {
        clamped(point(for: handle.point, in: bounds), to: bounds)
    }

    private func clamped(_ point: CGPoint, to bounds: CGRect) -> CGPoint {
        CGPoint(x: min(bounds.maxX, max(bounds.minX, point.x)), y: min(bounds.maxY, max(bounds.minY, point.y)))
    }

    static let velocityColor = RGBAColor(red: 0.86, green: 0.15, blue: 0.15, alpha: 1)

    /// The velocity in view coordinates on a scale of round numbers (1, 2 or 5 × 10ⁿ) from its lowest
    /// (or a tenth under 0) to its highest; the scale is kept for the labels.
    func velocityPath(in bounds: CGRect) -> [CGPoint] {
        guard velocity.count >= 2 else { return [] }
        let values = velocity.map { Double($0.y) }.filter(\.isFinite)
        let highest = values.max() ?? 0, lowest = values.min() ?? 0
        // A scale of the largest speed either way (1 for a motion at rest); each side shown when it is
        // used, else a tenth of the scale.
        let scale = max(highest, -lowest) > 0 ? Self.roundUp(max(highest, -lowest)) : 1
        let top = highest > 0.02 * scale ? Self.roundUp(highest) : 0.1 * scale
        let bottom = lowest < -0.02 * scale ? -Self.roundUp(-lowest) : -0.1 * scale
        // The label says the larger side's end: the top's, or the bottom's for a motion going down.
        let label = (max(highest, -lowest) > 0 ? Self.number(top >= -bottom ? top : bottom) : "0") + " " + velocityUnit
        if label != velocityScale.label { velocityScale.width = TextMetrics.measure(label, Self.legendFont).width.rounded(.up) + 2 }
        velocityScale = (bottom, top, label, velocityScale.width)
        let stride = max(1, velocity.count / max(8, Int(bounds.width / 2)))
        return Swift.stride(from: 0, to: velocity.count, by: stride).map { i in
            let v = Double(velocity[i].y).isFinite ? Double(velocity[i].y) : 0
            return CGPoint(x: bounds.minX + velocity[i].x * bounds.width, y: bounds.maxY - CGFloat((v - bottom) / (top - bottom)) * bounds.height)
        }
    }

    /// The velocity curve, its zero line and scale, and the arrows.
    private func drawVelocity(_ path: [CGPoint], in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard !path.isEmpty else { return }
        let scale = velocityScale
        let zero = bounds.maxY - CGFloat(-scale.bottom / (scale.top - scale.bottom)) * bounds.height
        canvas.line([CGPoint(x: bounds.minX, y: zero), CGPoint(x: bounds.maxX, y: zero)], width: 0.75, color: RGBAColor(red: 0.86, green: 0.15, blue: 0.15, alpha: 0.3))
        canvas.line(path, width: 1.25, color: Self.velocityColor)
        let width = scale.width
        let labelTop = scale.top >= -scale.bottom ? bounds.minY + 3 : bounds.maxY - 15
        canvas.text(scale.label, in: CGRect(x: bounds.maxX - width - 4, y: labelTop, width: width, height: 12), font: Self.legendFont, color: Self.velocityColor, alignment: .right)
        for (arrow, width) in zip(arrows, arrowWidths) { drawArrow(arrow, labelWidth: width, in: &canvas, bounds: bounds) }
    }

    /// An arrow of 36 points from the arrow's point along its velocity (as steep as the curve would be),
    /// with its label past the tip.
    private func drawArrow(_ arrow: MotionPlot.Arrow, labelWidth width: CGFloat, in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard let seconds, seconds > 0, arrow.point.x >= 0, arrow.point.x <= 1 else { return }
        let start = point(for: arrow.point, in: bounds)
        let span = valueRange.upperBound - valueRange.lowerBound
        let dx = Double(bounds.width) / seconds, dy = -arrow.velocity * Double(bounds.height) / span
        let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
        let direction = (x: dx / length, y: dy / length)
        let tip = CGPoint(x: start.x + 36 * direction.x, y: start.y + 36 * direction.y)
        canvas.line([start, tip], width: 2, color: Self.velocityColor)
        for turn in [2.6, -2.6] {
            let (c, s) = (cos(turn), sin(turn))
            let back = CGPoint(x: tip.x + 8 * (direction.x * c - direction.y * s), y: tip.y + 8 * (direction.x * s + direction.y * c))
            canvas.line([tip, back], width: 2, color: Self.velocityColor)
        }
        let left = min(tip.x + 4, bounds.maxX - width - 2)
        let top = min(max(tip.y - 6, bounds.minY + 16), bounds.maxY - 14)
        canvas.fill(CGRect(x: left - 1, y: top, width: width + 2, height: 12), cornerRadius: 2, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.85))
        canvas.text(arrow.label, in: CGRect(x: left, y: top, width: width, height: 12), font: Self.legendFont, color: Self.velocityColor, alignment: .left)
    }

    /// 1, 2 or 5 × 10ⁿ, the smallest at or above `value` (> 0).
    static func roundUp(_ value: Double) -> Double {
        let power = pow(10, floor(log10(value)))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value * (1 - 1e-12) } ?? 10 * power
    }

    /// A scale's number: whole from 10 up (either way), else with what decimals it needs.
    static func number(_ value: Double) -> String {
        abs(value) >= 10 ? String(Int(value.rounded())) : String(format: "%g", value)
    }

    /// Each name after a swatch of its colour, in one row over a white backing.
    private func drawLegend(in canvas: inout DisplayCanvas, bounds: CGRect) {
        guard !legend.isEmpty else { return }
        let font = Self.legendFont, widths = legendWidths
        var x = bounds.minX + 6
        let y = bounds.minY + 4
        let total = widths.reduce(0) { $0 + $1 + 20 } - 8
        canvas.fill(CGRect(x: x - 3, y: y - 1, width: total + 6, height: 14), cornerRadius: 3, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.85))
        for (index, name) in legend.enumerated() {
            let color = color(ofSeries: index).rgba
            canvas.fill(CGRect(x: x, y: y + 3, width: 6, height: 6), cornerRadius: 1.5, color: color)
            canvas.text(name, in: CGRect(x: x + 9, y: y, width: widths[index] + 2, height: 12), font: font, color: color, alignment: .left)
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

    /// The grid's lines and each series' curve in `bounds`, about one vertex per two points of width (as
    /// smooth as the eye can tell).
    nonisolated static func paths(
        gridLevels: [Double], series: [[CGPoint]], in bounds: CGRect, range: ClosedRange<Double>
    ) -> (grid: [[CGPoint]], curves: [[CGPoint]]) {
        let grid = gridLevels.map { level in
            [point(for: CGPoint(x: 0, y: level), in: bounds, range: range), point(for: CGPoint(x: 1, y: level), in: bounds, range: range)]
        }
        let curves = series.map { series -> [CGPoint] in
            guard series.count >= 2 else { return [] }
            let stride = max(1, series.count / max(8, Int(bounds.width / 2)))
            var shown = Swift.stride(from: 0, to: series.count, by: stride).map { series[$0] }
            if shown.last != series.last, let last = series.last { shown.append(last) }
            return shown.map { point(for: $0, in: bounds, range: range) }
        }
        return (grid, curves)
    }
}
