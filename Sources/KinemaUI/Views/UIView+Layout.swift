import Foundation

extension UIView {
    /// What `intrinsicContentSize` gives along an axis where the view has no size of its own (UIKit's).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view for layout in the next pass.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.subviewNeedsLayout()
    }

    /// Lays out this view (if marked) and then its subviews (if marked), now. Only subtrees with a marked
    /// view are walked: a window of thousands of views, none marked, costs next to nothing a frame. In a
    /// hierarchy using Auto Layout the engine runs first (the update-constraints pass, edits, a solve), so
    /// the views whose solved frames changed are marked and move here — inside an animation block, with it.
    public func layoutIfNeeded() {
        if let engine = layoutRoot.layoutState?.engine { engine.flush() }
        layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            applyEngineFramesToSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        guard hasSubviewsNeedingLayout else { return }
        // Cleared before the walk: a view marked during it (by a layout above it) marks its ancestors
        // again, and is laid out in this walk or the next pass.
        hasSubviewsNeedingLayout = false
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Something in this view's subtree is marked for layout: this view and its ancestors are walked by
    /// the next pass (up to the first already told, whose ancestors were told too).
    func subviewNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.hasSubviewsNeedingLayout {
            current.hasSubviewsNeedingLayout = true
            view = current.superview
        }
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }
}
