import Foundation
import KinemaCore
import KinemaUI

/// One of the visualiser's scenes: a view controller written as an iOS developer writes it, its tweaks,
/// and a replay action.
///
/// The shell owns the window the scene lives in (390 × 844 points by default) and the clock. It finds the
/// scene's tweaks by looking at `tweakRoot`'s stored properties (`Tweak`, `TweakGroup`): the inspector's
/// rows, `--set`, presets, recordings and the `scenes` listing all come from them. When one is tuned its
/// own `onChange` actions run, then `tweakDidChange`, which plays the scene again unless it says otherwise.
@MainActor
package protocol Scene: AnyObject {
    /// Short name, used on the command line (`--scene curves`).
    var name: String { get }
    /// Human title for the window and the inspector.
    var title: String { get }
    var rootViewController: UIViewController { get }
    /// Where the scene's tweaks are declared (the scene itself by default; a controller of your own).
    var tweakRoot: AnyObject { get }
    /// Plays the scene's animation again from the start.
    func replay()
    /// Called after a tweak's value changed and its own actions ran (the default plays the scene again,
    /// unless the tweak has actions of its own).
    func tweakDidChange(_ tweak: AnyTweak)
    /// The motion to plot in the inspector, at media time `time`.
    func plot(at time: Double) -> MotionPlot?
    /// Scene-specific keys (digits pick animations in the table, say). Return true when handled.
    func handleKey(_ press: KeyPress) -> Bool
    /// Called every frame; scenes that loop (the curves race) restart themselves here.
    func tick(at time: Double)
    /// The media time of the next change the scene makes by itself in `tick` (a cycle it starts), if it
    /// can say; nil (the default) when it cannot, and the window then wakes for every frame. A scene that
    /// answers lets the loop sleep while nothing moves (`Shell.quietSeconds`).
    func nextChange(after time: Double) -> Double?
    /// A few words beside a tweak's row in the inspector — what the scene does with it that its value
    /// does not say (the stress scene's stagger following the layout) — or nil (the default).
    func note(for tweak: AnyTweak) -> String?
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
    /// The current tuning as Swift in the seed's own terms (copied by key C), or nil to copy the tweaks
    /// as Swift constants.
    func swiftCode() -> String?
    /// The tweaks that make the scene's spring now, for the inspector's other forms of it; nil when it
    /// tunes no spring.
    var tunedSpring: TunedSpring? { get }
    /// The timing curve the scene tunes now and its duration, for exporting it (`kinema code`, Shift+C);
    /// nil when what it tunes now is its spring, or no curve.
    var curveInFocus: (curve: CubicBezier, duration: Double)? { get }
    /// The motion the scene's code runs now, for the exports (`kinema code --as`, Shift+C): its timing,
    /// what it animates and its stagger where the scene knows them. Default: `tunedTiming` (the curve in
    /// focus, else the tuned spring), naming neither; nil when the scene tunes no motion to export.
    var exportedMotion: ExportedMotion? { get }
    /// Whether the scene has more of its motion to play by itself (the menu's hold before it closes): Y's
    /// loop modes wait while it does. Default: false.
    var continuesMotion: Bool { get }
    /// Whether the scene plays its motion again by itself (the curves' race, the stress scene's cycles):
    /// Y's loop modes leave it be, and say so. Default: false.
    var loopsByItself: Bool { get }
    /// The inspector's selection moved to the row of `key` (a tweak's key, or a row of the shell's):
    /// a scene that plots one of several motions may show the one that row tunes. Default: nothing.
    func selectionDidChange(to key: String)
    /// Y's loop: plays the scene's motion again from its start (default: `replay()`).
    func playForward()
    /// Y's ping-pong: plays the motion from where it ended back to its start, and says whether it could
    /// (default: false, and ping-pong plays forward each time).
    func playBackward() -> Bool
}

extension Scene {
    package var tweakRoot: AnyObject { self }
    package func tweakDidChange(_ tweak: AnyTweak) {
        if !tweak.hasChangeActions { replay() }
    }
    package func plot(at time: Double) -> MotionPlot? { nil }
    package func handleKey(_ press: KeyPress) -> Bool { false }
    package func tick(at time: Double) {}
    package func nextChange(after time: Double) -> Double? { nil }
    package func note(for tweak: AnyTweak) -> String? { nil }
    package var keyHints: [String] { [] }
    package var statusMessage: String? { nil }
    package var fillsWindow: Bool { false }
    package func benchmarkInput(seconds: Double) -> [InputEvent] { [] }
    package func swiftCode() -> String? { nil }
    package var tunedSpring: TunedSpring? { nil }
    package var curveInFocus: (curve: CubicBezier, duration: Double)? { nil }
    package var exportedMotion: ExportedMotion? { tunedTiming.map { ExportedMotion(motion: $0) } }
    package var continuesMotion: Bool { false }
    package var loopsByItself: Bool { false }
    package func selectionDidChange(to key: String) {}
    package func playForward() { replay() }
    package func playBackward() -> Bool { false }

    /// How the scene's duration springs pick their stiffness: the rule of the window it runs in (the
    /// session's; see `Shell.springRule`), for what the scene plots and copies as code.
    package var durationSpringRule: DurationSpringRule {
        rootViewController.view.animationEngine.durationSpringRule
    }
}

extension Scene {
    /// The scene's tweaks' rows, gathered afresh (for listing a scene; a shell keeps its own).
    package var tweakParameters: [Parameter] { TweakSet(collectingFrom: tweakRoot).parameters }

    /// What is wrong with the scene's tweaks (`TuningSession.tweakProblems`), gathered afresh.
    package var tweakProblems: [String] { TweakSet(collectingFrom: tweakRoot).problems }

    /// What was put right in the scene's tweaks' declarations (`TuningSession.tweakWarnings`).
    package var tweakWarnings: [String] { TweakSet(collectingFrom: tweakRoot).warnings }
}
