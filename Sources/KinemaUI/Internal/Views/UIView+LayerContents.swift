import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

extension UIView {
    /// The layer's contents and their placement (see `LayerContents`); setting them is a display change.
    /// Kept beside the view's other layer values, off the walk's fields: the walk reads only
    /// `WalkFields.hasLayerContents`, and these only for a view that has an image there.
    package var layerContents: LayerContents {
        get { contents ?? LayerContents() }
        set {
            guard newValue != layerContents else { return }
            contents = newValue == LayerContents() ? nil : newValue
            updateHasLayerContents()
            Self.viewDisplayChanges &+= 1
            subviewMayDrawAgain()
        }
    }

    /// What the layer draws over the background: its contents' image, then a shape or gradient layer's
    /// own drawing.
    func drawLayerContents(in canvas: inout DisplayCanvas, bounds: CGRect, cornerRadius: CGFloat) {
        if let contents, contents.image != nil {
            contents.draw(
                in: &canvas, bounds: bounds, cornerRadius: cornerRadius, masksToBounds: clipsToBounds,
                contentsScale: layer.contentsScale)
        }
        layer.drawContents(in: &canvas, bounds: bounds)
    }
}
