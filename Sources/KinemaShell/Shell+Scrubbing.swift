import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

/// Scrubbing, as the shell sees it: the `Scrubber` shows re-simulated instants; letting go, the shell
/// takes the replica on the shown frame as its own scene and window, and goes on from there, paused.
extension Shell {
    /// Shows the session as it was (or would be) at media time `time` of the present scene; time pauses
    /// (see `Scrubber.scrub`).
    package func scrub(toSceneTime time: Double) {
        guard recording.history != nil else { return }
        isPaused = true
        scrubber.scrub(toSceneTime: time, history: recording.history, sceneStart: earlierScenesTime)
    }

    /// Scrubbing ended: the session goes on from the frame it shows, paused (P resumes); its history
    /// now ends there, and the recording with it.
    func adoptScrub() {
        guard let other = scrubber.takeReplicaOnShownFrame(history: recording.history) else { return }
        let time = other.now
        window.discard()
        // The session goes on as the replica had it: its scene, window and settings (M, D, a resize).
        let settings = other.shell.windowScene.environment
        windowScene.updateEnvironment { $0 = settings }
        (scene, window) = (other.shell.scene, other.shell.window)
        // The replica's window comes into the live session's scene, as its key window.
        window.windowScene = windowScene
        window.makeKeyAndVisible()
        tuning.attach(scene: scene, window: window, keepsSelection: true)
        tuning.adoptSpringRule(other.shell.tuning.springRule)
        earlierScenesTime = other.shell.earlierScenesTime
        recording.cut(after: time)
        // The history decides slow motion; the scrub leaves time paused, which the history (and so a
        // replay of the recording) must say too.
        (speed, slowSpeed) = (other.shell.speed, other.shell.slowSpeed)
        // So do the loop mode and the velocity overlay (their keys are in the history too).
        (overlays.looper, overlays.showsVelocity) = (other.shell.overlays.looper, other.shell.overlays.showsVelocity)
        // A handle held at the cut is let go there (the mouse is on the timeline), in the history too.
        if other.shell.overlays.holdsPlotHandle { record(.plotHandle(held: false)) }
        if !other.shell.isPaused { record(.input(.key(ShellCommands.press(for: .pause)))) }
        scrubber.observe(window, keeping: other.shell.scrubber.records)
        isPaused = true
        overlays.sceneChanged(restartsLoop: false)
        overlaysFollowAppearance()
        panel.rebuild(for: inspectorState(time: window.engine.now))
        scrubber.didFreeScenes?()
        tuning.notice = String(format: "scrubbed to %.2f s: paused (P resumes)", window.engine.now)
    }

    // For tests.

    /// The scene time the scrub shows.
    var scrubTimeForTests: Double { scrubber.shownFrame.map { $0.time - earlierScenesTime } ?? window.engine.now }
    var checkpointsForTests: (framesRun: Int, parked: Int, wanted: Int)? { scrubber.checkpointsForTests(present: sessionTime) }
}
