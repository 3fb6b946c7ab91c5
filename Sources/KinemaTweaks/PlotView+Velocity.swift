import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI

/// The plot's velocity (V): the first curve's speed on a scale of its own, and the release arrows.
extension PlotView {
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

    /// The velocity curve, its zero line and scale, and the arrows (their labels placed by `labels`).
    func drawVelocity(_ path: [CGPoint], in canvas: inout DisplayCanvas, bounds: CGRect, labels: inout LabelPlacer) {
        guard !path.isEmpty else { return }
        let scale = velocityScale
        let zero = bounds.maxY - CGFloat(-scale.bottom / (scale.top - scale.bottom)) * bounds.height
        canvas.line([CGPoint(x: bounds.minX, y: zero), CGPoint(x: bounds.maxX, y: zero)], width: 0.75, color: RGBAColor(red: 0.86, green: 0.15, blue: 0.15, alpha: 0.3))
        canvas.line(path, width: 1.25, color: Self.velocityColor)
        let width = scale.width
        let labelTop = scale.top >= -scale.bottom ? bounds.minY + 3 : bounds.maxY - 15
        if let placed = labels.place(CGSize(width: width, height: 12), at: CGPoint(x: bounds.maxX - width - 4, y: labelTop), rising: labelTop > bounds.midY) {
            canvas.text(scale.label, in: placed, font: Self.legendFont, color: Self.velocityColor, alignment: .right)
        }
        for (arrow, width) in zip(arrows, arrowWidths) { drawArrow(arrow, labelWidth: width, in: &canvas, bounds: bounds, labels: &labels) }
    }

    /// An arrow of 36 points from the arrow's point along its velocity (as steep as the curve would be),
    /// with its label past the tip.
    private func drawArrow(
        _ arrow: MotionPlot.Arrow, labelWidth width: CGFloat, in canvas: inout DisplayCanvas, bounds: CGRect, labels: inout LabelPlacer
    ) {
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
        // Past the tip, inside the plot and clear of the other labels.
        guard let placed = labels.place(CGSize(width: width, height: 12), at: CGPoint(x: tip.x + 4, y: tip.y - 6)) else { return }
        canvas.fill(placed.insetBy(dx: -1, dy: 0), cornerRadius: 2, color: Self.labelBacking.rgba)
        canvas.text(arrow.label, in: placed, font: Self.legendFont, color: Self.velocityColor, alignment: .left)
    }

    /// 1, 2 or 5 × 10ⁿ, the smallest at or above `value` (> 0).
    static func roundUp(_ value: Double) -> Double {
        let power = pow(10, floor(log10(value)))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value * (1 - 1e-12) } ?? 10 * power
    }

    /// A scale's number: whole from 10 up (either way) while an `Int` holds it, else with what decimals it needs.
    package static func number(_ value: Double) -> String {
        guard abs(value) >= 10, let whole = Int(exactly: value.rounded()) else { return String(format: "%g", value) }
        return String(whole)
    }
}
