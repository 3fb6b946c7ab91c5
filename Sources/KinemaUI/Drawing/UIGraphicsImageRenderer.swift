import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's image renderer: `image { context in … }` runs the drawing into a fresh context and returns
/// what it drew as an image of the renderer's size. Kinema's image holds the drawing itself (the
/// recorded items), drawn wherever the image is drawn (an image view, another context) at any scale.
@MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    /// The rectangle drawn into, in points (its origin is the context's top left).
    let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }

    /// Whether the renderer makes images: always.
    public var allowsImageOutput: Bool { true }

    /// Runs `actions` with a context current (`UIGraphicsGetCurrentContext()` gives it too) and returns
    /// what it drew, `bounds.size` points large at the format's scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(bounds: bounds), format: format)
        GraphicsContextStack.drawing(into: context.cgContext) { actions(context) }
        return context.currentImage
    }
}

/// The context an image renderer's actions draw into: its `cgContext` and UIKit's shortcuts.
@MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        UIImage(drawing: RecordedDrawing(items: cgContext.recordedItems, bounds: cgContext.bounds), scale: format.scale)
    }

    /// Fills `rect` with the fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Outlines the inside of `rect` with the stroke colour, 1 point wide.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { stroke(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// How an image renderer's images are made: the scale (pixels a point; the main screen's by
/// default), whether they are opaque (false by default) and the colour range. Kinema's drawn images
/// are kept as drawings, so these are kept and read back, not used to make pixels.
@MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    public var scale: CGFloat
    public var opaque = false
    public var preferredRange = Range.automatic

    public override init() {
        scale = UIScreen.main.scale
    }

    /// The format for the current device.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the device's best output.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
