import CoreFoundation
import Foundation
import Testing
@testable import KinemaUI

/// What the gate's probes answer, set by a test between frames.
private final class ProbeAnswers: @unchecked Sendable {
    var mainQueueHasWork = false
    var timerIsDue = false

    var probes: MainRunLoopGate.Probes {
        MainRunLoopGate.Probes(mainQueueHasWork: { self.mainQueueHasWork }, timerIsDue: { self.timerIsDue })
    }
}

@MainActor
@Suite("Main run loop turns")
struct MainRunLoopGateTests {
    private func gate(_ answers: ProbeAnswers, policy: MainRunLoopTurns = .whenDue) -> MainRunLoopGate {
        var gate = MainRunLoopGate()
        gate.probes = answers.probes
        gate.policy = policy
        return gate
    }

    @Test func withNothingDueOnlyEverySixthFrameTurns() {
        var gate = gate(ProbeAnswers())
        let turns = (0..<13).map { _ in gate.shouldTurn() }
        #expect(MainRunLoopGate.longestSkip == 6)
        #expect(turns == [false, false, false, false, false, true, false, false, false, false, false, true, false])
    }

    @Test func mainQueueWorkTimersAndInputEachTurnTheirFrame() {
        let answers = ProbeAnswers()
        var gate = gate(answers)
        var turns: [Bool] = []
        turns.append(gate.shouldTurn())
        answers.mainQueueHasWork = true
        turns.append(gate.shouldTurn())
        answers.mainQueueHasWork = false
        turns.append(gate.shouldTurn())
        answers.timerIsDue = true
        turns.append(gate.shouldTurn())
        answers.timerIsDue = false
        gate.noteInput()
        turns.append(gate.shouldTurn())
        // The input is used up by its turn: the next frames skip again, until the sixth after that turn.
        turns += (0..<6).map { _ in gate.shouldTurn() }
        #expect(turns == [false, true, false, true, true, false, false, false, false, false, true])
    }

    @Test func everyFrameTurnsEveryFrame() {
        var gate = gate(ProbeAnswers(), policy: .everyFrame)
        let turns = (0..<8).map { _ in gate.shouldTurn() }
        #expect(turns == Array(repeating: true, count: 8))
    }

    @Test func theWindowsInputAndInputHandlersAreNoted() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.engine.runLoopGate.probes = ProbeAnswers().probes
        func turns() -> Bool { window.engine.runLoopGate.shouldTurn() }
        var seen = [turns()]
        window.handle(.pointerMove(position: CGPoint(x: 5, y: 5), buttons: [], time: 0))
        seen += [turns(), turns()]
        window.handlingInput {}
        seen.append(turns())
        #expect(seen == [false, true, false, true])
        #expect(window.engine.mainRunLoopTurns == .whenDue, "UIKit's run loop wakes only for its sources")
    }

    // The timer probe reads the main run loop's own timers (nothing drains them while the test, on the
    // main thread, looks). The main-queue probe is tested in a real program (CLITests
    // `mainQueueWorkRunsInTheFirstFrame`): under the test runner the main queue is not the run loop's.
    @Test func theTimerProbeSeesADueTimerAndForgetsAnInvalidatedOne() {
        let timer = Timer(fire: Date(timeIntervalSinceNow: -1), interval: 0, repeats: false) { _ in }
        RunLoop.main.add(timer, forMode: .default)
        #expect(RunLoopTimers.isDue())
        timer.invalidate()
        #expect(!RunLoopTimers.isDue())
        let later = Timer(fire: Date(timeIntervalSinceNow: 3600), interval: 0, repeats: false) { _ in }
        RunLoop.main.add(later, forMode: .default)
        #expect(!RunLoopTimers.isDue(), "a timer an hour away is not due")
        later.invalidate()
    }
}
