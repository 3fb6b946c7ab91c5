import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI

/// What the window reports each frame: input in window pixels, whether the user closed it, and whether
/// its pixels were lost (resized, exposed, shown again), so the next frame must be drawn whole.
public struct WindowInput {
    public var events: [InputEvent] = []
    public var quit = false
    public var needsFullRedraw = false
    /// The loop slept since the last frame because nothing was to change (`WindowLoop.run`'s `quiet`):
    /// the time since is no frame's interval.
    public var followsQuietWait = false
    /// The window moved or a display changed: the refresh rate may be another one.
    public var displayMayHaveChanged = false
    /// The refresh rate the loop paces to (`SDLWindow.refreshRate`), for the frame's statistics.
    public var refreshRate = RefreshRate.standard
    /// The modifier keys held when the frame's input was read (Shift during a handle's drag: fine).
    public var heldModifiers: KeyPress.Modifiers = []
    /// A key waiting for the text it types (see `TypedKeys`).
    var typing = TypedKeys()

    /// The drain is over: a key still waiting for text arrives from its key.
    mutating func finishKeys() {
        events += typing.flush()
    }
}
