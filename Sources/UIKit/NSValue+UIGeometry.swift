import Foundation
import KinemaUI
import KinemaLayers
import QuartzCore

// UIKit's NSValue additions for geometry (iOS code boxes points and rects for keyframe values and
// notifications' user info). Linux's NSValue boxes no structs beyond points, sizes and rects, so an
// affine transform is boxed as its six numbers a, b, c, d, tx, ty (`objCType` "[6d]"), as QuartzCore's
// `NSValue(caTransform3D:)` boxes its sixteen.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgVector vector: CGVector) { self.init(point: CGPoint(x: vector.dx, y: vector.dy)) }
    /// Boxed as a rectangle's four numbers (top, left, bottom, right), read back by `uiEdgeInsetsValue`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(rect: CGRect(x: insets.top, y: insets.left, width: insets.bottom, height: insets.right))
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var transform = transform
        self.init(bytes: &transform, objCType: NSValue.cgAffineTransformType)
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgVectorValue: CGVector { CGVector(dx: pointValue.x, dy: pointValue.y) }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let rect = rectValue
        return UIEdgeInsets(top: rect.origin.x, left: rect.origin.y, bottom: rect.size.width, right: rect.size.height)
    }

    /// The boxed transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        unboxed(NSValue.cgAffineTransformType, or: .identity)
    }
}
