import Foundation
import KinemaCore

/// A layer's `shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius`, with iOS's defaults:
/// plain model values, as `LayerBorder`'s are (on iOS only Core Animation's explicit animations move
/// them, not `UIView.animate`), so a change shows at once and `presentation()` copies them.
package struct LayerShadow: Sendable, Equatable {
    /// Opaque black by default; nil draws nothing.
    package var color: RGBAColor? = .black
    /// 0…1; 0 (no shadow) by default.
    package var opacity: Float = 0
    /// Points, y down: (0, −3) by default, a shadow above the layer (Core Animation's default came
    /// from the Mac, where y points up).
    package var offset = CGSize(width: 0, height: -3)
    /// `shadowRadius` in points, ≥ 0: 3 by default.
    package var radius: CGFloat = 3
    /// `shadowPath`: the shape that casts the shadow in place of the rounded bounds; nil by default.
    package var path: VectorPath?

    package init() {}

    /// Whether there is anything to draw.
    package var isVisible: Bool { opacity > 0 && (color?.alpha ?? 0) > 0 }

    /// An opacity as kept: clamped to 0…1 (as Core Animation clamps `opacity`), NaN as 0.
    package static func opacity(_ value: Float) -> Float { value.isNaN ? 0 : min(1, max(0, value)) }

    /// A radius as kept: negative, NaN or infinite ones as 0 (no blur).
    package static func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
