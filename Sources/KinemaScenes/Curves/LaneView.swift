import Foundation
import KinemaUI
import KinemaTweaks

/// A lane: caption, a plot with playhead, and the track the dot races along.
@MainActor
final class LaneView: UIView {
    let spec: LaneSpec
    let caption = UILabel()
    let plot = PlotView()
    let track = UIView()
    let dot = UIView()

    var startX: CGFloat { track.frame.minX + 9 }
    var endX: CGFloat { track.frame.maxX - 9 }

    init(spec: LaneSpec, frame: CGRect) {
        self.spec = spec
        super.init(frame: frame)
        caption.frame = CGRect(x: 20, y: 4, width: 350, height: 18)
        caption.text = spec.name
        caption.font = .systemFont(ofSize: 13, weight: .medium)
        caption.textColor = .secondaryLabel
        plot.frame = CGRect(x: 20, y: 24, width: 76, height: 42)
        plot.curveColor = spec.color
        plot.backgroundColor = .systemGray6
        plot.layer.cornerRadius = 4
        track.frame = CGRect(x: 110, y: 38, width: 200, height: 14)
        track.backgroundColor = .systemGray6
        track.layer.cornerRadius = 7
        dot.frame = CGRect(x: 0, y: 0, width: 18, height: 18)
        dot.center = CGPoint(x: startX, y: track.frame.midY)
        dot.backgroundColor = spec.color
        dot.layer.cornerRadius = 9
        [caption, plot, track, dot].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
