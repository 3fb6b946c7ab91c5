import Foundation
import KinemaLayout

/// The engine's items and the expressions of their attributes.
extension LayoutEngine {
    /// The item's entry, made (with its parent's, and its autoresizing, content or inset constraints) the
    /// first time it is needed.
    func entry(for item: LayoutItemRef) -> LayoutItemEntry {
        let id = ObjectIdentifier(item.object)
        if let entry = entries[id] { return entry }
        let entry = LayoutItemEntry(item, name: Self.name(of: item))
        entries[id] = entry
        entryOrder.append(entry)
        let parent = item.parent.flatMap { isInside($0) ? self.entry(for: .view($0)) : nil }
        switch item {
        case .view(let view):
            if isLive { view.ensureLayoutState().memberOf = self }
            if view === root { pinRoot(entry) }
            else if view.translatesAutoresizingMaskIntoConstraints { addAutoresizing(entry, view: view, parent: parent) }
            else { addContentSize(entry, view: view) }
        case .guide(let guide):
            if let parent, guide.systemInsets != nil { pinGuide(entry, guide: guide, owner: parent) }
        }
        needsSolve = true
        return entry
    }

    /// Whether `view` is the root or inside it.
    func isInside(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.superview
        }
        return false
    }

    static func name(of item: LayoutItemRef) -> String {
        switch item {
        case .view(let view): view.accessibilityIdentifier ?? String(describing: type(of: view))
        case .guide(let guide): guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
        }
    }

    /// `attribute` of `item` as an expression in the coordinate space of `space` (an ancestor of the item,
    /// or the item itself, whose own edges are then at zero).
    func expression(_ item: LayoutItemRef, _ attribute: NSLayoutConstraint.Attribute, in space: UIView) -> LayoutExpression {
        let entry = entry(for: item)
        let isSpace = item.object === space
        let width = LayoutExpression([LayoutTerm(variable: entry.width, coefficient: 1)])
        let height = LayoutExpression([LayoutTerm(variable: entry.height, coefficient: 1)])
        let margins = attribute.usesMargins ? Self.margins(of: item) : .zero
        switch attribute {
        case .width: return width
        case .height: return height
        case .left, .leading, .leftMargin, .leadingMargin:
            return origin(entry, \.x, in: space, isSpace: isSpace) + margins.left
        case .right, .trailing, .rightMargin, .trailingMargin:
            return origin(entry, \.x, in: space, isSpace: isSpace) + width - margins.right
        case .centerX, .centerXWithinMargins:
            return origin(entry, \.x, in: space, isSpace: isSpace) + width * 0.5 + (margins.left - margins.right) / 2
        case .top, .topMargin:
            return origin(entry, \.y, in: space, isSpace: isSpace) + margins.top
        case .bottom, .bottomMargin:
            return origin(entry, \.y, in: space, isSpace: isSpace) + height - margins.bottom
        case .centerY, .centerYWithinMargins:
            return origin(entry, \.y, in: space, isSpace: isSpace) + height * 0.5 + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            return origin(entry, \.y, in: space, isSpace: isSpace) + baseline(of: item, attribute, height: height)
        case .notAnAttribute:
            return LayoutExpression()
        }
    }

    /// The item's origin along one axis in `space`: its own variable plus each ancestor's below `space`.
    private func origin(
        _ entry: LayoutItemEntry, _ axis: KeyPath<LayoutItemEntry, LayoutVariable>, in space: UIView, isSpace: Bool
    ) -> LayoutExpression {
        guard !isSpace else { return LayoutExpression() }
        var terms = [LayoutTerm(variable: entry[keyPath: axis], coefficient: 1)]
        var parent = entry.item?.parent
        while let view = parent, view !== space {
            terms.append(LayoutTerm(variable: self.entry(for: .view(view))[keyPath: axis], coefficient: 1))
            parent = view.superview
        }
        return LayoutExpression(terms)
    }

    /// A baseline's offset from the top: a label's text is centred vertically in it, so its first baseline
    /// lies half the height down, less half the text's height, plus the font's ascender (the last, a line
    /// per further line lower). Other views' baselines are their bottom edge, as UIKit's are.
    private func baseline(of item: LayoutItemRef, _ attribute: NSLayoutConstraint.Attribute, height: LayoutExpression) -> LayoutExpression {
        guard case .view(let view) = item, let label = view as? UILabel, let font = label.font else { return height }
        let text = label.intrinsicContentSize.height
        let lines = max(1, (text / max(1, font.lineHeight)).rounded())
        let first = height * 0.5 + (font.ascender - text / 2)
        return attribute == .firstBaseline ? first : first + (lines - 1) * font.lineHeight
    }

    static func margins(of item: LayoutItemRef) -> UIEdgeInsets {
        guard case .view(let view) = item else { return .zero }
        return view.layoutMargins
    }
}

extension NSLayoutConstraint.Attribute {
    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// UIKit's name in a constraint's description.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
