import Foundation
import KinemaCore
import KinemaGraphics

/// The layer's shadow, with Core Animation's names and defaults (opaque black, opacity 0, offset (0, −3),
/// radius 3). On iOS these are animatable only by Core Animation's animations, not by `UIView.animate`:
/// plain values, moved by explicit (and a standalone layer's implicit) animations.
///
/// Kinema draws the shadow of the layer's rounded bounds (its `cornerRadius`) when the layer has a
/// background colour, blurred by a Gaussian of σ = `shadowRadius` (`ShadowItem.sigmaPerShadowRadius`
/// gives the sources). iOS shadows the alpha of everything the layer draws: the same shape for a view
/// with a background; a layer with a clear background (a container of opaque subviews, a bare border)
/// casts a shadow on iOS and none here. As on iOS, `masksToBounds` clips the shadow away, and the offset
/// and the blur are in the layer's own space: a rotated or scaled layer turns and scales its shadow.
extension CALayer {
    /// The shadow's colour: opaque black by default; nil draws no shadow.
    public var shadowColor: CGColor? {
        get { values.map { $0.shadow.color } ?? read { $0.layerShadow.color } ?? nil }
        set { update({ $0.shadow.color = newValue }, view: { $0.layerShadow.color = newValue }) }
    }

    /// The shadow's opacity, 0 (none, the default) to 1; values outside are clamped, NaN is 0.
    public var shadowOpacity: Float {
        get { values?.shadow.opacity ?? read { $0.layerShadow.opacity } ?? 0 }
        set {
            let opacity = LayerShadow.opacity(newValue)
            update({ $0.shadow.opacity = opacity }, view: { $0.layerShadow.opacity = opacity })
        }
    }

    /// How far the shadow lies from the layer, in points of the layer's space (y down): (0, −3) by
    /// default, three points above it.
    public var shadowOffset: CGSize {
        get { values?.shadow.offset ?? read { $0.layerShadow.offset } ?? LayerShadow().offset }
        set { update({ $0.shadow.offset = newValue }, view: { $0.layerShadow.offset = newValue }) }
    }

    /// The shape of the shadow, in the layer's coordinates, in place of what the layer draws (nil by
    /// default): the shadow of that path's fill (non-zero winding), whatever the layer's background, as on
    /// iOS. Kept as a copy, as Core Animation copies it.
    public var shadowPath: CGPath? {
        get { (values.map { $0.shadow.path } ?? read { $0.layerShadow.path } ?? nil).map { CGPath(path: $0) } }
        set {
            let path = newValue?.path
            update({ $0.shadow.path = path }, view: { $0.layerShadow.path = path })
        }
    }

    /// The shadow's blur radius in points: 3 by default; negative and NaN values are 0 (a sharp shadow).
    public var shadowRadius: CGFloat {
        get { values?.shadow.radius ?? read { $0.layerShadow.radius } ?? LayerShadow().radius }
        set {
            let radius = LayerShadow.radius(newValue)
            update({ $0.shadow.radius = radius }, view: { $0.layerShadow.radius = radius })
        }
    }
}
