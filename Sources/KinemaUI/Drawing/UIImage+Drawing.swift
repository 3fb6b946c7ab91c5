import Foundation
import KinemaCore

/// Images drawn into a graphics context, and drawn images (an image renderer's) drawn by an image view.
extension UIImage {
    /// A drawn image placed in `rect`, cut to `clip` when given (an image view's bounds when it clips;
    /// square corners — a rounded clip's corners are not cut). The one place a recorded image reaches
    /// the DisplayList: image views, layer contents and contexts all come here.
    func drawRecorded(_ drawing: RecordedDrawing, in canvas: inout DisplayCanvas, rect: CGRect, clip: CGRect?) {
        guard let clip else { return drawing.replay(into: &canvas, in: rect) }
        canvas.clipping(to: clip) { drawing.replay(into: &$0, in: rect) }
    }

    /// Draws the image filling `rect` (user space) in the current context; nothing outside drawing.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image filling `rect`, its opacity times `alpha` (`blendMode` is kept: Kinema draws
    /// source over).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let saved = context.canvas.opacity
        context.canvas.opacity *= Double(min(1, max(0, alpha)))
        // A template symbol drawn outside an image view takes black, as iOS draws it without a tint.
        draw(in: &context.canvas, rect: rect, tint: .black)
        context.canvas.opacity = saved
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
