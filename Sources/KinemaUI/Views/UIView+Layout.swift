import Foundation

extension UIView {
    /// Marks the view for layout in the next pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view (if marked) and then its subviews (if marked), now.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }
}
