import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The stress workload headless: the layout the peers were measured on, and proof that every item does
/// its whole entrance every cycle (the speed is not bought by skipping work).
@MainActor
@Suite("Stress scene")
struct StressSceneTests {
    @MainActor
    struct Scene {
        let shell: Shell
        var run: ScriptedRun
        var scene: StressScene { shell.scene as! StressScene }
        var items: [UIView] { scene.controller.items }

        init(sets: [String: String], size: CGSize = CGSize(width: 1280, height: 800)) {
            shell = Shell(sceneName: "stress", windowSize: size, showsPanel: false)!
            shell.window.engine.drainsMainQueue = false
            for (key, value) in sets { #expect(shell.tuning.set(key, to: value) == nil) }
            run = ScriptedRun(shell: shell, events: [])
            _ = run.advance(to: 0)
        }

        mutating func at(_ time: Double) { _ = run.advance(to: time) }

        /// Whether item `index` shows fully opaque at its place.
        func isSettled(_ index: Int) -> Bool {
            let shown = items[index].layer.presentation()!
            return shown.opacity == 1 && shown.affineTransform() == .identity
        }
    }

    /// The viewport is the window at one pixel per point; the list's rows and the grid's cells sit where
    /// the workload's numbers say.
    @Test func itemsSitWhereTheWorkloadSays() {
        let list = Scene(sets: [:])
        #expect(list.shell.layout.viewport == CGRect(x: 0, y: 0, width: 1280, height: 800) && list.shell.layout.scale == 1)
        #expect(list.scene.workload.layout == .list && list.items.count == 100)
        #expect(list.items[3].frame == CGRect(x: 12, y: 5 + 57 * 3, width: 1280 - 24, height: 52))
        #expect(list.items[3].backgroundColor == UIColor(hex: 0x34C759) && list.items[3].layer.cornerRadius == 4)
        let grid = Scene(sets: ["count": "2000"])
        #expect(grid.scene.workload.layout == .grid && grid.scene.workload.stagger == 0.002)
        // 40 columns of 28 points centred in 1280: from x 80; cells 24 × 12 centred in 28 × 16.
        #expect(grid.items[0].frame == CGRect(x: 82, y: 2, width: 24, height: 12))
        #expect(grid.items[41].frame == CGRect(x: 82 + 28, y: 18, width: 24, height: 12))
        expectClose(grid.items[1999].frame.maxY, 800 - 2, tolerance: 1e-9)
    }

