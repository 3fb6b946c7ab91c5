import Foundation
import KinemaCore

/// A layer's `borderWidth` and `borderColor`: plain model values. On iOS they animate only through
/// Core Animation's animations (`UIView.animate` leaves them alone), so they have no track: a view's
/// layer's change shows at once, and `presentation()` copies them with the animations applied.
package struct LayerBorder: Sendable, Equatable {
    /// Points, ≥ 0 (see `width(_:)`).
    package var width: CGFloat = 0
    /// Opaque black by default, as on iOS; nil draws nothing.
    package var color: RGBAColor? = .black

    package init() {}

    /// Whether there is anything to draw.
    package var isVisible: Bool { width > 0 && (color?.alpha ?? 0) > 0 }

    /// A width as kept: negative ones draw nothing on iOS, and NaN or infinite ones nothing here.
    package static func width(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
