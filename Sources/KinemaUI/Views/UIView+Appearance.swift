import Foundation

/// The appearance (light or dark) a view draws in, and what it does when that changes.
/// (`traitCollectionDidChange` is in the class body: subclasses override it.)
extension UIView {
    /// The traits the view draws with: its window's scene's appearance (`--dark`, key D), or the current
    /// scene's while it is in no window (a test's `UITraitCollection.$override` wins over both).
    public var traitCollection: UITraitCollection {
        UITraitCollection.override ?? window?.windowScene?.traitCollection ?? UITraitCollection.current
    }

    /// What setting `backgroundColor` does: keeps the colour (resolved again when the appearance changes)
    /// and records its value in the current appearance.
    func setBackgroundColorModel(_ newValue: UIColor?) {
        backgroundColorModel = newValue
        let traits = traitCollection
        backgroundStyle = traits.userInterfaceStyle
        record(backgroundTrack, newValue?.resolvedColor(with: traits).rgba ?? .clear, additive: false, keyPath: \.backgroundTrack)
    }

    /// The appearance changed: this view and its subviews take their colours' values for it at once
    /// (not animated), then hear `traitCollectionDidChange`.
    package func appearanceDidChange(from previous: UITraitCollection) {
        // Colours that follow the appearance (a label's `.label`, a tab bar's `.separator`) resolve anew.
        Self.viewDisplayChanges &+= 1
        if let color = backgroundColorModel {
            UIView.performWithoutAnimation { backgroundColor = color }
        }
        traitCollectionDidChange(previous)
        for subview in subviews { subview.appearanceDidChange(from: previous) }
    }
}
