import Foundation
import KinemaCore
import KinemaGraphics

/// What the renderer hands SDL, or writes pixels at, is finite and within a million pixels of the
/// origin: a DisplayList is plain values from anywhere (a replayed recording, a scene's arithmetic), and
/// NaN, ±∞, 10³⁰⁰ or a layer scaled by 10⁸ must neither trap a conversion nor reach SDL as garbage.
package enum PixelBounds {
    /// Far beyond any window; well inside Int32 and Float precision.
    @usableFromInline package static let limit: CGFloat = 1_048_576

    @inlinable package static func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(limit, max(-limit, value)) }

    @inlinable package static func int32(_ value: CGFloat) -> Int32 { Int32(clamp(value)) }

    @inlinable package static func clamp(_ point: CGPoint) -> CGPoint { CGPoint(x: clamp(point.x), y: clamp(point.y)) }

    /// The part of `rect` within the bounds (empty at the origin when nothing of it is finite).
    @inlinable package static func clamp(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite || rect.maxX.isFinite, rect.minY.isFinite || rect.maxY.isFinite else { return .zero }
        let minX = clamp(rect.minX), maxX = clamp(rect.maxX), minY = clamp(rect.minY), maxY = clamp(rect.maxY)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    @inlinable package static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    @inlinable package static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
