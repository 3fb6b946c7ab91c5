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
        if view === self { return }
        let oldWindow = view.window
        let newWindow = window
        let changesSuperview = view.superview !== self
        if changesSuperview { view.willMove(toSuperview: self) }
        if newWindow !== oldWindow { view.notifyWindowWillChange(to: newWindow) }
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            subviews.remove(at: current)
        } else if let parent = view.superview {
            // Moving between superviews: detached quietly, so a view that stays in its window is never told
            // it left it (a transition moving a controller's view into its container must not make the
            // controller disappear).
            parent.willRemoveSubview(view)
            parent.subviews.removeAll { $0 === view }
            view.superviewStorage = nil
            parent.setNeedsLayout()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superviewStorage = self
        Self.namingEpoch &+= 1
        if view.needsLayout || view.hasSubviewsNeedingLayout { subviewNeedsLayout() }
        setNeedsLayout()
        view.rebindEngine()
        if view.window !== oldWindow { view.notifyWindowChange() }
        if changesSuperview { view.didMoveToSuperview() }
        didAddSubview(view)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
    }

    /// What `removeFromSuperview()` does (it is overridable; this is not).
    func detachFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        if window != nil { notifyWindowWillChange(to: nil) }
        parent.willRemoveSubview(self)
        // From the end: views removed last-added first (a list torn down) each cost O(1).
        if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superviewStorage = nil
        Self.namingEpoch &+= 1
        parent.setNeedsLayout()
        notifyWindowChange()
        didMoveToSuperview()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
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
