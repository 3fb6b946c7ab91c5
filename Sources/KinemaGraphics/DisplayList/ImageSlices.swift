import Foundation

/// Nine-part scaling, as Core Animation scales a layer's contents by `contentsCenter`: the image (its
/// `source` part) is cut into a 3 × 3 grid by `center`; the corners keep their size, the top and bottom
/// middles stretch across, the left and right middles down, and the centre both ways.
public struct ImageSlices: Sendable, Equatable {
    /// The stretchable middle, in unit coordinates of the source part (x right, y down).
    public var center: CGRect
    /// The fixed parts' size where they are drawn, in points: the left and right columns' widths, the
    /// top and bottom rows' heights. Where they add up to more than the rect, they shrink in proportion.
    public var left: CGFloat
    public var right: CGFloat
    public var top: CGFloat
    public var bottom: CGFloat

    public init(center: CGRect, left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat) {
        self.center = center
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// The non-empty cells, each a rectangle of `rect` and the part of the image (unit coordinates) it
    /// shows, row by row from the minimum y.
    public func pieces(rect: CGRect, source: CGRect) -> [(rect: CGRect, source: CGRect)] {
        let columns = Self.cuts(rect.minX, rect.width, left, right)
        let rows = Self.cuts(rect.minY, rect.height, top, bottom)
        let us = [0, center.minX, center.maxX, 1].map { source.minX + $0 * source.width }
        let vs = [0, center.minY, center.maxY, 1].map { source.minY + $0 * source.height }
        var pieces: [(rect: CGRect, source: CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let target = CGRect(x: columns[column], y: rows[row], width: columns[column + 1] - columns[column], height: rows[row + 1] - rows[row])
                let part = CGRect(x: us[column], y: vs[row], width: us[column + 1] - us[column], height: vs[row + 1] - vs[row])
                guard target.width > 0, target.height > 0, part.width > 0, part.height > 0 else { continue }
                pieces.append((target, part))
            }
        }
        return pieces
    }

    /// The four edges of three cells along an axis from `start` over `length`: fixed `first` and `last`
    /// (shrunk in proportion where they do not fit), the middle taking the rest.
    package static func cuts(_ start: CGFloat, _ length: CGFloat, _ first: CGFloat, _ last: CGFloat) -> [CGFloat] {
        let fixed = max(0, first) + max(0, last)
        let shrink = fixed > length && fixed > 0 ? max(0, length) / fixed : 1
        let (a, b) = (max(0, first) * shrink, max(0, last) * shrink)
        return [start, start + a, start + length - b, start + length]
    }
}
