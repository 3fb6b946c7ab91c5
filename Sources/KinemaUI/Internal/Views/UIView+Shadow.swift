import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayers

extension UIView {
    /// The layer's shadow (see `LayerShadow`); setting it is a display change.
    package var layerShadow: LayerShadow {
        get { shadow ?? LayerShadow() }
        set {
            guard newValue != layerShadow else { return }
            shadow = newValue == LayerShadow() ? nil : newValue
            walkFields.hasShadow = newValue.isVisible
            Self.viewDisplayChanges &+= 1
            subviewMayDrawAgain()
        }
    }

    /// The shadow under everything the view draws, of its presented rounded bounds (of `shadowPath`, or
    /// of a shape layer's path when the view is backed by one). Kinema shadows that
    /// shape, not the alpha of all the layer draws as iOS does: the same for the common case, a view
    /// with a background colour (its alpha scales the shadow, as a translucent fill's would). A view with
    /// a clear background — the tutorials' container that holds the shadow while a rounded subview
    /// clips — casts its flat subviews' shadows instead (`drawSubviewShadows`). A view that clips to its
    /// bounds clips its shadow away, as `masksToBounds` does on iOS.
    func drawShadow(in canvas: inout DisplayCanvas, bounds: CGRect, presented: PresentedValues, time: Double) {
        guard let shadow = hasExplicitAnimations ? explicitlyAnimatedValues(at: time).snapshot.shadow : self.shadow,
              let color = shadow.color, !clipsToBounds else { return }
        let strength = Double(shadow.opacity) * color.alpha
        if let path = shadow.path ?? (walkFields.hasLayerContents ? layerStorage?.castingPath : nil) {
            // The path's shape whatever the view draws, as iOS casts it; a shape layer's own path
            // without one, as a standalone shape layer casts it (`CALayer.castingPath`).
            return canvas.shadow(
                path: path, offset: shadow.offset, radius: shadow.radius,
                color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: strength))
        }
        guard presented.background.alpha > 0 else {
            return drawSubviewShadows(in: &canvas, shadow: shadow, color: color, strength: strength, time: time)
        }
        let alpha = strength * presented.background.alpha
        guard alpha > 0 else { return }
        canvas.shadow(
            bounds, cornerRadius: presented.cornerRadius, shape: cornerShape, offset: shadow.offset, radius: shadow.radius,
            color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
    }

    /// A clear view's shadow: one for each shown subview with a background that lies flat in it (a layer
    /// turned in depth casts none while it is turned), of that subview's rounded bounds, the offset and
    /// blur in this view's space. Where those subviews overlap, their shadows add up (iOS shadows their
    /// union once).
    private func drawSubviewShadows(in canvas: inout DisplayCanvas, shadow: LayerShadow, color: RGBAColor, strength: Double, time: Double) {
        let transform = canvas.transform
        for subview in subviews where !subview.isHidden && !subview.isTurnedInDepth(at: time) {
            let shown = subview.presented(at: time)
            let alpha = strength * shown.background.alpha * Double(shown.alpha)
            guard alpha > 0 else { continue }
            canvas.transform = shown.toSuperview.concatenating(transform)
            canvas.shadow(
                shown.bounds, cornerRadius: shown.cornerRadius, offset: Self.offset(shadow.offset, into: shown.toSuperview),
                radius: shadow.radius, color: RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
        }
        canvas.transform = transform
    }

    /// Whether the view's layer is turned by a 3-D transform at `time` (not the identity).
    private func isTurnedInDepth(at time: Double) -> Bool {
        walkFields.hasLayerGeometry && layerGeometry.usesTransform3D && !presentationTransform3D(at: time).isIdentity
    }

    /// An offset given in a view's space, as it reads in a subview's (`toSuperview`: the subview's
    /// space → the view's).
    private static func offset(_ offset: CGSize, into toSuperview: CGAffineTransform) -> CGSize {
        let back = CGAffineTransform(a: toSuperview.a, b: toSuperview.b, c: toSuperview.c, d: toSuperview.d, tx: 0, ty: 0).inverted()
        let vector = CGPoint(x: offset.width, y: offset.height).applying(back)
        return CGSize(width: vector.x, height: vector.y)
    }

    /// How far past its bounds (points, before its transform) a view's shadow may draw: what the walk's
    /// culling allows it.
    var shadowReach: CGFloat {
        guard walkFields.hasShadow, let shadow else { return 0 }
        return 3.2 * shadow.radius * CGFloat(ShadowItem.sigmaPerShadowRadius) + 1
            + max(abs(shadow.offset.width), abs(shadow.offset.height))
    }
}