    /// The shadows layout: six columns of 176 × 96 cards 208 points apart, centred in 1280 (from x 16),
    /// corner radius 12 and a shadow, the rows on screen entering 0.02 s apart; each card's shadow is in
    /// the list before its background.
    @Test func theShadowsLayoutIsCardsWithShadows() {
        var cards = Scene(sets: ["layout": "shadows"])
        #expect(cards.scene.workload.layout == .shadows && cards.scene.workload.stagger == 0.02)
        #expect(cards.items[0].frame == CGRect(x: 32, y: 16, width: 176, height: 96))
        #expect(cards.items[7].frame == CGRect(x: 32 + 208, y: 128 + 16, width: 176, height: 96))
        let card = cards.items[7].layer
        #expect(card.cornerRadius == 12 && card.shadowOpacity == 0.25 && card.shadowRadius == 8 && card.shadowOffset == CGSize(width: 0, height: 4))
        // 800 points show rows 0…6: 42 cards enter, the last 41 × 0.02 s after the first.
        let entrances = cards.scene.workload.entrances(visible: CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(entrances.count == 42 && abs(entrances.last!.delay - 0.82) < 1e-9)
        cards.at(2.5)
        #expect(cards.isSettled(41), "in place 0.82 + 0.85 s into the cycle")
        let items = cards.shell.window.displayList().items
        let shadow = items.firstIndex { if case .shadow = $0 { true } else { false } }
        let background = items.firstIndex { if case .rect(let r) = $0 { r.cornerRadius == 12 } else { false } }
        #expect(shadow != nil && background != nil && shadow! < background!)
    }

    /// The flips layout: the shadows layout's cards without shadows, each entering turned 80° about y
    /// under its own perspective and turning to face: halfway through its entrance it is a projected
    /// group, settled it is flat again (no projection), and the cycle is timed as the shadows' is.
    @Test func theFlipsLayoutTurnsCardsInInPerspective() {
        var cards = Scene(sets: ["layout": "flips"])
        #expect(cards.scene.workload.layout == .flips && cards.scene.workload.stagger == 0.02)
        #expect(cards.items[7].frame == CGRect(x: 32 + 208, y: 128 + 16, width: 176, height: 96))
        #expect(cards.items[7].layer.shadowOpacity == 0 && cards.items[7].layer.cornerRadius == 12)
        cards.at(0.4)
        let moving = cards.shell.window.displayList().items.filter { if case .beginProjection = $0 { true } else { false } }
        #expect(!moving.isEmpty, "cards turning in perspective are projected")
        cards.at(2.5)
        #expect(cards.isSettled(41))
        #expect(Transform3D(cards.items[41].layer.presentation()!.transform) == .identity)
        let settled = cards.shell.window.displayList().items.contains { if case .beginProjection = $0 { true } else { false } }
        #expect(!settled, "facing, a card is drawn flat")
    }

    /// Reduce Motion: the items fade in where they are, still staggered.
    @Test func reduceMotionFadesTheItemsInPlace() {
        UIAccessibility.$reduceMotionOverride.withValue(true) {
            var scene = Scene(sets: [:])
            scene.at(0.3)
            let waiting = scene.items[10].layer.presentation()!, entering = scene.items[2].layer.presentation()!
            #expect(waiting.opacity == 0 && waiting.affineTransform() == .identity)
            #expect(entering.opacity > 0 && entering.opacity < 1 && entering.affineTransform() == .identity)
        }
    }

    /// The list: only the rows on screen enter, row by row 0.05 s apart; a row waits at its start state.
    @Test func theListsRowsOnScreenEnterInTurn() {
        var scene = Scene(sets: [:])
        scene.at(0.3)
        // Row 10 starts at 0.5 s: still transparent and 86.8 points low.
        let waiting = scene.items[10].layer.presentation()!
        #expect(waiting.opacity == 0 && waiting.affineTransform() == CGAffineTransform(translationX: 0, y: 86.8))
        // Row 2 started at 0.1 s: 0.2 s into 0.85 s on the ease-in-out curve.
        let progress = CubicBezier.easeInEaseOut.value(at: 0.2 / 0.85)
        expectClose(Double(scene.items[2].layer.presentation()!.opacity), progress, tolerance: 1e-6)
        expectClose(scene.items[2].layer.presentation()!.affineTransform().ty, 86.8 * (1 - progress), tolerance: 1e-6)
        // Row 20 is below the 800-point window: it does not animate.
        #expect(scene.isSettled(20))
        scene.at(1.6)
        #expect((0..<100).allSatisfy(scene.isSettled))
    }

    /// 2,000 cells, 0.001 s apart: the last starts at 1.999 s and ends at 2.849 s, inside the 3-s period.
    /// At the end of each of three cycles every cell is opaque and in place, and in the middle of a cycle
    /// the late ones are still on their way — every cell did its whole entrance.
    @Test func everyCellEndsEachCycleVisibleAndInPlace() {
        var scene = Scene(sets: ["count": "2000", "stagger": "0.001"])
        for cycle in 0..<3 {
            let start = 3.0 * Double(cycle)
            scene.at(start + 1.0)
            #expect(scene.scene.cycleCount == cycle + 1)
            #expect(!scene.isSettled(1999) && scene.items[1999].layer.presentation()!.opacity == 0, "cycle \(cycle): the last cell waits")
            #expect(scene.isSettled(0), "cycle \(cycle): the first cell is in")
            scene.at(start + 2.9)
            let unsettled = (0..<2000).filter { !scene.isSettled($0) }
            #expect(unsettled.isEmpty, "cycle \(cycle): \(unsettled.count) cells not in place, first \(unsettled.first ?? -1)")
        }
    }

    /// The scene follows the window: a resize gives a bigger canvas and the rows widen with it.
    @Test func aResizeWidensTheCanvas() {
        var scene = Scene(sets: [:])
        _ = scene.shell.frame(windowEvents: [.resize(size: CGSize(width: 1600, height: 900))], realDelta: 1.0 / 60)
        scene.at(0.5)
        #expect(scene.shell.layout.viewport.size == CGSize(width: 1600, height: 900))
        expectClose(scene.items[0].frame.width, 1600 - 24, tolerance: 1e-9)
    }
}
