import CSDL2
import Foundation

/// A failure of SDL or its libraries, with SDL's own message and what to do about it.
public struct SDLError: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `what` failed, with `SDL_GetError()` appended.
    static func last(_ what: String) -> SDLError {
        SDLError("\(what): \(String(cString: SDL_GetError()))")
    }

    public var description: String { message }
}
