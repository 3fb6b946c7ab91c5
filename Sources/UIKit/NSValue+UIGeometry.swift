import Foundation
import KinemaUI

// UIKit's NSValue additions for geometry (iOS code boxes points and rects for keyframe values and
// notifications' user info). Transforms cannot be boxed on Linux yet (its NSValue holds no structs beyond
// points, sizes and rects): those come with Kinema's Core Animation work.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgVector vector: CGVector) { self.init(point: CGPoint(x: vector.dx, y: vector.dy)) }
    /// Boxed as a rectangle's four numbers (top, left, bottom, right), read back by `uiEdgeInsetsValue`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(rect: CGRect(x: insets.top, y: insets.left, width: insets.bottom, height: insets.right))
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgVectorValue: CGVector { CGVector(dx: pointValue.x, dy: pointValue.y) }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let rect = rectValue
        return UIEdgeInsets(top: rect.origin.x, left: rect.origin.y, bottom: rect.size.width, right: rect.size.height)
    }
}
