import Foundation
import KinemaCore

/// A layer's rounded shape when `maskedCorners` leaves some corners square: its background, border,
/// shadow and clip become paths of that shape (drawn by the path machinery on both renderers), and the
/// four-cornered shape keeps its own fast items. Only layers that mask corners take this way.
extension DisplayCanvas {
    /// `rect` with `corners` rounded by `cornerRadius` (clamped to half the shorter side).
    static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask) -> VectorPath {
        var path = VectorPath()
        let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        path.addRoundedRect(rect, radii: corners.radii(radius))
        return path
    }

    /// A background: `fill(_:cornerRadius:color:)` unless only some corners are rounded.
    mutating func fill(_ rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask, color: RGBAColor) {
        guard corners != .all, cornerRadius > 0 else { return fill(rect, cornerRadius: cornerRadius, color: color) }
        path(Self.roundedRect(rect, cornerRadius: cornerRadius, corners: corners), fillColor: color, stroke: nil)
    }

    /// A border inside `rect`: the ring of `border(_:cornerRadius:width:color:)` unless only some corners
    /// are rounded; then the shape's outline stroked half the width inside it.
    mutating func border(_ rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask, width: CGFloat, color: RGBAColor) {
        guard corners != .all, cornerRadius > 0 else { return border(rect, cornerRadius: cornerRadius, width: width, color: color) }
        let stroke = min(width, min(rect.width, rect.height) / 2)
        guard stroke > 0 else { return }
        let inner = rect.insetBy(dx: stroke / 2, dy: stroke / 2)
        path(
            Self.roundedRect(inner, cornerRadius: max(0, cornerRadius - stroke / 2), corners: corners), fillColor: nil,
            stroke: PathItem.Stroke(color: color, width: stroke))
    }

    /// A shadow of the layer's shape: the rounded rectangle's unless only some corners are rounded.
    mutating func shadow(_ rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask, offset: CGSize, radius: CGFloat, color: RGBAColor) {
        guard corners != .all, cornerRadius > 0 else {
            return shadow(rect, cornerRadius: cornerRadius, offset: offset, radius: radius, color: color)
        }
        shadow(path: Self.roundedRect(rect, cornerRadius: cornerRadius, corners: corners), offset: offset, radius: radius, color: color)
    }

    /// `openClip(_:cornerRadius:transform:)`, with only `corners` rounded: the rectangle, then a mask of
    /// the shape (kept whatever is drawn inside).
    mutating func openClip(_ bounds: CGRect, cornerRadius: CGFloat, corners: CACornerMask, transform: CGAffineTransform) -> ClipOpening {
        guard corners != .all, cornerRadius > 0 else { return openClip(bounds, cornerRadius: cornerRadius, transform: transform) }
        items.append(.pushClip(rect: bounds, transform: transform, identifier: identifier))
        let shape = PathItem(
            path: Self.roundedRect(bounds, cornerRadius: cornerRadius, corners: corners), fillColor: .white, stroke: nil,
            transform: transform, identifier: identifier)
        items.append(.beginMask(MaskGroup(items: [.path(shape)], bounds: bounds.applying(transform), identifier: identifier)))
        return ClipOpening(maskIndex: items.count - 1)
    }
}
