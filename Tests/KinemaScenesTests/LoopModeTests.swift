import Foundation
import Testing
import KinemaUI
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// Y: loop off, loop and ping-pong for the scene's motion — played again 0.5 s of scene time after it
/// comes to rest, forward (loop) or back and forward in turn (ping-pong), where the scene has a way back.
@MainActor
@Suite struct LoopModeTests {
    static func step(_ shell: Shell, _ events: [InputEvent] = []) {
        _ = shell.step(deviceEvents: events, realDelta: 1.0 / 60)
    }

    @Test func theLooperWaitsForRestThenPlaysForwardOrBackAndForth() {
        var looper = MotionLooper()
        #expect(looper.next(now: 0, atRest: true) == nil, "off does nothing")
        #expect(looper.cycle() == .loop)
        #expect(looper.next(now: 1, atRest: true) == nil && looper.next(now: 1.4, atRest: true) == nil)
        #expect(looper.next(now: 1.45, atRest: false) == nil, "motion starts the rest again")
        #expect(looper.next(now: 1.5, atRest: true) == nil && looper.next(now: 1.99, atRest: true) == nil)
        #expect(looper.next(now: 2.0, atRest: true) == .forward)
        #expect(looper.cycle() == .pingPong)
        let plays = [3.0, 3.5, 4.0, 4.5, 5.0, 5.5].compactMap { looper.next(now: $0, atRest: true) }
        #expect(plays == [.backward, .forward, .backward])
        looper.noWayBack()
        #expect([6.0, 6.5].compactMap { looper.next(now: $0, atRest: true) } == [.backward], "back is tried again")
        #expect(looper.cycle() == .off)
    }

    /// The player's state at each frame for `seconds`, as the sequence of states it went through.
    static func states(_ shell: Shell, seconds: Double) throws -> [TransitionCoordinator.State] {
        let scene = try #require(shell.scene as? PlayerScene)
        var seen = [scene.coordinator.currentState]
        for _ in 0..<Int(seconds * 60) {
            step(shell)
            if scene.coordinator.currentState != seen.last { seen.append(scene.coordinator.currentState) }
        }
        return seen
    }

    @Test func pingPongClosesAndOpensThePlayerInTurn() throws {
        let shell = try #require(Shell(sceneName: "player"))
        for key in ["y", "y"] { Self.step(shell, [.key(KeyPress(key: KeyPress.Key(rawValue: key)))]) }
        #expect(shell.overlays.looper.mode == .pingPong && shell.tuning.notice?.hasPrefix("ping-pong") == true)
        Self.step(shell, [.key(KeyPress(key: "space"))])
        // Open (Space), back closed, open again, closed again: each after the last came to rest.
        let duration = try #require(shell.tuning.parameter(forKey: "duration")).value
        let states = try Self.states(shell, seconds: 3 * (duration + MotionLooper.pause) + 0.3)
        #expect(states == [.open, .closed, .open, .closed], "\(states)")
    }

    @Test func loopOpensThePlayerAgainFromClosed() throws {
        let shell = try #require(Shell(sceneName: "player"))
        let scene = try #require(shell.scene as? PlayerScene)
        Self.step(shell, [.key(KeyPress(key: "y"))])
        Self.step(shell, [.key(KeyPress(key: "space"))])
        var openings = 0, wasTransitioning = false
        let duration = try #require(shell.tuning.parameter(forKey: "duration")).value
        for _ in 0..<Int((2 * (duration + MotionLooper.pause) + 0.3) * 60) {
            Self.step(shell)
            let transitioning = scene.coordinator.isTransitioning
            if transitioning, !wasTransitioning {
                openings += 1
                #expect(scene.coordinator.currentState == .open, "every run is an opening")
            }
            wasTransitioning = transitioning
        }
        #expect(openings == 3, "Space's, then two loops (\(openings))")
        // Y again: off, and nothing plays by itself any more.
        for key in ["y", "y"] { Self.step(shell, [.key(KeyPress(key: KeyPress.Key(rawValue: key)))]) }
        #expect(shell.overlays.looper.mode == .off && shell.tuning.notice == "loop off")
        #expect(try Self.states(shell, seconds: 3).count == 1)
    }

    @Test func theMenuLoopsItsWholeCycleAndAReplayLoopsAlike() throws {
        let events = [InputRecording.TimedEvent(time: 0.2, event: .input(.key(KeyPress(key: "y"))))]
        let text = events.map { InputRecording.encode($0.event, at: $0.time) }.joined(separator: "\n")
        let shell = try #require(Shell(sceneName: "menu"))
        var run = ScriptedRun(shell: shell, recording: try InputRecording.decodeTimed(text))
        let scene = try #require(shell.scene as? MenuScene)
        var presentations = 0, wasShown = false
        // The cycle: present (0.5 s), hold (1.2 s), dismiss (0.5 s); at rest 0.5 s, then again.
        for frame in 1...(8 * 60) {
            _ = run.advance(to: Double(frame) / 60)
            let shown = scene.controller.presentedViewController != nil
            if shown, !wasShown { presentations += 1 }
            wasShown = shown
        }
        #expect(presentations == 3, "the first cycle, then one every 2.7 s (\(presentations))")
        // A second run of the same recording does the same.
        let again = try #require(Shell(sceneName: "menu"))
        var second = ScriptedRun(shell: again, recording: try InputRecording.decodeTimed(text))
        _ = second.advance(to: 8)
        #expect(again.overlays.looper == shell.overlays.looper && again.sessionTime == shell.sessionTime)
    }

    @Test func scenesThatLoopByThemselvesAreLeftBe() throws {
        // The curves race runs again after its pause (0.6 s) by itself; Y says so and leaves the period.
        let shell = try #require(Shell(sceneName: "curves"))
        Self.step(shell, [.key(KeyPress(key: "y"))])
        #expect(shell.tuning.notice?.hasSuffix("this scene loops by itself already") == true)
        let controller = try #require((shell.scene as? CurvesScene)?.controller)
        var starts: [Double] = []
        for _ in 0..<(5 * 60) {
            Self.step(shell)
            if let start = controller.raceStart, start != starts.last { starts.append(start) }
        }
        let periods = zip(starts.dropFirst(), starts).map { $0 - $1 }
        #expect(periods.count >= 2 && periods.allSatisfy { abs($0 - 1.6) < 0.02 }, "duration 1 s + pause 0.6 s: \(periods)")
    }
}
