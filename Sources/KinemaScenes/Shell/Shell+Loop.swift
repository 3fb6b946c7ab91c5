import Foundation
import KinemaUI

/// V's velocity overlay, and Y's loop modes in the shell: `MotionLooper` says when the scene's motion plays again; the scene says
/// how (`Scene.playForward`, `Scene.playBackward`). Both run in every kind of run — window, capture,
/// bench, replays — as the Y key is recorded with the rest of the input.
extension Shell {
    /// Plays the scene's motion again when the loop mode says so (after the frame's animations ran).
    func loopMotion() {
        guard looper.mode != .off else { return }
        let engine = window.engine
        let atRest = !scene.continuesMotion && !window.isTouching && engine.runningGroupCount == 0 && engine.quietUntil > engine.now
        guard let play = looper.next(now: engine.now, atRest: atRest) else { return }
        window.handlingInput {
            if play == .backward, scene.playBackward() { return }
            if play == .backward { looper.noWayBack() }
            scene.playForward()
        }
    }

    /// V: the velocity over the plot, on or off.
    func toggleVelocity() {
        showsVelocity.toggle()
        tuning.notice = showsVelocity ? "velocity shown over the plot (red)" : "velocity hidden"
    }

    /// Y: the next loop mode, said on the status line.
    func cycleLoopMode() {
        switch looper.cycle() {
        case .off: tuning.notice = "loop off"
        case .loop: tuning.notice = "loop: the motion plays again \(MotionLooper.pause) s after it ends"
        case .pingPong: tuning.notice = "ping-pong: the motion plays back, then forward (forward only where it has no way back)"
        }
    }
}
