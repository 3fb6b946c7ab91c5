import Foundation
import KinemaCore

/// What a layer says of how its pixels are made, kept as set: Kinema draws every layer the same way
/// whatever they say. `shouldRasterize` and `rasterizationScale` ask Core Animation to cache a layer's
/// picture (tutorials set them for a shadow's sake): Kinema's shadows, paths and gradients are cached
/// already. `contentsScale` sizes the contents' image (see `LayerContents`). `allowsEdgeAntialiasing`
/// is false by default on iOS, and edges are jagged there; Kinema smooths every edge either way.
package struct LayerRasterization: Sendable, Equatable {
    package var contentsScale: CGFloat = 1
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1
    package var allowsEdgeAntialiasing = false

    /// A scale as kept: a positive finite one, else the previous value.
    package static func scale(_ value: CGFloat, replacing old: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : old
    }
}

extension CALayer {
    /// Pixels per point of the layer's contents (1 by default, as Core Animation's; iOS code sets the
    /// screen's): the image's size in points under the gravities that keep it, and a sliced image's corners.
    public var contentsScale: CGFloat {
        get { rasterization.contentsScale }
        set { rasterization.contentsScale = LayerRasterization.scale(newValue, replacing: rasterization.contentsScale) }
    }

    /// Whether Core Animation caches the layer's picture as a bitmap (false by default). Kept; Kinema's
    /// picture is the same either way.
    public var shouldRasterize: Bool {
        get { rasterization.shouldRasterize }
        set { rasterization.shouldRasterize = newValue }
    }

    /// The scale of that bitmap (1 by default). Kept; no visible change here.
    public var rasterizationScale: CGFloat {
        get { rasterization.rasterizationScale }
        set { rasterization.rasterizationScale = LayerRasterization.scale(newValue, replacing: rasterization.rasterizationScale) }
    }

    /// Whether a transformed layer's edges are smoothed (false by default on iOS). Kept; Kinema smooths
    /// every edge whatever it says (a difference docs/layers.md names).
    public var allowsEdgeAntialiasing: Bool {
        get { rasterization.allowsEdgeAntialiasing }
        set { rasterization.allowsEdgeAntialiasing = newValue }
    }
}
