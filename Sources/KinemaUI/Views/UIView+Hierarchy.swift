import Foundation

/// Adding, moving and removing subviews, and what a view hears as it joins or leaves a superview and a
/// window (UIKit's order: `willMove(toSuperview:)`, `willMove(toWindow:)`, the move, `didMoveToWindow()`,
/// `didMoveToSuperview()`, then the superview's `didAddSubview(_:)`).
extension UIView {
    public var superview: UIView? { superviewStorage }

    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        insertSubview(view, at: index, belowNextLayer: true)
    }

    /// Inserts `view` among the subviews at `index`; its layer goes just below the next subview's layer
    /// (so above standalone layers between them) unless `belowNextLayer` is false (`aboveSubview`: just
    /// above the sibling's layer).
    func insertSubview(_ view: UIView, at index: Int, belowNextLayer: Bool) {
        if view === self { return }
        let oldWindow = view.window
        let newWindow = window
        let changesSuperview = view.superview !== self
        if changesSuperview { view.willMove(toSuperview: self) }
        if newWindow !== oldWindow { view.notifyWindowWillChange(to: newWindow) }
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            sublayersWillLose(view)
            subviews.remove(at: current)
        } else if let parent = view.superview {
            view.layoutHierarchyWillLose(from: parent)
            // Moving between superviews: detached quietly, so a view that stays in its window is never told
            // it left it (a transition moving a controller's view into its container must not make the
            // controller disappear).
            parent.willRemoveSubview(view)
            parent.sublayersWillLose(view)
            parent.subviews.removeAll { $0 === view }
            if parent.walkFields.ordersSublayers { parent.noteSublayerOrderChange() }
            view.superviewStorage = nil
            parent.setNeedsLayout()
        }
        let position = min(max(0, index), subviews.count)
        subviews.insert(view, at: position)
        if belowNextLayer { sublayersDidGain(view, at: position) } else if view.walkFields.hasLayerGeometry { noteSublayerOrderChange() }
        view.superviewStorage = self
        Self.namingEpoch &+= 1
        if view.needsLayout || view.hasSubviewsNeedingLayout { subviewNeedsLayout() }
        setNeedsLayout()
        view.rebindEngine()
        layoutHierarchyDidGain(view)
        if view.window !== oldWindow { view.notifyWindowChange() }
        if changesSuperview { view.didMoveToSuperview() }
        didAddSubview(view)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1, belowNextLayer: false)
    }

    /// What `removeFromSuperview()` does (it is overridable; this is not).
    func detachFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        layoutHierarchyWillLose(from: parent)
        if window != nil { notifyWindowWillChange(to: nil) }
        parent.willRemoveSubview(self)
        parent.sublayersWillLose(self)
        // From the end: views removed last-added first (a list torn down) each cost O(1).
        if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superviewStorage = nil
        if parent.walkFields.ordersSublayers { parent.noteSublayerOrderChange() }
        Self.namingEpoch &+= 1
        parent.setNeedsLayout()
        notifyWindowChange()
        didMoveToSuperview()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        sublayersWillLose(view)
        subviews.remove(at: index)
        subviews.append(view)
        sublayersDidGain(view, at: subviews.count - 1)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        sublayersWillLose(view)
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
    }

    /// The view joined or left a window (its own move or an ancestor's): it and its subviews hear it.
    func notifyWindowChange() {
        if let color = backgroundColorModel, window != nil, traitCollection.userInterfaceStyle != backgroundStyle {
            // Made under other traits (outside its window's scene): its colour takes the window's now.
            UIView.performWithoutAnimation { backgroundColor = color }
        }
        didMoveToWindow()
        viewController?.viewDidMoveToWindow(window)
        for subview in subviews { subview.notifyWindowChange() }
    }

    /// The view and its subviews are about to join or leave a window.
    func notifyWindowWillChange(to newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWindowWillChange(to: newWindow) }
    }
}
