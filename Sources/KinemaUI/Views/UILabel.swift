import Foundation
import KinemaCore

public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// UIKit's label: one line of text in a font and colour, aligned in its bounds and centred vertically.
///
/// Kinema draws labels on a single line (`numberOfLines` is kept but not used for wrapping) without
/// truncation. The text scales with the view's transform, so `CGAffineTransform(scaleX: 0.8, y: 0.8)`
/// shrinks it as on iOS.
@MainActor
open class UILabel: UIView {
    public var text: String? { didSet { invalidateIntrinsicContentSize() } }
    public var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    public var textColor: UIColor! = .label
    public var textAlignment: NSTextAlignment = .natural
    public var numberOfLines = 1
    public var isHighlighted = false
    public var highlightedTextColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = TextMetrics.measure(text, font)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Asks the superview to lay out again (a stack view re-measures its arranged views).
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    open override func draw(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        super.draw(in: &canvas, bounds: bounds, time: time)
        guard let text else { return }
        let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        canvas.text(text, in: bounds, font: font, color: color.rgba, alignment: textAlignment.runAlignment)
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
