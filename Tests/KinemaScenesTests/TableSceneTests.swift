import Foundation
import KinemaCore
import KinemaTestSupport
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// The table scene headless, checked through its DisplayList against the seed articles' numbers.
@MainActor
@Suite("Table scene")
struct TableSceneTests {
    /// A running table scene after the seed's own first reload (queued on DispatchQueue.main in
    /// viewDidLoad) has happened and its rows are on screen.
    @MainActor
    struct Scene {
        let shell: Shell
        var run: ScriptedRun
        var scene: TableScene { shell.scene as! TableScene }
        var controller: AnimatedTableViewController { scene.controller }

        init(sets: [String: String] = [:]) async {
            shell = Shell(sceneName: "table")!
            // The runner services the main queue itself: let the seed's block run between frames.
            shell.window.engine.drainsMainQueue = false
            for (key, value) in sets { _ = shell.tuning.set(key, to: value) }
            run = ScriptedRun(shell: shell, events: [])
            _ = run.advance(to: 0)
            for _ in 0..<10_000 where controller.tableView.isHidden { await mainQueueTurn() }
            _ = run.advance(to: run.now + 1.0 / 60)
        }

        /// Media time of the frame whose layout showed the rows after the last reload.
        var reloadTime: Double { controller.tuning.reloadDisplayTime! }

        mutating func list(at time: Double) -> DisplayList {
            run.advance(to: time).layers[0].list
        }

        /// Queues input in device points, its times counted from now.
        mutating func play(_ events: [InputEvent]) {
            let start = run.now
            run = ScriptedRun(shell: shell, events: events.map { event in
                switch event {
                case .pointerDown(let p, let b, let t): return .pointerDown(position: p, button: b, time: t + start)
                case .pointerMove(let p, let b, let t): return .pointerMove(position: p, buttons: b, time: t + start)
                case .pointerUp(let p, let b, let t): return .pointerUp(position: p, button: b, time: t + start)
                case .wheel(let p, let d, let t): return .wheel(position: p, delta: d, time: t + start)
                default: return event
                }
            })
        }

        mutating func press(_ key: KeyPress.Key) {
            _ = run.frame(realDelta: 0)
            shell.handleKey(KeyPress(key: key))
            _ = run.advance(to: run.now + 1.0 / 60)
        }
    }

    static func mainQueueTurn() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    /// Row k's coloured container on screen: its opacity and its offset from where layout put it.
    static func row(_ k: Int, in list: DisplayList, contentOffset: CGFloat = 0) -> (alpha: Double, dx: Double, dy: Double)? {
        for (item, opacity) in list.drawnItems(identifiedBy: "row-\(k)") {
            guard case .rect(let rect) = item, rect.cornerRadius == 4 else { continue }
            let box = rect.rect.applying(rect.transform)
            return (opacity, Double(box.minX - 12), Double(box.minY - (72 + 62 * CGFloat(k) + 5 - contentOffset)))
        }
        return nil
    }

    static func headerTitle(in list: DisplayList) -> String? {
        for item in list.items(identifiedBy: "header") {
            if case .text(let run) = item { return run.text }
        }
        return nil
    }

    /// What seed 000 and 003 say row k shows `t` seconds after the reload, for each animation. The seeds
    /// fix curves, durations, delays, offsets and damping; the springs' duration → stiffness mapping is
    /// Kinema's (checked against references in SpringTests), so spring rows check the wiring to it.
    static func expected(_ kind: TableAnimationKind, row k: Int, at t: Double) -> (alpha: Double, dx: Double, dy: Double) {
        let seed = kind.defaults
        let local = t - seed.delay * Double(k)
        let eased = local <= 0 ? 0 : local >= seed.duration ? 1 : CubicBezier.easeInEaseOut.value(at: local / seed.duration)
        let remaining = 1 - eased
        switch kind {
        case .fadeIn, .fade: return (eased, 0, 0)
        case .moveUp: return (1, 0, 62 * 1.4 * remaining)
        case .moveUpWithFade: return (eased, 0, 62 * 1.4 * remaining)
        case .moveUpBounce:
            let spring = Spring(uikitDuration: 0.85 + 0.2, dampingRatio: 0.6, initialVelocity: 0.1)
            let x = local <= 0 ? 0 : local >= 1.05 ? 1 : spring.value(at: local, initialVelocity: 0.1)
            return (1, 0, 62 * (1 - x))
        case .bounce:
            let spring = Spring(uikitDuration: 0.8, dampingRatio: 0.8, initialVelocity: 0.1)
            let x = local <= 0 ? 0 : local >= 0.8 ? 1 : spring.value(at: local, initialVelocity: 0.1)
            return (1, 0, 62 * (1 - x))
        case .moveIn: return (eased, 0, 31 * remaining)
        case .rightIn: return (1, 390 * remaining, 0)
        case .leftIn: return (1, -390 * remaining, 0)
        case .side: return (1, (k % 2 == 0 ? -390 : 390) * remaining, 0)
        }
    }

