import Foundation

/// A stack view's distribution along its axis, as constraints.
extension ArrangementConstraints {
    mutating func buildDistribution() {
        guard visible.count > 0 else { return }
        switch stack.distribution {
        case .fill: buildSpacing(); buildFillOrder()
        case .fillEqually: buildSpacing(); buildEqualSizes()
        case .fillProportionally: buildSpacing(); buildProportionalSizes()
        case .equalSpacing: buildEqualGaps(fromCentres: false)
        case .equalCentering: buildEqualGaps(fromCentres: true)
        }
    }

    private var neighbours: [(UIView, UIView)] { Array(zip(visible, visible.dropFirst())) }

    private mutating func buildSpacing() {
        for (before, after) in neighbours {
            add("UISV-spacing", after, attributes.leading, .equal, before, attributes.trailing, constant: stack.spacing(after: before))
        }
    }

    /// `.fill`'s resolution of ties: each view but the last hugs (and resists compression) a hair more than
    /// the next, so of views with equal priorities the last stretches or shrinks; views with no intrinsic
    /// size along the axis share what is left equally.
    private mutating func buildFillOrder() {
        let size = attributes.size
        var flexible: [UIView] = []
        for (index, view) in visible.enumerated() {
            let length = view.intrinsicContentSize[size]
            guard length >= 0 else { flexible.append(view); continue }
            let nudge = Float(visible.count - index) * 0.01
            let axis: NSLayoutConstraint.Axis = size == .width ? .horizontal : .vertical
            add("UISV-fill-order", view, size, .lessThanOrEqual, nil, constant: length,
                priority: view.contentHuggingPriority(for: axis) + nudge)
            add("UISV-fill-order", view, size, .greaterThanOrEqual, nil, constant: length,
                priority: min(999, view.contentCompressionResistancePriority(for: axis).rawValue + nudge).priority)
        }
        for view in flexible.dropFirst() {
            add("UISV-fill-equally", view, size, .equal, flexible[0], size, priority: UILayoutPriority(1))
        }
    }

    private mutating func buildEqualSizes() {
        for view in visible.dropFirst() {
            add("UISV-fill-equally", view, attributes.size, .equal, visible[0], attributes.size)
        }
    }

    /// Each view's share of the length left after spacing, in proportion to its intrinsic size (equal
    /// shares when none has one), at priority 999, 998…, as UIKit's `UISV-fill-proportionally`. (UIKit's
    /// own multipliers leave the spacing out, which breaks the layout when there is spacing; Kinema
    /// subtracts it.)
    private mutating func buildProportionalSizes() {
        let size = attributes.size
        let lengths = visible.map { max(0, $0.intrinsicContentSize[size]) }
        let total = lengths.reduce(0, +)
        let spacingTotal = neighbours.reduce(0) { $0 + stack.spacing(after: $1.0) }
        for (index, view) in visible.enumerated() {
            let share = total > 0 ? lengths[index] / total : 1 / CGFloat(visible.count)
            add("UISV-fill-proportionally", view, size, .equal, stack, size, multiplier: share, constant: -spacingTotal * share,
                priority: UILayoutPriority(Float(max(1, 999 - index))))
        }
    }

    /// Gaps (or distances between centres) equal through guides, each gap at least the spacing.
    private mutating func buildEqualGaps(fromCentres: Bool) {
        let (leading, trailing) = fromCentres ? (centre, centre) : (attributes.trailing, attributes.leading)
        var first: UILayoutGuide?
        for (before, after) in neighbours {
            add("UISV-spacing", after, attributes.leading, .greaterThanOrEqual, before, attributes.trailing, constant: stack.spacing(after: before))
            let guide = UILayoutGuide()
            guide.identifier = fromCentres ? "UISV-distributing-centre" : "UISV-distributing-edge"
            stack.addLayoutGuide(guide)
            stack.spacingGuides.append(guide)
            addGuide(guide, attributes.leading, before, leading)
            addGuide(guide, attributes.trailing, after, trailing)
            if let first { addGuide(guide, attributes.size, first, attributes.size) }
            first = first ?? guide
        }
    }

    private var centre: NSLayoutConstraint.Attribute { attributes.size == .width ? .centerX : .centerY }

    private mutating func addGuide(
        _ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute, _ item: AnyObject, _ itemAttribute: NSLayoutConstraint.Attribute
    ) {
        let constraint = NSLayoutConstraint(
            item: guide, attribute: attribute, relatedBy: .equal, toItem: item, attribute: itemAttribute, multiplier: 1, constant: 0)
        constraint.identifier = guide.identifier
        constraints.append(constraint)
    }
}

extension Float {
    fileprivate var priority: UILayoutPriority { UILayoutPriority(self) }
}
