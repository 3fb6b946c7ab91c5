import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The HUD's frame-time graph: the last intervals as a line, with the refresh period (16.7 ms at 60 Hz)
/// and the dropped-frame threshold (1.5 periods) marked; its top is three periods.
@MainActor
final class FrameGraphView: UIView {
    var statistics = FrameStatistics()
    private var points: [CGPoint] = []

    /// Drawn from `statistics`, set as frames are measured: a window showing it is drawn afresh at
    /// every frame (see `UIView.drawsFromUnwatchedState`).
    override init(frame: CGRect) {
        super.init(frame: frame)
        drawsFromUnwatchedState = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        drawsFromUnwatchedState = true
    }

    override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        let ceiling = 3 * statistics.target
        func y(_ seconds: Double) -> CGFloat {
            bounds.maxY - CGFloat(min(seconds, ceiling) / ceiling) * bounds.height
        }
        let target = y(statistics.target), dropped = y(statistics.droppedThreshold)
        canvas.line([CGPoint(x: bounds.minX, y: target), CGPoint(x: bounds.maxX, y: target)], width: 1, color: UIColor.systemGreen.rgba.withAlpha(0.6))
        canvas.line([CGPoint(x: bounds.minX, y: dropped), CGPoint(x: bounds.maxX, y: dropped)], width: 1, color: UIColor.systemRed.rgba.withAlpha(0.5))
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