    @Test(arguments: TableAnimationKind.allCases)
    func rowsFollowTheSeedsNumbers(_ kind: TableAnimationKind) async {
        var scene = await Scene()
        scene.press(KeyPress.Key(rawValue: String(kind.number % 10)))
        #expect(scene.scene.kind == kind)
        let t0 = scene.reloadTime
        let k = 3
        let seed = kind.defaults
        let delay = seed.delay * Double(k)
        let total = delay + (kind == .moveUpBounce ? seed.duration + 0.2 : seed.duration)
        // At the reload, during row 3's delay, mid-animation, and once its delay and duration are over.
        for t in [0, delay / 2, delay + seed.duration / 2, total] {
            let list = scene.list(at: t0 + t)
            let want = Self.expected(kind, row: k, at: t)
            guard let shown = Self.row(k, in: list) else {
                // A fully transparent row draws nothing, nor does one wholly outside the table, which
                // clips it (a row 390 points wide sliding in from a side starts there).
                #expect(want.alpha < 0.001 || abs(want.dx) >= 390, "\(kind): row \(k) not on screen at +\(t)")
                continue
            }
            expectClose(shown.alpha, want.alpha, tolerance: 1e-6, "\(kind) alpha at +\(t)")
            expectClose(shown.dx, want.dx, tolerance: 1e-6, "\(kind) x offset at +\(t)")
            expectClose(shown.dy, want.dy, tolerance: 1e-6, "\(kind) y offset at +\(t)")
        }
        #expect(Self.headerTitle(in: scene.list(at: t0 + total)) == kind.title)
    }

    @Test func pressingAButtonReplaysWithTheNewTitle() async {
        var scene = await Scene()
        var list = scene.list(at: scene.run.now + 2)
        #expect(Self.headerTitle(in: list) == "Fade-In Animation")
        #expect(Self.row(0, in: list)?.alpha == 1, "the first animation is over")
        // Tap button 2 (Move-Up) where the DisplayList shows it.
        let button = list.items(identifiedBy: "button-2").compactMap { item -> CGRect? in
            if case .symbol(let symbol) = item { return symbol.rect.applying(symbol.transform) }
            return nil
        }.first!
        let center = CGPoint(x: button.midX, y: button.midY)
        let now = scene.run.now
        scene.run = ScriptedRun(shell: scene.shell, events: [
            .pointerDown(position: center, button: .primary, time: now),
            .pointerUp(position: center, button: .primary, time: now + 0.05),
        ])
        list = scene.list(at: now + 0.1)
        #expect(Self.headerTitle(in: list) == "Move-Up Animation")
        #expect(scene.shell.tuning.parameter(forKey: "animation")?.displayValue == "move-up", "the inspector follows the button")
        let symbols = list.items.compactMap { item -> String? in
            if case .symbol(let symbol) = item { return symbol.name }
            return nil
        }
        #expect(symbols.contains("2.circle.fill") && symbols.contains("1.circle") && !symbols.contains("1.circle.fill"))
        #expect((Self.row(0, in: list)?.dy ?? 0) > 10, "the rows move up again")
    }

    /// Row k's alpha half-way through its fade-in, which began at `arrival` (drawn, strictly between 0 and 1).
    static func midFadeAlpha(_ scene: inout Scene, row k: Int, arrival: Double, delayRow: Int, offset: CGFloat) -> Double? {
        let seed = TableAnimationKind.fadeIn.defaults
        let list = scene.list(at: arrival + seed.delay * Double(delayRow) + seed.duration / 2)
        return Self.row(k, in: list, contentOffset: offset)?.alpha
    }

