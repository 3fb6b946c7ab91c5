import Foundation
import KinemaCore

/// UIKit's text attributes that Kinema draws with: the font and the colour (others are kept out).
extension NSAttributedString.Key {
    /// A `UIFont`; the system font of 12 points when absent, as UIKit's string drawing takes.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Text drawn into the current context, one line, with `.font` and `.foregroundColor`.
@MainActor
extension String {
    /// Draws the text with the top left of its line at `point` (user space); nothing outside drawing.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let style = TextStyle(attributes)
        let size = TextMetrics.measure(self, style.font)
        drawLine(in: CGRect(origin: point, size: CGSize(width: size.width, height: style.font.lineHeight)), style: style)
    }

    /// Draws the text's first line at the top of `rect`, left-aligned (Kinema draws one line: it
    /// does not wrap; the paragraph style is not read).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let style = TextStyle(attributes)
        drawLine(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: style.font.lineHeight), style: style)
    }

    /// The size of the text's line in the attributes' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = TextStyle(attributes).font
        return CGSize(width: TextMetrics.measure(self, font).width, height: font.lineHeight)
    }

    private func drawLine(in box: CGRect, style: TextStyle) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.canvas.text(self, in: box, font: style.font, color: style.color, alignment: .left)
    }
}

@MainActor
extension NSString {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

/// An attributed string is drawn in the attributes of its first character, as one run.
@MainActor
extension NSAttributedString {
    public func draw(at point: CGPoint) {
        string.draw(at: point, withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }

    public func draw(in rect: CGRect) {
        string.draw(in: rect, withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }
}

/// The font and colour a string is drawn in.
@MainActor
private struct TextStyle {
    let font: UIFont
    let color: RGBAColor

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
    }
}
