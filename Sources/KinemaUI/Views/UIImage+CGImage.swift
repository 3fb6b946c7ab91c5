import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

extension UIImage {
    /// The image as Core Graphics' type, for a layer's `contents` (`layer.contents = image.cgImage`).
    public var cgImage: CGImage? { CGImage(content: self, size: size, scale: scale) }

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
        // Every CGImage in Kinema is made from a UIImage (`cgImage`); anything else would be an empty one.
        self.init(copying: cgImage.content as? UIImage ?? UIImage(drawing: .empty, scale: 1), scale: scale, orientation: orientation)
    }
}

extension UIImage: CGImageContent {
    package var isImageFile: Bool { fileURL != nil }

    package func drawImage(in canvas: inout DisplayCanvas, placement: ImagePlacement, tint: RGBAColor) {
        draw(in: &canvas, placement: placement, tint: UIColor(rgba: tint))
    }
}
