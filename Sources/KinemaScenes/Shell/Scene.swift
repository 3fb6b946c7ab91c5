import Foundation
import KinemaCore
import KinemaUI

/// One of the visualiser's scenes: a view controller written as an iOS developer writes it, a list of
/// live parameters, and a replay action.
///
/// The shell owns the window the scene lives in (390 × 844 points by default) and the clock; the scene
/// reads its parameters live and replays when asked or when a parameter changes.
@MainActor
public protocol Scene: AnyObject {
    /// Short name, used on the command line (`--scene curves`).
    var name: String { get }
    /// Human title for the window and the inspector.
    var title: String { get }
    var rootViewController: UIViewController { get }
    var parameters: [Parameter] { get }
    /// Plays the scene's animation again from the start.
    func replay()
    /// Called after a parameter's value changed (the shell then replays unless told otherwise).
    func parameterDidChange(_ parameter: Parameter)
    /// The motion to plot in the inspector, at media time `time`.
    func plot(at time: Double) -> MotionPlot?
    /// Scene-specific keys (digits pick animations in the table, say). Return true when handled.
    func handleKey(_ press: KeyPress) -> Bool
    /// Called every frame; scenes that loop (the curves race) restart themselves here.
    func tick(at time: Double)
    /// Called as each frame's input is about to be handled: a scene that routes something process-wide
    /// (the collection's printed lines) points it at itself — other copies of it may run between two
    /// frames (the timeline's scrub checkpoints).
    func willHandleInput()
    /// Extra lines for the inspector's key legend (e.g. "1–9 pick an animation").
    var keyHints: [String] { get }
    /// A short message the scene's code printed last (the collection's "Item selected"), shown at the
    /// end of the inspector's status line; nil for none.
    var statusMessage: String? { get }
    /// Whether the scene's viewport is the window's area itself at one pixel per point (the stress
    /// scene), rather than a phone scaled to fit.
    var fillsWindow: Bool { get }
    /// Input that exercises the scene for `kinema bench` when no `--input` is given (device points,
    /// scene time): the table flings through its rows, say.
    func benchmarkInput(seconds: Double) -> [InputEvent]
    /// The current tuning as Swift in the seed's own terms (copied by key C), or nil when the scene has
    /// no animation code of its own.
    func swiftCode() -> String?
    /// The parameters that make the scene's spring now, for the inspector's other forms of it; nil
    /// when it tunes no spring.
    var springKeys: SpringKeys? { get }
}

extension Scene {
    public func parameterDidChange(_ parameter: Parameter) { replay() }
    public func plot(at time: Double) -> MotionPlot? { nil }
    public func handleKey(_ press: KeyPress) -> Bool { false }
    public func tick(at time: Double) {}
    public func willHandleInput() {}
    public var keyHints: [String] { [] }
    public var statusMessage: String? { nil }
    public var fillsWindow: Bool { false }
    public func benchmarkInput(seconds: Double) -> [InputEvent] { [] }
    public func swiftCode() -> String? { nil }
    public var springKeys: SpringKeys? { nil }

    public func parameter(_ key: String) -> Parameter? {
        parameters.first { $0.key == key }
    }

    /// The value of the parameter named `key` (0 when there is none).
    public func value(_ key: String) -> Double {
        parameter(key)?.value ?? 0
    }
}

extension Scene {
    /// How the scene's duration springs pick their stiffness: the rule of the window it runs in (the
    /// session's; see `Shell.springRule`), for what the scene plots and copies as code.
    public var durationSpringRule: DurationSpringRule {
        rootViewController.view.animationEngine.durationSpringRule
    }
}
