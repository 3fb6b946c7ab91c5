import Foundation

/// The cells a table or collection view keeps for reuse: registered makers by reuse identifier, and the
/// idle cells waiting to be handed out again.
///
/// The number kept per identifier grows to the most cells ever on screen at once (at least
/// `minimumCapacity`), so even a jump that replaces every visible cell creates none, while live cells
/// stay under twice a screenful whatever the number of rows or items.
@MainActor
final class ReusePool<Cell: ReusableView> {
    private var makers: [String: (String) -> Cell] = [:]
    private var idle: [String: [Cell]] = [:]
    /// The least number of idle cells kept per identifier.
    var minimumCapacity = 8
    /// The most cells on screen at once so far.
    private var mostVisible = 0
    private var capacity: Int { max(minimumCapacity, mostVisible) }
    /// Cells made since the pool was.
    private(set) var created = 0

    /// Makes `make(identifier)` the way to create cells for `identifier` (the registered class).
    func register(_ identifier: String, make: @escaping (String) -> Cell) {
        makers[identifier] = make
    }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// An idle cell for `identifier` after its `prepareForReuse()`, or a new one after its
    /// `awakeFromNib()`; nil when nothing is registered for it.
    func dequeue(_ identifier: String) -> Cell? {
        if let cell = idle[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let make = makers[identifier] else { return nil }
        let cell = make(identifier)
        created += 1
        cell.awakeFromNib()
        return cell
    }

    /// Takes back a cell that left the screen (kept while there is room for its identifier).
    func enqueue(_ cell: Cell) {
        guard let identifier = cell.reuseIdentifier else { return }
        var waiting = idle[identifier] ?? []
        if waiting.count < capacity { waiting.append(cell) }
        idle[identifier] = waiting
    }

    /// Lets the pool keep as many idle cells as are on screen now.
    func noteVisible(_ count: Int) {
        mostVisible = max(mostVisible, count)
    }

    /// Idle cells waiting for reuse.
    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }
}
