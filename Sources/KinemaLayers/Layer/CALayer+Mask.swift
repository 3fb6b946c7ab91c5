import Foundation
import KinemaCore
import KinemaGraphics

/// `mask` and `UIView.mask`: a layer whose alpha masks the layer's content and sublayers.
///
/// As Core Animation defines it (Apple's `CALayer.mask` reference): the mask layer lies in the masked
/// layer's coordinates, is not one of its sublayers, and its opacity — coverage times colour alpha
/// times its own `opacity` — is what shows of the masked layer; where it draws nothing, nothing shows.
/// Kinema draws the masked layer (shadow, background, contents, sublayers, border) as one group and
/// multiplies it by the mask's alpha (`DisplayItem.beginMask`). What masks: what the mask layer and its
/// sublayers draw as shapes — backgrounds with their corner radius, shape layers' paths, gradient layers'
/// gradients; its text and images add nothing yet.
extension CALayer {
    /// The layer whose alpha masks this one (nil, no mask, by default). A mask set on one layer and then
    /// on another is the second's alone, as on iOS.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer, newValue !== self, !isPresentation else { return }
            maskLayer = newValue
            // `UIView.mask` sets its view again after this.
            maskView = nil
            maskDidChange()
        }
    }

    /// The mask changed: the window draws afresh, and a view's walk takes the path that reads it.
    package func maskDidChange() {
        if let view { MainActor.assumeIsolated { view.layerMaskDidChange() } }
        layerDidChange()
    }

    /// Draws this layer's drawing (`body`) masked by `mask`, placed by `transform` (this layer's bounds
    /// → device points): the mask view's or layer's drawing, in this layer's coordinates.
    @MainActor
    package func drawMasked(
        into canvas: inout DisplayCanvas, transform: CGAffineTransform, time: Double, _ body: (inout DisplayCanvas) -> Void
    ) {
        guard let mask = maskLayer else { return body(&canvas) }
        canvas.masking(drawMask: { canvas in
            if let view = mask.view {
                view.displayAsMask(into: &canvas, transform: transform, time: time)
            } else {
                mask.display(into: &canvas, parent: LayerParent(transform: transform, opacity: 1, sublayerTransform: nil), time: time)
            }
        }, body)
    }
}
