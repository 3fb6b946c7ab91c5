import Foundation
import KinemaCore
import KinemaGraphics

/// Snapshots of a view as it is on screen: its presentation values, subviews and sublayers, recorded as
/// a drawing (Kinema's images hold what was drawn, not pixels, so a snapshot stays sharp at any scale).
/// `afterScreenUpdates` is accepted and makes no difference: Kinema draws from the view's values now,
/// which are what the next frame shows.
extension UIView {
    /// A new view showing what this view shows now, its size, at the origin (place it yourself, as
    /// iOS code does: `snapshot.frame = view.frame`). Nil for a view with no size, as UIKit's is.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = snapshotImage(of: bounds) else { return nil }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }

    /// A snapshot of the part `rect` (in this view's bounds coordinates), placed at the origin. Kinema
    /// differs: the cap insets are ignored (the snapshot scales whole when its view is resized).
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        guard let image = snapshotImage(of: rect.standardized) else { return nil }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: rect.standardized.size)
        return snapshot
    }

    /// Draws the view and its subtree as they are on screen into the current context, scaled into `rect`;
    /// false when there is no current context (as UIKit answers).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        renderLayer(into: ctx)
        ctx.restoreGState()
        return true
    }

    /// What the view shows of `rect` (its bounds coordinates), as an image of that size.
    func snapshotImage(of rect: CGRect) -> UIImage? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        let renderer = UIGraphicsImageRenderer(bounds: rect)
        return renderer.image { context in renderLayer(into: context.cgContext) }
    }
}
