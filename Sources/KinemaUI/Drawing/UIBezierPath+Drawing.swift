import Foundation
import KinemaCore
import KinemaGraphics

/// A path painted into the current context, with its own style: its fill rule for `fill()` and
/// `addClip()`, its line width, caps, joins, miter limit and dashes for `stroke()`; the colours are
/// the context's (`UIColor.setFill()`, `setStroke()`). Outside drawing they do nothing.
extension UIBezierPath {
    public func fill() { fill(with: .normal, alpha: 1) }
    public func stroke() { stroke(with: .normal, alpha: 1) }

    /// Fills with the context's fill colour, its opacity times `alpha` (`blendMode` is kept: Kinema
    /// draws source over).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withAlpha(alpha) { $0.draw(path: path, fill: true, stroke: false, evenOdd: usesEvenOddFillRule) }
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.withAlpha(alpha) { $0.draw(path: path, fill: false, stroke: true, evenOdd: false) }
        context.restoreGState()
    }

    /// Narrows the current context's clip to the path's inside (by its fill rule).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.clip(toPath: path.applying(context.ctm), evenOdd: usesEvenOddFillRule)
    }
}

extension CGContext {
    /// Runs `body` with the alpha multiplied by `alpha` (0…1).
    func withAlpha(_ alpha: CGFloat, _ body: (CGContext) -> Void) {
        let saved = canvas.opacity
        canvas.opacity *= Double(alpha.isFinite ? min(1, max(0, alpha)) : 1)
        body(self)
        canvas.opacity = saved
    }
}