    @Test func rowsScrolledIntoViewAnimateEveryTimeByDefault() async {
        var scene = await Scene(sets: ["rows": "40"])
        _ = scene.list(at: scene.run.now + 3)
        // Scroll a page down: rows that arrive play the fade again (each after its own delay, by index).
        scene.controller.tableView.contentOffset = CGPoint(x: 0, y: 620)
        _ = scene.list(at: scene.run.now + 1.0 / 60)
        let arrival = scene.run.now
        let arrived = scene.controller.tableView.indexPathsForVisibleRows!.map(\.row).filter { $0 >= 10 }
        #expect(arrived.count >= 5)
        let alpha = Self.midFadeAlpha(&scene, row: 12, arrival: arrival, delayRow: 12, offset: 620)
        #expect(alpha.map { $0 > 0.3 && $0 < 0.7 } == true, "row 12 is half-way through its fade: \(String(describing: alpha))")
        // And back up: row 0 comes back animated as well.
        _ = scene.list(at: scene.run.now + 3)
        scene.controller.tableView.contentOffset = .zero
        _ = scene.list(at: scene.run.now + 1.0 / 60)
        let back = Self.midFadeAlpha(&scene, row: 0, arrival: scene.run.now, delayRow: 0, offset: 0)
        #expect(back.map { $0 > 0.3 && $0 < 0.7 } == true, "row 0 fades in again: \(String(describing: back))")
    }

    @Test func staggeringFromTheScreenTopShowsScrolledRowsAtOnce() async {
        var scene = await Scene(sets: ["rows": "400", "stagger": "from screen top"])
        _ = scene.list(at: scene.run.now + 3)
        scene.controller.tableView.contentOffset = CGPoint(x: 0, y: 62 * 300)
        _ = scene.list(at: scene.run.now + 1.0 / 60)
        let arrival = scene.run.now
        let top = scene.controller.tableView.indexPathsForVisibleRows!.first!.row
        // Row top+1 waits one row's delay, not 301 of them.
        let alpha = Self.midFadeAlpha(&scene, row: top + 1, arrival: arrival, delayRow: 1, offset: 62 * 300)
        #expect(alpha.map { $0 > 0.3 && $0 < 0.7 } == true, "\(String(describing: alpha))")
    }

    @Test func firstAppearanceOnlyAnimatesRowsOnce() async {
        var scene = await Scene(sets: ["rows": "40", "when": "first appearance"])
        _ = scene.list(at: scene.run.now + 3)
        scene.controller.tableView.contentOffset = CGPoint(x: 0, y: 620)
        _ = scene.list(at: scene.run.now + 1.0 / 60)
        let first = Self.midFadeAlpha(&scene, row: 15, arrival: scene.run.now, delayRow: 15, offset: 620)
        #expect(first.map { $0 > 0.3 && $0 < 0.7 } == true, "new rows animate the first time: \(String(describing: first))")
        _ = scene.list(at: scene.run.now + 3)
        scene.controller.tableView.contentOffset = .zero
        let list = scene.list(at: scene.run.now + 1.0 / 60)
        #expect(Self.row(0, in: list)?.alpha == 1, "rows seen before do not animate again")
        #expect(Self.row(3, in: list)?.alpha == 1)
    }

