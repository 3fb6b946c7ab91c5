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
    func drawLayerContents(in canvas: inout DisplayCanvas, bounds: CGRect, cornerRadius: CGFloat, time: Double) {
        var shown = hasExplicitAnimations ? explicitlyAnimatedValues(at: time).snapshot.contents : contents
        // Contents only an animation gives (an image view's cross-fade) are placed as the view's content
        // mode places its picture, as UIKit sets the layer's gravity from it.
        if contents == nil { shown?.gravity = contentModeGravity }
        if let contents = shown, contents.image != nil || contents.fade != nil {
            contents.draw(
                in: &canvas, bounds: bounds, cornerRadius: cornerRadius, masksToBounds: clipsToBounds,
                contentsScale: layer.contentsScale)
        }
        layer.drawContents(in: &canvas, bounds: bounds)
    }

    /// The layer gravity that places contents as `contentMode` places a picture (the pinned modes, centred).
    var contentModeGravity: CALayerContentsGravity {
        switch contentMode {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        default: return .center
        }
    }
}
