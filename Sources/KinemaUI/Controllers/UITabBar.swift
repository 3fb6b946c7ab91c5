import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's tab bar: its items side by side, each a symbol above a title, the selected one in the tint
/// colour and the others grey, over a translucent bar with a hairline on top. A touch that ends on an
/// item selects it (its controller hears about it).
@MainActor
open class UITabBar: UIView {
    public var items: [UITabBarItem]? { didSet { setNeedsLayout(); if items != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var selectedItem: UITabBarItem? { didSet { if selectedItem != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var unselectedItemTintColor: UIColor? = .systemGray { didSet { if unselectedItemTintColor != oldValue { Self.viewDisplayChanges &+= 1 } } }
    /// Whether the bar lets content show through (UIKit's default: yes). The selected controller's view
    /// extends under a translucent bar, to the screen's bottom; it stops above an opaque one unless the
    /// controller's `extendedLayoutIncludesOpaqueBars` says otherwise.
    public var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// The bar's height above the home indicator, and the inset below it (an iPhone without a home
    /// button): 49 + 34 points.
    package static let barHeight: CGFloat = 49
    package static let bottomInset: CGFloat = 34

    /// Called when a touch selects an item (the tab bar controller switches).
    var onSelect: ((Int) -> Void)?
    private var pressedIndex: Int?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
    }

    /// Kinema has no storyboards or nibs: a decoded tab bar is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + Self.bottomInset)
    }

    /// The rectangle item `index` of `count` takes (the bar's width shared evenly).
    func itemRect(_ index: Int, of count: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(1, count))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.barHeight)
    }

    open override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        canvas.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 0.5), color: UIColor.separator.rgba)
        let items = self.items ?? []
        for (index, item) in items.enumerated() {
            let rect = itemRect(index, of: items.count)
            let selected = item === selectedItem
            let color = selected ? tintColor! : (unselectedItemTintColor ?? .systemGray)
            if let image = (selected ? item.selectedImage : nil) ?? item.image {
                let box = CGRect(x: rect.midX - 14, y: 5, width: 28, height: 26)
                image.withTintColor(image.isSymbolImage ? color : nil).draw(in: &canvas, placement: ImagePlacement(rect: box), tint: color)
            }
            if let title = item.title {
                canvas.text(
                    title, in: CGRect(x: rect.minX, y: 33, width: rect.width, height: 13),
                    font: .systemFont(ofSize: 10, weight: .medium), color: color.rgba, alignment: .center)
            }
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = touches.first.flatMap(index(of:))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedIndex = nil }
        guard let pressed = pressedIndex, touches.first.flatMap(index(of:)) == pressed else { return }
        onSelect?(pressed)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = nil
    }

    private func index(of touch: UITouch) -> Int? {
        let point = touch.location(in: self)
        let count = items?.count ?? 0
        return (0..<count).first { itemRect($0, of: count).contains(point) }
    }
}
