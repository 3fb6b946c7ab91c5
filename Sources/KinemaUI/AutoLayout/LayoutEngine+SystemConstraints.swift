import Foundation
import KinemaLayout

/// The constraints the engine makes itself: the root's size, autoresizing constraints (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`), intrinsic-size constraints (`NSContentSizeLayoutConstraint`) and
/// the insets of a view's own guides.
extension LayoutEngine {
    func pinRoot(_ entry: LayoutItemEntry) {
        let view = root
        let required = LayoutStrength.required
        switch rootSizing {
        case .pinned:
            guard view.translatesAutoresizingMaskIntoConstraints else { return }
            let frame = view.frame
            addSystem(entry, term(entry.x) - Double(frame.minX), .equal, strength: required, name: "root-minX")
            addSystem(entry, term(entry.y) - Double(frame.minY), .equal, strength: required, name: "root-minY")
            addSystem(entry, term(entry.width) - Double(view.bounds.width), .equal, strength: required, name: "root-width")
            addSystem(entry, term(entry.height) - Double(view.bounds.height), .equal, strength: required, name: "root-height")
        case .fitting(let size, let horizontal, let vertical):
            addSystem(entry, term(entry.x), .equal, strength: required, name: "fitting-minX")
            addSystem(entry, term(entry.y), .equal, strength: required, name: "fitting-minY")
            addSystem(entry, term(entry.width) - Double(size.width), .equal, strength: horizontal.strength, name: "fitting-width")
            addSystem(entry, term(entry.height) - Double(size.height), .equal, strength: vertical.strength, name: "fitting-height")
            addSystem(entry, term(entry.width), .greaterThanOrEqual, strength: required, name: "fitting-width ≥ 0")
            addSystem(entry, term(entry.height), .greaterThanOrEqual, strength: required, name: "fitting-height ≥ 0")
        }
    }

    /// UIKit's autoresizing constraints: along each axis the view's start and length keep their current
    /// values plus their share of the superview's change in size, shared by the mask's flexible parts in
    /// proportion to their lengths (equally when those are zero) — what `autoresizeSubviews` does to frames.
    func addAutoresizing(_ entry: LayoutItemEntry, view: UIView, parent: LayoutItemEntry?) {
        let frame = view.engineInputFrame
        let name = "NSAutoresizingMaskLayoutConstraint"
        guard let parent, let superview = view.superview else {
            for (variable, value) in [(entry.x, frame.minX), (entry.y, frame.minY), (entry.width, frame.width), (entry.height, frame.height)] {
                addSystem(entry, term(variable) - Double(value), .equal, strength: LayoutStrength.required, name: name)
            }
            return
        }
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let size = superview.bounds.size
        let horizontal = Self.shares(
            start: frame.minX, length: frame.width, end: size.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.shares(
            start: frame.minY, length: frame.height, end: size.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let rows: [(LayoutVariable, CGFloat, CGFloat, LayoutVariable, CGFloat)] = [
            (entry.x, frame.minX, horizontal.start, parent.width, size.width),
            (entry.width, frame.width, horizontal.length, parent.width, size.width),
            (entry.y, frame.minY, vertical.start, parent.height, size.height),
            (entry.height, frame.height, vertical.length, parent.height, size.height),
        ]
        for (variable, value, share, parentLength, current) in rows {
            // variable = value + share × (parentLength − current)
            let expression = term(variable) - term(parentLength) * Double(share) - Double(value - share * current)
            addSystem(entry, expression, .equal, strength: LayoutStrength.required, name: name)
        }
    }

    /// The fractions of a change in the superview's length the start and the length take.
    static func shares(
        start: CGFloat, length: CGFloat, end: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.start, max(0, start)), (flexible.length, max(0, length)), (flexible.end, max(0, end))]
        let chosen = parts.filter(\.0)
        guard !chosen.isEmpty else { return (0, 0) }
        let total = chosen.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? part.1 / total : 1 / CGFloat(chosen.count)
        }
        return (share(parts[0]), share(parts[1]))
    }

    /// UIKit's content-size constraints: at most the intrinsic size at the view's hugging priority, at
    /// least it at its compression resistance, along each axis that has one.
    func addContentSize(_ entry: LayoutItemEntry, view: UIView) {
        let size = view.intrinsicContentSize
        entry.intrinsicSize = size
        let state = view.ensureLayoutState()
        let axes = [
            (entry.width, size.width, state.hugging.horizontal, state.compressionResistance.horizontal, "width"),
            (entry.height, size.height, state.hugging.vertical, state.compressionResistance.vertical, "height"),
        ]
        for (variable, length, hugging, resistance, name) in axes where length >= 0 {
            let expression = term(variable) - Double(length)
            addSystem(entry, expression, .lessThanOrEqual, strength: hugging.strength, name: "NSContentSizeLayoutConstraint \(name) hugging")
            addSystem(entry, expression, .greaterThanOrEqual, strength: resistance.strength, name: "NSContentSizeLayoutConstraint \(name) compression")
        }
    }

    /// A view's own guide: its edges at the owner's insets (safe area, margins); the readable-content guide
    /// also at most 672 points wide, centred in the margins.
    func pinGuide(_ entry: LayoutItemEntry, guide: UILayoutGuide, owner: LayoutItemEntry) {
        guard let view = guide.owningView, let kind = guide.systemInsets else { return }
        let insets = view.insets(for: kind)
        entry.guideInsets = insets
        let required = LayoutStrength.required
        let name = "UI-\(guide.identifier)"
        if kind == .readableContent {
            let centre = term(entry.x) + term(entry.width) * 0.5 - term(owner.width) * 0.5 - Double(insets.left - insets.right) / 2
            addSystem(entry, centre, .equal, strength: required, name: name)
        } else {
            addSystem(entry, term(entry.x) - Double(insets.left), .equal, strength: required, name: name)
        }
        addSystem(entry, term(entry.y) - Double(insets.top), .equal, strength: required, name: name)
        addSystem(entry, term(entry.height) - term(owner.height) + Double(insets.top + insets.bottom), .equal, strength: required, name: name)
        let fill = term(entry.width) - term(owner.width) + Double(insets.left + insets.right)
        guard kind == .readableContent else {
            return addSystem(entry, fill, .equal, strength: required, name: name)
        }
        addSystem(entry, term(entry.width) - Double(UIView.readableContentWidth), .lessThanOrEqual, strength: required, name: name)
        addSystem(entry, fill, .equal, strength: UILayoutPriority(999).strength, name: name)
    }

    func term(_ variable: LayoutVariable) -> LayoutExpression {
        LayoutExpression([LayoutTerm(variable: variable, coefficient: 1)])
    }
}
