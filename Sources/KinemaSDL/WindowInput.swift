import Foundation
import KinemaUI

/// What the window reports each frame: input in window pixels, and whether the user closed it.
public struct WindowInput {
    public var events: [InputEvent] = []
    public var quit = false
}
