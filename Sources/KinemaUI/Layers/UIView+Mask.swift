import Foundation
import KinemaLayers

extension UIView {
    /// A view whose alpha masks this view (UIKit's `mask`: its layer becomes the layer's `mask`). Its
    /// frame is in this view's bounds coordinates; it is not a subview.
    public var mask: UIView? {
        get { layer.maskView.map(UIView.view(of:)) }
        set {
            layer.mask = newValue?.layer
            layer.maskView = newValue
            if let newValue { bindMaskView(newValue) }
        }
    }
}
