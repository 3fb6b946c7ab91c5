import Foundation
import KinemaCore
import KinemaGraphics

/// A layer's rounded shape when `maskedCorners` leaves some corners square or `cornerCurve` is
/// continuous: its background, border and shadow become paths of that shape (drawn by the path
/// machinery on both renderers; the clip's mask too, in `openClip`); four circular corners keep their own
/// fast items. Only such layers take this way.
extension DisplayCanvas {
    /// A background: `fill(_:cornerRadius:color:)` unless the corners are not four circular ones.
    package mutating func fill(_ rect: CGRect, cornerRadius: CGFloat, shape: CornerShape, color: RGBAColor) {
        guard !shape.isPlain, cornerRadius > 0 else { return fill(rect, cornerRadius: cornerRadius, color: color) }
        path(shape.path(rect, cornerRadius: cornerRadius), fillColor: color, stroke: nil)
    }

    /// A border inside `rect`: the ring of `border(_:cornerRadius:width:color:)` unless the corners are not
    /// four circular ones; then the shape's outline stroked half the width inside it.
    package mutating func border(_ rect: CGRect, cornerRadius: CGFloat, shape: CornerShape, width: CGFloat, color: RGBAColor) {
        guard !shape.isPlain, cornerRadius > 0 else { return border(rect, cornerRadius: cornerRadius, width: width, color: color) }
        let stroke = min(width, min(rect.width, rect.height) / 2)
        guard stroke > 0 else { return }
        let inner = rect.insetBy(dx: stroke / 2, dy: stroke / 2)
        path(
            shape.path(inner, cornerRadius: max(0, cornerRadius - stroke / 2)), fillColor: nil,
            stroke: PathItem.Stroke(color: color, width: stroke))
    }

    /// A shadow of the layer's shape: the rounded rectangle's unless the corners are not four circular ones.
    package mutating func shadow(_ rect: CGRect, cornerRadius: CGFloat, shape: CornerShape, offset: CGSize, radius: CGFloat, color: RGBAColor) {
        guard !shape.isPlain, cornerRadius > 0 else {
            return shadow(rect, cornerRadius: cornerRadius, offset: offset, radius: radius, color: color)
        }
        shadow(path: shape.path(rect, cornerRadius: cornerRadius), offset: offset, radius: radius, color: color)
    }
}
