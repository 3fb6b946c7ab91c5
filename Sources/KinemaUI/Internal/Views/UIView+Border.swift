import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

extension UIView {
    /// The layer's border (see `LayerBorder`); setting it is a display change.
    package var layerBorder: LayerBorder {
        get { border ?? LayerBorder() }
        set {
            guard newValue != layerBorder else { return }
            border = newValue == LayerBorder() ? nil : newValue
            walkFields.hasBorder = newValue.isVisible
            Self.viewDisplayChanges &+= 1
            subviewMayDrawAgain()
        }
    }

    /// The border over everything the view drew, its subviews included, and outside its clip: it lies
    /// inside the bounds anyway, following the presented corner radius.
    func drawBorder(in canvas: inout DisplayCanvas, bounds: CGRect, transform: CGAffineTransform, opacity: Double, cornerRadius: CGFloat, time: Double) {
        guard let border = hasExplicitAnimations ? explicitlyAnimatedValues(at: time).snapshot.border : self.border,
              let color = border.color, border.width > 0 else { return }
        canvas.transform = transform
        canvas.opacity = opacity
        canvas.border(bounds, cornerRadius: cornerRadius, shape: cornerShape, width: border.width, color: color)
    }
}
