import Foundation
import KinemaCore
import KinemaGraphics

public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// UIKit's label: text in a font and colour, aligned in its bounds and centred vertically, never drawn
/// outside them. As in UIKit: `numberOfLines` 1 by default (0: as many as fit), wrapped at words, the
/// last line truncated by `lineBreakMode` (`.byTruncatingTail` by default, with "…"); with
/// `adjustsFontSizeToFitWidth` one line shrinks down to `minimumScaleFactor` of its size before it is
/// truncated; `.justified` and `.natural` align left (Kinema sets left-to-right text only). The text
/// scales with the view's transform, so `CGAffineTransform(scaleX: 0.8, y: 0.8)` shrinks it as on iOS.
@MainActor
open class UILabel: UIView {
    public var text: String? { didSet { invalidateIntrinsicContentSize(); if text != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize(); if font != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var textColor: UIColor! = .label { didSet { if textColor != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize(); if numberOfLines != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateIntrinsicContentSize(); if lineBreakMode != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var minimumScaleFactor: CGFloat = 0 { didSet { if minimumScaleFactor != oldValue { Self.viewDisplayChanges &+= 1 } } }
    /// The width multi-line text wraps at for `intrinsicContentSize` (0: no limit).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { Self.viewDisplayChanges &+= 1 } } }
    public var highlightedTextColor: UIColor? { didSet { if highlightedTextColor != oldValue { Self.viewDisplayChanges &+= 1 } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Kinema has no storyboards or nibs: a decoded label is one made in code (`init(frame: .zero)`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The text's size: on one line, or wrapped at `preferredMaxLayoutWidth` — or, without one, at the
    /// width Auto Layout last gave the label (UIKit's second pass for multi-line labels).
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1 else { return size(in: .infinity) }
        if preferredMaxLayoutWidth > 0 { return size(in: preferredMaxLayoutWidth) }
        if let solved = layoutState?.engineFrame?.width, solved > 0 { return size(in: solved) }
        return size(in: .infinity)
    }

    /// The size the text takes in `size.width` (wrapped when it may take several lines), as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        self.size(in: numberOfLines == 1 || size.width <= 0 ? .infinity : size.width)
    }

    private func size(in width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let layout = TextLayout(text: text, font: font, width: width, maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
        return CGSize(width: layout.width.rounded(.up), height: (CGFloat(layout.lines.count) * layout.font.lineHeight).rounded(.up))
    }

    /// The lines drawn in `bounds`: as many as `numberOfLines` allows and the height holds (at least one).
    /// Kept while nothing it depends on changes, so a frame that draws the label again measures nothing.
    func layout(in bounds: CGRect) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let key = LayoutKey(
            text: text, font: font, size: bounds.size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            adjusts: adjustsFontSizeToFitWidth, minimumScaleFactor: minimumScaleFactor)
        if let cached = cachedLayout, cached.key == key { return cached.layout }
        let fitting = max(1, Int((bounds.height / max(1, font.lineHeight)).rounded(.down) + 0.001))
        let lines = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
        let layout = TextLayout(
            text: text, font: font, width: bounds.width, maximumLines: lines, lineBreakMode: lineBreakMode,
            adjustsFontSize: adjustsFontSizeToFitWidth, minimumScaleFactor: minimumScaleFactor)
        cachedLayout = (key, layout)
        return layout
    }

    private struct LayoutKey: Equatable {
        let text: String
        let font: UIFont
        let size: CGSize
        let numberOfLines: Int
        let lineBreakMode: NSLineBreakMode
        let adjusts: Bool
        let minimumScaleFactor: CGFloat
    }
    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?

    open override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        guard let layout = layout(in: bounds) else { return }
        let color = ((isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label).rgba
        let lineHeight = layout.font.lineHeight
        let top = bounds.midY - CGFloat(layout.lines.count) * lineHeight / 2
        func drawLines(_ canvas: inout DisplayCanvas) {
            for (index, line) in layout.lines.enumerated() {
                // One line is centred in the bounds; several stack, the block centred.
                let box = layout.lines.count == 1
                    ? bounds : CGRect(x: bounds.minX, y: top + CGFloat(index) * lineHeight, width: bounds.width, height: lineHeight)
                canvas.text(line, in: box, font: layout.font, color: color, alignment: textAlignment.runAlignment)
            }
        }
        // Clipped lines, lines near the edge (the rasteriser's widths differ from the measured ones by a
        // few percent) and lines taller than the label are cut at its bounds: nothing draws outside.
        if lineBreakMode == .byClipping || layout.width > bounds.width * 0.95 || CGFloat(layout.lines.count) * lineHeight > bounds.height + 0.5 {
            canvas.clipping(to: bounds, drawLines)
        } else {
            drawLines(&canvas)
        }
    }
}

extension NSTextAlignment {
    var runAlignment: TextRun.Alignment {
        switch self {
        case .center: return .center
        case .right: return .right
        case .left, .justified, .natural: return .left
        }
    }
}
