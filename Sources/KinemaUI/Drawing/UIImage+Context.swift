import Foundation
import KinemaCore
import KinemaGraphics

/// Images drawn into a graphics context (`UIImage.draw(in:)` and kin), through the one way an image
/// becomes items (`draw(in:placement:tint:)`).
extension UIImage {
    /// Draws the image filling `rect` (user space) in the current context; nothing outside drawing.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image filling `rect`, its opacity times `alpha` (`blendMode` is kept: Kinema draws
    /// source over).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let saved = context.canvas.opacity
        context.canvas.opacity *= Double(min(1, max(0, alpha)))
        // A template symbol drawn outside an image view takes black, as iOS draws it without a tint.
        draw(in: &context.canvas, placement: ImagePlacement(rect: rect), tint: .black)
        context.canvas.opacity = saved
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
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
        image.image.draw(in: &canvas, placement: ImagePlacement(rect: rect), tint: .black)
        restoreGState()
    }
}
