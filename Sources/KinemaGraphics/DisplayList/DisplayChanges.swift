/// Counts the changes beneath KinemaUI that can alter what is drawn — a standalone layer's values, its
/// sublayers — so a window can keep its last frame while nothing changed (`UIView.displayChanges` adds
/// this to the views' own count; see `StillFrame` in KinemaUI). Only a cache key: compared for
/// equality, so wrapping around is harmless.
package enum DisplayChanges {
    @MainActor @exclusivity(unchecked) package static var count: UInt64 = 0
}
