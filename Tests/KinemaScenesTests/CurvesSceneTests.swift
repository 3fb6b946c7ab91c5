import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
import KinemaTestSupport
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

@MainActor
@Suite("Curves scene")
struct CurvesSceneTests {
    /// The dot of lane `index` on screen, from the DisplayList (its centre x in device points).
    static func dotX(_ list: DisplayList, lane index: Int) -> Double? {
        let rects = list.items(identifiedBy: "lane-\(index)").compactMap { item -> RoundedRect? in
            if case .rect(let rect) = item, rect.cornerRadius == 9 { return rect }
            return nil
        }
        guard let dot = rects.first else { return nil }
        return Double(dot.rect.applying(dot.transform).midX)
    }

    @Test func dotsRaceOnTheirCurves() {
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: [])
        let start = run.advance(to: 0).layers[0].list
        let startX = Self.dotX(start, lane: 0)!
        expectClose(startX, 119, tolerance: 1e-9, "at the start of its track")
        let list = run.advance(to: 0.3).layers[0].list
        // Track from x 119 to 301 (182 points); linear at 0.3 s of 1 s, easeIn and the custom curve by
        // their curves, the table's spring by UIKit's duration mapping.
        let travel = 182.0
        expectClose(Self.dotX(list, lane: 0)!, 119 + travel * 0.3, tolerance: 1e-6, "linear")
        expectClose(Self.dotX(list, lane: 1)!, 119 + travel * CubicBezier.easeIn.value(at: 0.3), tolerance: 1e-6, "easeIn")
        let custom = CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)
        expectClose(Self.dotX(list, lane: 5)!, 119 + travel * custom.value(at: 0.3), tolerance: 1e-6, "custom, through UIViewPropertyAnimator")
        let spring = Spring(uikitDuration: 1, dampingRatio: 0.6, initialVelocity: 0.1)
        expectClose(Self.dotX(list, lane: 6)!, 119 + travel * spring.value(at: 0.3, initialVelocity: 0.1), tolerance: 1e-6, "seed 000's spring")
        #expect(Self.dotX(list, lane: 9)! > 119 + travel, "the tuned spring (ζ 0.5) has overshot by 0.3 s")
    }

    @Test func racesLoopAfterTheirPause() {
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: [])
        let end = run.advance(to: 1.5).layers[0].list
        #expect((shell.scene as! CurvesScene).controller.raceStart == 0, "the first race starts at 0")
        expectClose(Self.dotX(end, lane: 0)!, 301, tolerance: 1e-9, "at the end, waiting")
        // The race restarts on the first frame at or after 1.6 s (1 s race + 0.6 s pause).
        let again = run.advance(to: 2.1).layers[0].list
        let restart = (shell.scene as! CurvesScene).controller.raceStart!
        #expect(restart >= 1.6 - 1e-9 && restart < 1.6 + 1.0 / 60 + 1e-9, "restarted at \(restart), now \(shell.window.engine.now)")
        expectClose(Self.dotX(again, lane: 0)!, 119 + 182 * (2.1 - restart), tolerance: 1e-6, "the second race")
    }

    @Test func tuningReplaysAndPlotsTheTunedLane() {
        let shell = Shell(sceneName: "curves")!
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: [
            .key(KeyPress(key: .down, time: 0.5)),
            .key(KeyPress(key: .right, modifiers: [.shift], time: 0.5)),
        ])
        // Keys stamped 0.5 s are handled by the frame that starts at 0.5 s, which replays the race.
        let list = run.advance(to: 0.5 + 0.3).layers[0].list
        #expect(shell.value("damping") == 1.0)
        let plot = shell.scene.plot(at: shell.window.engine.now)!
        #expect(plot.title.hasPrefix("tuned spring"))
        #expect(plot.samples.allSatisfy { $0.y <= 1 + 1e-9 }, "critically damped: no overshoot")
        expectClose(Self.dotX(list, lane: 0)!, 119 + 182 * 0.3, tolerance: 1e-6)
    }

    @Test func everySceneRunsHeadless() {
        for name in SceneCatalog.kinema.builtInNames {
            let shell = Shell(sceneName: name)!
            shell.window.engine.drainsMainQueue = false
            var run = ScriptedRun(shell: shell, events: [])
            let composition = run.advance(to: 2)
            #expect(composition.layers.count == 2)
            #expect(composition.layers[0].list.items.count > 10, "\(name) draws something")
            #expect(!shell.tuning.sceneParameters.isEmpty)
        }
    }
}
