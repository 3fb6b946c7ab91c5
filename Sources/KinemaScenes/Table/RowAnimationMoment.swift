import Foundation
import KinemaTweaks

/// When rows play their entrance animation.
enum RowAnimationMoment: Int, CaseIterable, CustomStringConvertible {
    /// Every time a row appears: the seeds' behaviour.
    case everyAppearance
    /// Only the first time each row appears after a reload.
    case firstAppearance
    /// Only the rows shown by a reload, not those scrolled into view later.
    case afterReload

    var description: String { title }

    var title: String {
        switch self {
        case .everyAppearance: return "every appearance"
        case .firstAppearance: return "first appearance"
        case .afterReload: return "after a reload"
        }
    }
}
