import Foundation

/// UIKit's stack view: lays its arranged subviews out in a row or a column.
///
/// Sizes along the axis come from each view's `intrinsicContentSize` (its current size when it has
/// none). `.fill` gives leftover space to the views without an intrinsic size, or to the last view;
/// `.fillEqually` makes them equal; `.fillProportionally` scales intrinsic sizes to fit; `.equalSpacing`
/// and `.equalCentering` spread the leftover between them. Across the axis, `.fill` stretches and the
/// others size to the intrinsic size and align. Hidden views take no space. Kinema has no Auto Layout, so
/// this is all the stack does; `layoutIfNeeded()` inside an animation block animates a change, as on iOS.
@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    public var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    open override var intrinsicContentSize: CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let sizes = views.map(Self.naturalSize)
        let gaps = spacing * CGFloat(max(0, views.count - 1))
        if axis == .horizontal {
            return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    static func naturalSize(_ view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
            height: intrinsic.height >= 0 ? intrinsic.height : view.bounds.height)
    }

    open override func layoutSubviews() {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let length = horizontal ? bounds.width : bounds.height
        let across = horizontal ? bounds.height : bounds.width
        let natural = views.map(Self.naturalSize)
        let mains = natural.map { horizontal ? $0.width : $0.height }
        let crosses = natural.map { horizontal ? $0.height : $0.width }
        let hasIntrinsic = views.map { horizontal ? $0.intrinsicContentSize.width >= 0 : $0.intrinsicContentSize.height >= 0 }
        let (sizes, gaps) = Self.distribute(
            mains, hasIntrinsic: hasIntrinsic, length: length, spacing: spacing, distribution: distribution)
        var position: CGFloat = 0
        for (index, view) in views.enumerated() {
            let crossSize = alignment == .fill ? across : min(across, crosses[index])
            let crossOffset: CGFloat
            switch alignment {
            case .fill, .leading, .firstBaseline: crossOffset = 0
            case .center: crossOffset = (across - crossSize) / 2
            case .trailing, .lastBaseline: crossOffset = across - crossSize
            }
            view.frame = horizontal
                ? CGRect(x: position, y: crossOffset, width: sizes[index], height: crossSize)
                : CGRect(x: crossOffset, y: position, width: crossSize, height: sizes[index])
            position += sizes[index] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Sizes along the axis and the gaps after each view but the last.
    static func distribute(
        _ mains: [CGFloat], hasIntrinsic: [Bool], length: CGFloat, spacing: CGFloat, distribution: Distribution
    ) -> (sizes: [CGFloat], gaps: [CGFloat]) {
        let count = CGFloat(mains.count)
        let spacingTotal = spacing * (count - 1)
        let available = max(0, length - spacingTotal)
        let evenGaps = Array(repeating: spacing, count: mains.count - 1)
        switch distribution {
        case .fillEqually:
            return (Array(repeating: available / count, count: mains.count), evenGaps)
        case .fillProportionally:
            let total = mains.reduce(0, +)
            guard total > 0 else { return (Array(repeating: available / count, count: mains.count), evenGaps) }
            return (mains.map { $0 / total * available }, evenGaps)
        case .fill:
            var sizes = mains
            let leftover = available - mains.reduce(0, +)
            let flexible = hasIntrinsic.indices.filter { !hasIntrinsic[$0] }
            if flexible.isEmpty {
                sizes[sizes.count - 1] = max(0, sizes[sizes.count - 1] + leftover)
            } else {
                let fixed = hasIntrinsic.indices.filter { hasIntrinsic[$0] }.map { mains[$0] }.reduce(0, +)
                let share = max(0, (available - fixed) / CGFloat(flexible.count))
                for index in flexible { sizes[index] = share }
            }
            return (sizes, evenGaps)
        case .equalSpacing:
            let leftover = max(0, length - mains.reduce(0, +))
            let gap = count > 1 ? max(spacing, leftover / (count - 1)) : 0
            return (mains, Array(repeating: gap, count: mains.count - 1))
        case .equalCentering:
            guard mains.count > 1 else { return (mains, []) }
            let step = (length - mains[0] / 2 - mains[mains.count - 1] / 2) / (count - 1)
            let gaps = (0..<(mains.count - 1)).map { max(spacing, step - mains[$0] / 2 - mains[$0 + 1] / 2) }
            return (mains, gaps)
        }
    }
}
