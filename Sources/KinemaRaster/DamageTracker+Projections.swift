import Foundation
import KinemaCore
import KinemaGraphics

extension DamageTracker {
    /// Where a walk along one list stands among projected layers: how deep, the outermost open group's
    /// index, and whether its box was damaged already.
    struct ProjectionScope {
        var depth = 0
        var outermost = 0
        var outermostDamaged = false

        /// The scope at `end` of `items`, found by one pass over the tags before it.
        init(opening items: [DisplayItem], upTo end: Int) {
            items.withUnsafeBufferPointer { buffer in
                for index in 0..<end { step(over: buffer[index], at: index) }
            }
        }

        mutating func step(over item: DisplayItem, at index: Int) {
            switch item {
            case .beginProjection:
                if depth == 0 { (outermost, outermostDamaged) = (index, false) }
                depth += 1
            case .endProjection:
                depth = max(0, depth - 1)
            default: break
            }
        }

        /// The outermost open group's projected box, once.
        mutating func damageOutermost(_ items: [DisplayItem], into boxes: inout [CGRect], placement: CGAffineTransform) {
            guard !outermostDamaged else { return }
            outermostDamaged = true
            if let box = items[outermost].deviceBounds { boxes.append(box.applying(placement)) }
        }

        /// The areas of `items` from `start` on: each item outside every projected layer, and for what
        /// lies inside one the outermost group's box.
        mutating func addAreas(of items: [DisplayItem], from start: Int, to boxes: inout [CGRect], placement: CGAffineTransform) {
            for index in start..<items.count {
                let item = items[index]
                if depth > 0 {
                    damageOutermost(items, into: &boxes, placement: placement)
                } else if let box = DamageTracker.area(of: item) {
                    boxes.append(box.applying(placement))
                }
                step(over: item, at: index)
            }
        }
    }
}

extension DisplayItem {
    /// Whether the item begins or ends a projected layer.
    var isProjectionMarker: Bool {
        switch self {
        case .beginProjection, .endProjection: return true
        default: return false
        }
    }
}
