import Foundation
import KinemaCore
import KinemaGraphics

/// A layer's `borderWidth` and `borderColor`: plain model values. On iOS they animate only through
/// Core Animation's explicit animations (`UIView.animate` leaves them alone), which Kinema does not have
/// yet, so they have no track: a change shows at once, and `presentation()` copies them.
struct LayerBorder: Sendable, Equatable {
    /// Points, ≥ 0 (see `width(_:)`).
    var width: CGFloat = 0
    /// Opaque black by default, as on iOS; nil draws nothing.
    var color: RGBAColor? = .black

    /// Whether there is anything to draw.
    var isVisible: Bool { width > 0 && (color?.alpha ?? 0) > 0 }

    /// A width as kept: negative ones draw nothing on iOS, and NaN or infinite ones nothing here.
    static func width(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}

extension UIView {
    /// The layer's border (see `LayerBorder`); setting it is a display change.
    var layerBorder: LayerBorder {
        get { border ?? LayerBorder() }
        set {
            guard newValue != layerBorder else { return }
            border = newValue == LayerBorder() ? nil : newValue
            walkFields.hasBorder = newValue.isVisible
            Self.displayChanges &+= 1
            subviewMayDrawAgain()
        }
    }

    /// The border over everything the view drew, its subviews included, and outside its clip: it lies
    /// inside the bounds anyway, following the presented corner radius.
    func drawBorder(in canvas: inout DisplayCanvas, bounds: CGRect, transform: CGAffineTransform, opacity: Double, cornerRadius: CGFloat) {
        guard let border, let color = border.color else { return }
        canvas.transform = transform
        canvas.opacity = opacity
        canvas.border(bounds, cornerRadius: cornerRadius, shape: cornerShape, width: border.width, color: color)
    }
}