    /// A page down with the wheel, then a slow drag back to the top with the mouse (no fling): arriving
    /// rows animate each time by default, and only the first time under "first appearance".
    @Test(arguments: ["every appearance", "first appearance"])
    func wheelAndDragBringRowsInAsTheModeSays(_ mode: String) async {
        var scene = await Scene(sets: ["rows": "40", "when": mode])
        _ = scene.list(at: scene.run.now + 3)
        // Five wheel notches of 124 points over the table.
        scene.play((0..<5).map { .wheel(position: CGPoint(x: 195, y: 300), delta: CGVector(dx: 0, dy: 124), time: Double($0) / 60) })
        _ = scene.list(at: scene.run.now + 5.0 / 60)
        #expect(scene.controller.tableView.contentOffset.y == 620)
        let arrival = scene.run.now
        let wheeled = Self.midFadeAlpha(&scene, row: 14, arrival: arrival - 4.0 / 60, delayRow: 14, offset: 620)
        #expect(wheeled.map { $0 > 0.2 && $0 < 0.8 } == true, "row 14 arrived by wheel and fades in: \(String(describing: wheeled))")
        _ = scene.list(at: scene.run.now + 3)
        // Drag 620 points down in 31 moves of 20, hold still, release: the content follows the finger back.
        var drag: [InputEvent] = [.pointerDown(position: CGPoint(x: 195, y: 20), button: .primary, time: 0)]
        for step in 1...31 {
            drag.append(.pointerMove(position: CGPoint(x: 195, y: 20 + CGFloat(step) * 20), buttons: [.primary], time: Double(step) / 60))
        }
        drag.append(.pointerUp(position: CGPoint(x: 195, y: 640), button: .primary, time: 0.8))
        scene.play(drag)
        _ = scene.list(at: scene.run.now + 0.55)
        #expect(scene.controller.tableView.contentOffset.y == 0, "dragged back to the top")
        let list = scene.list(at: scene.run.now + 0.4)
        let alpha = Self.row(0, in: list)?.alpha
        if mode == "every appearance" {
            #expect(alpha.map { $0 < 0.95 } == true, "row 0 fades in again: \(String(describing: alpha))")
        } else {
            #expect(alpha == 1, "row 0 was seen before and does not animate")
        }
        #expect(scene.controller.tableView.indexPathsForSelectedRows == nil, "a drag selects nothing")
    }

    @Test func afterReloadOnlyLeavesScrolledRowsStill() async {
        var scene = await Scene(sets: ["rows": "40", "when": "after a reload"])
        let reloaded = Self.midFadeAlpha(&scene, row: 1, arrival: scene.reloadTime, delayRow: 1, offset: 0)
        #expect(reloaded.map { $0 > 0.3 && $0 < 0.7 } == true, "the reload's rows animate")
        _ = scene.list(at: scene.run.now + 3)
        scene.controller.tableView.contentOffset = CGPoint(x: 0, y: 620)
        let list = scene.list(at: scene.run.now + 1.0 / 60)
        #expect(Self.row(15, in: list, contentOffset: 620)?.alpha == 1, "scrolled-in rows do not")
    }

