import Foundation
import KinemaCore
import KinemaUI

/// The motion vocabulary: a dot per timing curve and per spring racing across, each with its
/// value-over-time plot and playhead. The named curves are UIKit's; the springs are the seeds'
/// (damping 0.6 with velocity 0.1 from the table article, 0.7 with 0.8 from the menu, 0.8 with 0.1 from
/// the cell extension); one curve and one spring are tuned live.
@MainActor
public final class CurvesScene: Scene {
    public let name = "curves"
    public let title = "Timing curves and springs"
    public let parameters: [Parameter]
    let controller = CurvesViewController()
    public var rootViewController: UIViewController { controller }

    /// Which lane the inspector plots: the one last tuned.
    private var focus = CurvesViewController.tunedSpringLane
    private var plotTitle = (key: "", text: "")

    public init() {
        parameters = [
            Parameter(key: "duration", label: "Duration", unit: "s", range: 0.1...5, step: 0.05, defaultValue: 1),
            Parameter(key: "damping", label: "Spring damping", range: 0.05...2, step: 0.05, defaultValue: 0.5),
            Parameter(key: "velocity", label: "Spring velocity", range: -5...10, step: 0.1, defaultValue: 0, decimals: 1),
            Parameter(key: "cp1x", label: "Curve point 1 x", range: 0...1, step: 0.01, defaultValue: 0.68),
            Parameter(key: "cp1y", label: "Curve point 1 y", range: -1...2, step: 0.01, defaultValue: -0.55),
            Parameter(key: "cp2x", label: "Curve point 2 x", range: 0...1, step: 0.01, defaultValue: 0.27),
            Parameter(key: "cp2y", label: "Curve point 2 y", range: -1...2, step: 0.01, defaultValue: 1.55),
            Parameter(key: "pause", label: "Pause between runs", unit: "s", range: 0...3, step: 0.1, defaultValue: 0.6, decimals: 1),
        ]
        controller.scene = self
    }

    var duration: Double { value("duration") }
    var customCurve: CubicBezier {
        CubicBezier(x1: value("cp1x"), y1: value("cp1y"), x2: value("cp2x"), y2: value("cp2y"))
    }

    public func replay() {
        controller.race(startingAt: AnimationEngine.current.now)
    }

    public func parameterDidChange(_ parameter: Parameter) {
        switch parameter.key {
        case "damping", "velocity": focus = CurvesViewController.tunedSpringLane
        case "cp1x", "cp1y", "cp2x", "cp2y": focus = CurvesViewController.customCurveLane
        default: break
        }
        controller.refreshLanes()
        replay()
    }

    public func tick(at time: Double) {
        guard let start = controller.raceStart else {
            replay()
            return
        }
        if time >= start + duration + value("pause") { replay() }
        let playhead = min(1, max(0, (time - (controller.raceStart ?? time)) / duration))
        for lane in controller.lanes { lane.plot.playhead = playhead }
    }

    public func plot(at time: Double) -> MotionPlot? {
        let lane = controller.lanes[focus]
        let playhead = controller.raceStart.map { min(1, max(0, (time - $0) / duration)) }
        let title = "\(lane.spec.name), \(String(format: "%.2f", duration)) s"
        if plotTitle.key != title { plotTitle = (title, title) }
        return MotionPlot(title: plotTitle.text, samples: lane.plot.samples, playhead: playhead)
    }

    public var keyHints: [String] { ["the dots loop; tune the last curve and spring"] }
}

/// One lane's motion.
struct LaneSpec {
    enum Kind {
        case curve(CubicBezier)
        case customCurve
        case spring(damping: Double, velocity: Double)
        case tunedSpring
    }

    let name: String
    let kind: Kind
    let color: UIColor
}

@MainActor
final class CurvesViewController: UIViewController {
    weak var scene: CurvesScene?
    private(set) var lanes: [LaneView] = []
    private(set) var raceStart: Double?
    private var customAnimator: UIViewPropertyAnimator?

    static let customCurveLane = 5
    static let tunedSpringLane = 9

