import Foundation

/// Safe areas, layout margins and the readable width: the insets a view's own layout guides follow.
///
/// A window's safe area is its device's (status bar or sensor housing, home indicator: the scene's
/// `SceneEnvironment.safeAreaInsets`) where the window covers them; a view's is the part of its bounds its
/// superview's safe area does not cover, plus its controller's `additionalSafeAreaInsets`. Kinema's
/// navigation and tab bar controllers place their children's views between the bars, so those views'
/// safe areas do not reach under the bars (UIKit extends the view under them and adds the bars to its
/// safe area: the guide's edges land in the same place).
extension UIView {
    /// UIKit's readable-content width for the default text size (the readable guide is at most this wide).
    static let readableContentWidth: CGFloat = 672

    public var safeAreaInsets: UIEdgeInsets {
        var insets = inheritedSafeAreaInsets
        if let extra = viewController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom,
                right: insets.right + extra.right)
        }
        return insets
    }

    private var inheritedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.deviceSafeAreaInsets }
        guard let superview else { return .zero }
        // Where constraints place the views (their solved frames, before a layout pass applies them).
        let parentBounds = CGRect(origin: superview.bounds.origin, size: superview.layoutFrame.size)
        let safe = parentBounds.inset(by: superview.safeAreaInsets)
        let frame = layoutFrame.offsetBy(dx: -parentBounds.minX, dy: -parentBounds.minY)
        let size = frame.size
        let origin = parentBounds.origin
        return UIEdgeInsets(
            top: min(size.height, max(0, safe.minY - origin.y - frame.minY)),
            left: min(size.width, max(0, safe.minX - origin.x - frame.minX)),
            bottom: min(size.height, max(0, frame.maxY - (safe.maxY - origin.y))),
            right: min(size.width, max(0, frame.maxX - (safe.maxX - origin.x))))
    }

    /// The view's frame as layout sees it: the engine's solved frame for a view placed by constraints,
    /// else its frame from `center` and `bounds`.
    var layoutFrame: CGRect {
        if let state = layoutState, !state.translatesAutoresizingMaskIntoConstraints, let frame = state.engineFrame { return frame }
        return engineInputFrame
    }

    /// The guide inset by `safeAreaInsets` (made the first time it is asked for).
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The guide inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.marginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide of comfortably readable text: within the margins, at most 672 points wide, centred.
    public var readableContentGuide: UILayoutGuide {
        ownGuide(\.readableGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    private func ownGuide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.SystemInsets, identifier: String
    ) -> UILayoutGuide {
        let state = ensureLayoutState()
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.systemInsets = kind
        guide.owningView = self
        state[keyPath: slot] = guide
        return guide
    }

    /// The margins by leading and trailing: 8 points on each side by default, as UIKit's; none for a
    /// controller's root view, whose margins are its controller's `systemMinimumLayoutMargins` (16 points
    /// at the sides on a phone).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let margins = layoutState?.directionalLayoutMargins { return margins }
            return viewController == nil ? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) : .zero
        }
        set {
            ensureLayoutState().directionalLayoutMargins = newValue
            layoutMarginsDidChangeForEngine()
        }
    }

    /// The margins as subviews and the margins guide see them: the view's own (at least the system
    /// minimum for a controller's root view), outside its safe area when `insetsLayoutMarginsFromSafeArea`.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue) }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { ensureLayoutState().preservesSuperviewLayoutMargins = newValue }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            ensureLayoutState().insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsDidChangeForEngine()
        }
    }

    private var effectiveLayoutMargins: UIEdgeInsets {
        var margins = directionalLayoutMargins.edgeInsets
        if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins = UIEdgeInsets(
                top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }

    private func layoutMarginsDidChangeForEngine() {
        // Constraints to margin attributes were made with the old margins: the engine is made again.
        guard let engine = layoutState?.memberOf else { return }
        engine.needsRebuild = true
        setNeedsLayout()
    }

    /// The insets a view's own guide of `kind` follows.
    func insets(for kind: UILayoutGuide.SystemInsets) -> UIEdgeInsets {
        switch kind {
        case .safeArea: safeAreaInsets
        case .layoutMargins, .readableContent: layoutMargins
        }
    }
}

extension UIWindow {
    /// The device's safe area where the window covers it (the screen's insets, from its scene).
    var deviceSafeAreaInsets: UIEdgeInsets {
        guard let scene = windowScene else { return .zero }
        let device = scene.environment.safeAreaInsets
        let screen = scene.environment.screenSize
        let frame = self.frame
        return UIEdgeInsets(
            top: max(0, device.top - frame.minY), left: max(0, device.left - frame.minX),
            bottom: max(0, frame.maxY - (screen.height - device.bottom)), right: max(0, frame.maxX - (screen.width - device.right)))
    }
}
