import Foundation
import KinemaCore

/// A layer's shadow (`CALayer.shadowOpacity` and its kin): the rounded rectangle `rect` moved by `offset`,
/// blurred by a Gaussian of standard deviation `radius` × `sigmaPerShadowRadius`, in `color`. Drawn
/// before the layer's own background, and like every item in the layer's local space: its transform
/// turns the offset and the blur with the layer (Core Animation draws the shadow as part of the layer).
public struct ShadowItem: Sendable, Equatable {
    /// The caster's rectangle (the layer's bounds), local points.
    public var rect: CGRect
    /// The caster's corner radius in points, clamped by the renderer to half the shorter side.
    public var cornerRadius: CGFloat
    /// `shadowOffset` in local points, y down (iOS's default (0, −3) lies above the layer).
    public var offset: CGSize
    /// `shadowRadius` in points (≥ 0): the blur, see `sigmaPerShadowRadius`.
    public var radius: CGFloat
    /// `shadowColor` with `shadowOpacity` (and the background's alpha) folded into its alpha.
    public var color: RGBAColor
    public var transform: CGAffineTransform
    public var opacity: Double
    /// A shape casting the shadow in place of the rounded `rect` (a `shadowPath` that is not a rounded
    /// rectangle, a shape layer's path), filled by the non-zero rule; `rect` is then its box.
    public var path: VectorPath?
    /// The identifier as a number, as `RoundedRect` keeps it.
    public var displayIdentifier: DisplayIdentifier
    public var identifier: String? {
        get { displayIdentifier.string }
        set { displayIdentifier = DisplayIdentifier(newValue) }
    }

    public init(
        rect: CGRect, cornerRadius: CGFloat = 0, offset: CGSize = .zero, radius: CGFloat, color: RGBAColor,
        transform: CGAffineTransform = .identity, opacity: Double = 1, identifier: String? = nil
    ) {
        (self.rect, self.cornerRadius, self.offset, self.radius) = (rect, cornerRadius, offset, radius)
        (self.color, self.transform, self.opacity) = (color, transform, opacity)
        displayIdentifier = DisplayIdentifier(identifier)
    }

    /// The Gaussian's standard deviation per unit of `shadowRadius`: σ = `shadowRadius`.
    ///
    /// Apple documents `shadowRadius` only as "the blur radius (in points) used to render the layer's
    /// shadow". The web's blur radius is defined otherwise: the CSS Backgrounds and Borders spec
    /// (box-shadow) and the HTML canvas spec (`shadowBlur`) take a Gaussian of σ = radius / 2, which
    /// Chromium (since its 2018 change "Update shadow blur-radius computations"), Firefox and WebKit
    /// follow. Core Animation's is twice as wide for the same number: Bjango's comparison of one shadow
    /// rendered by CSS, Android and iOS ("Matching drop shadows across CSS, Android, iOS, Figma, and
    /// Sketch") measured iOS's blur at twice CSS's, so a CSS or Sketch blur b is a `shadowRadius` of
    /// b / 2 — σ = `shadowRadius`. A measurement, not Apple's word: should a capture from a device
    /// disagree, this is the one number to change (both renderers read it).
    public static let sigmaPerShadowRadius: Double = 1

    /// The corner radius of `path` when it is a rectangle (0) or a rectangle with four equal corners,
    /// circular as `CGPath(roundedRect:…)` makes them or continuous as `UIBezierPath(roundedRect:…)` does
    /// (its first point is the end of the top-left corner); nil for any other shape.
    public static func roundedRectRadius(of path: VectorPath) -> CGFloat? {
        let box = path.bounds
        guard !box.isNull, case .move(to: let start)? = path.elements.first else { return nil }
        var rect = VectorPath()
        rect.addRect(box)
        if path == rect { return 0 }
        let r = start.x - box.minX
        guard r > 0, start.y == box.minY else { return nil }
        var rounded = VectorPath()
        rounded.addRoundedRect(box, radii: Array(repeating: CGSize(width: r, height: r), count: 4))
        if path == rounded { return r }
        // Continuous corners (`UIBezierPath(roundedRect:…)`'s): shadowed as circular ones of the same
        // radius, from which they stray by at most 0.0125 radii — far inside the blur.
        let continuousRadius = r / VectorPath.continuousCornerReach
        var continuous = VectorPath()
        continuous.addContinuousRoundedRect(box, radii: Array(repeating: continuousRadius, count: 4))
        return path == continuous ? continuousRadius : nil
    }

    /// σ in points (0 when the radius is negative or NaN).
    public var sigma: CGFloat {
        radius.isNaN ? 0 : max(0, radius) * CGFloat(Self.sigmaPerShadowRadius)
    }

    /// The unblurred shadow: `rect` moved by `offset` (local points).
    public var shape: CGRect { rect.offsetBy(dx: offset.width, dy: offset.height) }

    /// What the shadow can darken, in local points: the shape grown by 3.2σ (past which the blur is
    /// under half a step of 255) and a point for the anti-aliased edge.
    public var localBounds: CGRect {
        let reach = 3.2 * sigma + 1
        return shape.insetBy(dx: -reach, dy: -reach)
    }
}
