import Foundation

/// The constraints of a stack view's arrangement (see `UIStackView`).
extension UIStackView {
    /// The attributes of the stack's axis and of the axis across it.
    struct AxisAttributes {
        let leading, trailing, size, crossLeading, crossTrailing, crossCenter, crossSize: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (leading, trailing, size) = (.leading, .trailing, .width)
                (crossLeading, crossTrailing, crossCenter, crossSize) = (.top, .bottom, .centerY, .height)
            } else {
                (leading, trailing, size) = (.top, .bottom, .height)
                (crossLeading, crossTrailing, crossCenter, crossSize) = (.leading, .trailing, .centerX, .width)
            }
        }
    }

    /// Deactivates the arrangement's constraints and makes and activates them again.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacingGuides { removeLayoutGuide(guide) }
        spacingGuides = []
        var made = ArrangementConstraints(stack: self)
        made.build()
        arrangementConstraints = made.constraints
        NSLayoutConstraint.activate(arrangementConstraints)
        setNeedsLayout()
    }

    /// The stack's own attribute for an edge: its margin when the arrangement is margins-relative.
    func edge(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        guard isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    /// The spacing after `view` (its custom spacing, or the stack's).
    func spacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? UIView.systemSpacing : custom
    }
}

/// Makes one arrangement's constraints.
@MainActor
struct ArrangementConstraints {
    unowned let stack: UIStackView
    let attributes: AxisAttributes
    let visible: [UIView]
    let hidden: [UIView]
    var constraints: [NSLayoutConstraint] = []

    typealias AxisAttributes = UIStackView.AxisAttributes

    init(stack: UIStackView) {
        self.stack = stack
        attributes = AxisAttributes(stack.axis)
        visible = stack.arrangedSubviews.filter { !$0.isHidden }
        hidden = stack.arrangedSubviews.filter(\.isHidden)
    }

    mutating func build() {
        buildEdges()
        buildDistribution()
        for view in stack.arrangedSubviews { buildAlignment(view) }
        buildHiding()
    }

    mutating func add(
        _ name: String, _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = name
        constraints.append(constraint)
    }

    /// The first visible view's leading edge and the last's trailing edge on the stack's.
    private mutating func buildEdges() {
        guard let first = visible.first, let last = visible.last else { return }
        add("UISV-canvas-connection", first, attributes.leading, .equal, stack, stack.edge(attributes.leading))
        add("UISV-canvas-connection", last, attributes.trailing, .equal, stack, stack.edge(attributes.trailing))
    }

    /// A hidden view: zero along the axis, at the place where it would be.
    private mutating func buildHiding() {
        for view in hidden {
            add("UISV-hiding", view, attributes.size, .equal, nil)
            let index = stack.arrangedSubviews.firstIndex { $0 === view } ?? 0
            if let before = stack.arrangedSubviews[..<index].last(where: { !$0.isHidden }) {
                add("UISV-hiding", view, attributes.leading, .equal, before, attributes.trailing)
            } else {
                add("UISV-hiding", view, attributes.leading, .equal, stack, stack.edge(attributes.leading))
            }
        }
    }

    private mutating func buildAlignment(_ view: UIView) {
        let a = attributes
        let lead = stack.edge(a.crossLeading), trail = stack.edge(a.crossTrailing)
        switch stack.alignment {
        case .fill:
            add("UISV-alignment", view, a.crossLeading, .equal, stack, lead)
            add("UISV-alignment", view, a.crossTrailing, .equal, stack, trail)
            return
        case .leading:
            add("UISV-alignment", view, a.crossLeading, .equal, stack, lead)
            add("UISV-spanning-fit", view, a.crossTrailing, .lessThanOrEqual, stack, trail)
        case .trailing:
            add("UISV-alignment", view, a.crossTrailing, .equal, stack, trail)
            add("UISV-spanning-fit", view, a.crossLeading, .greaterThanOrEqual, stack, lead)
        case .center:
            add("UISV-alignment", view, a.crossCenter, .equal, stack, stack.edge(a.crossCenter))
            add("UISV-spanning-fit", view, a.crossLeading, .greaterThanOrEqual, stack, lead)
        case .firstBaseline, .lastBaseline:
            buildBaseline(view, lead: lead, trail: trail)
        }
        if view.intrinsicContentSize[a.crossSize] < 0 {
            add("UISV-ambiguity-suppression", view, a.crossSize, .equal, nil, priority: UILayoutPriority(25))
        }
    }

    /// Baselines (a row only; a column aligns them as `.leading`): each on the first visible view's,
    /// inside the stack, the tallest touching its top.
    private mutating func buildBaseline(_ view: UIView, lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute) {
        let a = attributes
        let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if stack.axis == .horizontal, let reference = visible.first, reference !== view {
            add("UISV-alignment", view, baseline, .equal, reference, baseline)
        }
        add("UISV-spanning-fit", view, a.crossLeading, .greaterThanOrEqual, stack, lead)
        add("UISV-spanning-fit", view, a.crossTrailing, .lessThanOrEqual, stack, trail)
        add("UISV-spanning-boundary", view, a.crossLeading, .equal, stack, lead, priority: UILayoutPriority(1))
    }
}

extension CGSize {
    /// The width or the height, by the attribute naming it.
    subscript(attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        attribute == .width ? width : height
    }
}

extension UIView {
    /// Hiding or showing an arranged view: its stack arranges again. Hidden inside an animation block, the
    /// view reads hidden at once but is drawn until its collapse has run, then hidden (as on iOS).
    func setArrangedHidden(_ hidden: Bool, in stack: UIStackView) {
        guard hidden != isHidden else { return }
        let state = ensureLayoutState()
        if hidden, let context = AnimationContext.current, context.animates {
            state.hidesAfterCollapse = true
            stack.arrangedSubviewVisibilityDidChange(self)
            // A timed block ends at a known time; a property animator's collapse when its tracks do.
            let end = context.timing.map { animationEngine.now + context.delay + $0.duration }
            animationEngine.addTicker(owner: state) { [weak self] time in
                guard let self, let state = self.layoutState else { return false }
                if let end { if time < end - 1e-9 { return true } }
                else if self.boundsTrack.isAnimating || self.centerTrack.isAnimating { return true }
                if state.hidesAfterCollapse {
                    state.hidesAfterCollapse = false
                    self.setWalkHidden(true)
                }
                return false
            }
            return
        }
        state.hidesAfterCollapse = false
        setWalkHidden(hidden)
        stack.arrangedSubviewVisibilityDidChange(self)
    }
}
