import Foundation
import KinemaUI

/// Plays a recorded input script against a shell on a fixed-step clock: what `kinema capture` and the
/// headless benchmark do, and what tests use to drive a scene like a person would.
@MainActor
public struct ScriptedRun {
    public let shell: Shell
    private var pending: ArraySlice<InputEvent>
    /// Real seconds per frame (1/60).
    public let step: Double

    public init(shell: Shell, events: [InputEvent], step: Double = 1.0 / 60) {
        self.shell = shell
        pending = ArraySlice(events)
        self.step = step
    }

    /// Media time now.
    public var now: Double { shell.window.engine.now }

    /// Runs one frame of `realDelta` seconds, first delivering the events whose time has come — as the
    /// window does, where events that arrived during the last interval are handled as the frame starts.
    @discardableResult
    public mutating func frame(realDelta: Double) -> Composition {
        // Like the window's, the first frame is at time zero: scenes start their motion there.
        if shell.window.engine.clock.frameCount == 0 && realDelta > 0 { _ = frame(realDelta: 0) }
        var due: [InputEvent] = []
        // Recorded times are rounded to the millisecond: one stamped up to half of that after this frame's
        // time was delivered in it (a slow-motion frame is still far longer).
        while let next = pending.first, (next.time ?? 0) <= now + InputRecording.timeResolution / 2 + 1e-9 {
            due.append(next)
            pending.removeFirst()
        }
        return shell.frame(deviceEvents: due, realDelta: realDelta)
    }

    /// Steps frames of at most `step` until media time reaches `time` exactly, and returns that frame.
    /// If the scene is paused (by a scripted P) and time cannot move, returns what is on screen.
    public mutating func advance(to time: Double) -> Composition {
        var composition: Composition?
        var stalled = 0
        while now < time - 1e-9 && stalled < 3 {
            let scale = shell.isPaused ? 0 : (shell.isSlowMotion ? Shell.slowMotionScale : 1)
            let before = now
            let realDelta = scale > 0 ? min(step, (time - now) / scale) : step
            composition = frame(realDelta: realDelta)
            stalled = now > before ? 0 : stalled + 1
        }
        return composition ?? frame(realDelta: 0)
    }
}
