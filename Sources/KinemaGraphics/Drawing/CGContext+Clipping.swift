import Foundation
import KinemaCore

/// Clipping: the clip is part of the graphics state, narrowed by each call and widened only by
/// `restoreGState`.
///
/// A rectangle clip is exact: a `pushClip` item around what follows (square to the screen; a turned
/// one is cut to its box, as the renderer cuts every clip). A path clip is recorded whole for what
/// fills it (a gradient drawn next fills the clip path exactly, the common case), and everything else
/// is cut to the path's box: Kinema's renderer clips to rectangles (docs/drawing.md).
extension CGContext {
    public func clip(to rect: CGRect) {
        let box = rect.standardized.applying(ctm)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
        pushClip(rect.standardized, transform: ctm)
    }

    public func clip(to rects: [CGRect]) {
        let union = rects.reduce(CGRect.null) { $0.union($1.standardized) }
        clip(to: union)
    }

    /// Clips to the current path (which it empties), by `rule`.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = currentPath.path
        currentPath = CGMutablePath()
        clip(toPath: path, evenOdd: rule == .evenOdd)
    }

    /// Clips to `path`, given in the context's own coordinates.
    package func clip(toPath path: VectorPath, evenOdd: Bool) {
        let box = path.bounds
        guard !box.isNull else { return clip(to: .zero) }
        state.clipPath = (path, evenOdd)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
        pushClip(box, transform: .identity)
    }

    /// The area a clip-filling paint (a gradient) covers, in user space: the clip path or the clip's
    /// box, or the whole context; nil when the clip is empty.
    package var clipArea: (path: VectorPath, evenOdd: Bool)? {
        let inverse = ctm.inverted()
        if let clip = state.clipPath { return (clip.path.applying(inverse), clip.evenOdd) }
        let box = state.clipBox.map { $0.intersection(bounds) } ?? bounds
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        var path = VectorPath()
        path.addRect(box)
        return (path.applying(inverse), false)
    }

    private func pushClip(_ rect: CGRect, transform: CGAffineTransform) {
        canvas.items.append(.pushClip(rect: rect, transform: transform, identifier: nil))
        state.openClips += 1
    }
}
