import Foundation
import KinemaGraphics
import KinemaUI
import KinemaTweaks

/// The session re-simulated in a shell of its own, on the 60 Hz grid from its start, for scrubbing: a
/// checkpoint parked at a whole second, or the run showing the scrubbed instant. Its shell's scene is a
/// background one with the session's settings at its start: what its history changes (M, D, a resize)
/// stays its own.
@MainActor
final class SessionReplica {
    private var run: ScriptedRun

    /// A run from the session's start (its first frame not yet run).
    init(history: SessionHistory) {
        let start = history.start
        let shell = Shell(
            sceneName: start.scene, catalog: start.catalog, windowSize: start.windowSize, showsPanel: start.showsPanel, isReplica: true,
            environment: start.environment)!
        shell.window.engine.drainsMainQueue = start.drainsMainQueue
        _ = try? start.values.apply(to: shell.tuning, file: "the session's start")
        run = ScriptedRun(shell: shell, log: history.log)
    }

    var shell: Shell { run.shell }
    /// Session time the replica is at.
    var now: Double { run.now }
    var framesRun: Int { run.framesRun }

    /// Steps grid frames toward session time `time` (see `ScriptedRun.step`).
    func step(
        toward time: Double, frameLimit: Int = .max, eachFrame: ((Double, DisplayList) -> Void)? = nil
    ) -> ScriptedRun.GridStop {
        run.step(toward: time, frameLimit: frameLimit, eachFrame: eachFrame.map { each in
            { time, composition in each(time, composition.layers[0].list) }
        })
    }

    /// The viewport of the frame the replica is at (run first if it has not run yet).
    func viewport() -> DisplayList {
        if run.framesRun == 0 { _ = run.frame(realDelta: 0) }
        return run.currentPicture().layers[0].list
    }

    /// Ends the replica's animations without completions (it is dropped).
    func discard() {
        shell.window.discard()
    }
}
