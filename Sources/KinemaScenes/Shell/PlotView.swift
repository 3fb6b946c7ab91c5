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
    /// Normalised time of the playhead, or nil for none.
    public var playhead: Double?
    public var curveColor: UIColor = .systemBlue
    public var gridColor: UIColor = .systemGray4
    private(set) var valueRange: ClosedRange<Double> = -0.1...1.1
    /// The grid lines and the curve in view coordinates, kept while the samples and bounds stay (only
    /// the playhead moves from frame to frame).
    private var paths: (bounds: CGRect, grid: [[CGPoint]], curve: [CGPoint])?

    private func recomputeRange() {
        let values = samples.map { Double($0.y) }
        let low = min(-0.1, (values.min() ?? 0) - 0.05)
        let high = max(1.1, (values.max() ?? 1) + 0.05)
        valueRange = low...high
    }

    /// Where a (time, value) sample goes in the view's bounds.
    func point(for sample: CGPoint, in bounds: CGRect) -> CGPoint {
        let span = valueRange.upperBound - valueRange.lowerBound
        let y = (Double(sample.y) - valueRange.lowerBound) / span
        return CGPoint(x: bounds.minX + sample.x * bounds.width, y: bounds.maxY - CGFloat(y) * bounds.height)
    }

    /// The curve's value at normalised time `t`, interpolated between samples.
    func value(at t: Double) -> Double {
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
        for line in paths.grid { canvas.line(line, width: 0.75, color: gridColor.rgba) }
        guard !paths.curve.isEmpty else { return }
        canvas.line(paths.curve, width: 1.5, color: curveColor.rgba)
        if let playhead {
            let t = min(1, max(0, playhead))
            let top = point(for: CGPoint(x: t, y: valueRange.upperBound), in: bounds)
            let bottom = point(for: CGPoint(x: t, y: valueRange.lowerBound), in: bounds)
            canvas.line([top, bottom], width: 1, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35))
            let dot = point(for: CGPoint(x: t, y: value(at: t)), in: bounds)
            canvas.fill(CGRect(x: dot.x - 3, y: dot.y - 3, width: 6, height: 6), cornerRadius: 3, color: curveColor.rgba)
        }
    }

    private func makePaths(in bounds: CGRect) -> (bounds: CGRect, grid: [[CGPoint]], curve: [CGPoint]) {
        let grid = [0.0, 1.0].map { level in
            [point(for: CGPoint(x: 0, y: level), in: bounds), point(for: CGPoint(x: 1, y: level), in: bounds)]
        }
        guard samples.count >= 2 else { return (bounds, grid, []) }
        // About one vertex per two points of width is as smooth as the eye can tell.
        let stride = max(1, samples.count / max(8, Int(bounds.width / 2)))
        var shown = Swift.stride(from: 0, to: samples.count, by: stride).map { samples[$0] }
        if shown.last != samples.last, let last = samples.last { shown.append(last) }
        return (bounds, grid, shown.map { point(for: $0, in: bounds) })
    }
}
