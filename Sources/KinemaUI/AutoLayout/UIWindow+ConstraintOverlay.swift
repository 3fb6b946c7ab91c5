import Foundation
import KinemaCore
import KinemaGraphics

/// What the tools show of Auto Layout, as Xcode's view debugger does: the constraints and guides drawn
/// over the window, and the views' constraints as text. Both read model values (where the constraints
/// put the views), and both run the same in the window, `capture` and tests.
extension UIWindow {
    static let constraintColor = RGBAColor(hex: 0x007AFF)
    static let arrangementColor = RGBAColor(hex: 0x34C759)
    static let brokenColor = RGBAColor(hex: 0xFF3B30)
    static let guideColor = RGBAColor(hex: 0xAF52DE)

    /// The window's constraints as lines over it (blue: yours; green: a stack view's; red: broken by a
    /// conflict), each from the first item's attribute to the second's at the first item's middle (a
    /// constant width or height along the item's top or leading edge), and its layout guides outlined
    /// (purple). Empty when the window uses no Auto Layout.
    package func constraintOverlay() -> DisplayList {
        var canvas = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: DisplayIdentifier(nil), backdrop: .clear, items: [])
        guard let engine = layoutState?.engine else { return DisplayList(size: bounds.size) }
        engine.flush()
        for view in viewsUsingAutoLayout() {
            for guide in view.layoutGuides + [view.layoutState?.safeAreaGuide, view.layoutState?.marginsGuide].compactMap({ $0 }) {
                canvas.border(view.convert(guide.layoutFrame, to: self), cornerRadius: 0, width: 1, color: Self.guideColor)
            }
            for constraint in view.constraints {
                let color = engine.isBroken(constraint) ? Self.brokenColor
                    : constraint.identifier?.hasPrefix("UISV") == true ? Self.arrangementColor : Self.constraintColor
                if let points = linePoints(constraint) { canvas.line(points, width: 1.5, color: color) }
            }
        }
        return DisplayList(size: bounds.size, items: canvas.items)
    }

    /// Each view with constraints installed, its frame in the window and its constraints, one per line.
    package func constraintDump() -> String {
        layoutState?.engine?.flush()
        return viewsUsingAutoLayout().filter { !$0.constraints.isEmpty }.map { view in
            let frame = view.convert(view.bounds, to: self)
            let head = "\(LayoutDescription.itemName(view)) in \(view.timelineName) at " + String(format: "(%.2f, %.2f, %.2f, %.2f)", frame.minX, frame.minY, frame.width, frame.height)
            return ([head] + view.constraints.map { "  \(LayoutDescription.describe($0))" }).joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    /// The views of the window with Auto Layout state, in drawing order.
    private func viewsUsingAutoLayout() -> [UIView] {
        var found: [UIView] = []
        func walk(_ view: UIView) {
            if view.layoutState != nil { found.append(view) }
            view.subviews.forEach(walk)
        }
        walk(self)
        return found
    }

    /// The line a constraint is drawn as, in window points.
    private func linePoints(_ constraint: NSLayoutConstraint) -> [CGPoint]? {
        guard let first = constraint.firstItem.flatMap(LayoutItemRef.init), let box = windowFrame(of: first),
            let axis = constraint.firstAttribute.axis
        else { return nil }
        let start = position(of: constraint.firstAttribute, in: box)
        guard let second = constraint.secondItem.flatMap(LayoutItemRef.init), let other = windowFrame(of: second) else {
            // A constant size: along the top edge (width) or the leading edge (height).
            return axis == .horizontal
                ? [CGPoint(x: box.minX, y: box.minY + 2), CGPoint(x: box.maxX, y: box.minY + 2)]
                : [CGPoint(x: box.minX + 2, y: box.minY), CGPoint(x: box.minX + 2, y: box.maxY)]
        }
        let end = position(of: constraint.secondAttribute, in: other)
        if constraint.firstAttribute == .width || constraint.firstAttribute == .height {
            return [CGPoint(x: box.midX, y: box.midY), CGPoint(x: other.midX, y: other.midY)]
        }
        return axis == .horizontal ? [CGPoint(x: start, y: box.midY), CGPoint(x: end, y: box.midY)]
            : [CGPoint(x: box.midX, y: start), CGPoint(x: box.midX, y: end)]
    }

    private func windowFrame(of item: LayoutItemRef) -> CGRect? {
        switch item {
        case .view(let view): view === self ? bounds : view.superview.map { $0.convert(view.frame, to: self) }
        case .guide(let guide): guide.owningView.map { $0.convert(guide.layoutFrame, to: self) }
        }
    }

    /// Where an attribute lies along its axis in `box`.
    private func position(of attribute: NSLayoutConstraint.Attribute, in box: CGRect) -> CGFloat {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: box.minX
        case .right, .trailing, .rightMargin, .trailingMargin: box.maxX
        case .centerX, .centerXWithinMargins, .width: box.midX
        case .top, .topMargin, .firstBaseline: box.minY
        case .bottom, .bottomMargin, .lastBaseline: box.maxY
        case .centerY, .centerYWithinMargins, .height, .notAnAttribute: box.midY
        }
    }
}
