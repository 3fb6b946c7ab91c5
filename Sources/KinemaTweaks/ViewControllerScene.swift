import Foundation
import KinemaCore
import KinemaUI

/// A view controller of your own as a scene: the shell shows it on the device, with the inspector's time
/// controls, timeline, onion skin and capture, and its tweaks — the `@Tweak` properties it declares (and
/// those of the `TweakGroup`s it holds) — tuned as the built-in scenes' are. A tuned tweak runs its own
/// `onChange` actions, or else plays the scene again: Space (replay) calls `replay` with the controller,
/// when given. C copies `code(controller)` when given, else the tweaks as Swift constants. A
/// `SpringAnimationTweaks` group — or, without one, plain number tweaks keyed `duration` (in seconds) and
/// `damping` (and `velocity`, if there is one; a common prefix allowed: `enterDuration`, `enterDamping`)
/// — is taken as a UIKit spring: shown in its other forms, plotted (the spring editor) and exported in
/// every language; else a `CurveAnimationTweaks` group's curve is plotted, its control points draggable
/// when custom, and exported.
@MainActor
package final class ViewControllerScene: Scene {
    package let name: String
    package let title: String
    package let rootViewController: UIViewController
    private let replayAction: ((UIViewController) -> Void)?
    private let codeAction: ((UIViewController) -> String)?
    /// The templates among the controller's tweaks (looked for once).
    private let springGroup: SpringAnimationTweaks?
    private let curveGroup: CurveAnimationTweaks?
    /// The controller's spring: its template's, else the plain tweaks named as a spring's.
    package let tunedSpring: TunedSpring?

    package init(
        name: String, title: String, rootViewController: UIViewController, replay: ((UIViewController) -> Void)? = nil,
        code: ((UIViewController) -> String)? = nil
    ) {
        self.name = name
        self.title = title
        self.rootViewController = rootViewController
        replayAction = replay
        codeAction = code
        let tweaks = TweakSet(collectingFrom: rootViewController)
        springGroup = tweaks.groups.lazy.compactMap { $0 as? SpringAnimationTweaks }.first
        curveGroup = tweaks.groups.lazy.compactMap { $0 as? CurveAnimationTweaks }.first
        tunedSpring = springGroup?.tunedSpring ?? (curveGroup == nil ? Self.plainSpring(in: tweaks.tweaks) : nil)
    }

    /// A UIKit spring among plain number tweaks: one keyed `…damping` (or `…dampingRatio`), and in
    /// seconds one keyed the same but `…duration` (or the only `…duration` in seconds), with
    /// `…velocity` if there is one. Nil when there is no such pair.
    static func plainSpring(in tweaks: [AnyTweak]) -> TunedSpring? {
        let numbers = tweaks.filter { !$0.parameter.isChoice }
        func key(_ tweak: AnyTweak) -> String { tweak.parameter.key.lowercased() }
        for damping in numbers {
            guard let suffix = ["dampingratio", "damping"].first(where: { key(damping).hasSuffix($0) }) else { continue }
            let prefix = String(key(damping).dropLast(suffix.count))
            let seconds = numbers.filter { $0.parameter.unit == TweakUnit.seconds.symbol && key($0).hasSuffix("duration") }
            guard let duration = seconds.first(where: { key($0) == prefix + "duration" }) ?? (seconds.count == 1 ? seconds.first : nil)
            else { continue }
            let velocity = numbers.first { key($0) == prefix + "velocity" || key($0) == prefix + "initialspringvelocity" }
            return TunedSpring(duration: duration, damping: damping, velocity: velocity)
        }
        return nil
    }

    package var tweakRoot: AnyObject { rootViewController }

    package func replay() {
        replayAction?(rootViewController)
    }

    package var keyHints: [String] { replayAction == nil ? [] : ["Space replays"] }

    package func swiftCode() -> String? {
        codeAction?(rootViewController)
    }

    /// The spring template's motion (UIKit's duration spring under the window's rule), else the curve
    /// template's curve; the plot is made again only when its numbers change.
    package func plot(at time: Double) -> MotionPlot? {
        let timing: AnimationTiming, duration: Double, title: String
        if let spring = tunedSpring {
            let damping = spring.damping.parameter.value, velocity = spring.velocity?.parameter.value ?? 0
            timing = rootViewController.view.springTiming(dampingRatio: CGFloat(damping), initialSpringVelocity: CGFloat(velocity))
            duration = spring.duration.parameter.value + spring.durationOffset
            title = String(format: "spring %.2f, v %.1f, %.2f s", damping, velocity, duration)
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
        plot.isTunedSpring = tunedSpring != nil
        // A custom curve's control points are handles: dragged, they set the point tweaks.
        if tunedSpring == nil, let curve = curveGroup, curve.curve == .custom {
            plot.handles = MotionPlot.Handle.controlPoints(of: curve.bezier, keys: [curve.$cp1x, curve.$cp1y, curve.$cp2x, curve.$cp2y].map(\.parameter.key))
        }
        return plot
    }

    /// The curve template's curve, when the controller has no spring (C and `kinema code` export it).
    package var curveInFocus: (curve: CubicBezier, duration: Double)? {
        guard tunedSpring == nil, let curve = curveGroup else { return nil }
        return (curve.bezier, curve.duration)
    }

    private var plotted: (timing: AnimationTiming, duration: Double, samples: [CGPoint], title: String)?
}
