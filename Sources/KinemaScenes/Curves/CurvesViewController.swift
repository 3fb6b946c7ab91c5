import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The curves scene's screen: a lane per curve and spring, raced with `UIView.animate` and
/// `UIViewPropertyAnimator` as iOS code would, restarted when the scene replays or the race ends.
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

    /// In its window the springs follow that window's rule: the lanes are plotted again for it.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshLanes()
    }

    /// The timing of a lane with the scene's current parameters.
    func timing(for spec: LaneSpec, duration: Double) -> AnimationTiming {
        guard let scene else { return .default }
        switch spec.kind {
        case .curve(let curve): return .curve(curve)
        case .customCurve: return .curve(scene.customCurve)
        // The springs as `UIView.animate(…usingSpringWithDamping:…)` runs them in this window.
        case .spring(let damping, let velocity): return view.springTiming(dampingRatio: damping, initialSpringVelocity: velocity)
        case .tunedSpring: return view.springTiming(dampingRatio: scene.damping, initialSpringVelocity: scene.velocity)
        }
    }

    /// What each lane was last plotted for: a lane is sampled again only when its timing or the duration
    /// changed (tuning one number replots one or a few lanes, not ten).
    private var plotted: [(timing: AnimationTiming, duration: Double)?] = []

    func refreshLanes() {
        guard let scene else { return }
        if plotted.count != lanes.count { plotted = Array(repeating: nil, count: lanes.count) }
        for (index, lane) in lanes.enumerated() {
            let timing = timing(for: lane.spec, duration: scene.duration)
            // A curve's samples are fractions of the duration: they do not change with it.
            let duration = timing.isSpring ? scene.duration : 1
            if let last = plotted[index], last.timing == timing, last.duration == duration { continue }
            plotted[index] = (timing, duration)
            lane.plot.samples = MotionPlot.samples(of: timing.resolved(duration: duration))
            switch lane.spec.kind {
            case .customCurve:
                let c = scene.customCurve
                lane.caption.text = String(format: "custom curve (%.2f, %.2f, %.2f, %.2f)", c.x1, c.y1, c.x2, c.y2)
            case .tunedSpring:
                lane.caption.text = String(format: "tuned spring %.2f, v %.1f", scene.damping, scene.velocity)
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
                    withDuration: duration, delay: 0, usingSpringWithDamping: scene.damping,
                    initialSpringVelocity: scene.velocity, options: [], animations: { lane.dot.center.x = lane.endX })
            }
        }
    }
}
