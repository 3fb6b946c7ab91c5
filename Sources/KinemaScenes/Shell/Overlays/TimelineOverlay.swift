import Foundation
import KinemaUI

/// The timeline (key T): every animation the scene started, as bars on one time axis — the delay as a
/// thin line, the motion as a bar, a spring's settle tail (within 2 % of its target) lighter — one row per
/// view, with the playhead. Drawn over the bottom of the device viewport; dragging in it scrubs.
@MainActor
final class TimelineOverlay {
    private let root: UIWindow

    /// The shell's appearance changed (key D, a scrub adopted): the overlay's colours follow.
    func setAppearance(_ style: UIUserInterfaceStyle) {
        root.windowScene?.setAppearance(style)
    }
    private let background = UIView()
    private let axisLabel = UILabel()
    private let playhead = UIView()
    private var content: [UIView] = []
    /// What the bars were built for: the records shown and the axis.
    private var shownKey: (count: Int, start: Double, end: Double, width: CGFloat, status: String)?
    /// The time axis, in the scene's media time.
    private(set) var axis: ClosedRange<Double> = 0...1
    static let labelWidth: CGFloat = 96
    static let rowHeight: CGFloat = 13
    static let colors: [String: UIColor] = [
        "alpha": .systemBlue, "transform": .systemOrange, "center": .systemGreen, "bounds": .systemPurple,
        "backgroundColor": .systemPink, "cornerRadius": .systemTeal,
    ]

    init(size: CGSize, environment: SceneEnvironment) {
        root = OverlayWindow.make(size: size, environment: environment)
        root.backgroundColor = .clear
        background.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.97)
        background.layer.cornerRadius = 10
        background.accessibilityIdentifier = "timeline"
        root.addSubview(background)
        axisLabel.font = .systemFont(ofSize: 10)
        axisLabel.textColor = .secondaryLabel
        background.addSubview(axisLabel)
        playhead.backgroundColor = .systemRed
        playhead.accessibilityIdentifier = "timeline-playhead"
        background.addSubview(playhead)
    }

    func resize(to size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        shownKey = nil
    }

    /// The plot area's x range, in the overlay's points.
    private var plotX: ClosedRange<CGFloat> {
        let left = Self.labelWidth + 10
        return left...max(left + 1, root.bounds.width - 12)
    }

    /// Media time under overlay x (clamped to the axis).
    func time(atX x: CGFloat) -> Double {
        let range = plotX
        let fraction = Double((min(range.upperBound, max(range.lowerBound, x)) - range.lowerBound) / (range.upperBound - range.lowerBound))
        return axis.lowerBound + fraction * (axis.upperBound - axis.lowerBound)
    }

    private func x(for time: Double) -> CGFloat {
        let range = plotX
        let fraction = (time - axis.lowerBound) / max(1e-9, axis.upperBound - axis.lowerBound)
        return range.lowerBound + CGFloat(min(1, max(0, fraction))) * (range.upperBound - range.lowerBound)
    }

    /// The overlay for `records` with the playhead at `now` (media time of the scene); `status` ends
    /// the axis line (how many scrub checkpoints are ready).
    func displayList(records: [AnimationRecord], now: Double, keepsAxis: Bool, status: String = "") -> DisplayList {
        if !keepsAxis { axis = Self.axis(for: records, now: now) }
        let key = (records.count, axis.lowerBound, axis.upperBound, root.bounds.width, status)
        if shownKey.map({ $0 != key }) ?? true {
            shownKey = key
            rebuild(records, status: status)
        }
        playhead.frame = CGRect(x: x(for: now) - 1, y: 18, width: 2, height: background.bounds.height - 22)
        root.layoutIfNeeded()
        return root.displayList()
    }

    /// The last six seconds of animations (and at least two), to a whole half second past the latest end.
    static func axis(for records: [AnimationRecord], now: Double) -> ClosedRange<Double> {
        let recent = records.filter { $0.end >= now - 6 }
        let start = max(0, min(recent.map(\.begin).min() ?? now, now) - 0.1)
        var end = max(now, recent.map(\.end).max() ?? now)
        end = max(start + 2, min(start + 12, (end * 2).rounded(.up) / 2))
        // Quantised, so the bars are not rebuilt every frame while time passes.
        return ((start * 2).rounded(.down) / 2)...end
    }

    private func rebuild(_ records: [AnimationRecord], status: String) {
        content.forEach { $0.removeFromSuperview() }
        content = []
        background.frame = root.bounds.insetBy(dx: 4, dy: 4)
        axisLabel.frame = CGRect(x: 8, y: 3, width: background.bounds.width - 16, height: 13)
        axisLabel.text = String(format: "timeline  %.1f – %.1f s   (drag to scrub; P resumes)", axis.lowerBound, axis.upperBound)
            + (status.isEmpty ? "" : "   " + status)
        let shown = records.filter { $0.end >= axis.lowerBound && $0.begin <= axis.upperBound }
        // One row per view, in the order they first animated.
        var order: [ObjectIdentifier] = []
        var rows: [ObjectIdentifier: [AnimationRecord]] = [:]
        for record in shown {
            if rows[record.view] == nil { order.append(record.view) }
            rows[record.view, default: []].append(record)
        }
        let capacity = max(1, Int((background.bounds.height - 24) / Self.rowHeight) - 1)
        for (index, view) in order.prefix(capacity).enumerated() {
            let y = 20 + CGFloat(index) * Self.rowHeight
            let name = UILabel(frame: CGRect(x: 8, y: y, width: Self.labelWidth, height: Self.rowHeight))
            name.text = rows[view]?.first?.viewName
            name.font = .systemFont(ofSize: 9)
            name.textColor = .secondaryLabel
            add(name)
            for record in rows[view] ?? [] {
                let color = Self.colors[record.property] ?? .systemGray
                if record.delay > 0 {
                    add(bar(from: record.begin, to: record.start, y: y + Self.rowHeight / 2 - 0.5, height: 1, color: color.withAlphaComponent(0.45), id: "timeline-delay"))
                }
                let solidEnd = record.settlesAfter.map { record.start + $0 } ?? record.end
                add(bar(from: record.start, to: solidEnd, y: y + 2, height: Self.rowHeight - 4, color: color.withAlphaComponent(0.85), id: "timeline-bar"))
                if solidEnd < record.end {
                    add(bar(from: solidEnd, to: record.end, y: y + 2, height: Self.rowHeight - 4, color: color.withAlphaComponent(0.3), id: "timeline-tail"))
                }
            }
        }
        if order.count > capacity {
            let more = UILabel(frame: CGRect(x: 8, y: 20 + CGFloat(capacity) * Self.rowHeight, width: 300, height: Self.rowHeight))
            more.text = "+ \(order.count - capacity) more views"
            more.font = .systemFont(ofSize: 9)
            more.textColor = .secondaryLabel
            add(more)
        }
        background.bringSubviewToFront(playhead)
    }

    private func bar(from start: Double, to end: Double, y: CGFloat, height: CGFloat, color: UIColor, id: String) -> UIView {
        let left = x(for: start), right = max(left + 1, x(for: end))
        let view = UIView(frame: CGRect(x: left, y: y, width: right - left, height: height))
        view.backgroundColor = color
        view.layer.cornerRadius = min(2, height / 2)
        view.accessibilityIdentifier = id
        return view
    }

    private func add(_ view: UIView) {
        background.addSubview(view)
        content.append(view)
    }
}
