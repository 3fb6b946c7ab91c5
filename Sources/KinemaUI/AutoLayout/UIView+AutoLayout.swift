import Foundation

/// UIKit's Auto Layout API on views: anchors, installed constraints, priorities, the update-constraints
/// pass and fitting sizes. The engine is `LayoutEngine`; docs/autolayout.md has the rules.
extension UIView {
    /// UIKit's standard spacing between sibling views (`constraint(equalToSystemSpacingAfter:…)`).
    static let systemSpacing: CGFloat = 8
    /// UIKit's fitting targets: the smallest and the largest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the view's frame and autoresizing mask are turned into constraints (true, as in UIKit): set
    /// it to false for a view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensureLayoutState().translatesAutoresizingMaskIntoConstraints = newValue
            ensureLayoutEngine().needsRebuild = true
            superview?.setNeedsLayout()
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The constraints installed on this view (the active ones whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }

    /// Activates `constraint` (UIKit's older way; it must relate this view or its descendants).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activateConstraint()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        ensureLayoutState().installed.append(constraint)
        constraint.installedOn = self
        let engine = ensureLayoutEngine()
        engine.add(constraint)
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutState?.installed.removeAll { $0 === constraint }
        layoutRoot.layoutState?.engine?.remove(constraint)
        constraint.installedOn = nil
        setNeedsLayout()
    }

    // MARK: - Hugging and compression resistance

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let state = layoutState ?? ViewLayoutState()
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let state = layoutState ?? ViewLayoutState()
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = ensureLayoutState()
        if axis == .horizontal { state.compressionResistance.horizontal = priority } else { state.compressionResistance.vertical = priority }
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.arrangementDidChange()
        }
        guard let engine = layoutState?.memberOf, let entry = engine.entries[ObjectIdentifier(self)],
            !translatesAutoresizingMaskIntoConstraints
        else { return }
        engine.removeSystem(entry)
        engine.addContentSize(entry, view: self)
        engine.needsSolve = true
        superview?.setNeedsLayout()
    }

    /// Tells Auto Layout the view's `intrinsicContentSize` changed: measured again at the next pass (and a
    /// stack view above it lays out again).
    public func invalidateIntrinsicContentSize() {
        layoutState?.memberOf?.intrinsicContentSizeDidChange(self)
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.arrangementDidChange()
        }
        superview?.setNeedsLayout()
    }

    // MARK: - The update-constraints pass

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        let state = ensureLayoutState()
        state.needsUpdateConstraints = true
        ensureLayoutEngine().pendingConstraintUpdates.append(LayoutEngine.WeakView(self))
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        layoutState?.needsUpdateConstraints ?? false
    }

    /// Runs the update-constraints pass now, for the whole hierarchy (UIKit's runs it for the window).
    public func updateConstraintsIfNeeded() {
        layoutRoot.layoutState?.engine?.runConstraintUpdates()
    }

    /// The size the view's constraints give it when its width and height are pulled towards `targetSize`
    /// at the given priorities (`.required` fixes that dimension; `.fittingSizeLevel` lets the content
    /// decide). Use `UIView.layoutFittingCompressedSize` for the smallest size.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority, verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        layoutRoot.layoutState?.engine?.runConstraintUpdates()
        let engine = LayoutEngine(root: self, sizing: .fitting(targetSize, horizontal: horizontal, vertical: vertical))
        engine.rebuild()
        _ = engine.entry(for: .view(self))
        engine.solver.updateVariables()
        let entry = engine.entry(for: .view(self))
        return CGSize(width: entry.width.value, height: entry.height.value)
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    // MARK: - Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        ensureLayoutState().guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in constraintsReferring(to: guide) { constraint.isActive = false }
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
        ensureLayoutEngine().needsRebuild = true
    }

    /// The active constraints of this view's hierarchy that relate `item`.
    func constraintsReferring(to item: AnyObject) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let current = view {
            found += current.constraints.filter { $0.refers(to: item) }
            view = current.superview
        }
        return found
    }

    // MARK: - Applying the engine

    /// Places the subviews laid out by constraints at their solved frames (run before `layoutSubviews()`,
    /// so an override sees them placed, and inside an animation block they animate). A frame set since
    /// the engine last solved (often the view's own, set by its superview's `layoutSubviews` in this very
    /// pass, as a cell sets its content view's) is solved for first, as UIKit consults its engine when it
    /// lays each view out.
    func applyEngineFramesToSubviews() {
        guard let state = layoutState else { return }
        if let engine = state.memberOf, engine.needsSolve { engine.flush() }
        guard state.hasEngineSubviews else { return }
        for subview in subviews {
            guard let subState = subview.layoutState, !subState.translatesAutoresizingMaskIntoConstraints,
                let frame = subState.engineFrame
            else { continue }
            subview.applyEngineFrame(frame)
        }
    }

    /// Sets the frame the engine solved through `center` and `bounds.size`, as UIKit does (so a transform
    /// applies about the solved frame rather than replacing it).
    func applyEngineFrame(_ frame: CGRect) {
        let anchor = anchorPoint
        let newCenter = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        if center != newCenter { center = newCenter }
    }

    /// The view's frame as autoresizing constraints read it: from `center` and `bounds` (the frame before
    /// any transform).
    var engineInputFrame: CGRect {
        let size = bounds.size
        let anchor = anchorPoint
        return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width, height: size.height)
    }

    /// Tells the engine a view it follows by autoresizing constraints was moved or resized from outside.
    func noteFrameForLayoutEngine() {
        guard let state = layoutState, state.translatesAutoresizingMaskIntoConstraints, let engine = state.memberOf else { return }
        engine.frameDidChange(self)
    }
}