    static let specs: [LaneSpec] = [
        LaneSpec(name: "linear", kind: .curve(.linear), color: .systemGray),
        LaneSpec(name: "easeIn", kind: .curve(.easeIn), color: .systemBlue),
        LaneSpec(name: "easeOut", kind: .curve(.easeOut), color: .systemTeal),
        LaneSpec(name: "easeInEaseOut (UIView default)", kind: .curve(.easeInEaseOut), color: .systemIndigo),
        LaneSpec(name: "Core Animation default", kind: .curve(.caDefault), color: .systemPurple),
        LaneSpec(name: "custom curve", kind: .customCurve, color: .systemPink),
        LaneSpec(name: "spring 0.6, v 0.1 (table)", kind: .spring(damping: 0.6, velocity: 0.1), color: .systemRed),
        LaneSpec(name: "spring 0.7, v 0.8 (menu)", kind: .spring(damping: 0.7, velocity: 0.8), color: .systemOrange),
        LaneSpec(name: "spring 0.8, v 0.1 (cells)", kind: .spring(damping: 0.8, velocity: 0.1), color: .systemGreen),
        LaneSpec(name: "tuned spring", kind: .tunedSpring, color: .systemBrown),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let header = UILabel(frame: CGRect(x: 20, y: 44, width: 350, height: 34))
        header.text = "Curves & springs"
        header.font = .systemFont(ofSize: 26, weight: .semibold)
        header.accessibilityIdentifier = "header"
        view.addSubview(header)
        for (index, spec) in Self.specs.enumerated() {
            let lane = LaneView(spec: spec, frame: CGRect(x: 0, y: 90 + CGFloat(index) * 74, width: 390, height: 74))
            lane.accessibilityIdentifier = "lane-\(index)"
            view.addSubview(lane)
            lanes.append(lane)
        }
        refreshLanes()
    }

    /// The timing of a lane with the scene's current parameters.
    func timing(for spec: LaneSpec, duration: Double) -> AnimationTiming {
        guard let scene else { return .default }
        switch spec.kind {
        case .curve(let curve): return .curve(curve)
        case .customCurve: return .curve(scene.customCurve)
        case .spring(let damping, let velocity): return .dampedSpring(dampingRatio: damping, initialVelocity: velocity)
        case .tunedSpring: return .dampedSpring(dampingRatio: scene.value("damping"), initialVelocity: scene.value("velocity"))
        }
    }

    func refreshLanes() {
        guard let scene else { return }
        for lane in lanes {
            let timing = timing(for: lane.spec, duration: scene.duration).resolved(duration: scene.duration)
            lane.plot.samples = MotionPlot.samples(of: timing)
            switch lane.spec.kind {
            case .customCurve:
                let c = scene.customCurve
                lane.caption.text = String(format: "custom curve (%.2f, %.2f, %.2f, %.2f)", c.x1, c.y1, c.x2, c.y2)
            case .tunedSpring:
                lane.caption.text = String(format: "tuned spring %.2f, v %.1f", scene.value("damping"), scene.value("velocity"))
            default:
                break
            }
        }
    }

    /// Puts every dot at the start and races them again.
    func race(startingAt time: Double) {
        guard let scene else { return }
        let duration = scene.duration
        raceStart = time
        customAnimator?.stopAnimation(true)
        for lane in lanes {
            lane.dot.layer.removeAllAnimations()
            UIView.performWithoutAnimation { lane.dot.center.x = lane.startX }
            switch lane.spec.kind {
            case .curve(let curve):
                // The named curves through UIView.animate's options where UIKit has one.
                let options: UIView.AnimationOptions
                switch curve {
                case .linear: options = .curveLinear
                case .easeIn: options = .curveEaseIn
                case .easeOut: options = .curveEaseOut
                case .easeInEaseOut: options = .curveEaseInOut
                default: options = []
                }
                if curve == .caDefault {
                    let animator = UIViewPropertyAnimator(
                        duration: duration, controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1)) {
                            lane.dot.center.x = lane.endX
                        }
                    animator.startAnimation()
                } else {
                    UIView.animate(withDuration: duration, delay: 0, options: options, animations: { lane.dot.center.x = lane.endX })
                }
            case .customCurve:
                let c = scene.customCurve
                let animator = UIViewPropertyAnimator(
                    duration: duration, controlPoint1: CGPoint(x: c.x1, y: c.y1), controlPoint2: CGPoint(x: c.x2, y: c.y2)) {
                        lane.dot.center.x = lane.endX
                    }
                animator.startAnimation()
                customAnimator = animator
            case .spring(let damping, let velocity):
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity, options: [], animations: {
                    lane.dot.center.x = lane.endX
                })
            case .tunedSpring:
                UIView.animate(
                    withDuration: duration, delay: 0, usingSpringWithDamping: scene.value("damping"),
                    initialSpringVelocity: scene.value("velocity"), options: [], animations: { lane.dot.center.x = lane.endX })
            }
        }
    }
}

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
}
