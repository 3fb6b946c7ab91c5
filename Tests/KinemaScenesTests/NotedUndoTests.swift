import Foundation
import KinemaUI
import Testing
@testable import KinemaShell
@testable import KinemaTweaks

/// A controller whose delay follows its duration (a quarter of it), as a scene's own reaction.
@MainActor
final class FollowingDelayController: UIViewController {
    @Tweak("Duration", 0.8, in: 0.1...3, step: 0.05, unit: .seconds) var duration: TimeInterval
    @Tweak("Delay", 0.2, in: 0...1, step: 0.05, unit: .seconds) var delay: TimeInterval

    override func viewDidLoad() {
        super.viewDidLoad()
        $duration.onChange { [unowned self] duration in delay = duration / 4 }
    }
}

/// Undo is noted from the changes themselves: an event that changes nothing (pointer moves) adds no
/// step, and a scene's own reaction to a change is undone with it.
@MainActor
@Suite struct NotedUndoTests {
    @Test func movesAddNoStepAndAReactionIsUndoneWithItsCause() {
        let shell = RecordedSelectionTests.shell { FollowingDelayController() }
        _ = shell.step(deviceEvents: [.key(KeyPress(key: .right))], realDelta: 1.0 / 60)
        #expect(abs(shell.value("duration") - 0.85) < 1e-9 && abs(shell.value("delay") - 0.2125) < 1e-9)
        let moves = (0..<50).map { InputEvent.pointerMove(position: CGPoint(x: 100, y: Double($0)), buttons: [], time: 0) }
        _ = shell.step(deviceEvents: moves, realDelta: 1.0 / 60)
        // The arrow's step; the scene hears of it at the frame's end, so its reaction is undone by its
        // reaction to the undo.
        #expect(shell.tuning.history.undoSteps == [[.init(key: "duration", old: 0.8, new: 0.85)]], "no step for the moves")
        _ = shell.step(deviceEvents: [.key(KeyPress(key: "z", modifiers: .control))], realDelta: 1.0 / 60)
        #expect(abs(shell.value("duration") - 0.8) < 1e-9 && abs(shell.value("delay") - 0.2) < 1e-9, "one Ctrl+Z undoes both")
    }
}
