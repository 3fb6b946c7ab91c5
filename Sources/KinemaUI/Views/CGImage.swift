import Foundation

/// Core Graphics' image, as `UIImage.cgImage` hands it to a layer's `contents`. Kinema keeps no
/// bitmap here: a `CGImage` wraps the `UIImage` it was made from (a file, a symbol, a swatch — any
/// kind), and the renderer draws that image as `UIImage` draws it (`UIImage.draw(in:placement:tint:)`).
/// Its size is in pixels: the image's points times its scale.
public final class CGImage: Sendable, Equatable {
    /// The image it was made from.
    let image: UIImage
    /// Pixels across and down (points × the image's scale, rounded).
    public let width: Int
    public let height: Int

    @MainActor
    init(image: UIImage) {
        self.image = image
        width = Int((image.size.width * image.scale).rounded())
        height = Int((image.size.height * image.scale).rounded())
    }

    /// 8 bits a component, four components a pixel, rows packed: what tutorials read back.
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// Two wrappers of one image are the same image (`cgImage` makes a new wrapper on every call).
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.image === rhs.image
    }
}

extension UIImage {
    /// The image as Core Graphics' type, for a layer's `contents` (`layer.contents = image.cgImage`).
    public var cgImage: CGImage? { CGImage(image: self) }

    /// An image of `cgImage` at scale 1: its points are its pixels, as UIKit's `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` pixels a point (a non-positive or NaN scale is 1). Kinema draws
    /// every orientation as `.up` (reported once); `imageOrientation` keeps the one given.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        if orientation != .up {
            CALayer.reports.report("cgImage-orientation", "Kinema: UIImage(cgImage:scale:orientation:) draws every orientation as .up")
        }
        self.init(copying: cgImage.image, scale: scale, orientation: orientation)
    }
}
