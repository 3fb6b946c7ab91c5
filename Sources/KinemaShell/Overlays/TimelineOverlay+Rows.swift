import Foundation
import KinemaUI
import KinemaTweaks

/// The timeline's time ticks and its rows of bars.
extension TimelineOverlay {
    /// Seconds between ticks: the smallest round step at least 56 points apart.
    static func tickStep(span: Double, width: CGFloat) -> Double {
        let steps = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
        return steps.first { Double(width) * $0 / max(1e-9, span) >= 56 } ?? steps.last!
    }

    /// A tick and its time ("1.5 s") at every step of the axis, and a faint line down through the rows.
    func addTicks() {
        let range = axis.upperBound - axis.lowerBound
        let plotWidth = x(for: axis.upperBound) - x(for: axis.lowerBound)
        let step = Self.tickStep(span: range, width: plotWidth)
        var tick = (axis.lowerBound / step).rounded(.up) * step
        while tick <= axis.upperBound + 1e-9 {
            let x = x(for: tick)
            add(view(CGRect(x: x, y: 20, width: 1, height: max(0, background.bounds.height - 24)), color: .systemGray5, id: "timeline-tick"))
            let label = UILabel(frame: CGRect(x: x + 3, y: 20, width: 50, height: 13))
            label.text = String(format: "%g s", (tick * 1000).rounded() / 1000)
            label.font = Self.tickFont
            label.textColor = .secondaryLabel
            // The last tick's label only where it fits before the edge.
            if x + 3 + TextMetrics.measure(label.text ?? "", Self.tickFont).width <= background.bounds.width - 4 { add(label) }
            tick += step
        }
    }

    /// One row per view, in the order they first animated, as many as the band holds.
    func addRows(_ shown: [AnimationRecord]) {
        var order: [ObjectIdentifier] = []
        var rows: [ObjectIdentifier: [AnimationRecord]] = [:]
        for record in shown {
            if rows[record.view] == nil { order.append(record.view) }
            rows[record.view, default: []].append(record)
        }
        let capacity = max(1, Int((background.bounds.height - Self.rowsTop - 4) / Self.rowHeight) - 1)
        for (index, view) in order.prefix(capacity).enumerated() {
            let y = Self.rowsTop + CGFloat(index) * Self.rowHeight
            add(rowLabel(rows[view]?.first?.viewName, y: y))
            for record in rows[view] ?? [] { addBars(of: record, y: y) }
        }
        if order.count > capacity { add(rowLabel("+ \(order.count - capacity) more views", y: Self.rowsTop + CGFloat(capacity) * Self.rowHeight)) }
    }

    private func rowLabel(_ text: String?, y: CGFloat) -> UILabel {
        let name = UILabel(frame: CGRect(x: 10, y: y, width: Self.labelWidth, height: Self.rowHeight))
        name.text = text
        name.font = Self.labelFont
        name.textColor = .secondaryLabel
        return name
    }

    private func addBars(of record: AnimationRecord, y: CGFloat) {
        let color = Self.colors[record.property] ?? .systemGray
        let height = Self.rowHeight - 5
        if record.delay > 0 {
            add(bar(from: record.begin, to: record.start, y: y + Self.rowHeight / 2 - 0.5, height: 1, color: color.withAlphaComponent(0.45), id: "timeline-delay"))
        }
        let solidEnd = record.settlesAfter.map { record.start + $0 } ?? record.end
        add(bar(from: record.start, to: solidEnd, y: y + 2.5, height: height, color: color.withAlphaComponent(0.85), id: "timeline-bar"))
        if solidEnd < record.end {
            add(bar(from: solidEnd, to: record.end, y: y + 2.5, height: height, color: color.withAlphaComponent(0.3), id: "timeline-tail"))
        }
    }

    private func bar(from start: Double, to end: Double, y: CGFloat, height: CGFloat, color: UIColor, id: String) -> UIView {
        let left = x(for: start), right = max(left + 1, x(for: end))
        let bar = view(CGRect(x: left, y: y, width: right - left, height: height), color: color, id: id)
        bar.layer.cornerRadius = min(2, height / 2)
        return bar
    }

    private func view(_ frame: CGRect, color: UIColor, id: String) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.accessibilityIdentifier = id
        return view
    }
}
