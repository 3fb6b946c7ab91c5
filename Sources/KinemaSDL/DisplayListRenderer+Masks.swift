import CSDL2
import Foundation
import KinemaCore
import KinemaRaster
import KinemaGraphics
import KinemaLayers

/// Masks (`DisplayItem.beginMask`): a layer's `mask`, and the rounded shape a clipping layer with a
/// corner radius cuts its sublayers to. The masked content is drawn as a group of opacity 1 — in place
/// on the software backend, through an offscreen target on SDL's — and composited with the mask's
/// alpha at each pixel (`MaskCoverage`, cairo's coverage of the mask's shapes) as its weight.
extension DisplayListRenderer {
    /// Draws the masked content that begins at `start`; returns the index after its `endMask`.
    func drawMask(_ items: [DisplayItem], at start: Int, to end: Int, placement: CGAffineTransform, layerScale scale: CGFloat) -> Int {
        let close = Self.matchingMaskEnd(items, of: start, before: end)
        guard case .beginMask(let mask) = items[start] else { return close + 1 }
        flushBatch()
        var output: (width: Int32, height: Int32) = (0, 0)
        SDL_GetRendererOutputSize(renderer, &output.width, &output.height)
        // The mask's box, a pixel more for its anti-aliased edge, within the clip and the output.
        var rect = Self.pixelRect(mask.bounds.applying(placement).insetBy(dx: -1, dy: -1))
        if let clip = clipStack.last { rect = Self.intersection(clip, rect) }
        rect = Self.intersection(rect, SDL_Rect(x: 0, y: 0, w: output.width, h: output.height))
        guard rect.w > 0, rect.h > 0 else { return close + 1 }
        var alpha: [UInt8] = []
        MaskCoverage.draw(mask.items, placement: placement, over: PixelRect(rect), paths: paths, into: &alpha)
        // Nothing shows through a clear mask; an opaque one over the whole box is a plain clip.
        if alpha.allSatisfy({ $0 == 0 }) { return close + 1 }
        let opaque = alpha.allSatisfy { $0 == 255 }
        prepareToDraw(rect)
        let member = GroupCompositor.Member(rect: rect, opacity: 1)
        // Inside a transparent projected plane, or with no target, the content is cut to the box alone.
        let pass = opaque || (projections.depth > 0 && !projections.compositesPremultiplied) ? GroupPass.folded : backend.beginGroups([member])
        let frameBackend = backend
        if pass == .offscreen { backend = sdlBackend }
        if pass != .folded { groups.maskInnermostPass(with: alpha) }
        pushClip(rect)
        drawItems(items, from: start + 1, to: close, placement: placement, layerScale: scale)
        popClip()
        if pass != .folded {
            groups.end()
            backend = frameBackend
            restoreClip()
        }
        return close + 1
    }

    /// The index of the `endMask` closing the mask that begins at `start` (or `end` if it is missing).
    static func matchingMaskEnd(_ items: [DisplayItem], of start: Int, before end: Int) -> Int {
        closing(items, of: start, before: end) { item in
            switch item {
            case .beginMask: 1
            case .endMask: -1
            default: 0
            }
        }
    }
}
