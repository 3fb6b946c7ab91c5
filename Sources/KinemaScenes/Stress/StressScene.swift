import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// The workload the peers are measured on (docs/performance.md, "Against the peers"; the peers are in
/// Peers/): coloured rounded rectangles rising into place and fading in, staggered, a new cycle every
/// 3 s — a list of rows or a 40-column grid of up to 20,000 cells. The viewport is the window itself at
/// one pixel per point (`--size 1280x800 --no-panel` is a 1280 × 800 canvas).
@MainActor
package final class StressScene: Scene {
    package let name = "stress"
    package let title = "Stress: rows and cells rising (the peers' workload)"
    @Tweak("Items", 100, in: 1...20_000, step: 100) var count: Int
    @Tweak("Layout", .automatic) var layout: LayoutChoice
    @Tweak("Duration", 0.85, in: 0.05...5, step: 0.05, unit: .seconds, decimals: 2) var duration: Double
    @Tweak("Stagger", 0.05, in: 0...0.2, step: 0.001, unit: .seconds, decimals: 3) var stagger: Double
    @Tweak("Period", 3, in: 0.5...20, step: 0.5, unit: .seconds, decimals: 1) var period: Double
    @Tweak("Curve", .easeInOut) var curve: Curve
    let controller = StressViewController()

    enum LayoutChoice: String, CaseIterable, CustomStringConvertible {
        case automatic = "auto (list to 200)", list, grid
        /// Cards with rounded corners and soft shadows (`StressWorkload.Layout.shadows`).
        case shadows
        /// The same cards flipping in, in perspective (`StressWorkload.Layout.flips`).
        case flips
        var description: String { rawValue }
    }

    enum Curve: String, CaseIterable, CustomStringConvertible {
        case easeInOut = "ease in–out", spring
        var description: String { rawValue }
    }
    package var rootViewController: UIViewController { controller }
    package var fillsWindow: Bool { true }

    /// When the next cycle starts (the first frame starts one).
    private var nextCycle: Double?
    private var cycles = 0

    package init() {
        controller.loadViewIfNeeded()
        apply()
    }

    var workload: StressWorkload { controller.workload }

    private var chosenLayout: StressWorkload.Layout {
        switch layout {
        case .list: return .list
        case .grid: return .grid
        case .shadows: return .shadows
        case .flips: return .flips
        case .automatic: return StressWorkload.automaticLayout(for: count)
        }
    }

    private func apply() {
        let layout = chosenLayout
        // The stagger's default follows the layout (0.05 s a row, 0.002 s a cell, as the peers ran).
        let stagger = $stagger.parameter
        let wanted = StressWorkload.defaultStagger(for: layout)
        if stagger.defaultValue != wanted {
            let atDefault = stagger.value == stagger.defaultValue
            let value = stagger.value
            stagger.rebase(defaultValue: wanted)
            if !atDefault { stagger.set(value) }
        }
        var workload = StressWorkload()
        workload.count = count
        workload.layout = layout
        workload.duration = duration
        workload.stagger = self.stagger
        workload.period = period
        workload.usesSpring = curve == .spring
        controller.apply(workload)
    }

    /// A new cycle at once.
    package func replay() {
        apply()
        nextCycle = nil
    }

    package func tweakDidChange(_ tweak: AnyTweak) {
        replay()
    }

    package func tick(at time: Double) {
        if let next = nextCycle, time + 1e-9 < next { return }
        controller.startCycle()
        cycles += 1
        nextCycle = (nextCycle ?? time) + workload.period
        if let next = nextCycle, next <= time { nextCycle = time + workload.period }
    }

    /// The next cycle's start: nothing else changes by itself (the entrances are `UIView.animate` blocks).
    package func nextChange(after time: Double) -> Double? { nextCycle }

    /// A new cycle every period, by itself (Y leaves it be).
    package var loopsByItself: Bool { true }

    /// Cycles started so far.
    var cycleCount: Int { cycles }

    package var keyHints: [String] { ["a new cycle every period; Space starts one now"] }

    /// The stagger, left at its default, follows the layout (0.05 s a row in the list, 0.002 s a cell in
    /// the grid, as the peers ran them): Items past 200 changes it under the automatic layout. Its row
    /// says so, so the change is not silent.
    package func note(for tweak: AnyTweak) -> String? {
        guard tweak === $stagger, $stagger.parameter.value == $stagger.parameter.defaultValue else { return nil }
        return "follows the layout (\(chosenLayout))"
    }

    /// Nothing: the workload plays by itself, as the peers' did.
    package func benchmarkInput(seconds: Double) -> [InputEvent] { [] }
}
