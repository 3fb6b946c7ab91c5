import Foundation
import KinemaCore
import KinemaGraphics

extension LayerValue {
    /// The value boxed in `value`, as an animation's `fromValue`, `toValue`, `byValue` or keyframe
    /// `values` hold it: a number (`NSNumber`, `Double`, `CGFloat`, `Float`, `Int`), a point, size or
    /// rectangle (bare or in an `NSValue`), a `CATransform3D` or `CGAffineTransform` (bare or boxed), a
    /// `CGColor`, a `CGPath`, an array of numbers or colours; nil is `.none`. Anything else is nil (the
    /// animation then does nothing with it, as Core Animation ignores a value of the wrong type).
    package init?(boxed value: Any?) {
        // nil, or `NSNull` (Core Animation's `kCFNull`: no value, as an implicit animation from nothing has).
        guard let value, !(value is NSNull) else {
            self = .none
            return
        }
        if let number = Self.number(value) {
            self = .number(number)
            return
        }
        switch value {
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let transform as CATransform3D: self = .transform(Transform3D(transform))
        case let transform as CGAffineTransform: self = .transform(Transform3D(transform))
        case let color as RGBAColor: self = .color(color)
        case let path as CGPath: self = .path(path.path)
        case let image as CGImage: self = .image(image)
        case let box as NSValue:
            guard let unboxed = Self.unboxed(box) else { return nil }
            self = unboxed
        case let array as [Any]:
            if let numbers = Self.numbers(array) {
                self = .numbers(numbers)
            } else if let colors = array as? [RGBAColor] {
                self = .colors(colors)
            } else {
                return nil
            }
        default: return nil
        }
    }

    /// The number in `value`, whichever numeric type boxes it.
    package static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    private static func numbers(_ array: [Any]) -> [Double]? {
        var numbers: [Double] = []
        numbers.reserveCapacity(array.count)
        for element in array {
            guard let number = number(element) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// A geometry box: Foundation's points, sizes and rectangles, or Kinema's transform boxes.
    private static func unboxed(_ box: NSValue) -> LayerValue? {
        switch String(cString: box.objCType) {
        case "{CGPoint=dd}": return .point(box.pointValue)
        case "{CGSize=dd}": return .size(box.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return .rect(box.rectValue)
        case NSValue.caTransform3DType: return .transform(Transform3D(box.unboxed(NSValue.caTransform3DType, or: CATransform3DIdentity)))
        case NSValue.cgAffineTransformType: return .transform(Transform3D(box.unboxed(NSValue.cgAffineTransformType, or: CGAffineTransform.identity)))
        default: return nil
        }
    }
}

// How Kinema boxes the transforms Linux's NSValue cannot: as their numbers, a C array of doubles (iOS's
// boxes name the struct). QuartzCore's `NSValue(caTransform3D:)` and UIKit's `NSValue(cgAffineTransform:)`
// box with these; animations read them back here.
extension NSValue {
    /// The numbers boxed under `encoding` read back as a `T`, or `fallback` when the box holds something
    /// else.
    package func unboxed<T>(_ encoding: String, or fallback: T) -> T {
        var value = fallback
        guard String(cString: objCType) == encoding else { return value }
        withUnsafeMutableBytes(of: &value) { getValue($0.baseAddress!) }
        return value
    }

    /// A `CATransform3D`: sixteen doubles, m11 to m44 by rows (`CGFloat` is a double on 64-bit Linux).
    package static let caTransform3DType = "[16d]"
    /// A `CGAffineTransform`: six doubles, a, b, c, d, tx, ty.
    package static let cgAffineTransformType = "[6d]"
}
