import Foundation
import KinemaTweaks

/// What `kinema watch` says of the app's next build, shown over the window (`BuildStatusOverlay`):
/// nothing, a build under way, or the compiler's first error of a build that failed — the window
/// below still the last good build's.
package enum BuildStatus: Equatable, Sendable {
    case none
    case building
    /// The first error (`file:line:column: error: message`), and whether a new build is under way.
    case failed(String, rebuilding: Bool)
}
