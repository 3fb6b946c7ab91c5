import Foundation
import KinemaCore
import KinemaTestSupport
import Testing
@testable import KinemaScenes
@testable import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The player scene headless, through seed 001's coordinator, driven by recorded gestures
/// (`Tests/KinemaScenesTests/Gestures/*.jsonl`, device points and scene time, as `--record` writes them).
@MainActor
@Suite("Player scene (seed 001)")
struct PlayerSceneTests {
    @MainActor
    struct Scene {
        let shell: Shell
        var run: ScriptedRun
        let tracer = Tracer()
        var scene: PlayerScene { shell.scene as! PlayerScene }
        var coordinator: TransitionCoordinator { scene.coordinator }
        var player: PlayerViewController { scene.controller.playerViewController }
        var tabBar: UITabBar { scene.controller.tabBar }

        init(events: [InputEvent] = [], sets: [String: String] = [:]) {
            shell = Shell(sceneName: "player")!
            shell.window.engine.drainsMainQueue = false
            shell.window.engine.tracer = tracer
            for (key, value) in sets { _ = shell.tuning.set(key, to: value) }
            run = ScriptedRun(shell: shell, events: events)
            _ = run.advance(to: 0)
        }

        init(gesture name: String, sets: [String: String] = [:]) throws {
            self.init(events: try PlayerSceneTests.gesture(name), sets: sets)
        }

        mutating func at(_ time: Double) { _ = run.advance(to: time) }

        /// The player's frame on screen now.
        var shownFrame: CGRect { player.view.layer.presentation()!.frame }

        /// The animators' state story (every one of them tells the same) and the pan's: one drag, from
        /// began through changes to ended.
        func expectStory(_ animators: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            for name in ["frame", "fade-in", "fade-out"] {
                #expect(tracer.names(of: name) == animators, "\(name)", sourceLocation: sourceLocation)
            }
            var pan = tracer.names(of: "pan")
            pan.removeAll { $0 == "changed" }
            #expect(pan == ["began", "ended"] && tracer.names(of: "pan").count > 3, "\(tracer.names(of: "pan"))", sourceLocation: sourceLocation)
        }

        /// Whether what is on screen and in the models agrees with the coordinator's state, at rest.
        func isSettled(_ state: TransitionCoordinator.State) -> Bool {
            let open = state == .open
            let frame = coordinator.playerFrame(for: state)
            return coordinator.currentState == state && !coordinator.isTransitioning
                && player.view.frame == frame && shownFrame == frame
                && player.fullPlayerView.alpha == (open ? 1 : 0) && player.miniPlayerView.alpha == (open ? 0 : 1)
                && tabBar.transform == (open ? CGAffineTransform(translationX: 0, y: tabBar.bounds.height) : .identity)
                && tabBar.layer.presentation()!.affineTransform() == tabBar.transform
        }
    }

