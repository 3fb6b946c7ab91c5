import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The animated table of seeds 000 and 003: coloured rows enter with staggered animations (delay =
/// factor × row); buttons 1–4 pick seed 000's animations and 5–10 seed 003's; the header shows the
/// title; picking or tuning reloads the table, which replays; rows scrolled into view animate too.
@MainActor
package final class TableScene: Scene {
    package let name = "table"
    package let title = "Animated table (seeds 000 and 003)"
    private static let seed = TableAnimationKind.fadeIn.defaults
    @Tweak("Animation", .fadeIn, key: "animation") var kind: TableAnimationKind
    @Tweak("Duration", seed.duration, in: 0.05...3, step: 0.05, unit: .seconds, decimals: 2) var duration: Double
    @Tweak("Delay per row", seed.delay, in: 0...0.5, step: 0.01, unit: .seconds, decimals: 2) var delay: Double
    @Tweak("Offset", seed.offset, in: 0...3, step: 0.1, unit: .times, decimals: 2) var offset: Double
    @Tweak("Spring damping", seed.damping, in: 0.05...1.5, step: 0.05, decimals: 2) var damping: Double
    @Tweak("Spring velocity", seed.velocity, in: -2...10, step: 0.1, decimals: 1) var velocity: Double
    @Tweak("Rows", 10, in: 1...10_000, step: 10) var rows: Int
    @Tweak("Rows animate", .everyAppearance, key: "when") var moment: RowAnimationMoment
    @Tweak("Delay counts", false, off: "by row index", on: "from screen top", key: "stagger") var staggersFromScreenTop: Bool
    let controller = AnimatedTableViewController()
    package var rootViewController: UIViewController { controller }
    private var applying = false

    package init() {
        controller.tuning.onKindPicked = { [weak self] kind in self?.kindPicked(kind) }
        controller.loadViewIfNeeded()
        apply()
    }

    /// Hands the parameters to the view controller (before the seed's first reload runs, so the first
    /// display already uses them; the seed itself starts with a 0.03 s delay there and 0.05 s elsewhere).
    private func apply() {
        controller.animationDuration = duration
        controller.delay = delay
        controller.tuning.offsetFactor = CGFloat(offset)
        controller.tuning.damping = CGFloat(damping)
        controller.tuning.velocity = CGFloat(velocity)
        if controller.tuning.rowCount != rows { controller.tuning.rowCount = rows }
        controller.tuning.moment = moment
        controller.tuning.staggersFromScreenTop = staggersFromScreenTop
        controller.refreshSeedAnimation()
    }

    package func replay() {
        apply()
        controller.replay()
    }

    package func tweakDidChange(_ tweak: AnyTweak) {
        if tweak === $kind && !applying {
            // A new animation brings its article's numbers; R then returns to them.
            rebase(to: kind)
            applying = true
            controller.pick(kind)
            applying = false
            return
        }
        replay()
    }

    /// Sets the tunable numbers to the kind's seed values, which also become their defaults.
    private func rebase(to kind: TableAnimationKind) {
        let seed = kind.defaults
        $duration.rebase(to: seed.duration)
        $delay.rebase(to: seed.delay)
        $offset.rebase(to: seed.offset)
        $damping.rebase(to: seed.damping)
        $velocity.rebase(to: seed.velocity)
        apply()
    }

    /// A button press picked an animation: mirror it in the parameters.
    private func kindPicked(_ picked: TableAnimationKind) {
        guard !applying else { return }
        applying = true
        kind = picked
        rebase(to: picked)
        applying = false
    }

    package func handleKey(_ press: KeyPress) -> Bool {
        guard let digit = Int(press.key.rawValue), !press.isRepeat else { return false }
        let number = digit == 0 ? 10 : digit
        guard let picked = TableAnimationKind(rawValue: number - 1) else { return false }
        kind = picked
        tweakDidChange($kind)
        return true
    }

    package func plot(at time: Double) -> MotionPlot? {
        let (timing, duration) = kind.timing(duration: self.duration, damping: damping, velocity: velocity, rule: durationSpringRule)
        // Solved and sampled once per setting, not every frame.
        let key = PlotKey(kind: kind, timing: timing, duration: duration)
        if plotCache?.key != key {
            let samples = MotionPlot.samples(of: timing.resolved(duration: duration))
            plotCache = (key, samples, "\(kind.name) row 0, \(String(format: "%.2f", duration)) s")
        }
        let playhead = controller.tuning.reloadDisplayTime.map { min(1, max(0, (time - $0) / max(0.001, duration))) }
        var plot = MotionPlot(title: plotCache!.title, samples: plotCache!.samples, playhead: playhead)
        plot.seconds = duration
        return plot
    }

    /// What the plot shows: the animation (its name is the title, and two may share a timing) and its timing.
    private struct PlotKey: Equatable {
        let kind: TableAnimationKind
        let timing: AnimationTiming
        let duration: Double
    }

    private var plotCache: (key: PlotKey, samples: [CGPoint], title: String)?

    package var keyHints: [String] { ["1–9, 0 pick an animation; scroll with the wheel or a drag"] }

    /// The table changes nothing by itself (it has no `tick`): what moves is UIKit's animations and the
    /// scroll view's motion, which the window knows about. So an idle table lets the loop sleep.
    package func nextChange(after time: Double) -> Double? { .infinity }

    /// Flings up and down through the table while rows animate in: `kinema bench`'s default gesture.
    package func benchmarkInput(seconds: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0.5
        var up = true
        while start < seconds {
            events += BenchmarkFling.events(x: 195, from: up ? 560 : 140, up: up, at: start)
            start += 1.0
            if Int(start) % 6 == 5 { up.toggle() }
        }
        return events
    }
}
