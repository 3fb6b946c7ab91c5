import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's navigation bar, the small-title style: the top item's title centred, its left and right bar
/// button items at the edges (system buttons in the tint colour), over a translucent bar that reaches up
/// under the status bar, with a hairline below.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height below the status bar (44 points, as on iPhone).
    package static let barHeight: CGFloat = 44
    public var barTintColor: UIColor? = UIColor.barBackground { didSet { if barTintColor != oldValue { Self.viewDisplayChanges &+= 1 } } }
    package var titleTextColor: UIColor = .label { didSet { if titleTextColor != oldValue { Self.viewDisplayChanges &+= 1 } } }
    /// The items, bottom to top; the last is shown.
    public private(set) var items: [UINavigationItem]? = []
    public var topItem: UINavigationItem? { items?.last }

    private var leftButton: UIButton?
    private var rightButton: UIButton?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    /// Kinema has no storyboards or nibs: a decoded navigation bar is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items?.forEach { $0.bar = nil }
        self.items = items
        items?.forEach { $0.bar = self }
        itemsDidChange()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// Rebuilds the bar's buttons from the top item (an item or a button's image changed).
    func itemsDidChange() {
        Self.viewDisplayChanges &+= 1
        leftButton = updated(leftButton, for: topItem?.leftBarButtonItem) { $0.leftBarButtonItem }
        rightButton = updated(rightButton, for: topItem?.rightBarButtonItem) { $0.rightBarButtonItem }
        setNeedsLayout()
    }

    /// The button showing `item` (made once per side; a tap runs the side's item's action).
    private func updated(
        _ button: UIButton?, for item: UIBarButtonItem?, side: @escaping (UINavigationItem) -> UIBarButtonItem?
    ) -> UIButton? {
        guard let item else {
            button?.removeFromSuperview()
            return nil
        }
        item.bar = self
        let shown = button ?? UIButton(type: .system)
        if shown.superview !== self { addSubview(shown) }
        if button == nil {
            shown.addAction(UIAction { [weak self] _ in
                guard let top = self?.topItem, let item = side(top), item.isEnabled else { return }
                item.trigger()
            }, for: .touchUpInside)
        }
        shown.setImage(item.image.map { $0.isSymbolImage ? $0.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .regular)) : $0 }, for: .normal)
        shown.setTitle(item.image == nil ? item.title : nil, for: .normal)
        shown.tintColor = item.tintColor
        shown.isEnabled = item.isEnabled
        shown.accessibilityIdentifier = item.accessibilityIdentifier
        return shown
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.barHeight
        leftButton?.frame = CGRect(x: 8, y: 0, width: side, height: side)
        rightButton?.frame = CGRect(x: bounds.width - 8 - side, y: 0, width: side, height: side)
    }

    open override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        // The bar's background reaches up to the top of the screen, under the status bar.
        let above = frame.minY
        if let color = barTintColor?.rgba {
            canvas.fill(CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above), color: color)
        }
        canvas.fill(CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5), color: UIColor.separator.rgba)
        if let title = topItem?.title {
            canvas.text(
                title, in: CGRect(x: 60, y: 0, width: max(0, bounds.width - 120), height: bounds.height),
                font: .systemFont(ofSize: 17, weight: .semibold), color: titleTextColor.rgba, alignment: .center)
        }
    }
}
