import Foundation

/// Where a `UIImage` is drawn (`UIImage.draw(in:placement:tint:)`), in the drawing view's or layer's
/// bounds coordinates: the rect it fills, the part of it shown there, its nine-part scaling, and the
/// clip (with rounded corners) it is cut to.
package struct ImagePlacement {
    /// The rect the shown part fills.
    package var rect: CGRect
    /// The part of the image shown, in its unit coordinates (the whole image by default).
    package var source = ImageItem.wholeImage
    /// Nine-part scaling of that part into `rect`, or nil to stretch it.
    package var slices: ImageSlices?
    /// The rect the picture is cut to, if any (an image file's with `cornerRadius`'s corners).
    package var clip: CGRect?
    package var cornerRadius: CGFloat = 0

    package init(rect: CGRect, source: CGRect = ImageItem.wholeImage, slices: ImageSlices? = nil, clip: CGRect? = nil, cornerRadius: CGFloat = 0) {
        self.rect = rect
        self.source = source
        self.slices = slices
        self.clip = clip
        self.cornerRadius = cornerRadius
    }

    /// The cells drawn, each stretched whole: the rect and source, or the nine slices' cells.
    package var pieces: [(rect: CGRect, source: CGRect)] {
        slices?.pieces(rect: rect, source: source) ?? [(rect, source)]
    }

    /// The rect the whole image fills when its unit part `source` fills `rect`.
    package static func wholeImageRect(showing source: CGRect, in rect: CGRect) -> CGRect {
        let width = rect.width / source.width, height = rect.height / source.height
        return CGRect(x: rect.minX - source.minX * width, y: rect.minY - source.minY * height, width: width, height: height)
    }
}
