/// A min-heap of elements on the end time each had when it was pushed: an engine's running blocks, so a
/// frame looks only at those whose time is up, not at every running animation.
///
/// The time is the one given at the push; an element whose end has moved since is the caller's to put
/// back (see `AnimationEngine.completeEndedParts`).
struct EndTimeHeap<Element> {
    private var items: [(end: Double, element: Element)] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    /// The earliest end time among the elements, or nil when there are none.
    var earliestEnd: Double? { items.first?.end }
    /// Every element, in no particular order.
    var elements: [Element] { items.map(\.element) }

    mutating func push(_ element: consuming Element, end: Double) {
        items.append((end, element))
        // Sifted through the buffer, whose swaps move elements: an array's `swapAt` copied each one,
        // retaining and releasing what it holds at every level.
        items.withUnsafeMutableBufferPointer { buffer in
            var child = buffer.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard buffer[child].end < buffer[parent].end else { break }
                buffer.swapAt(child, parent)
                child = parent
            }
        }
    }

    /// Takes the element with the earliest end off the heap. The heap must not be empty.
    mutating func popEarliest() -> Element {
        let last = items.count - 1
        if last > 0 { items.withUnsafeMutableBufferPointer { $0.swapAt(0, last) } }
        let top = items.removeLast().element
        guard items.count > 1 else { return top }
        items.withUnsafeMutableBufferPointer { buffer in
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < buffer.count, buffer[left].end < buffer[smallest].end { smallest = left }
                if right < buffer.count, buffer[right].end < buffer[smallest].end { smallest = right }
                guard smallest != parent else { break }
                buffer.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        items.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Keeps only the elements `isKept` accepts (linear, then a sort: a list sorted by end is a heap).
    mutating func keep(where isKept: (Element) -> Bool) {
        guard items.contains(where: { !isKept($0.element) }) else { return }
        items = items.filter { isKept($0.element) }.sorted { $0.end < $1.end }
    }
}
