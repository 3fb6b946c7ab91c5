import Foundation
import KinemaCore
import KinemaGraphics

/// What a view shows at a moment, as the DisplayList is built from it: its presentation values, and
/// the transform they make to its superview's coordinates.
struct PresentedValues: Equatable {
    var alpha: CGFloat
    var bounds: CGRect
    /// The view's bounds coordinates → its superview's (centre, bounds and transform).
    var toSuperview: CGAffineTransform
    var background: RGBAColor
    var cornerRadius: CGFloat
}

/// The last `PresentedValues` a view worked out: the time they are of, the span of time they hold
/// for and the change count they were made at.
struct PresentedCache {
    var changes: UInt64 = .max
    var at = Double.nan
    var from = Double.infinity
    var until = -Double.infinity
    var values = PresentedValues(alpha: 0, bounds: .zero, toSuperview: .identity, background: .clear, cornerRadius: 0)

    /// Whether the values hold at `time` after `changes` changes.
    @inline(__always)
    func holds(at time: Double, changes: UInt64) -> Bool {
        self.changes == changes && (time == at || (time >= from && time < until))
    }
}

extension UIView {
    /// The view's presentation values at `time`, kept between frames while nothing can change them: no
    /// property set and no animation added or taken off (the change count), and every animation either
    /// waiting out its delay or over (the steady span). A frame then reads one cached value per view,
    /// not its six tracks and their animations: a grid of thousands of waiting or settled cells costs
    /// almost nothing to describe again.
    func presented(at time: Double) -> PresentedValues {
        if walkFields.presentedCache.holds(at: time, changes: walkFields.presentationChanges) { return walkFields.presentedCache.values }
        return presentedAfresh(at: time, alpha: alphaTrack.presentation(at: time))
    }

    /// The presentation values at `time` worked out from the tracks, and kept; `alpha` is the alpha
    /// track's at `time` (display reads it first).
    func presentedAfresh(at time: Double, alpha: CGFloat) -> PresentedValues {
        let bounds = boundsTrack.presentation(at: time)
        var values = PresentedValues(
            alpha: alpha, bounds: bounds,
            toSuperview: transformToSuperview(
                center: centerTrack.presentation(at: time), bounds: bounds, transform: presentationTransform(at: time)),
            background: backgroundTrack.presentation(at: time), cornerRadius: cornerRadiusTrack.presentation(at: time))
        var span = (from: -Double.infinity, until: Double.infinity)
        alphaTrack.narrowSteadySpan(&span, at: time)
        transformTrack.narrowSteadySpan(&span, at: time)
        centerTrack.narrowSteadySpan(&span, at: time)
        boundsTrack.narrowSteadySpan(&span, at: time)
        backgroundTrack.narrowSteadySpan(&span, at: time)
        cornerRadiusTrack.narrowSteadySpan(&span, at: time)
        transform3DTrackStorage?.narrowSteadySpan(&span, at: time)
        if walkFields.hasLayerGeometry, hasExplicitAnimations { applyExplicitAnimations(to: &values, span: &span, at: time) }
        // Kept even while in motion, for the rest of this frame (the background is drawn from it).
        walkFields.presentedCache = PresentedCache(
            changes: walkFields.presentationChanges, at: time, from: span.from, until: span.until, values: values)
        return values
    }

    /// Tells each track which view to tell of its changes (nil: the view is ending).
    func setTrackOwner(_ owner: UIView?) {
        centerTrack.owner = owner
        boundsTrack.owner = owner
        transformTrack.owner = owner
        alphaTrack.owner = owner
        backgroundTrack.owner = owner
        cornerRadiusTrack.owner = owner
        transform3DTrackStorage?.owner = owner
    }

    /// One of the view's tracks changed: what was kept of its presentation is stale.
    func presentationDidChange() {
        walkFields.presentationChanges &+= 1
        Self.viewDisplayChanges &+= 1
        subviewMayDrawAgain()
    }

    /// Something this view's picture follows from changed (a track, `isHidden`, its subviews): if its
    /// superview kept it as drawing nothing, it is read again (see `CulledSubviews`).
    @inline(__always)
    func subviewMayDrawAgain() {
        guard walkFields.culledSlot >= 0 else { return }
        superview?.culledSubviews?.forget(walkFields.culledSlot)
        walkFields.culledSlot = -1
    }
}

extension UIView {
    /// The transform on screen at `time`: the model itself when nothing animates it.
    func presentationTransform(at time: Double) -> CGAffineTransform {
        transformTrack.isAnimating ? CGAffineTransform(transformTrack.presentation(at: time)) : transformModel
    }
}

