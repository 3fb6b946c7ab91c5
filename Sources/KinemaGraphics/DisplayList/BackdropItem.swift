import Foundation
import KinemaCore

/// What a blur does to what lies behind it, in the form of Apple's 2013 image-effects sample
/// (`UIImage+ImageEffects`, `applyBlurWithRadius:tintColor:saturationDeltaFactor:maskImage:`): blur by
/// `radius`, scale the saturation by `saturation`, then paint `tint` over it.
///
/// Animatable component by component, so `UIVisualEffectView.effect` animates through it like any view
/// property: from no effect (`none`) to a blur, half way is half the radius, half the saturation change
/// and half the tint. The tint is kept premultiplied (each channel times its alpha), so that fading it in
/// from clear keeps its colour (a straight colour would pass through grey).
public struct BackdropFilter: Animatable, Hashable {
    /// The sample's blur radius in points (≥ 0): the Gaussian's σ (see `BackdropItem.sigmaPerRadius`).
    public var radius: CGFloat
    /// The sample's saturation delta factor: 1 leaves colours, 1.8 (every recipe of the sample) makes them
    /// more vivid, 0 grey.
    public var saturation: CGFloat
    /// The colour painted over the blurred pixels, premultiplied.
    public var tint: RGBAColor

    /// `tint` is a straight colour (as `UIColor(white:alpha:)` gives it); it is kept premultiplied.
    public init(radius: CGFloat, saturation: CGFloat, tint: RGBAColor) {
        self.radius = radius
        self.saturation = saturation
        self.tint = RGBAColor(red: tint.red * tint.alpha, green: tint.green * tint.alpha, blue: tint.blue * tint.alpha, alpha: tint.alpha)
    }

    private init(radius: CGFloat, saturation: CGFloat, premultipliedTint: RGBAColor) {
        (self.radius, self.saturation, tint) = (radius, saturation, premultipliedTint)
    }

    /// The tint as a straight colour (clear when it has no alpha).
    public var straightTint: RGBAColor {
        guard tint.alpha > 0 else { return .clear }
        return RGBAColor(red: tint.red / tint.alpha, green: tint.green / tint.alpha, blue: tint.blue / tint.alpha, alpha: tint.alpha)
    }

    /// No effect: nothing blurred, saturation kept, no tint.
    public static let none = BackdropFilter(radius: 0, saturation: 1, premultipliedTint: .clear)

    /// Whether it changes anything it is drawn over.
    public var isVisible: Bool {
        radius > 0.01 || Swift.abs(saturation - 1) > 0.001 || tint.alpha > 0.001
    }

    public static let zero = BackdropFilter(radius: 0, saturation: 0, premultipliedTint: .zero)

    public static func + (lhs: BackdropFilter, rhs: BackdropFilter) -> BackdropFilter {
        BackdropFilter(radius: lhs.radius + rhs.radius, saturation: lhs.saturation + rhs.saturation, premultipliedTint: lhs.tint + rhs.tint)
    }

    public static func - (lhs: BackdropFilter, rhs: BackdropFilter) -> BackdropFilter {
        BackdropFilter(radius: lhs.radius - rhs.radius, saturation: lhs.saturation - rhs.saturation, premultipliedTint: lhs.tint - rhs.tint)
    }

    public func scaled(by factor: Double) -> BackdropFilter {
        BackdropFilter(radius: radius * CGFloat(factor), saturation: saturation * CGFloat(factor), premultipliedTint: tint.scaled(by: factor))
    }

    public var vectorMagnitude: Double {
        let parts = Double(radius * radius + saturation * saturation)
        return (parts + tint.vectorMagnitude * tint.vectorMagnitude).squareRoot()
    }
}

/// A blur of what was drawn beneath it (`UIVisualEffectView` with a `UIBlurEffect`): inside the rounded
/// rectangle `rect` (local points, under `transform`), the pixels already drawn are blurred, saturated
/// and tinted by `filter`, and shown with `opacity` (and the rounded edge's coverage).
///
/// It paints only inside its shape, but reads around it, `readReach` further: anything that changes
/// there redraws it, and it hides nothing below it (its pixels are made of theirs).
public struct BackdropItem: Sendable, Equatable {
    public var rect: CGRect
    /// Corner radius in points, clamped by the renderer to half the shorter side.
    public var cornerRadius: CGFloat
    public var filter: BackdropFilter
    public var transform: CGAffineTransform
    public var opacity: Double
    /// The identifier as a number, as `RoundedRect` keeps it.
    public var displayIdentifier: DisplayIdentifier
    public var identifier: String? {
        get { displayIdentifier.string }
        set { displayIdentifier = DisplayIdentifier(newValue) }
    }

    public init(
        rect: CGRect, cornerRadius: CGFloat = 0, filter: BackdropFilter, transform: CGAffineTransform = .identity,
        opacity: Double = 1, identifier: String? = nil
    ) {
        (self.rect, self.cornerRadius, self.filter) = (rect, cornerRadius, filter)
        (self.transform, self.opacity) = (transform, opacity)
        displayIdentifier = DisplayIdentifier(identifier)
    }

    /// The Gaussian's standard deviation per point of the sample's blur radius: σ = radius.
    ///
    /// The sample blurs by three box blurs of width d = ⌊radius × 3√(2π)/4 + 0.5⌋ (made odd) pixels, citing
    /// the SVG filter spec's rule for approximating a Gaussian of standard deviation s by three boxes
    /// (feGaussianBlur): its radius is that s, in points times the screen's scale. Kinema blurs the
    /// same way (`BoxBlur`), so σ = radius is the sample's own reading, not a measurement.
    public static let sigmaPerRadius: Double = 1

    /// σ in points (0 when the radius is negative or NaN).
    public var sigma: CGFloat {
        filter.radius.isNaN ? 0 : max(0, filter.radius) * CGFloat(Self.sigmaPerRadius)
    }

    /// How far around its shape the blur reads, in local points: three boxes of half width ≈ 0.94σ
    /// reach 2.82σ; 3σ and three points for the boxes' whole pixels and the edge's.
    public var readReach: CGFloat { 3 * sigma + 3 }

    /// What the blur reads, in local points: the shape grown by `readReach`.
    public var readBounds: CGRect { rect.insetBy(dx: -readReach, dy: -readReach) }
}
