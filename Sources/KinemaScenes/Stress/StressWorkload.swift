import Foundation
import KinemaCore
import KinemaLayers
import KinemaUI
import KinemaTweaks

/// The workload Qt Quick, Chromium and a plain pygame loop are measured on (docs/performance.md, "Against
/// the peers"; the peers are in Peers/): where each item goes and when its entrance starts. Pure
/// numbers, so tests and the scene agree.
struct StressWorkload: Equatable {
    enum Layout: Equatable, CustomStringConvertible {
        /// Rows, a 40-column grid of small cells (the peers' two), cards with rounded corners and
        /// shadows (`Card`), as many columns as fit, or the same cards flipping in from edge-on in
        /// perspective instead of rising (`Card.flipStart`).
        case list, grid, shadows, flips
        var description: String {
            switch self {
            case .list: return "list"
            case .grid: return "grid"
            case .shadows: return "shadows"
            case .flips: return "flips"
            }
        }
    }

    /// The shadows layout's cards: 176 × 96 points, 32 apart, corner radius 12, and the soft shadow of
    /// a card design (black at 0.25, `shadowRadius` 8, offset (0, 4)).
    enum Card {
        static let size = CGSize(width: 176, height: 96)
        static let pitch = CGSize(width: 208, height: 128)
        static let cornerRadius: CGFloat = 12
        static let shadowOpacity: Float = 0.25
        static let shadowRadius: CGFloat = 8
        static let shadowOffset = CGSize(width: 0, height: 4)
        /// Where a flipping card starts: turned 80° about y, under its own perspective (m34 = −1/500).
        static var flipStart: CATransform3D {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            return CATransform3DConcat(CATransform3DMakeRotation(-80 * .pi / 180, 0, 1, 0), perspective)
        }

        /// The columns that fit in `width` (at least one), and the left margin that centres them.
        static func columns(in width: CGFloat) -> (count: Int, left: CGFloat) {
            let count = max(1, Int((width - (pitch.width - size.width)) / pitch.width))
            return (count, ((width - CGFloat(count) * pitch.width) / 2).rounded(.down))
        }
    }

    var count = 100
    var layout = Layout.list
    /// Seconds of each item's entrance (opacity 0 → 1, 86.8 points up to its place).
    var duration = 0.85
    /// Seconds between one item's start and the next's.
    var stagger = 0.05
    /// Seconds between cycles.
    var period = 3.0
    var usesSpring = false
    /// The spring's damping ratio, when the entrances run on one.
    static let springDamping: CGFloat = 0.8

    static let rise: CGFloat = 86.8
    static let colors: [UIColor] = [
        UIColor(hex: 0xFF3B30), UIColor(hex: 0xFF9500), UIColor(hex: 0xFFCC00), UIColor(hex: 0x34C759), UIColor(hex: 0x007AFF),
    ]
    static let background = UIColor(hex: 0xF2F2F7)
    static let columns = 40
    static let pitch = CGSize(width: 28, height: 16)
    static let cell = CGSize(width: 24, height: 12)

    /// The layout the count calls for when none is chosen: a list up to 200 items, a grid above.
    static func automaticLayout(for count: Int) -> Layout { count <= 200 ? .list : .grid }
    /// The stagger the peers used for each layout.
    static func defaultStagger(for layout: Layout) -> Double {
        switch layout {
        case .list: return 0.05
        case .grid: return 0.002
        case .shadows, .flips: return 0.02
        }
    }

    /// Item `index`'s frame on a canvas `width` points wide.
    func frame(of index: Int, width: CGFloat) -> CGRect {
        switch layout {
        case .list:
            return CGRect(x: 12, y: 5 + 57 * CGFloat(index), width: max(0, width - 24), height: 52)
        case .grid:
            let left = ((width - CGFloat(Self.columns) * Self.pitch.width) / 2).rounded(.down)
            let column = index % Self.columns, row = index / Self.columns
            return CGRect(
                x: left + CGFloat(column) * Self.pitch.width + (Self.pitch.width - Self.cell.width) / 2,
                y: CGFloat(row) * Self.pitch.height + (Self.pitch.height - Self.cell.height) / 2,
                width: Self.cell.width, height: Self.cell.height)
        case .shadows, .flips:
            let (columns, left) = Card.columns(in: width)
            let column = index % columns, row = index / columns
            return CGRect(
                x: left + CGFloat(column) * Card.pitch.width + (Card.pitch.width - Card.size.width) / 2,
                y: CGFloat(row) * Card.pitch.height + (Card.pitch.height - Card.size.height) / 2,
                width: Card.size.width, height: Card.size.height)
        }
    }

    /// The content's height.
    func contentHeight(width: CGFloat) -> CGFloat {
        let columns = Card.columns(in: width).count
        switch layout {
        case .list: return count == 0 ? 0 : 5 + 57 * CGFloat(count)
        case .grid: return CGFloat((count + Self.columns - 1) / Self.columns) * Self.pitch.height
        case .shadows, .flips: return CGFloat((count + columns - 1) / columns) * Card.pitch.height
        }
    }

    /// The items that enter in a cycle and each one's delay: the list's rows on screen (counted from the
    /// first visible one), every cell of the grid.
    func entrances(visible: CGRect) -> [(index: Int, delay: Double)] {
        switch layout {
        case .list:
            let first = max(0, Int(((visible.minY - 5 - 52) / 57).rounded(.down)) + 1)
            var result: [(Int, Double)] = []
            var index = first
            while index < count, frame(of: index, width: visible.width).minY < visible.maxY {
                result.append((index, Double(index - first) * stagger))
                index += 1
            }
            return result
        case .grid:
            return (0..<count).map { ($0, Double($0) * stagger) }
        case .shadows, .flips:
            // The cards of the rows on screen.
            let columns = Card.columns(in: visible.width).count
            let firstRow = max(0, Int((visible.minY / Card.pitch.height).rounded(.down)))
            let lastRow = Int((visible.maxY / Card.pitch.height).rounded(.up))
            let first = min(count, firstRow * columns), end = min(count, max(first, lastRow * columns))
            return (first..<end).map { ($0, Double($0 - first) * stagger) }
        }
    }
}
