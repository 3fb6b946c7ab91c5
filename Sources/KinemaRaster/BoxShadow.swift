import Foundation
import KinemaGraphics

/// A layer's shadow as the rasteriser draws it (`SurfaceRasterizer.fillShadow`), in the target's pixels:
/// the caster's rounded box moved by `offset`, in `color` at `opacity`, blurred by a Gaussian of
/// standard deviation `sigma` — Core Animation's `shadowRadius` (here `radius`, already in pixels) times
/// `sigmaPerShadowRadius`.
package struct BoxShadow: Equatable {
    /// The caster's box (pixels, fractional), before `offset`.
    package var box: CGRect
    /// The caster's corner radius (pixels); clamped to 0…half the shorter side.
    package var cornerRadius: CGFloat
    /// How far the shadow lies from the caster (pixels, y down).
    package var offset: CGSize
    /// `shadowRadius` in pixels: 0 (or NaN, or negative) draws the shape itself, unblurred.
    package var radius: CGFloat
    /// The shadow's colour (straight alpha; its alpha is multiplied by `opacity`).
    package var color: RasterColor
    /// `shadowOpacity`, 0…1 (NaN draws nothing).
    package var opacity: Double

    package init(box: CGRect, cornerRadius: CGFloat = 0, offset: CGSize = .zero, radius: CGFloat, color: RasterColor, opacity: Double = 1) {
        (self.box, self.cornerRadius, self.offset, self.radius, self.color, self.opacity) = (box, cornerRadius, offset, radius, color, opacity)
    }

    /// The Gaussian's standard deviation per unit of `shadowRadius`: the one constant both renderers
    /// read, `ShadowItem.sigmaPerShadowRadius` (σ = `shadowRadius`; its sources are given there).
    package static var sigmaPerShadowRadius: Double { ShadowItem.sigmaPerShadowRadius }

    /// The largest σ drawn (pixels): far past any window, so a huge radius cannot make the tables huge.
    static let largestSigma: Double = 65536

    /// σ in pixels: `radius` × `sigmaPerShadowRadius`, 0 when the radius is NaN or negative.
    package var sigma: Double {
        let r = Double(radius)
        return r.isNaN ? 0 : min(Self.largestSigma, max(0, r * Self.sigmaPerShadowRadius))
    }

    /// The shadow's unblurred shape: the box moved by `offset`, within `PixelBounds` (empty when
    /// nothing of it is finite).
    package var shape: CGRect {
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        guard PixelBounds.isFinite(box) else { return .zero }
        return PixelBounds.clamp(box.standardized.offsetBy(dx: dx, dy: dy))
    }

    /// The corner radius drawn: within 0…half the shape's shorter side (0 when NaN).
    package var corner: Double {
        let r = cornerRadius.isNaN ? 0 : Double(cornerRadius), shape = shape
        return max(0, min(r, Double(min(shape.width, shape.height)) / 2))
    }

    /// The shadow's alpha where it is whole (0…255, fractional): the colour's alpha times `opacity`.
    package var peakAlpha: Double {
        opacity.isNaN ? 0 : Double(color.a) * min(1, max(0, opacity))
    }

    /// How far past the shape (pixels) the blur is drawn: beyond 3.2σ an edge's blur is below 0.0007,
    /// under half a step of 255.
    var reach: Double { Self.reach(sigma: sigma) }

    /// `reach` for a σ of `sigma` pixels (the exact plan's and the tiles').
    static func reach(sigma: Double) -> Double { 3.2 * sigma + 1 }
}
