import Foundation
import KinemaCore

/// What a view draws into while the DisplayList is built: the current view's transform to device points,
/// its accumulated opacity and identifier, and helpers that append items in the view's local coordinates.
public struct DisplayCanvas {
    /// Local (bounds) coordinates → device points.
    public var transform: CGAffineTransform
    /// Product of the alphas from the root down to this view.
    public var opacity: Double
    public var identifier: String?
    /// The colour behind the current view, for symbols' cut-outs.
    public var backdrop: RGBAColor
    var items: [DisplayItem]

    public mutating func fill(_ rect: CGRect, cornerRadius: CGFloat = 0, color: RGBAColor) {
        guard color.alpha > 0, opacity > 0 else { return }
        items.append(.rect(RoundedRect(
            rect: rect, cornerRadius: cornerRadius, color: color, transform: transform, opacity: opacity,
            identifier: identifier)))
    }

    public mutating func text(
        _ text: String, in rect: CGRect, font: UIFont, color: RGBAColor, alignment: TextRun.Alignment
    ) {
        guard !text.isEmpty, color.alpha > 0, opacity > 0 else { return }
        items.append(.text(TextRun(
            text: text, fontSize: font.pointSize, isBold: font.weight.isBold, color: color, rect: rect,
            alignment: alignment, transform: transform, opacity: opacity, identifier: identifier)))
    }

    public mutating func line(_ points: [CGPoint], width: CGFloat, color: RGBAColor) {
        guard points.count >= 2, color.alpha > 0, opacity > 0 else { return }
        items.append(.line(LineItem(
            points: points, width: width, color: color, transform: transform, opacity: opacity, identifier: identifier)))
    }

    public mutating func symbol(_ name: String, in rect: CGRect, pointSize: CGFloat, weight: UIFont.Weight, color: RGBAColor) {
        guard color.alpha > 0, opacity > 0 else { return }
        items.append(.symbol(SymbolItem(
            name: name, rect: rect, pointSize: pointSize, strokeWidth: SymbolLibrary.strokeWidth(for: weight),
            color: color, knockoutColor: backdrop, transform: transform, opacity: opacity, identifier: identifier)))
    }
}

extension UIView {
    /// Appends this view and its subtree to the canvas, with presentation values at `time`.
    func display(into canvas: inout DisplayCanvas, parentTransform: CGAffineTransform, parentOpacity: Double, time: Double) {
        guard !isHidden else { return }
        let alpha = Double(alphaTrack.presentation(at: time))
        let opacity = parentOpacity * alpha
        guard opacity > 0.001 else { return }
        let bounds = boundsTrack.presentation(at: time)
        let local = transformToSuperview(
            center: centerTrack.presentation(at: time), bounds: bounds, transform: presentationTransform(at: time))
        let transform = local.concatenating(parentTransform)
        let savedIdentifier = canvas.identifier
        let savedBackdrop = canvas.backdrop
        canvas.transform = transform
        canvas.opacity = opacity
        canvas.identifier = accessibilityIdentifier ?? savedIdentifier
        draw(in: &canvas, bounds: bounds, time: time)
        let background = backgroundTrack.presentation(at: time)
        if background.alpha >= 1 { canvas.backdrop = background }
        if clipsToBounds {
            canvas.items.append(.pushClip(rect: bounds, transform: transform, identifier: canvas.identifier))
        }
        for subview in subviews {
            subview.display(into: &canvas, parentTransform: transform, parentOpacity: opacity, time: time)
        }
        canvas.transform = transform
        canvas.opacity = opacity
        drawOverlay(in: &canvas, bounds: bounds, time: time)
        if clipsToBounds { canvas.items.append(.popClip) }
        canvas.identifier = savedIdentifier
        canvas.backdrop = savedBackdrop
    }

    /// Draws the view's own content (below its subviews): the background, rounded by the layer's corner
    /// radius. Subclasses call super and add their content.
    func drawBackground(in canvas: inout DisplayCanvas, bounds: CGRect, time: Double) {
        let color = backgroundTrack.presentation(at: time)
        canvas.fill(bounds, cornerRadius: cornerRadiusTrack.presentation(at: time), color: color)
    }
}
