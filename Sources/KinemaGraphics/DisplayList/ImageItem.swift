import Foundation
import KinemaCore

/// A picture from an image file, drawn into `rect` (stretched to it), shown only inside `clip` with its
/// corners rounded by `cornerRadius` when a clip is given (an image view with rounded, clipping corners).
/// `source` picks the part of the image shown (a layer's `contentsRect`), and `slices` scale it in nine
/// parts (a layer's `contentsCenter`).
public struct ImageItem: Sendable, Equatable {
    /// The file, for the renderer to decode (and cache).
    public var path: String
    public var rect: CGRect
    /// Local rectangle the image is cut to, if any.
    public var clip: CGRect?
    /// Corner radius of the clip in points.
    public var cornerRadius: CGFloat
    public var transform: CGAffineTransform
    public var opacity: Double
    public var identifier: String?
    /// The part of the image drawn into `rect`, in the image's unit coordinates (x right, y down, the
    /// whole image (0, 0, 1, 1)); within the unit square.
    public var source: CGRect
    /// Nine-part scaling of `source` into `rect`, or nil to stretch it whole (see `ImageSlices`).
    public var slices: ImageSlices?

    /// The whole image, as `source` takes it.
    public static let wholeImage = CGRect(x: 0, y: 0, width: 1, height: 1)

    public init(
        path: String, rect: CGRect, clip: CGRect? = nil, cornerRadius: CGFloat = 0,
        transform: CGAffineTransform = .identity, opacity: Double = 1, identifier: String? = nil,
        source: CGRect = ImageItem.wholeImage, slices: ImageSlices? = nil
    ) {
        self.path = path
        self.rect = rect
        self.clip = clip
        self.cornerRadius = cornerRadius
        self.transform = transform
        self.opacity = opacity
        self.identifier = identifier
        self.source = source
        self.slices = slices
    }

    /// The part of `rect` that shows, in local points (empty when the clip misses it).
    public var visibleRect: CGRect {
        guard let clip else { return rect }
        let shown = rect.intersection(clip)
        return shown.isNull ? CGRect(origin: rect.origin, size: .zero) : shown
    }

    /// The item as pieces each stretched whole: itself when it has no slices, else one item per
    /// non-empty cell of the nine (`ImageSlices.pieces`), each keeping the clip.
    public var pieces: [ImageItem] {
        guard let slices else { return [self] }
        return slices.pieces(rect: rect, source: source).map { piece in
            var item = self
            (item.rect, item.source, item.slices) = (piece.rect, piece.source, nil)
            return item
        }
    }
}
