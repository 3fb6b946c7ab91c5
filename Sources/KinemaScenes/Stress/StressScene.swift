import Foundation
import KinemaCore
import KinemaUI

/// The workload the peers were measured on (README, "Against the peers"): coloured rounded rectangles
/// rising into place and fading in, staggered, a new cycle every 3 s — a list of rows or a 40-column grid
/// of up to 20,000 cells. The viewport is the window itself at one pixel per point (`--size 1280x800
/// --no-panel` is a 1280 × 800 canvas).
@MainActor
public final class StressScene: Scene {
    public let name = "stress"
    public let title = "Stress: rows and cells rising (the peers' workload)"
    public let parameters: [Parameter]
    let controller = StressViewController()
    public var rootViewController: UIViewController { controller }
    public var fillsWindow: Bool { true }

    /// When the next cycle starts (the first frame starts one).
    private var nextCycle: Double?
    private var cycles = 0

    public init() {
        parameters = [
            Parameter(key: "count", label: "Items", range: 1...20_000, step: 100, defaultValue: 100, decimals: 0),
            Parameter(key: "layout", label: "Layout", choices: ["auto (list to 200)", "list", "grid"]),
            Parameter(key: "duration", label: "Duration", unit: "s", range: 0.05...5, step: 0.05, defaultValue: 0.85),
            Parameter(key: "stagger", label: "Stagger", unit: "s", range: 0...0.2, step: 0.001, defaultValue: 0.05, decimals: 3),
            Parameter(key: "period", label: "Period", unit: "s", range: 0.5...20, step: 0.5, defaultValue: 3, decimals: 1),
            Parameter(key: "curve", label: "Curve", choices: ["ease in–out", "spring"]),
        ]
        controller.loadViewIfNeeded()
        apply()
    }

    var workload: StressWorkload { controller.workload }

    private var chosenLayout: StressWorkload.Layout {
        switch parameter("layout")!.index {
        case 1: return .list
        case 2: return .grid
        default: return StressWorkload.automaticLayout(for: Int(value("count")))
        }
    }

    private func apply() {
        let layout = chosenLayout
        // The stagger's default follows the layout (0.05 s a row, 0.002 s a cell, as the peers ran).
        let stagger = parameter("stagger")!
        let wanted = StressWorkload.defaultStagger(for: layout)
        if stagger.defaultValue != wanted {
            let atDefault = stagger.value == stagger.defaultValue
            let value = stagger.value
            stagger.rebase(defaultValue: wanted)
            if !atDefault { stagger.set(value) }
        }
        var workload = StressWorkload()
        workload.count = Int(value("count").rounded())
        workload.layout = layout
        workload.duration = value("duration")
        workload.stagger = value("stagger")
        workload.period = value("period")
        workload.usesSpring = parameter("curve")!.index == 1
        controller.apply(workload)
    }

    /// A new cycle at once.
    public func replay() {
        apply()
        nextCycle = nil
    }

    public func parameterDidChange(_ parameter: Parameter) {
        replay()
    }

    public func tick(at time: Double) {
        if let next = nextCycle, time + 1e-9 < next { return }
        controller.startCycle()
        cycles += 1
        nextCycle = (nextCycle ?? time) + workload.period
        if let next = nextCycle, next <= time { nextCycle = time + workload.period }
    }

    /// Cycles started so far.
    var cycleCount: Int { cycles }

    public var keyHints: [String] { ["a new cycle every period; Space starts one now"] }

    /// Nothing: the workload plays by itself, as the peers' did.
    public func benchmarkInput(seconds: Double) -> [InputEvent] { [] }
}
