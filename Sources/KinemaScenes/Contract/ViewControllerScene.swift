import Foundation
import KinemaCore
import KinemaUI

/// A view controller of your own as a scene: the shell shows it on the device, with the inspector's time
/// controls, timeline, onion skin and capture, and its tweaks — the `@Tweak` properties it declares (and
/// those of the `TweakGroup`s it holds) — tuned as the built-in scenes' are. A tuned tweak runs its own
/// `onChange` actions, or else plays the scene again: Space (replay) calls `replay` with the controller,
/// when given. C copies `code(controller)` when given, else the tweaks as Swift constants. A
/// `SpringAnimationTweaks` group is shown in the spring's other forms and plotted (the spring editor);
/// else a `CurveAnimationTweaks` group's curve is plotted, its control points draggable when custom.
@MainActor
public final class ViewControllerScene: Scene {
    public let name: String
    public let title: String
    public let rootViewController: UIViewController
    private let replayAction: ((UIViewController) -> Void)?
    private let codeAction: ((UIViewController) -> String)?
    /// The templates among the controller's tweaks (looked for once).
    private let springGroup: SpringAnimationTweaks?
    private let curveGroup: CurveAnimationTweaks?

    public init(
        name: String, title: String, rootViewController: UIViewController, replay: ((UIViewController) -> Void)? = nil,
        code: ((UIViewController) -> String)? = nil
    ) {
        self.name = name
        self.title = title
        self.rootViewController = rootViewController
        replayAction = replay
        codeAction = code
        let groups = TweakSet(collectingFrom: rootViewController).groups
        springGroup = groups.lazy.compactMap { $0 as? SpringAnimationTweaks }.first
        curveGroup = groups.lazy.compactMap { $0 as? CurveAnimationTweaks }.first
    }

    public var tweakRoot: AnyObject { rootViewController }

    public func replay() {
        replayAction?(rootViewController)
    }

    public var keyHints: [String] { replayAction == nil ? [] : ["Space replays"] }

    public func swiftCode() -> String? {
        codeAction?(rootViewController)
    }

    public var tunedSpring: TunedSpring? { springGroup?.tunedSpring }

    /// The spring template's motion (UIKit's duration spring under the window's rule), else the curve
    /// template's curve; the plot is made again only when its numbers change.
    public func plot(at time: Double) -> MotionPlot? {
        let timing: AnimationTiming, duration: Double, title: String
        if let spring = springGroup {
            timing = rootViewController.view.springTiming(dampingRatio: spring.damping, initialSpringVelocity: spring.velocity)
            duration = spring.duration
            title = String(format: "spring %.2f, v %.1f, %.2f s", spring.damping, spring.velocity, duration)
        } else if let curve = curveGroup {
            timing = .curve(curve.bezier)
            duration = curve.duration
            title = "\(curve.curve), \(String(format: "%.2f", duration)) s"
        } else {
            return nil
        }
        if plotted?.timing != timing || plotted?.duration != duration {
            plotted = (timing, duration, MotionPlot.samples(of: timing.resolved(duration: duration)), title)
        }
        var plot = MotionPlot(title: plotted!.title, samples: plotted!.samples, playhead: nil)
        plot.seconds = duration
        plot.isTunedSpring = springGroup != nil
        // A custom curve's control points are handles: dragged, they set the point tweaks.
        if springGroup == nil, let curve = curveGroup, curve.curve == .custom {
            plot.handles = MotionPlot.Handle.controlPoints(of: curve.bezier, keys: [curve.$cp1x, curve.$cp1y, curve.$cp2x, curve.$cp2y].map(\.parameter.key))
        }
        return plot
    }

    /// The curve template's curve, when the controller has no spring template (C and `kinema code`
    /// export it).
    public var curveInFocus: (curve: CubicBezier, duration: Double)? {
        guard springGroup == nil, let curve = curveGroup else { return nil }
        return (curve.bezier, curve.duration)
    }

    private var plotted: (timing: AnimationTiming, duration: Double, samples: [CGPoint], title: String)?
}
