import Foundation

/// UIKit's stack view: lays its arranged subviews out in a row or a column with the constraints UIKit
/// documents (and names: `UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-alignment`, `UISV-hiding`), installed on the stack view and solved
/// with the rest of the hierarchy's Auto Layout. Arranged subviews stop translating their autoresizing
/// masks, as in UIKit.
///
/// Along the axis: `.fill` sizes the views by their intrinsic sizes, hugging and compression resistance,
/// stretching (or shrinking) the one with the lowest hugging (compression-resistance) priority — on a tie
/// the last (Kinema's resolution of UIKit's "by index"); views without an intrinsic size share what is
/// left equally. `.fillEqually` makes them equal; `.fillProportionally` scales their intrinsic sizes to the
/// length left after spacing; `.equalSpacing` and `.equalCentering` keep intrinsic sizes and make the gaps
/// (or the distances between centres) equal, at least `spacing`. Across it, `.fill` stretches and the
/// others align. A hidden arranged view collapses to zero along the axis with its spacing; hidden inside
/// an animation block it collapses with the block and disappears when it has (as on iOS).
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
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// Whether the arranged views are laid out within the stack's layout margins rather than its edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether a baseline alignment measures from the arranged views' baselines (true) or their bottoms.
    public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// The constraints the stack installed on itself for its arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The gaps' guides of `.equalSpacing` and `.equalCentering`.
    var spacingGuides: [UILayoutGuide] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// UIKit's value for `setCustomSpacing` meaning "the stack's own spacing".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIKit's value for `setCustomSpacing` meaning "the system's spacing" (8 points here).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

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
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit), placed where it was.
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview` instead of `spacing`.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangedSubviews.removeAll { $0 === subview }
        arrangementDidChange()
    }

    /// The arrangement's constraints are made again (in the stack's `updateConstraints`, as UIKit does);
    /// until then the old ones hold.
    func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// An arranged view was shown or hidden: the arrangement is made again now, and inside an animation
    /// block laid out with it (so the view collapses or opens with the block, as on iOS).
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        rebuildArrangement()
        if AnimationContext.current?.animates == true { (superview ?? self).layoutIfNeeded() }
    }
}
