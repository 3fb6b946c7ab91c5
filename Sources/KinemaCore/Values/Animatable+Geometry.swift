import Foundation

extension CGPoint: Animatable {
    public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    public func scaled(by factor: Double) -> CGPoint {
        CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
    }

    public var vectorMagnitude: Double { Double((x * x + y * y).squareRoot()) }
}

extension CGSize: Animatable {
    public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    public func scaled(by factor: Double) -> CGSize {
        CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }

    public var vectorMagnitude: Double { Double((width * width + height * height).squareRoot()) }
}

/// A rectangle animates as the four numbers (x, y, width, height), like Core Animation's `frame`.
extension CGRect: Animatable {
    public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }

    public func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }

    public var vectorMagnitude: Double {
        let sum = origin.x * origin.x + origin.y * origin.y + size.width * size.width + size.height * size.height
        return Double(sum.squareRoot())
    }
}