    static func gesture(_ name: String) throws -> [InputEvent] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Gestures/\(name).jsonl")
        return try InputRecording.decode(String(contentsOf: url, encoding: .utf8)).compactMap(\.input)
    }

    @Test func aSlowDragPastHalfOpens() throws {
        var scene = try Scene(gesture: "slow-drag-past-half")
        scene.at(1.2)
        #expect(scene.coordinator.isTransitioning && scene.coordinator.animators.allSatisfy { !$0.isRunning }, "scrubbing, paused")
        // Input is handled as a frame starts, so the frame at 1.2 s shows the pointer of the frame before:
        // 0.6 × 697 points over the drag's second, at (1.2 − 1/60 − 0.5) s into it.
        let dragged = 0.6 * 697 * (1.2 - 1.0 / 60 - 0.5)
        expectClose(scene.shownFrame.minY, 697 - dragged, tolerance: 1e-6, "follows the finger, point for point")
        scene.at(3)
        #expect(scene.isSettled(.open))
        scene.expectStory(["active", "paused", "running", "inactive", "completion end"])
    }

    @Test func aSlowDragToThirtyPercentGoesBack() throws {
        var scene = try Scene(gesture: "slow-drag-to-30")
        scene.at(3)
        #expect(scene.isSettled(.closed))
        scene.expectStory(["active", "paused", "reversed", "running", "inactive", "completion start"])
    }

    @Test func aFastFlickUpFromTenPercentOpens() throws {
        var scene = try Scene(gesture: "flick-up-from-10")
        scene.at(3)
        #expect(scene.isSettled(.open))
        scene.expectStory(["active", "paused", "running", "inactive", "completion end"])
    }

    @Test func aFlickAgainstTheDragCancels() throws {
        var scene = try Scene(gesture: "flick-against")
        scene.at(1.55)
        #expect(scene.shownFrame.minY < 697 * 0.5, "well past half before the flick")
        scene.at(4)
        #expect(scene.isSettled(.closed))
        scene.expectStory(["active", "paused", "reversed", "running", "inactive", "completion start"])
    }

    /// While scrubbing, the fades follow their keyframes over the first half, through their curves
    /// (`scrubsLinearly = false`): the full player at easeIn(f) / 0.5, the mini player at
    /// 1 − easeOut(f) / 0.5, while the frame follows the finger linearly.
    @Test func theFadesScrubThroughTheirKeyframes() throws {
        let half = 0.25 * 697
        var scene = Scene(events: PlayerGestures.drag(from: CGPoint(x: 120, y: 729), to: CGPoint(x: 120, y: 729 - half), at: 0.2, duration: 0.5, rest: 0.5))
        scene.at(0.75)
        let f = 0.25
        expectClose(scene.shownFrame.minY, 697 - half, tolerance: 1e-6)
        expectClose(Double(scene.player.fullPlayerView.layer.presentation()!.opacity), min(1, CubicBezier.easeIn.value(at: f) / 0.5), tolerance: 1e-6)
        expectClose(Double(scene.player.miniPlayerView.layer.presentation()!.opacity), 1 - min(1, CubicBezier.easeOut.value(at: f) / 0.5), tolerance: 1e-6)
        // The plot shows the same: the frame a quarter open, the fades through their curves, a drag shaded.
        let openness = scene.coordinator.onScreenOpenness
        expectClose(openness.frame, f, tolerance: 1e-6)
        expectClose(openness.fadeIn, CubicBezier.easeIn.value(at: f) / 0.5, tolerance: 1e-6)
        expectClose(openness.fadeOut, CubicBezier.easeOut.value(at: f) / 0.5, tolerance: 1e-6)
        let plot = try #require(scene.scene.plot(at: 0.75))
        #expect(plot.extraSeries.count == 3 && plot.bands.count == 1 && plot.legend.count == 4)
        expectClose(Double(plot.extraSeries[2].last!.y), f, tolerance: 1e-6, "the shared fractionComplete, which the frame scrubs with")
        expectClose(Double(plot.samples.last!.y), f, tolerance: 1e-6)
        expectClose(Double(plot.extraSeries[1].last!.y), openness.fadeOut, tolerance: 1e-6)
        // With the split at 0.8 the fades take longer.
        var later = Scene(events: PlayerGestures.drag(from: CGPoint(x: 120, y: 729), to: CGPoint(x: 120, y: 729 - half), at: 0.2, duration: 0.5, rest: 0.5), sets: ["split": "0.8"])
        later.at(0.75)
        expectClose(Double(later.player.fullPlayerView.layer.presentation()!.opacity), CubicBezier.easeIn.value(at: f) / 0.8, tolerance: 1e-6)
    }

    /// Caught mid-flight, the player stops where it is: on the press frame it moves no more than the
    /// pointer does. Then every 6-point move of the finger takes 6/697 off the frame animator's fraction
    /// (the coordinator's rule), and the player shows that fraction through the animator's scrub, which
    /// pivots where it was caught (no jump; `AnimationTimeline.pivot`).
    @Test func grabbingMidFlightTakesOverWithoutAJump() {
        var scene = Scene(events: PlayerGestures.tap(at: CGPoint(x: 150, y: 729), at: 0.2))
        scene.at(0.5)
        #expect(scene.coordinator.isTransitioning && scene.coordinator.animators[0].isRunning, "opening by the tap")
        let caught = scene.shownFrame.minY
        let press = CGPoint(x: 150, y: caught + 40)
        var events: [InputEvent] = [.pointerDown(position: press, button: .primary, time: scene.run.now)]
        for step in 1...10 {
            events.append(.pointerMove(position: CGPoint(x: 150, y: press.y + CGFloat(step) * 6), buttons: [.primary], time: scene.run.now + Double(step) / 60))
        }
        scene.run = ScriptedRun(shell: scene.shell, events: events)
        scene.at(scene.run.now + 1.0 / 60)
        #expect(abs(scene.shownFrame.minY - caught) <= 6, "caught where it was: \(caught) → \(scene.shownFrame.minY)")
        let frame = scene.coordinator.animators[0]
        #expect(!frame.isRunning)
        let x0 = Double(frame.fractionComplete), y0 = 1 - Double(scene.shownFrame.minY) / 697
        var previous = scene.shownFrame.minY
        for step in 1...9 {
            scene.at(scene.run.now + 1.0 / 60)
            let fraction = Double(frame.fractionComplete)
            expectClose(fraction, x0 - Double(step) * 6 / 697, tolerance: 1e-9, "the finger's 6 points, as a fraction")
            expectClose(Double(scene.shownFrame.minY), 697 * (1 - y0 * fraction / x0), tolerance: 1e-6, "through the pivot")
            #expect(scene.shownFrame.minY > previous, "following the finger down")
            previous = scene.shownFrame.minY
        }
    }

    /// Two hundred random taps, drags, flicks and catches: whatever happens, once it settles the state,
    /// the views, the models and the tab bar agree and no animator is left.
    @Test(arguments: [
        (["handoff": "1", "damping": "0.1", "duration": "0.2"], false),
        ([:], true),
    ])
    func randomGesturesAlwaysSettleConsistently(sets: [String: String], reducesMotion: Bool) {
      UIAccessibility.$reduceMotionOverride.withValue(reducesMotion) {
        var generator = SplitMix64(seed: 7)
        var events: [InputEvent] = []
        var time = 0.2
        for _ in 0..<200 {
            let kind = Int.random(in: 0..<4, using: &generator)
            let x = CGFloat.random(in: 40...350, using: &generator)
            let y = CGFloat.random(in: 80...740, using: &generator)
            switch kind {
            case 0: events += PlayerGestures.tap(at: CGPoint(x: x, y: y), at: time)
            case 1: events += PlayerGestures.tap(at: CGPoint(x: 36, y: 74), at: time)
            default:
                let to = CGPoint(x: x, y: CGFloat.random(in: 60...800, using: &generator))
                let duration = Double.random(in: 0.05...0.6, using: &generator)
                events += PlayerGestures.drag(from: CGPoint(x: x, y: y), to: to, at: time, duration: duration, rest: kind == 2 ? 0.1 : 0)
                time += duration
            }
            time += Double.random(in: 0.1...0.7, using: &generator)
        }
        var scene = Scene(events: events, sets: sets)
        scene.at(time + 4)
        #expect(scene.isSettled(scene.coordinator.currentState), "state \(scene.coordinator.currentState)")
        #expect(scene.coordinator.animators.isEmpty)
      }
    }

    /// Under Reduce Motion the frame animator has no animations of its own; started from a key (M, Space)
    /// it must still run on the window's clock and finish with the fades (it used to wait forever on no
    /// window's clock, and the next Space continued the finished fades: UIKit's exception, a crash).
    @Test func spaceUnderReduceMotionFinishesEveryAnimator() {
        UIAccessibility.$reduceMotionOverride.withValue(true) {
            var scene = Scene()
            for (round, state) in [TransitionCoordinator.State.open, .closed, .open].enumerated() {
                scene.shell.handleKey(KeyPress(key: "space"))
                scene.at(scene.run.now + 0.1)
                #expect(scene.coordinator.isTransitioning, "round \(round): fading")
                scene.at(scene.run.now + 2)
                let settled = scene.isSettled(state)
                #expect(settled, "round \(round): \(scene.coordinator.animators.map(\.state))")
            }
        }
    }

    @Test func theChevronAndSpaceToggle() {
        var scene = Scene()
        scene.scene.replay()
        scene.at(1.5)
        #expect(scene.isSettled(.open))
        scene.run = ScriptedRun(shell: scene.shell, events: PlayerGestures.tap(at: CGPoint(x: 36, y: 74), at: scene.run.now + 0.1))
        scene.at(scene.run.now + 1.5)
        #expect(scene.isSettled(.closed))
    }
}