    @Test func tenThousandRowsKeepTheLiveCellsBounded() async {
        var scene = await Scene(sets: ["rows": "10000"])
        #expect(scene.controller.tableView.numberOfRows(inSection: 0) == 10_000)
        for step in 1...120 {
            scene.controller.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 4_000)
            _ = scene.list(at: scene.run.now + 1.0 / 60)
        }
        let table = scene.controller.tableView!
        #expect(table.visibleCells.count <= 12)
        #expect(table.cellsCreated <= 24, "created \(table.cellsCreated) cells for 10,000 rows")
    }

    @Test func tuningReplaysAndKindsBringTheirNumbers() async {
        var scene = await Scene()
        scene.press("6")
        #expect(scene.scene.kind == .bounce)
        #expect(scene.scene.duration == 0.8 && scene.scene.damping == 0.8 && scene.scene.delay == 0.05)
        _ = scene.shell.tuning.set("damping", to: "0.3")
        let t0 = scene.run.now
        _ = scene.list(at: t0 + 1.0 / 60)
        #expect(scene.reloadTime >= t0, "a change replays")
        // Tuned: the bounce now follows a ζ 0.3 spring.
        let list = scene.list(at: scene.reloadTime + 0.4)
        let spring = Spring(uikitDuration: 0.8, dampingRatio: 0.3, initialVelocity: 0.1)
        expectClose(Self.row(0, in: list)!.dy, 62 * (1 - spring.value(at: 0.4, initialVelocity: 0.1)), tolerance: 1e-6)
        for _ in 0..<4 { scene.press(.down) }
        #expect(scene.shell.tuning.selectedParameter?.key == "damping")
        scene.press("r")
        #expect(scene.scene.damping == 0.8, "R returns to the animation's own number")
    }

    /// Several animations share one timing (ease in–out, same duration): the plot's title still names
    /// the one picked (it kept the previous one's name when the cache looked at the timing alone).
    @Test func thePlotIsTitledWithTheAnimationPicked() async throws {
        var scene = await Scene()
        var titles: [String] = []
        for kind in TableAnimationKind.allCases {
            scene.press(KeyPress.Key(rawValue: kind.rawValue == 9 ? "0" : String(kind.rawValue + 1)))
            #expect(scene.scene.kind == kind)
            let plot = try #require(scene.scene.plot(at: scene.run.now))
            #expect(plot.title.hasPrefix(kind.name + " "), "\(plot.title) for \(kind.name)")
            titles.append(plot.title)
        }
        #expect(Set(titles).count == TableAnimationKind.allCases.count)
    }

    /// Reduce Motion: whatever the animation, rows fade in where they are (Apple's guidance: replace
    /// motion with a fade), with the animation's own duration and stagger.
    @Test func reduceMotionFadesRowsWithoutMovingThem() async {
        await UIAccessibility.$reduceMotionOverride.withValue(true) {
            var scene = await Scene()
            scene.press("4")
            #expect(scene.scene.kind == .moveUpBounce)
            let t0 = scene.run.now
            _ = scene.list(at: t0 + 1.0 / 60)
            let start = scene.reloadTime
            let early = scene.list(at: start + 0.15), later = scene.list(at: start + 0.5)
            for k in 0..<4 {
                // A row not drawn yet is still transparent.
                let a = Self.row(k, in: early), b = Self.row(k, in: later)
                #expect((a == nil || a?.dx == 0 && a?.dy == 0) && b?.dx == 0 && b?.dy == 0, "row \(k) does not move: \(String(describing: a)) \(String(describing: b))")
                #expect((a?.alpha ?? 0) < (b?.alpha ?? 0), "row \(k) fades in")
            }
            // Without it, the same animation moves the rows.
            await UIAccessibility.$reduceMotionOverride.withValue(false) {
                var moving = await Scene()
                moving.press("4")
                let t1 = moving.run.now
                _ = moving.list(at: t1 + 1.0 / 60)
                #expect(Self.row(1, in: moving.list(at: moving.reloadTime + 0.15))?.dy != 0)
            }
        }
    }

    @Test func dumpSnapshotOfMoveUpFade() async throws {
        var scene = await Scene()
        scene.press("3")
        let t0 = scene.reloadTime
        var text = ""
        for t in [0.0, 0.25, 0.6] {
            text += "at +\(t) s\n" + scene.list(at: t0 + t).dump
        }
        try SnapshotFile.expect(text, named: "tableMoveUpFade")
    }
}

@MainActor
@Suite("Table scene benchmark gesture")
struct TableBenchmarkInputTests {
    @Test func benchmarkFlingsScrollTheTableWhileRowsAnimateIn() async {
        var scene = await TableSceneTests.Scene(sets: ["rows": "2000", "stagger": "from screen top"])
        let start = scene.run.now
        let script = scene.scene.benchmarkInput(seconds: 4).map { event -> InputEvent in
            // The script is in scene time from 0: shift it to now.
            switch event {
            case .pointerDown(let p, let b, let t): return .pointerDown(position: p, button: b, time: t + start)
            case .pointerMove(let p, let b, let t): return .pointerMove(position: p, buttons: b, time: t + start)
            case .pointerUp(let p, let b, let t): return .pointerUp(position: p, button: b, time: t + start)
            default: return event
            }
        }
        #expect(script.count > 20)
        scene.run = ScriptedRun(shell: scene.shell, events: script)
        var fading = 0, drawn = 0
        var offsets: [CGFloat] = []
        while scene.run.now < start + 4 {
            let list = scene.list(at: scene.run.now + 1.0 / 60)
            offsets.append(scene.controller.tableView.contentOffset.y)
            for row in scene.controller.tableView.indexPathsForVisibleRows ?? [] {
                guard let alpha = TableSceneTests.row(row.row, in: list, contentOffset: scene.controller.tableView.contentOffset.y)?.alpha else { continue }
                drawn += 1
                if alpha > 0.05 && alpha < 0.95 { fading += 1 }
            }
        }
        #expect((offsets.max() ?? 0) > 2_000, "flings carried the table thousands of points down (\(offsets.max() ?? 0))")
        // Staggered from the screen top, arriving rows are drawn and fading in throughout the flings.
        #expect(drawn > 200 && fading > 50, "drawn \(drawn), fading \(fading)")
        #expect(scene.controller.tableView.cellsCreated <= 24)
    }
}
