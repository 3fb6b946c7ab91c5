import Foundation
import KinemaUI
import KinemaTweaks

/// What changes a session, as it is recorded and replayed: input the window delivers (keys, pointer,
/// wheel, resizes), a setting made by something outside the window (a preset file, the command line's
/// `--spring-rule`), a click that selects an inspector row, and a plot handle taken and let go.
package enum SessionEvent: Sendable, Equatable {
    case input(InputEvent)
    /// Tweak or session setting `key` set to `value`, in the words `--set` takes.
    case setting(key: String, value: String)
    /// The inspector row of `key` selected (a click in the panel).
    case selection(key: String)
    /// A handle of the inspector's plot taken (true) or let go (false): while one is held the plot's
    /// axes stay, and its settings make one undo step.
    case plotHandle(held: Bool)

    /// The same event at media time `time` (settings and selections carry no time).
    package func stamped(_ time: Double) -> SessionEvent {
        guard case .input(let event) = self else { return self }
        return .input(event.stamped(time))
    }

    /// The input event, when it is one.
    package var input: InputEvent? {
        guard case .input(let event) = self else { return nil }
        return event
    }
}
