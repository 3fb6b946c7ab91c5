import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

extension UIView {
    /// What building the DisplayList reads of every view on every frame, in one place: the walk over a
    /// grid of thousands of views is bound by fetching each view's object, so these fields are the first
    /// thing `UIView` declares (its object's first four cache lines, which the walk asks for a few views
    /// ahead: `displaySubviews` prefetches `walkPrefetchBytes`), and they are read without the run-time
    /// exclusivity check.
    ///
    /// Why each shortcut is safe:
    /// - **Unchecked exclusivity** (`UIView.walkFields` is `@exclusivity(unchecked)`): the run-time check
    ///   searches a thread-local set of accesses on every read, which only cost the frame. Every access is
    ///   on the main actor, and none spans a call that could reach the same view's fields again: the walk
    ///   copies what it reads (`let subviews = self.subviews`) before it calls a view's `draw`, and a
    ///   mutation (`subviews`' modify) runs only the array's own code while it holds the access.
    /// - **Layout**: a struct's fields lie in declaration order, and the struct is the first stored
    ///   property of a class whose ancestors store nothing, so it starts right after the object header
    ///   (`InvariantChecksTests` checks it). Adding a field here makes the walk fetch it too.
    /// - **Kept values** (`presentedCache`, `culledSlot`) are only shortcuts to what the tracks and the
    ///   superview's memo say; `checkInvariants(at:)` works them out the long way in the tests.
    struct WalkFields {
        /// Counts the changes of the tracks (see `presented(at:)`). Only compared for equality with the
        /// count a `PresentedCache` was made at: wrapping around is harmless.
        var presentationChanges: UInt64 = 0
        /// Its place among its superview's subviews that drew nothing, if kept there
        /// (`subviewMayDrawAgain`); −1 otherwise. May be stale after the superview's subviews change
        /// (then forgetting the slot it names forgets too much, never too little).
        var culledSlot = -1
        /// The presentation values last worked out, while they hold (see `presented(at:)`).
        var presentedCache = PresentedCache()
        /// The subviews, back to front (`UIView.subviews`).
        var subviews: [UIView] = []
        /// `accessibilityIdentifier` as the DisplayList carries it.
        var displayIdentifier = DisplayIdentifier.none
        /// `isHidden` (overridable: a subclass's observers run; the walk reads this).
        var isHidden = false
        var clipsToBounds = false
        /// `layer.allowsGroupOpacity` (see `UIView.allowsGroupOpacity`).
        var allowsGroupOpacity = true
        /// Whether the layer has a border to draw (`UIView.border`, read only then): a view without one
        /// costs the walk this flag, in a cache line it fetches anyway.
        var hasBorder = false
        /// Whether the layer's anchor, depth or 3-D transform differ from the defaults (`UIView.geometry`).
        var hasLayerGeometry = false
        /// Whether the sublayers are drawn in the layer tree's order rather than the subviews' alone:
        /// standalone layers are added, or a subview has a depth (`zPosition`).
        var ordersSublayers = false
        /// Whether the view's layer draws contents of its own over the background (`layerClass` is a
        /// shape or gradient layer, or `contents` holds an image: `updateHasLayerContents`).
        var hasLayerContents = false
        /// Whether the layer has a shadow to draw (`UIView.shadow`, read only then), as `hasBorder`.
        var hasShadow = false
        /// Whether the subviews are drawn with a transform of the view's own (`UIView.contentTransform`:
        /// a scroll view's, on the window's pixels), as `hasBorder`.
        var placesContent = false
    }

    /// How many bytes from a view's object the walk asks for ahead: the header (metadata and reference
    /// counts, 16 bytes) and `WalkFields`. (Computed, so it folds to a constant: a stored one is checked
    /// for its first use on every read.)
    static var walkPrefetchBytes: Int { 16 + MemoryLayout<WalkFields>.size }

    /// The subviews, back to front. Changing them is a display change, drops the memo of those that drew
    /// nothing (its indices no longer name the same views) and reads this view again if its superview
    /// kept it as drawing nothing.
    public internal(set) var subviews: [UIView] {
        get { walkFields.subviews }
        // In place (an array behind a plain setter would be copied on every insert and remove).
        _modify {
            yield &walkFields.subviews
            Self.viewDisplayChanges &+= 1
            culledSubviews?.forgetAll()
            subviewMayDrawAgain()
        }
    }

    // Setting a value a view already has changes nothing it draws (code sets `isHidden` every frame):
    // only a new value counts as a display change (see `StillFrame`).

    public var clipsToBounds: Bool {
        get { walkFields.clipsToBounds }
        set {
            guard newValue != walkFields.clipsToBounds else { return }
            walkFields.clipsToBounds = newValue
            Self.viewDisplayChanges &+= 1
        }
    }

    /// Whether a translucent view fades its subtree as one layer (`layer.allowsGroupOpacity`; iOS's default
    /// is true): overlapping parts do not show through each other.
    package var allowsGroupOpacity: Bool {
        get { walkFields.allowsGroupOpacity }
        set {
            guard newValue != walkFields.allowsGroupOpacity else { return }
            walkFields.allowsGroupOpacity = newValue
            Self.viewDisplayChanges &+= 1
        }
    }

    /// What `isHidden` sets (it is overridable; this is not).
    func setHidden(_ hidden: Bool) {
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            return setArrangedHidden(hidden, in: stack)
        }
        setWalkHidden(hidden)
    }

    func setWalkHidden(_ hidden: Bool) {
        guard hidden != walkFields.isHidden else { return }
        walkFields.isHidden = hidden
        Self.viewDisplayChanges &+= 1
        subviewMayDrawAgain()
    }
}
