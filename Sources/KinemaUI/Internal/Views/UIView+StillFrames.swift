import Foundation
import KinemaCore
import KinemaGraphics

/// What lets a window hand out its last DisplayList again when nothing in it can have changed: a
/// frame where nothing moves should cost next to nothing (a list standing still between its cycles).
///
/// A list can be handed out again when, since it was made, (1) nothing that display reads has changed
/// in any view — a property, an animation added or taken off, the hierarchy, hiding, clipping, an
/// identifier, a label's text or font, an image view's image, a tab bar's items (`displayChanges` counts
/// them) — (2) the clock is still inside every view's steady span (each animation waiting or over, see
/// `PresentedCache`), and (3) no view it drew draws from state of its own that is not counted
/// (`drawsFromUnwatchedState`: Kinema's plots and frame graph, which draw from time and their samples,
/// and a visual effect view).
///
/// This is UIKit's rule for what a view draws: on iOS a view's content is drawn once and kept until
/// `setNeedsDisplay()`, whatever its class. A subclass that overrides Kinema's `draw(in:bounds:time:)` to
/// draw from properties of its own calls `setNeedsDisplay()` when they change, as one that overrides
/// `draw(_:)` must on iOS.
struct StillFrame {
    /// The list (its size is the window's) and the change count it was made at.
    var list: DisplayList
    var changes: UInt64
    /// The span of media time over which every view it drew keeps its picture.
    var from: Double
    var until: Double

    /// Whether the list still shows the window at `time` after `changes` changes.
    func holds(at time: Double, changes: UInt64, size: CGSize) -> Bool {
        self.changes == changes && time >= from && time < until && list.size == size
    }
}

extension UIView {
    /// Counts every change a view makes that can alter what it draws (see `StillFrame`); standalone
    /// layers, beneath KinemaUI, count theirs in `DisplayChanges`. Kept here, where the views' setters
    /// and the walk bump it thousands of times a frame, as a plain stored count.
    @exclusivity(unchecked) static var viewDisplayChanges: UInt64 = 0

    /// Every change that can alter what a view or a layer draws: a cache key, compared for equality only
    /// (the sum changes whenever either count does).
    static var displayChanges: UInt64 { viewDisplayChanges &+ DisplayChanges.count }

    /// Whether this view's drawing follows from what `displayChanges` counts and the presentation
    /// values alone (see `StillFrame`).
    var drawsFromWatchedState: Bool { !drawsFromUnwatchedState }

    /// Narrows the canvas's still span to this view's, as its presentation values were just worked out
    /// for `time` (or to `span`, over which what the view shows holds); empties it for a view whose
    /// picture may change without a counted change.
    func noteSteadiness(in canvas: inout DisplayCanvas, at time: Double, over span: (from: Double, until: Double)? = nil) {
        guard canvas.steadyUntil > time else { return }
        guard drawsFromWatchedState, overlayIsSteady(at: time) else {
            canvas.steadyUntil = time
            return
        }
        let span = span ?? (walkFields.presentedCache.from, walkFields.presentedCache.until)
        canvas.narrowSteadySpan(from: span.from, until: span.until)
    }
}
