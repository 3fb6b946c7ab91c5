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
