import Foundation

extension UIView {
    /// How a view follows its superview's size (UIKit's springs and struts).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that have an autoresizing mask after this view's size went from `old` to
    /// `new`, as UIKit does: along each axis the change is shared by the flexible parts (left margin,
    /// width, right margin; top margin, height, bottom margin) in proportion to their current lengths,
    /// equally when those are all zero. Done when the size is set, so inside an animation block the
    /// subviews animate with it.
    func autoresizeSubviews(from old: CGSize, to new: CGSize) {
        guard autoresizesSubviews, old != new else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.share(
                new.width - old.width, start: frame.minX, length: frame.width, end: old.width - frame.maxX,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(
                new.height - old.height, start: frame.minY, length: frame.height, end: old.height - frame.maxY,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        }
    }

    /// The new start and length along one axis when `delta` is shared by the flexible parts.
    static func share(
        _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [(flexible.start, max(0, start)), (flexible.length, max(0, length)), (flexible.end, max(0, end))]
        let chosen = parts.filter(\.0)
        guard !chosen.isEmpty else { return (start, length) }
        let total = chosen.reduce(0) { $0 + $1.1 }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(chosen.count)
        }
        return (start + portion(parts[0]), length + portion(parts[1]))
    }
}
