import Foundation
import KinemaCore

/// Core Graphics' image, as `UIImage.cgImage` hands it to a layer's `contents`. Kinema keeps no
/// bitmap here: a `CGImage` wraps what it was made from (`CGImageContent`: in Kinema always a `UIImage`
/// — a file, a symbol, a swatch, a drawing), and draws it as that draws itself. Its size is in pixels:
/// the image's points times its scale.
public final class CGImage: Sendable, Equatable {
    /// What it was made from.
    package let content: any CGImageContent
    /// Pixels across and down (points × the image's scale, rounded).
    public let width: Int
    public let height: Int

    package init(content: any CGImageContent, size: CGSize, scale: CGFloat) {
        self.content = content
        width = Int((size.width * scale).rounded())
        height = Int((size.height * scale).rounded())
    }

    /// 8 bits a component, four components a pixel, rows packed: what tutorials read back.
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// Two wrappers of one image are the same image (`cgImage` makes a new wrapper on every call).
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.content === rhs.content
    }

    /// Draws the image per `placement` (in the canvas's local coordinates), a template in `tint`.
    @MainActor
    package func draw(in canvas: inout DisplayCanvas, placement: ImagePlacement, tint: RGBAColor) {
        content.drawImage(in: &canvas, placement: placement, tint: tint)
    }
}

/// What a `CGImage` shows and how it becomes DisplayList items: the one kind in Kinema is `UIImage`
/// (KinemaUI), which Core Graphics cannot name from beneath it.
package protocol CGImageContent: AnyObject, Sendable {
    /// Whether it is an image file (one image item, whose rounded clip the renderer draws).
    @MainActor var isImageFile: Bool { get }
    @MainActor func drawImage(in canvas: inout DisplayCanvas, placement: ImagePlacement, tint: RGBAColor)
}

extension CGContext {
    /// Draws `image` filling `rect` as Core Graphics draws it: by its own y-up convention, so in a
    /// UIKit context (y down, as every Kinema context is) it comes out upside down — iOS's well-known
    /// surprise, kept as iOS has it; code that flips the context first (`translateBy(x: 0, y: height)`,
    /// `scaleBy(x: 1, y: -1)`) gets it upright, as on iOS. `UIImage.draw(in:)` draws it upright.
    @MainActor
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        image.draw(in: &canvas, placement: ImagePlacement(rect: rect), tint: .black)
        restoreGState()
    }
}

