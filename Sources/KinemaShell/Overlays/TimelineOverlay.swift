import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The timeline (key T): every animation the scene started, as bars on one time axis — the delay as a
/// thin line, the motion as a bar, a spring's settle tail (within 2 % of its target) lighter — one row per
/// view, under a scale of time ticks, with the playhead. Drawn in its band under the device; dragging in
/// it scrubs.
///
/// The axis follows the present while time runs, holds still while paused or scrubbing, and scrolls
/// back over the whole session with the wheel (`scroll(by:)`); scrolled back, it stays there until
/// scrolled forward to the present again.
@MainActor
final class TimelineOverlay {
    private let root: UIWindow

    /// The shell's appearance changed (key D, a scrub adopted): the overlay's colours follow.
    func setAppearance(_ style: UIUserInterfaceStyle) {
        root.windowScene?.setAppearance(style)
    }
    let background = UIView()
    private let axisLabel = UILabel()
    private let playhead = UIView()
    private var content: [UIView] = []

    func add(_ view: UIView) {
        background.addSubview(view)
        content.append(view)
    }
    /// What the bars were built for: the records shown and the axis.
    private var shownKey: (count: Int, start: Double, end: Double, width: CGFloat, height: CGFloat, status: String)?
    /// The time axis, in the scene's media time.
    private(set) var axis: ClosedRange<Double> = 0...1
    /// The axis the wheel scrolled to (nil: the axis follows the present).
    private(set) var scrolledAxis: ClosedRange<Double>?
    /// The axis the present would have (where scrolling forward comes back to).
    private var presentAxis: ClosedRange<Double> = 0...1
    static let labelWidth: CGFloat = 110
    static let rowHeight: CGFloat = 16
    /// Where the rows begin, under the header and the ticks.
    static let rowsTop: CGFloat = 38
    static let labelFont = UIFont.systemFont(ofSize: 11)
    static let tickFont = UIFont.systemFont(ofSize: 10)
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
        axisLabel.font = Self.labelFont
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
        let left = Self.labelWidth + 14
        return left...max(left + 1, root.bounds.width - 16)
    }

    /// Media time under overlay x (clamped to the axis).
    func time(atX x: CGFloat) -> Double {
        let range = plotX
        let fraction = Double((min(range.upperBound, max(range.lowerBound, x)) - range.lowerBound) / (range.upperBound - range.lowerBound))
        return axis.lowerBound + fraction * (axis.upperBound - axis.lowerBound)
    }

    /// Overlay x of media time `time` (clamped to the axis).
    func x(for time: Double) -> CGFloat {
        let range = plotX
        let fraction = (time - axis.lowerBound) / max(1e-9, axis.upperBound - axis.lowerBound)
        return range.lowerBound + CGFloat(min(1, max(0, fraction))) * (range.upperBound - range.lowerBound)
    }

    /// The wheel over the timeline: the axis moves by `seconds` (back when negative), never before the
    /// session's start; moved forward to the present, it follows the present again.
    func scroll(by seconds: Double) {
        guard seconds.isFinite, seconds != 0 else { return }
        let current = scrolledAxis ?? axis
        let span = current.upperBound - current.lowerBound
        let start = max(0, current.lowerBound + seconds)
        if start >= presentAxis.lowerBound - 1e-9 {
            scrolledAxis = nil
        } else {
            scrolledAxis = start...(start + span)
        }
    }

    /// The overlay for `records` with the playhead at `now` (media time of the scene); `holdsAxis` keeps
    /// the axis where it is (paused, scrubbing); `status` ends the header (scrub checkpoints ready).
    func displayList(records: [AnimationRecord], now: Double, holdsAxis: Bool, status: String = "") -> DisplayList {
        if !holdsAxis { presentAxis = Self.axis(for: records, now: now) }
        if let scrolledAxis {
            axis = scrolledAxis
        } else if !holdsAxis {
            axis = presentAxis
        }
        let key = (records.count, axis.lowerBound, axis.upperBound, root.bounds.width, root.bounds.height, status)
        if shownKey.map({ $0 != key }) ?? true {
            shownKey = key
            rebuild(records, status: status)
        }
        let inView = axis.contains(now)
        playhead.isHidden = !inView
        playhead.frame = CGRect(x: x(for: now) - 1, y: 20, width: 2, height: max(0, background.bounds.height - 24))
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
        axisLabel.frame = CGRect(x: 10, y: 3, width: background.bounds.width - 20, height: 15)
        axisLabel.text = headerText(status: status, width: axisLabel.frame.width)
        addTicks()
        addRows(records.filter { $0.end >= axis.lowerBound && $0.begin <= axis.upperBound })
        background.bringSubviewToFront(playhead)
    }

    /// "timeline  0.0 – 2.0 s   drag to scrub · wheel scrolls · P resumes   checkpoints 9/13": the parts
    /// after the axis that fit the width, whole.
    private func headerText(status: String, width: CGFloat) -> String {
        var text = String(format: "timeline  %.1f – %.1f s", axis.lowerBound, axis.upperBound)
        let parts = [scrolledAxis != nil ? "scrolled back (wheel forward returns)" : "drag to scrub · wheel scrolls · P resumes", status]
        for part in parts where !part.isEmpty {
            let longer = text + "   " + part
            if TextMetrics.measure(longer, Self.labelFont).width <= width { text = longer }
        }
        return text
    }
}
