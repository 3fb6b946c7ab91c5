import Foundation

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (no translation), as CoreGraphics does; may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle that contains the four transformed corners.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity { return self }
        if t.b == 0, t.c == 0 {
            // Scale and translation only (every view that is not rotated): two edges each way, from the
            // stored origin and size (the computed edges are calls into Foundation).
            let left = size.width < 0 ? origin.x + size.width : origin.x, right = left + Swift.abs(size.width)
            let top = size.height < 0 ? origin.y + size.height : origin.y, bottom = top + Swift.abs(size.height)
            let x0 = t.a * left + t.tx, x1 = t.a * right + t.tx, y0 = t.d * top + t.ty, y1 = t.d * bottom + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: Swift.abs(x1 - x0), height: Swift.abs(y1 - y0))
        }
        // The four corners' images, without building arrays (renderers call this per item per frame).
        let p1 = CGPoint(x: minX, y: minY).applying(t), p2 = CGPoint(x: maxX, y: minY).applying(t)
        let p3 = CGPoint(x: minX, y: maxY).applying(t), p4 = CGPoint(x: maxX, y: maxY).applying(t)
        let lowX = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
        let highX = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
        let lowY = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
        let highY = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
