import Foundation
import KinemaCore
import KinemaGraphics

/// A layer's contents and how they are placed: the image (`contents`, when it is a `CGImage`),
/// `contentsGravity`, `contentsRect`, `contentsCenter` and `contentsFormat`. Plain values, copied by
/// `presentation()`; an animation of `contents` cross-fades (`fade`).
package struct LayerContents: Sendable, Equatable {
    /// The image drawn; nil when `contents` is nil or not a `CGImage`.
    package var image: CGImage?
    package var gravity = CALayerContentsGravity.resize
    /// The part of the image shown, in its unit coordinates (x right, y down from the image's top).
    package var rect = ImageItem.wholeImage
    /// The stretchable middle, in unit coordinates of the shown part; the whole part stretches by default.
    package var center = ImageItem.wholeImage
    package var format = CALayerContentsFormat.RGBA8Uint
    /// Part way through a `contents` animation: the image being left and how far the fade to `image` is
    /// (0…1). Nil otherwise.
    package var fade: Fade?

    package struct Fade: Sendable, Equatable {
        package var from: CGImage?
        package var fraction: Double
    }

    package init() {}

    /// Where the image goes in `bounds`, with `contentsScale` pixels a point for the gravities that keep
    /// its size: nil when there is no image or `contentsRect` is empty (Apple: "undefined"). The part of
    /// `contentsRect` outside the unit square shows nothing (iOS extends the image's edge pixels there).
    package func placement(in bounds: CGRect, contentsScale scale: CGFloat) -> ImagePlacement? {
        guard let image, image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return nil }
        let shown = rect.intersection(ImageItem.wholeImage)
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return nil }
        let pixels = CGSize(width: CGFloat(image.width), height: CGFloat(image.height))
        let size = CGSize(width: pixels.width * rect.width / scale, height: pixels.height * rect.height / scale)
        let target = gravity.rect(for: size, in: bounds)
        // The shown part's share of the target, where `contentsRect` reaches past the image.
        let (sx, sy) = (target.width / rect.width, target.height / rect.height)
        let part = CGRect(
            x: target.minX + (shown.minX - rect.minX) * sx, y: target.minY + (shown.minY - rect.minY) * sy,
            width: shown.width * sx, height: shown.height * sy)
        return ImagePlacement(rect: part, source: shown, slices: slices(of: shown, pixels: pixels, scale: scale))
    }

    /// Nine-part scaling by `center`, for the resizing gravities (Apple: the grid scales "if the layer's
    /// contentsGravity property is set to one of the resizing modes"); nil when the centre is the whole.
    /// The fixed parts keep their pixels' size in points (`contentsScale`).
    private func slices(of shown: CGRect, pixels: CGSize, scale: CGFloat) -> ImageSlices? {
        let middle = center.intersection(ImageItem.wholeImage)
        guard gravity.resizes, middle != ImageItem.wholeImage, !middle.isNull else { return nil }
        let (width, height) = (pixels.width * shown.width / scale, pixels.height * shown.height / scale)
        return ImageSlices(
            center: middle, left: middle.minX * width, right: (1 - middle.maxX) * width,
            top: middle.minY * height, bottom: (1 - middle.maxY) * height)
    }

    /// Appends the image over the layer's background: cut to the rounded bounds when the layer masks to
    /// them (a file by its item's rounded clip; any other kind of image by the square bounds).
    @MainActor
    package func draw(in canvas: inout DisplayCanvas, bounds: CGRect, cornerRadius: CGFloat, masksToBounds: Bool, contentsScale: CGFloat) {
        if let fade {
            // A cross-fade, as Core Animation draws one of opaque images: the image left, then the one
            // arriving over it at the fade's fraction.
            var leaving = self
            (leaving.image, leaving.fade) = (fade.from, nil)
            leaving.draw(in: &canvas, bounds: bounds, cornerRadius: cornerRadius, masksToBounds: masksToBounds, contentsScale: contentsScale)
            let opacity = canvas.opacity
            canvas.opacity = opacity * fade.fraction
            var arriving = self
            arriving.fade = nil
            arriving.draw(in: &canvas, bounds: bounds, cornerRadius: cornerRadius, masksToBounds: masksToBounds, contentsScale: contentsScale)
            canvas.opacity = opacity
            return
        }
        guard let image, var placement = placement(in: bounds, contentsScale: contentsScale) else { return }
        // A symbol's `cgImage` on iOS is its template's black pixels.
        let tint = RGBAColor.black
        guard masksToBounds else { return image.draw(in: &canvas, placement: placement, tint: tint) }
        (placement.clip, placement.cornerRadius) = (bounds, cornerRadius)
        guard !image.content.isImageFile else { return image.draw(in: &canvas, placement: placement, tint: tint) }
        canvas.clipping(to: bounds) { image.draw(in: &$0, placement: placement, tint: tint) }
    }
}
