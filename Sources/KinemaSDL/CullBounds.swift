import Foundation
import KinemaGraphics

/// The bounds a damaged rectangle culls a layer's items by, worked out once a frame for each list rather
/// than once for every rectangle it is redrawn in: each look at an item (`items[index]`) copied its
/// payload, retains and all — 6 % of the list of 100's frame, more of a scrolling collection's.
final class CullBounds {
    /// An item's device bounds (null when it has none: never culled), and whether it begins a projected
    /// layer (culled whole).
    struct Entry {
        let bounds: CGRect
        let opensProjection: Bool
    }

    /// The lists seen this frame, by their items' storage (a frame's lists live until it ends).
    private var lists: [(storage: UnsafeRawPointer?, count: Int, entries: [Entry])] = []
    /// Lists whose entries were worked out, and how many are held (for tests).
    private(set) var made = 0
    var held: Int { lists.count }

    /// The entries of `items`, one an item.
    func entries(for items: [DisplayItem]) -> [Entry] {
        let storage = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        if let kept = lists.first(where: { $0.storage == storage && $0.count == items.count }) { return kept.entries }
        let entries = items.map { Entry(bounds: $0.deviceBounds ?? .null, opensProjection: $0.isProjectionStart) }
        lists.append((storage, items.count, entries))
        made += 1
        return entries
    }

    /// Forgets the lists (their storage may hold another frame's next).
    func removeAll() {
        lists.removeAll(keepingCapacity: true)
    }
}
