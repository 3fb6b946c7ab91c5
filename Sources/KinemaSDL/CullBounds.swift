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
    /// Entry arrays of earlier frames, emptied with their room kept: a grid of 10,000's is 400 KB, not
    /// to be allocated (and its pages faulted in) every frame.
    private var spare: [[Entry]] = []
    /// Lists whose entries were worked out, and how many are held (for tests).
    private(set) var made = 0
    var held: Int { lists.count }

    /// The entries of `items`, one an item.
    func entries(for items: [DisplayItem]) -> [Entry] {
        let storage = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        if let kept = lists.first(where: { $0.storage == storage && $0.count == items.count }) { return kept.entries }
        var entries = spare.popLast() ?? []
        entries.reserveCapacity(items.count)
        for item in items { entries.append(Entry(bounds: item.deviceBounds ?? .null, opensProjection: item.isProjectionStart)) }
        lists.append((storage, items.count, entries))
        made += 1
        return entries
    }

    /// Forgets the lists (their storage may hold another frame's next), keeping their arrays' room.
    func removeAll() {
        // Each popped list holds its array alone: emptied in place, not copied.
        while var list = lists.popLast() {
            list.entries.removeAll(keepingCapacity: true)
            spare.append(list.entries)
        }
    }
}
