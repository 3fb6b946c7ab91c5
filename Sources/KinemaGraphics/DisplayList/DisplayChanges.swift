/// Counts every change that can alter what anything draws — a view's or a layer's — so a window can
/// keep its last frame while the count stays (see `StillFrame` in KinemaUI). Only a cache key: compared
/// for equality, so wrapping around is harmless. (`UIView.displayChanges` is this count.)
package enum DisplayChanges {
    @MainActor @exclusivity(unchecked) package static var count: UInt64 = 0
}
