import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
@testable import KinemaScenes
import KinemaGraphics
@testable import KinemaLayers
@testable import KinemaUI
@testable import KinemaShell

/// The explicit-animations scene with its default numbers: the card's turn, the ring's fill, the
/// arrow on its path, and the race of one spring written three ways, which move as one.
@MainActor
@Suite("Explicit animations scene")
struct ExplicitSceneTests {
    let shell = Shell(sceneName: "explicit", showsPanel: false)!
    var scene: ExplicitScene { shell.scene as! ExplicitScene }

    @discardableResult
    func list(at time: Double) -> DisplayList {
        var run = ScriptedRun(shell: shell, events: [])
        return run.advance(to: time).layers[0].list
    }

    /// `CASpringAnimation(perceptualDuration:bounce:)`, `UIView.animate(springDuration:bounce:)` and a
    /// property animator on `UISpringTimingParameters(duration:bounce:)` with the same numbers are at the
    /// same place at every moment: one spring, three dialects.
    @Test func theThreeSpringsMoveAsOne() throws {
        shell.window.engine.drainsMainQueue = false
        var spread = 0.0
        var moved = 0.0
        for step in 1...36 {
            list(at: Double(step) / 60)
            let xs = try scene.controller.runners.map { try #require($0.layer.presentation()).position.x }
            spread = max(spread, Double(xs.max()! - xs.min()!))
            moved = max(moved, Double(xs[0]) - Double(scene.controller.view.bounds.width / 2 + 30))
        }
        #expect(spread < 1e-6, "the three runners apart by \(spread) points")
        #expect(moved > 100, "and they ran")
    }

    /// The ring is half drawn when its ease-out fill is past half its time's share, and full (held by
    /// its model) after; the card is edge-on a quarter of the way through its full turn.
    @Test func theRingFillsAndTheCardTurns() throws {
        shell.window.engine.drainsMainQueue = false
        list(at: 0.3)
        let card = try #require(scene.controller.card.layer.presentation())
        let quarter = CubicBezier.easeInEaseOut.value(at: 0.25) * 2 * .pi
        #expect(abs(Double(card.transform.m11) - cos(quarter)) < 1e-6)
        list(at: 2.2)
        #expect(scene.controller.ring.animation(forKey: "progress") == nil && scene.controller.ring.strokeEnd == 1)
        let arrow = try #require(scene.controller.arrow.presentation())
        #expect(arrow.position.x > 60, "the arrow is on its way along the path")
    }

    /// Explicit animations replay, scrub and show in the onion skin as every frame does: a live session
    /// (timeline up, a replay with Space, the spring's bounce nudged) scrubbed back to moments of it shows
    /// exactly what a re-simulation of its recording from the start shows.
    @Test func scrubbingShowsWhatAReplayShows() throws {
        let live = Shell(sceneName: "explicit", showsPanel: false)!
        live.window.engine.drainsMainQueue = false
        live.scrubber.budget = (frames: 1_000_000, seconds: 1_000)
        var pending: [(Double, KeyPress)] = [(0.2, KeyPress(key: "t")), (1.7, KeyPress(key: "space")), (2.6, KeyPress(key: "down")), (2.8, KeyPress(key: "right"))]
        _ = live.step(deviceEvents: [], realDelta: 0)
        while live.sessionTime < 4.5 {
            var due: [InputEvent] = []
            while let next = pending.first, next.0 <= live.sessionTime + 0.0005 {
                due.append(InputEvent.key(next.1).stamped(live.window.engine.now))
                pending.removeFirst()
            }
            _ = live.step(deviceEvents: due, realDelta: 1.0 / 60)
        }
        for target in [4.0, 1.9, 0.5, 3.1, 2.2] {
            live.scrub(toSceneTime: target)
            let shown = live.scrubTimeForTests
            #expect(live.composition().layers[0].list.dump == ScrubCheckpointTests.fromTheStart(live, at: shown), "at \(target) s")
        }
    }

    /// O: earlier moments of the explicit animations drawn faintly over the present: the ring, filling,
    /// is shorter in each earlier moment.
    @Test func theOnionSkinShowsEarlierMoments() throws {
        shell.window.engine.drainsMainQueue = false
        var run = ScriptedRun(shell: shell, events: [])
        _ = run.frame(realDelta: 0)
        shell.handleKey(KeyPress(key: "o"))
        var composition = run.frame(realDelta: 1.0 / 60)
        for _ in 0..<40 { composition = run.frame(realDelta: 1.0 / 60) }
        var lengths: [CGFloat] = []
        var inGhost = false
        for item in composition.layers[0].list.items {
            if case .beginGroup(let group) = item { inGhost = group.identifier?.hasPrefix("onion-") == true }
            if inGhost, case .path(let path) = item, path.identifier == "ring" { lengths.append(path.path.length) }
        }
        #expect(lengths.count == 6, "the ring in each of six earlier moments: \(lengths)")
        #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $0 < $1 }, "shorter the earlier: \(lengths)")
    }
}
