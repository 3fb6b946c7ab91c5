import Foundation

/// A view a collection view shows for an item or a header/footer, and reuses (UIKit's
/// `UICollectionReusableView`). Registered classes are made with `init(frame:)`, then receive
/// `awakeFromNib()` (Kinema's stand-in for loading a nib) and, before each reuse, `prepareForReuse()`.
@MainActor
open class UICollectionReusableView: UIView, ReusableView {
    public internal(set) var reuseIdentifier: String?

    /// Required so a registered class can be made by the collection view (UIKit does it through the
    /// Objective-C runtime); a subclass that adds its own `init(frame:)` marks it `required`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Kinema has no storyboards or nibs: a decoded reusable view is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Called once after a registered view is created (Kinema's stand-in for loading it from a nib).
    open override func awakeFromNib() {}

    /// Called before the view is handed out again by a dequeue.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: centre, size, transform, alpha, hidden (z-index orders siblings).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        if transform != layoutAttributes.transform { transform = layoutAttributes.transform }
        if center != layoutAttributes.center { center = layoutAttributes.center }
        if bounds.size != layoutAttributes.size { bounds = CGRect(origin: bounds.origin, size: layoutAttributes.size) }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
    }
}

/// UIKit's collection view cell: a `contentView` for the cell's views, an optional `backgroundView` behind
/// it and a `selectedBackgroundView` shown while the cell is selected or highlighted.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    public var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    public var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            refreshSelectedBackground()
            setNeedsLayout()
        }
    }
    /// Set by the collection view as the item is selected; override with `didSet` to style it, as in UIKit.
    open var isSelected = false { didSet { refreshSelectedBackground() } }
    /// Set by the collection view while a touch is on the item; override with `didSet` to style it.
    open var isHighlighted = false { didSet { refreshSelectedBackground() } }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Kinema has no storyboards or nibs: a decoded cell is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func refreshSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
