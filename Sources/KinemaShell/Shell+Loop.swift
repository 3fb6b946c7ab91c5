import Foundation
import KinemaUI
import KinemaTweaks

/// Y's loop modes in the shell: `MotionLooper` says when the scene's motion plays again; the scene says
/// how (`Scene.playForward`, `Scene.playBackward`). Both run in every kind of run — window, capture,
/// bench, replays — as the Y key is recorded with the rest of the input.
extension Shell {
    /// Plays the scene's motion again when the loop mode says so (after the frame's animations ran).
    func loopMotion() {
        guard overlays.looper.mode != .off else { return }
        let engine = window.engine
        let atRest = !scene.loopsByItself && !scene.continuesMotion && !window.isTouching
            && engine.runningGroupCount == 0 && engine.quietUntil > engine.now
        guard let play = overlays.looper.next(now: engine.now, atRest: atRest) else { return }
        window.handlingInput {
            if play == .backward, scene.playBackward() { return }
            if play == .backward { overlays.looper.noWayBack() }
            scene.playForward()
        }
    }

    /// Y: the next loop mode, said on the status line.
    func cycleLoopMode() {
        var notice: String
        switch overlays.looper.cycle() {
        case .off: notice = "loop off"
        case .loop: notice = "loop: the motion plays again \(MotionLooper.pause) s after it ends"
        case .pingPong: notice = "ping-pong: the motion plays back, then forward (forward only where it has no way back)"
        }
        if overlays.looper.mode != .off, scene.loopsByItself { notice += " — this scene loops by itself already" }
        tuning.notice = notice
    }
}
