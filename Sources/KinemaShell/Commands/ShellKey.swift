import Foundation
import KinemaUI

/// A key the shell's table binds, typed: a misspelt key is a compile error, not a binding no press
/// ever matches. Named keys are `KeyPress.Key`'s; letters and symbols are the character the keyboard
/// types (see `ShellCommands` on layouts), their raw value.
enum ShellKey: String, CaseIterable, Sendable {
    case up, down, left, right, space, enter, tab, escape
    case c, d, e, g, h, i, m, o, p, q, r, s, t, v, y, z
    case leftBracket = "[", rightBracket = "]", period = ".", questionMark = "?", slash = "/"

    /// The key as a press names it.
    var key: KeyPress.Key {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .space: .space
        case .enter: .enter
        case .tab: .tab
        case .escape: .escape
        default: KeyPress.Key(rawValue: rawValue)
        }
    }
}
