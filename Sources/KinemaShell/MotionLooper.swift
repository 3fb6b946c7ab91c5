import Foundation
import KinemaTweaks

/// Y's loop modes for the scene's motion: off (the scene's own behaviour), loop (its motion plays again
/// from the start each time it has come to rest) and ping-pong (it plays back to its start, then forward
/// again, where the scene has a way back — `Scene.playBackward`; else forward each time).
///
/// The motion is at rest when nothing in the scene's window animates, no finger is down, and the scene
/// has nothing more of its own to play (`Scene.continuesMotion`: the menu's hold before it closes). It
/// plays again after `pause` seconds of scene time at rest, so slow motion and pauses slow the loop too.
struct MotionLooper: Equatable {
    enum Mode: String, CaseIterable, Sendable {
        case off, loop
        case pingPong = "ping-pong"
    }

    enum Play: Equatable { case forward, backward }

    /// Scene seconds at rest before the motion plays again.
    static let pause = 0.5

    private(set) var mode = Mode.off
    /// Since when the motion has been at rest (nil while it moves).
    private var restingSince: Double?
    /// Whether ping-pong's next play goes back.
    private var goesBack = true

    /// Y: the next mode (off, loop, ping-pong, off…); the rest is counted afresh.
    mutating func cycle() -> Mode {
        let modes = Mode.allCases
        mode = modes[(modes.firstIndex(of: mode)! + 1) % modes.count]
        restart()
        return mode
    }

    /// A new scene (or mode): the rest is counted afresh, and ping-pong starts by going back.
    mutating func restart() {
        restingSince = nil
        goesBack = true
    }

    /// What to play at scene time `now`, given whether the motion is at rest: nil until it has rested
    /// `pause` seconds; then forward (loop), or back and forward in turn (ping-pong).
    mutating func next(now: Double, atRest: Bool) -> Play? {
        guard mode != .off, atRest else {
            restingSince = nil
            return nil
        }
        guard let since = restingSince else {
            restingSince = now
            return nil
        }
        guard now - since >= Self.pause - 1e-9 else { return nil }
        restingSince = nil
        guard mode == .pingPong else { return .forward }
        defer { goesBack.toggle() }
        return goesBack ? .backward : .forward
    }

    /// Ping-pong's way back was not there (the scene played forward instead): the next play tries back
    /// again.
    mutating func noWayBack() {
        goesBack = true
    }
}
