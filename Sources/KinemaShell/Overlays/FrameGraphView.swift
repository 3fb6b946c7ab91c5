import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The HUD's frame-time graph: the last intervals as a line, with the 16.7 ms target and the 25 ms
/// dropped-frame threshold marked.
@MainActor
final class FrameGraphView: UIView {
    var statistics = FrameStatistics()
    private var points: [CGPoint] = []
    /// Top of the graph, in seconds.
    static let ceiling = 0.05

    override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        func y(_ seconds: Double) -> CGFloat {
            bounds.maxY - CGFloat(min(seconds, Self.ceiling) / Self.ceiling) * bounds.height
        }
        canvas.line([CGPoint(x: bounds.minX, y: y(1.0 / 60)), CGPoint(x: bounds.maxX, y: y(1.0 / 60))], width: 1, color: UIColor.systemGreen.rgba.withAlpha(0.6))
        canvas.line([CGPoint(x: bounds.minX, y: y(1.5 / 60)), CGPoint(x: bounds.maxX, y: y(1.5 / 60))], width: 1, color: UIColor.systemRed.rgba.withAlpha(0.5))
        let count = min(120, statistics.intervals.count)
        guard count >= 2 else { return }
        let step = bounds.width / CGFloat(119)
        points.removeAll(keepingCapacity: true)
        let intervals = statistics.intervals
        for index in 0..<count {
            points.append(CGPoint(x: bounds.minX + CGFloat(index) * step, y: y(intervals[intervals.count - count + index])))
        }
        canvas.line(points, width: 1.5, color: UIColor.label.rgba)
    }
}
